import { describe, expect, it } from "vitest";
import { addDays, isCalendarDate, localDateOf, weekdayOf, zonedTimeToUtc, zoneOffsetMs } from "./local-time.js";

const NY = "America/New_York";
const CPH = "Europe/Copenhagen";
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe("zonedTimeToUtc", () => {
  it("reads New York wall time with the offset of that day (EST in winter, EDT in summer)", () => {
    expect(iso(zonedTimeToUtc("2025-01-15", "17:00", NY))).toBe("2025-01-15T22:00:00.000Z");
    expect(iso(zonedTimeToUtc("2025-07-15", "17:00", NY))).toBe("2025-07-15T21:00:00.000Z");
  });

  it("reads Copenhagen wall time (CET / CEST)", () => {
    expect(iso(zonedTimeToUtc("2025-01-15", "17:00", CPH))).toBe("2025-01-15T16:00:00.000Z");
    expect(iso(zonedTimeToUtc("2025-07-15", "17:00", CPH))).toBe("2025-07-15T15:00:00.000Z");
  });

  it("keeps the local time on DST change days", () => {
    // US spring forward 2025-03-09 at 02:00; autumn back 2025-11-02 at 02:00.
    expect(iso(zonedTimeToUtc("2025-03-09", "17:00", NY))).toBe("2025-03-09T21:00:00.000Z");
    expect(iso(zonedTimeToUtc("2025-03-09", "01:30", NY))).toBe("2025-03-09T06:30:00.000Z");
    expect(iso(zonedTimeToUtc("2025-11-02", "17:00", NY))).toBe("2025-11-02T22:00:00.000Z");
    // EU: 2025-03-30 and 2025-10-26.
    expect(iso(zonedTimeToUtc("2025-03-30", "12:00", CPH))).toBe("2025-03-30T10:00:00.000Z");
    expect(iso(zonedTimeToUtc("2025-10-26", "12:00", CPH))).toBe("2025-10-26T11:00:00.000Z");
  });

  it("gives null for a time skipped by spring forward, and the first of a repeated hour", () => {
    expect(zonedTimeToUtc("2025-03-09", "02:30", NY)).toBeNull();
    expect(iso(zonedTimeToUtc("2025-11-02", "01:30", NY))).toBe("2025-11-02T05:30:00.000Z"); // EDT, the first 01:30
  });

  it("handles midnight", () => {
    expect(iso(zonedTimeToUtc("2025-06-01", "00:00", NY))).toBe("2025-06-01T04:00:00.000Z");
  });
});

describe("localDateOf / zoneOffsetMs", () => {
  it("gives the local calendar date", () => {
    expect(localDateOf(new Date("2025-06-02T03:30:00Z"), NY)).toBe("2025-06-01");
    expect(localDateOf(new Date("2025-06-01T22:30:00Z"), CPH)).toBe("2025-06-02");
  });

  it("gives the offset", () => {
    expect(zoneOffsetMs(new Date("2025-01-01T12:00:00Z"), NY)).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs(new Date("2025-07-01T12:00:00Z"), CPH)).toBe(2 * 3_600_000);
  });
});

describe("calendar helpers", () => {
  it("adds days across months and years", () => {
    expect(addDays("2025-01-31", 1)).toBe("2025-02-01");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
    expect(addDays("2025-06-01", 30)).toBe("2025-07-01");
  });

  it("knows weekdays and real dates", () => {
    expect(weekdayOf("2025-06-01")).toBe("sun");
    expect(weekdayOf("2025-06-02")).toBe("mon");
    expect(isCalendarDate("2025-02-28")).toBe(true);
    expect(isCalendarDate("2025-02-30")).toBe(false);
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2025-13-01")).toBe(false);
  });
});

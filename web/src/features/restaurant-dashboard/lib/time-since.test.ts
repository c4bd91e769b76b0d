import { describe, expect, it } from "vitest";
import { formatClock, formatTimeSince, minutesSince } from "./time-since";

const placed = "2030-01-01T18:00:00.000Z";
const at = (minutes: number, seconds = 0) => Date.parse(placed) + minutes * 60_000 + seconds * 1000;

describe("formatTimeSince", () => {
  it.each([
    [at(0, 30), "just now"],
    [at(1), "1 min"],
    [at(59, 59), "59 min"],
    [at(60), "1 h"],
    [at(65), "1 h 05 min"],
    [at(150), "2 h 30 min"],
  ])("at %s → %s", (now, text) => {
    expect(formatTimeSince(placed, now)).toBe(text);
  });

  it("reads 'just now' when the tablet's clock is behind the server's", () => {
    expect(formatTimeSince(placed, at(-2))).toBe("just now");
  });

  it("gives nothing for an unparsable time", () => {
    expect(formatTimeSince("soon", at(5))).toBe("");
  });
});

describe("minutesSince", () => {
  it("counts whole minutes and never goes negative", () => {
    expect(minutesSince(placed, at(7, 59))).toBe(7);
    expect(minutesSince(placed, at(-3))).toBe(0);
  });
});

describe("formatClock", () => {
  it("shows an hour and minutes", () => {
    expect(formatClock(placed)).toMatch(/^\d{1,2}:\d{2}\s?(AM|PM)$/);
  });
});

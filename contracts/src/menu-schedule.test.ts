import { describe, expect, it } from "vitest";
import { isServedAt, localMinutes, servedLabel } from "./menu-schedule.js";

const NY = "America/New_York";
// 2026-11-27 is in EST (UTC−5): 15:30 UTC is 10:30 in New York.
const at = (utc: string) => new Date(`2026-11-27T${utc}:00Z`);

describe("item schedules, in the restaurant's time zone", () => {
  it("breakfast until 11:00 is served at 10:59 New York time and not at 11:00", () => {
    expect(localMinutes(at("15:59"), NY)).toBe(10 * 60 + 59);
    expect(isServedAt("07:00", "11:00", at("15:59"), NY)).toBe(true);
    expect(isServedAt("07:00", "11:00", at("16:00"), NY)).toBe(false);
    expect(isServedAt("07:00", "11:00", at("11:59"), NY)).toBe(false);
    expect(isServedAt(null, "11:00", at("05:30"), NY)).toBe(true);
  });
  it("the same instant is breakfast in one zone and lunch in another", () => {
    expect(isServedAt("07:00", "11:00", at("09:00"), "Europe/Copenhagen")).toBe(true);
    expect(isServedAt("07:00", "11:00", at("09:00"), NY)).toBe(false);
  });
  it("a late-night window wraps past midnight; no bounds means always", () => {
    expect(isServedAt("22:00", "02:00", at("06:30"), NY)).toBe(true);
    expect(isServedAt("22:00", "02:00", at("08:00"), NY)).toBe(false);
    expect(isServedAt(null, null, at("08:00"), NY)).toBe(true);
  });
  it("labels the window for guests", () => {
    expect(servedLabel("07:00", "11:00")).toBe("Served 07:00–11:00");
    expect(servedLabel(null, "11:00")).toBe("Served until 11:00");
    expect(servedLabel("17:00", null)).toBe("Served from 17:00");
    expect(servedLabel(null, null)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_DURATIONS, defaultBookingPolicy, durationFor } from "./booking-policy.js";

describe("durationFor", () => {
  it.each([
    [1, 90], [2, 90], [3, 105], [4, 105], [5, 120], [6, 120], [7, 150], [12, 150], [20, 150],
  ])("a party of %i keeps its table %i minutes", (party, minutes) => {
    expect(durationFor(party, DEFAULT_DURATIONS)).toBe(minutes);
  });

  it("uses the last band when no band is open-ended", () => {
    expect(durationFor(9, [{ upTo: 2, minutes: 60 }, { upTo: 4, minutes: 75 }])).toBe(75);
  });

  it("refuses an empty table of durations", () => {
    expect(() => durationFor(2, [])).toThrow();
  });
});

describe("defaultBookingPolicy", () => {
  it("reads Danish restaurants' hours in Copenhagen time, the rest in New York time", () => {
    expect(defaultBookingPolicy("DK").timezone).toBe("Europe/Copenhagen");
    expect(defaultBookingPolicy("US").timezone).toBe("America/New_York");
    expect(defaultBookingPolicy("US")).toMatchObject({ slotIntervalMinutes: 15, leadTimeMinutes: 60, bookingHorizonDays: 30 });
  });
});

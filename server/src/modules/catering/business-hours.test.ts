import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addBusinessHours, businessMsBetween, type BusinessCalendar } from "./business-hours.js";

const WEEKDAY_9_TO_5: BusinessCalendar["openingHours"] = {
  mon: [["09:00", "17:00"]], tue: [["09:00", "17:00"]], wed: [["09:00", "17:00"]], thu: [["09:00", "17:00"]], fri: [["09:00", "17:00"]],
};
const newYork: BusinessCalendar = { timeZone: "America/New_York", openingHours: WEEKDAY_9_TO_5, holidays: new Set() };
const copenhagen: BusinessCalendar = { timeZone: "Europe/Copenhagen", openingHours: WEEKDAY_9_TO_5, holidays: new Set() };
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe("addBusinessHours", () => {
  it("counts within one day's hours (Wednesday 10:00 in New York + 4 h = 14:00)", () => {
    expect(addBusinessHours(at("2026-01-14T15:00:00Z"), 4, newYork).toISOString()).toBe("2026-01-14T19:00:00.000Z");
  });

  it("carries the rest over to the next business morning (Friday 15:00 + 4 h = Monday 11:00)", () => {
    // Friday 2026-01-16 15:00 EST = 20:00Z; 2 h on Friday, 2 h from Monday 09:00 EST (14:00Z).
    expect(addBusinessHours(at("2026-01-16T20:00:00Z"), 4, newYork).toISOString()).toBe("2026-01-19T16:00:00.000Z");
  });

  it("starts at opening when the request comes at night or at the weekend", () => {
    expect(addBusinessHours(at("2026-01-17T18:00:00Z"), 4, newYork).toISOString()).toBe("2026-01-19T18:00:00.000Z");
    expect(addBusinessHours(at("2026-01-14T03:00:00Z"), 4, newYork).toISOString()).toBe("2026-01-14T18:00:00.000Z");
  });

  it("skips the restaurant's holidays", () => {
    const withHoliday = { ...newYork, holidays: new Set(["2026-01-19"]) };
    expect(addBusinessHours(at("2026-01-16T20:00:00Z"), 4, withHoliday).toISOString()).toBe("2026-01-20T16:00:00.000Z");
  });

  it("reads the hours in the restaurant's zone: the same instant is due at different times in New York and Copenhagen", () => {
    // Monday 2026-01-19 12:00Z: 07:00 in New York (opens 14:00Z), 13:00 in Copenhagen (4 h left until 16:00Z).
    const start = at("2026-01-19T12:00:00Z");
    expect(addBusinessHours(start, 4, newYork).toISOString()).toBe("2026-01-19T18:00:00.000Z");
    expect(addBusinessHours(start, 4, copenhagen).toISOString()).toBe("2026-01-19T16:00:00.000Z");
  });

  it("moves with daylight saving: 09:00 is 14:00Z in winter and 13:00Z in summer", () => {
    // Friday before the spring change (2026-03-08), Monday after it.
    // Friday 17:00 EST (22:00Z, closing) + 1 h = Monday 10:00 EDT (14:00Z).
    expect(addBusinessHours(at("2026-03-06T22:00:00Z"), 1, newYork).toISOString()).toBe("2026-03-09T14:00:00.000Z");
    // Copenhagen changes on 2026-03-29: Friday 16:00 CET + 2 h = Monday 10:00 CEST (08:00Z).
    expect(addBusinessHours(at("2026-03-27T15:00:00Z"), 2, copenhagen).toISOString()).toBe("2026-03-30T08:00:00.000Z");
  });

  it("counts a night window across the spring-forward hour as one hour shorter, and across fall-back as one longer", () => {
    const bar = (day: "sat" | "sun"): BusinessCalendar => ({ timeZone: "America/New_York", openingHours: { [day]: [["20:00", "04:00"]] }, holidays: new Set() });
    // Saturday 2026-03-07 20:00 EST (01:00Z) to Sunday 04:00 EDT (08:00Z): 7 real hours.
    expect(businessMsBetween(at("2026-03-07T00:00:00Z"), at("2026-03-09T00:00:00Z"), bar("sat"))).toBe(7 * HOUR);
    // Saturday 2026-10-31 20:00 EDT (00:00Z) to Sunday 04:00 EST (09:00Z): 9 real hours; 8.5 h in ends 03:30 EST.
    expect(businessMsBetween(at("2026-10-31T00:00:00Z"), at("2026-11-02T00:00:00Z"), bar("sat"))).toBe(9 * HOUR);
    expect(addBusinessHours(at("2026-11-01T00:00:00Z"), 8.5, bar("sat")).toISOString()).toBe("2026-11-01T08:30:00.000Z");
  });

  it("waits as long as it takes on a calendar with very few hours (15 minutes a week, 15 hours: 60 weeks)", () => {
    const sparse: BusinessCalendar = { timeZone: "America/New_York", openingHours: { sat: [["12:45", "13:00"]] }, holidays: new Set() };
    const start = at("2026-01-01T00:00:00Z");
    const due = addBusinessHours(start, 15, sparse);
    expect(businessMsBetween(start, due, sparse)).toBe(15 * HOUR);
    expect(due.getTime() - start.getTime()).toBeGreaterThan(59 * 7 * 86_400_000);
  });

  it("falls back to clock hours when the calendar has no business hours at all", () => {
    const closed: BusinessCalendar = { timeZone: "UTC", openingHours: {}, holidays: new Set() };
    expect(addBusinessHours(at("2026-01-14T15:00:00Z"), 4, closed).toISOString()).toBe("2026-01-14T19:00:00.000Z");
  });
});

describe("addBusinessHours (properties)", () => {
  const zones = ["America/New_York", "Europe/Copenhagen", "Australia/Sydney", "Asia/Kolkata", "America/Los_Angeles", "UTC"];
  const hhmm = fc.integer({ min: 0, max: 23 * 4 }).map((q) => `${String(Math.floor(q / 4)).padStart(2, "0")}:${String((q % 4) * 15).padStart(2, "0")}`);
  const window = fc.tuple(hhmm, hhmm).filter(([a, b]) => a < b);
  const calendar = fc.record({
    timeZone: fc.constantFrom(...zones),
    openingHours: fc.record({ mon: fc.array(window, { maxLength: 1 }), wed: fc.array(window, { maxLength: 1 }), fri: fc.array(window, { maxLength: 1 }), sat: fc.array(window, { maxLength: 1 }) }),
    holidays: fc.constant(new Set<string>()),
  }).filter((c) => Object.values(c.openingHours).some((w) => w.length > 0));
  // Two years either side of both DST changes.
  const instant = fc.integer({ min: Date.parse("2026-01-01T00:00:00Z"), max: Date.parse("2027-12-31T00:00:00Z") }).map((ms) => new Date(Math.floor(ms / 60_000) * 60_000));
  const hours = fc.integer({ min: 1, max: 40 });

  it("the due time is exactly that many business hours after the start, never before it", () => {
    fc.assert(
      fc.property(calendar, instant, hours, (cal, start, h) => {
        const due = addBusinessHours(start, h, cal);
        expect(due.getTime()).toBeGreaterThanOrEqual(start.getTime());
        expect(businessMsBetween(start, due, cal)).toBe(h * HOUR);
      }),
      { numRuns: 150 },
    );
  });

  it("a later request is never due earlier", () => {
    fc.assert(
      fc.property(calendar, instant, fc.integer({ min: 0, max: 3 * 86_400_000 }), hours, (cal, start, later, h) => {
        expect(addBusinessHours(new Date(start.getTime() + later), h, cal).getTime()).toBeGreaterThanOrEqual(addBusinessHours(start, h, cal).getTime());
      }),
      { numRuns: 150 },
    );
  });
});

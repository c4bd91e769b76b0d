import { describe, expect, it } from "vitest";
import { defaultBookingPolicy, type BookingPolicy } from "./booking-policy.js";
import { lastBookableDate, nextOpenSlot, restaurantToday, slotsForDate, startTimeProblem } from "./reservation-slots.js";

const NY: BookingPolicy = { ...defaultBookingPolicy("US"), openingHours: { mon: [["17:00", "22:30"]], tue: [["17:00", "22:30"]], sat: [["17:00", "22:30"]], sun: [["17:00", "22:30"]] } };
// Pinned: Sunday 2025-06-01, 10:00 in New York.
const now = new Date("2025-06-01T14:00:00Z");
const isos = (ds: Date[]) => ds.map((d) => d.toISOString());

describe("slotsForDate", () => {
  it("offers every 15 minutes from opening to the last seating (closing minus the duration)", () => {
    const { times, reason } = slotsForDate({ date: "2025-06-02", policy: NY, durationMinutes: 90, now });
    expect(reason).toBeNull();
    expect(times[0]!.toISOString()).toBe("2025-06-02T21:00:00.000Z"); // 17:00 EDT
    expect(times.at(-1)!.toISOString()).toBe("2025-06-03T01:00:00.000Z"); // 21:00 EDT = 22:30 − 90 min
    expect(times).toHaveLength(17);
    for (let i = 1; i < times.length; i++) expect(times[i]!.getTime() - times[i - 1]!.getTime()).toBe(15 * 60_000);
  });

  it("seats larger parties earlier because they stay longer", () => {
    const { times } = slotsForDate({ date: "2025-06-02", policy: NY, durationMinutes: 150, now });
    expect(times.at(-1)!.toISOString()).toBe("2025-06-03T00:00:00.000Z"); // 20:00 EDT
  });

  it("applies the lead time from now", () => {
    const evening = new Date("2025-06-01T22:10:00Z"); // 18:10 EDT; lead 60 → 19:10, first slot 19:15
    const { times } = slotsForDate({ date: "2025-06-01", policy: NY, durationMinutes: 90, now: evening });
    expect(times[0]!.toISOString()).toBe("2025-06-01T23:15:00.000Z");
  });

  it("says why when no time is left today", () => {
    const late = new Date("2025-06-02T01:30:00Z"); // 21:30 EDT
    expect(slotsForDate({ date: "2025-06-01", policy: NY, durationMinutes: 90, now: late })).toEqual({
      times: [],
      reason: "No more bookings can be made for that day",
    });
  });

  it("is closed on days without hours", () => {
    expect(slotsForDate({ date: "2025-06-04", policy: NY, durationMinutes: 90, now }).reason).toBe("The restaurant is closed that day");
  });

  it("refuses past dates and dates beyond the horizon", () => {
    expect(slotsForDate({ date: "2025-05-31", policy: NY, durationMinutes: 90, now }).reason).toBe("Choose a date from today on");
    expect(lastBookableDate(now, NY)).toBe("2025-07-01");
    expect(slotsForDate({ date: "2025-07-01", policy: NY, durationMinutes: 90, now }).times.length).toBeGreaterThan(0);
    expect(slotsForDate({ date: "2025-07-02", policy: NY, durationMinutes: 90, now })).toEqual({ times: [], reason: "Reservations open 30 days ahead" });
  });

  it("uses the restaurant's own date, not UTC's", () => {
    const lateNight = new Date("2025-06-02T02:00:00Z"); // still Sunday 22:00 in New York
    expect(restaurantToday(lateNight, NY)).toBe("2025-06-01");
  });

  it("keeps local opening times across a DST change (spring forward)", () => {
    const march = new Date("2025-03-07T14:00:00Z");
    const policy: BookingPolicy = { ...NY, openingHours: { sat: [["17:00", "18:00"]], sun: [["17:00", "18:00"]] } };
    expect(isos(slotsForDate({ date: "2025-03-08", policy, durationMinutes: 30, now: march }).times)[0]).toBe("2025-03-08T22:00:00.000Z"); // EST
    expect(isos(slotsForDate({ date: "2025-03-09", policy, durationMinutes: 30, now: march }).times)[0]).toBe("2025-03-09T21:00:00.000Z"); // EDT
  });

  it("steps real minutes through a night the clocks go back", () => {
    const policy: BookingPolicy = { ...NY, openingHours: { sat: [["23:00", "03:00"]] } };
    const { times } = slotsForDate({ date: "2025-11-01", policy, durationMinutes: 60, now: new Date("2025-10-30T12:00:00Z") });
    // 23:00 EDT (03:00Z) to 03:00 EST (08:00Z) is five real hours; the last seating is an hour before closing.
    expect(times[0]!.toISOString()).toBe("2025-11-02T03:00:00.000Z");
    expect(times.at(-1)!.toISOString()).toBe("2025-11-02T07:00:00.000Z");
    expect(times).toHaveLength(17);
  });

  it("reads Copenhagen hours in Copenhagen time", () => {
    const cph: BookingPolicy = { ...defaultBookingPolicy("DK"), openingHours: { mon: [["17:00", "22:00"]] } };
    const { times } = slotsForDate({ date: "2025-06-02", policy: cph, durationMinutes: 90, now });
    expect(times[0]!.toISOString()).toBe("2025-06-02T15:00:00.000Z");
  });
});

describe("startTimeProblem", () => {
  const p = { policy: NY, durationMinutes: 90, now };
  it("accepts an offered time", () => {
    expect(startTimeProblem({ ...p, startsAt: new Date("2025-06-02T21:00:00Z") })).toBeNull();
  });

  it("names each problem in its own words", () => {
    const problem = (iso: string) => startTimeProblem({ ...p, startsAt: new Date(iso) });
    expect(problem("2025-05-30T21:00:00Z")).toBe("That date has passed; choose a date from today on"); // Friday
    expect(problem("2025-06-01T13:00:00Z")).toBe("That time has passed; choose a later time"); // 09:00 today
    expect(problem("2025-06-01T14:30:00Z")).toBe("That time is too soon; book at least 60 minutes ahead"); // 10:30 today
    expect(problem("2025-07-05T21:00:00Z")).toBe("Reservations open 30 days ahead");
    expect(problem("2025-06-04T21:00:00Z")).toBe("The restaurant is closed that day"); // Wednesday
    expect(problem("2025-06-02T15:00:00Z")).toBe("That time is outside the restaurant's opening hours"); // Monday 11:00
    expect(problem("2025-06-03T03:00:00Z")).toBe("That time is outside the restaurant's opening hours"); // Monday 23:00
    expect(problem("2025-06-03T01:15:00Z")).toBe(
      "That time is too late: a table is kept 90 minutes and the restaurant closes before then; choose an earlier time",
    ); // Monday 21:15, after the last seating (21:00) but before closing
    expect(problem("2025-06-02T21:05:00Z")).toBe("Bookings start every 15 minutes from opening; choose one of the offered times");
  });

  it("holds a time after midnight to the previous day's opening", () => {
    const policy: BookingPolicy = { ...NY, openingHours: { mon: [["22:00", "02:00"]] } };
    // Tuesday 01:30 EDT: inside Monday's opening, but a 60-minute table would outlast closing at 02:00.
    expect(startTimeProblem({ policy, durationMinutes: 60, now, startsAt: new Date("2025-06-03T05:30:00Z") })).toMatch(/too late/);
    // Tuesday 03:00 EDT: Monday's opening is over and Tuesday has none.
    expect(startTimeProblem({ policy, durationMinutes: 60, now, startsAt: new Date("2025-06-03T07:00:00Z") })).toBe("The restaurant is closed that day");
  });

  it("finds times after midnight under the previous day's opening", () => {
    const policy: BookingPolicy = { ...NY, openingHours: { mon: [["22:00", "02:00"]] } };
    expect(startTimeProblem({ policy, durationMinutes: 60, now, startsAt: new Date("2025-06-03T04:30:00Z") })).toBeNull(); // Tue 00:30 EDT
  });
});

describe("nextOpenSlot (table recommendations' default)", () => {
  it("is the opening time when the day's hours are still ahead, never the small hours", () => {
    const small = new Date("2025-06-01T08:30:00Z"); // Sunday 4:30 AM in New York
    expect(nextOpenSlot(NY, 90, small)?.toISOString()).toBe("2025-06-01T21:00:00.000Z"); // 17:00 EDT
  });

  it("is the next quarter hour during service, with no lead time (the host seats now)", () => {
    const service = new Date("2025-06-01T22:07:00Z"); // 18:07 EDT
    expect(nextOpenSlot(NY, 90, service)?.toISOString()).toBe("2025-06-01T22:15:00.000Z");
  });

  it("moves on to the next open day after the last seating and over closed days", () => {
    const late = new Date("2025-06-03T01:30:00Z"); // Monday 21:30 EDT, past the last seating; closed Wednesday to Friday
    expect(nextOpenSlot(NY, 90, late)?.toISOString()).toBe("2025-06-03T21:00:00.000Z"); // Tuesday 17:00
    const tuesdayNight = new Date("2025-06-04T02:00:00Z"); // Tuesday 22:00 EDT
    expect(nextOpenSlot(NY, 90, tuesdayNight)?.toISOString()).toBe("2025-06-07T21:00:00.000Z"); // Saturday 17:00
  });

  it("is null when no day within the horizon opens", () => {
    expect(nextOpenSlot({ ...NY, openingHours: {} }, 90, now)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { estimateEta, reviseLateEta, type EtaInput, type LateInput } from "./eta.js";

const now = new Date("2025-06-01T12:00:00Z");
const MIN = 60_000;
/** Minutes after `now`. */
const mins = (d: Date) => (d.getTime() - now.getTime()) / MIN;

/** 20 minutes' preparation, cooked in the current slot, nobody ahead. */
const input = (over: Partial<EtaInput> = {}): EtaInput => ({
  now,
  slotStart: new Date("2025-06-01T12:15:00Z"),
  prepMinutes: 20,
  ordersAhead: 0,
  fulfilment: "pickup",
  distanceKm: null,
  ...over,
});
const window = (over: Partial<EtaInput> = {}) => {
  const e = estimateEta(input(over));
  return [mins(e.earliest), mins(e.latest)];
};

describe("estimateEta", () => {
  it("pickup: ready after preparation, with a 10-minute margin on the late end", () => {
    expect(window()).toEqual([20, 30]);
  });

  it("delivery: a 15-minute range from 4 minutes before the expected arrival (5 minutes' handover, 3 minutes per km)", () => {
    expect(window({ fulfilment: "delivery", distanceKm: 0 })).toEqual([21, 36]);
    expect(window({ fulfilment: "delivery", distanceKm: 2 })).toEqual([27, 42]);
    expect(window({ fulfilment: "delivery", distanceKm: null })).toEqual([21, 36]);
  });

  it("pickup ignores any distance", () => {
    expect(window({ fulfilment: "pickup", distanceKm: 7 })).toEqual(window({ fulfilment: "pickup", distanceKm: null }));
  });

  it("takes longer the further the address", () => {
    const [near] = window({ fulfilment: "delivery", distanceKm: 1 });
    const [far] = window({ fulfilment: "delivery", distanceKm: 6 });
    expect(far! - near!).toBe(15);
  });

  it("rounds to whole minutes", () => {
    // 5 + 3 × 1.3 − 4 = 4.9 → 5
    expect(window({ fulfilment: "delivery", distanceKm: 1.3 })).toEqual([25, 40]);
    const e = estimateEta(input({ fulfilment: "delivery", distanceKm: 1.37, ordersAhead: 3 }));
    expect(e.earliest.getTime() % MIN).toBe(0);
    expect(e.latest.getTime() % MIN).toBe(0);
  });

  it("pickup: widens only the late end with the kitchen's queue (1.5 minutes an order)", () => {
    const [e0, l0] = window({ fulfilment: "pickup", ordersAhead: 0 });
    const [e10, l10] = window({ fulfilment: "pickup", ordersAhead: 10 });
    expect(e10).toBe(e0);
    expect(l10! - l0!).toBe(15);
    expect(window({ ordersAhead: 1 })).toEqual([20, 32]); // 11.5 → 12
  });

  it("delivery: the kitchen's queue moves the whole range (1.5 minutes an order), never wider than 15 minutes", () => {
    const [e0, l0] = window({ fulfilment: "delivery", distanceKm: 2, ordersAhead: 0 });
    const [e10, l10] = window({ fulfilment: "delivery", distanceKm: 2, ordersAhead: 10 });
    expect([e10! - e0!, l10! - l0!]).toEqual([15, 15]);
    for (const ordersAhead of [0, 3, 4, 20]) {
      const [e, l] = window({ fulfilment: "delivery", distanceKm: 5, ordersAhead });
      expect(l! - e!).toBe(15);
    }
  });

  it("always has the early end before the late end", () => {
    for (const ordersAhead of [0, 1, 7, 100]) {
      const e = estimateEta(input({ ordersAhead, fulfilment: "delivery", distanceKm: 4 }));
      expect(e.latest.getTime()).toBeGreaterThan(e.earliest.getTime());
    }
  });

  it("starts from the slot when it is later than now + preparation (scheduled or pushed orders)", () => {
    const slotStart = new Date("2025-06-01T14:00:00Z");
    expect(window({ slotStart })).toEqual([120, 130]);
    expect(window({ slotStart, fulfilment: "delivery", distanceKm: 2 })).toEqual([127, 142]);
  });

  it("starts from now + preparation when the slot has already begun", () => {
    expect(window({ slotStart: new Date("2025-06-01T12:00:00Z") })).toEqual([20, 30]);
    expect(window({ slotStart: new Date("2025-06-01T12:15:00Z"), prepMinutes: 35 })).toEqual([35, 45]);
  });
});

describe("reviseLateEta (a fixed clock)", () => {
  /** A delivery 2 km away whose window ended `minutesAgo` before `now`. */
  const late = (over: Partial<LateInput> = {}, minutesAgo = 100) =>
    reviseLateEta({ now, status: "out_for_delivery", fulfilment: "delivery", etaLatest: new Date(now.getTime() - minutesAgo * MIN), distanceKm: 2, ...over });

  it("nothing while the window is still open, or ends this very minute", () => {
    expect(late({ etaLatest: new Date(now.getTime() + 5 * MIN) })).toBeNull();
    expect(late({ etaLatest: now })).toBeNull();
  });

  it("on the way, 100 minutes past the window: half the ride from now (at least the handover), plus the margin", () => {
    const r = late()!;
    // Ride 5 + 3 × 2 = 11 min; half is 5.5 → 6.
    expect([r.minutesLate, mins(r.earliest), mins(r.latest)]).toEqual([100, 6, 16]);
  });

  it("still in the kitchen: ten minutes' cooking, then the whole ride", () => {
    const r = late({ status: "preparing" }, 3)!;
    expect([r.minutesLate, mins(r.earliest), mins(r.latest)]).toEqual([3, 21, 31]);
  });

  it("ready: the ride; ready for pickup: the handover", () => {
    expect(mins(late({ status: "ready" })!.earliest)).toBe(11);
    expect(mins(late({ status: "ready", fulfilment: "pickup", distanceKm: null })!.earliest)).toBe(5);
  });

  it("never for a finished order, a dine-in order or one without a window", () => {
    for (const status of ["delivered", "picked_up", "cancelled", "rejected"]) expect(late({ status })).toBeNull();
    expect(late({ fulfilment: "dine_in" })).toBeNull();
    expect(late({ etaLatest: null })).toBeNull();
  });

  it("counts part of a minute late as a minute", () => {
    expect(late({ etaLatest: new Date(now.getTime() - 30_000) })!.minutesLate).toBe(1);
  });
});

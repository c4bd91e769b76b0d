import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isWeekendIn, orderPoints, reversedTotal } from "./earning.js";

describe("earning rules", () => {
  it("gives 10 points per whole dollar of food", () => {
    expect(orderPoints(4599, "gold", true)).toEqual({ points: 450, doubled: false });
    expect(orderPoints(99, "bronze", false)).toEqual({ points: 0, doubled: false });
    expect(orderPoints(-500, "bronze", false).points).toBe(0);
  });

  it("doubles only for Platinum on a weekend", () => {
    expect(orderPoints(2000, "platinum", true)).toEqual({ points: 400, doubled: true });
    expect(orderPoints(2000, "platinum", false)).toEqual({ points: 200, doubled: false });
    expect(orderPoints(2000, "gold", true)).toEqual({ points: 200, doubled: false });
  });

  it("reads the weekday in the restaurant's time zone", () => {
    // Saturday 2030-01-05 03:00 UTC is still Friday evening in New York and Saturday in Copenhagen.
    const at = new Date("2030-01-05T03:00:00Z");
    expect(isWeekendIn(at, "America/New_York")).toBe(false);
    expect(isWeekendIn(at, "Europe/Copenhagen")).toBe(true);
    // Monday 2030-01-07 02:00 UTC is Sunday evening in New York.
    expect(isWeekendIn(new Date("2030-01-07T02:00:00Z"), "America/New_York")).toBe(true);
    expect(isWeekendIn(new Date("2030-01-07T02:00:00Z"), "UTC")).toBe(false);
  });

  it("reverses in proportion, rounded up, all of it on a full refund", () => {
    expect(reversedTotal(450, 1000, 4500)).toBe(100);
    expect(reversedTotal(450, 1001, 4500)).toBe(101);
    expect(reversedTotal(450, 4500, 4500)).toBe(450);
    expect(reversedTotal(450, 0, 4500)).toBe(0);
    expect(reversedTotal(0, 4500, 4500)).toBe(0);
  });

  it("never reverses more than was earned and grows with the refunded amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (earned, total, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const r1 = reversedTotal(earned, Math.min(lo, total), total);
        const r2 = reversedTotal(earned, Math.min(hi, total), total);
        expect(r1).toBeGreaterThanOrEqual(0);
        expect(r2).toBeLessThanOrEqual(earned);
        expect(r1).toBeLessThanOrEqual(r2);
      }),
    );
  });
});

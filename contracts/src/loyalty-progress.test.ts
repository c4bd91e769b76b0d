import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { loyaltyProgressPercent } from "./loyalty-progress.js";

describe("loyaltyProgressPercent", () => {
  it("is points / nextTierPoints as a percentage, 0 without data, capped at 100", () => {
    expect(loyaltyProgressPercent(750, 3000)).toBe(25);
    expect(loyaltyProgressPercent(1250, 3000)).toBeCloseTo(41.67, 2);
    expect(loyaltyProgressPercent(10, 0)).toBe(0);
    expect(loyaltyProgressPercent(4000, 3000)).toBe(100);
  });

  it("always stays within 0–100", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), fc.integer({ min: -10, max: 100_000 }), (p, n) => {
        const v = loyaltyProgressPercent(p, n);
        return v >= 0 && v <= 100;
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { nextTierPointsFor, progressPercent, tierFor } from "./tier.js";

describe("loyalty tiers", () => {
  it("places points earned in a year into bronze, silver, gold and platinum (3,000)", () => {
    expect(tierFor(0)).toBe("bronze");
    expect(tierFor(499)).toBe("bronze");
    expect(tierFor(500)).toBe("silver");
    expect(tierFor(1500)).toBe("gold");
    expect(tierFor(2999)).toBe("gold");
    expect(tierFor(3000)).toBe("platinum");
  });

  it("points at the next tier's threshold; Platinum's ring is full", () => {
    expect(nextTierPointsFor("gold", 1250)).toBe(3000);
    expect(nextTierPointsFor("bronze", 10)).toBe(500);
    expect(progressPercent(4200, nextTierPointsFor("platinum", 4200))).toBe(100);
  });

  it("computes the spec's progress: points / nextTierPoints, 0 without data, never above 100", () => {
    expect(progressPercent(1250, 3000)).toBeCloseTo(41.67, 2);
    expect(progressPercent(0, 0)).toBe(0);
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 100_000 }), (p, n) => {
        const v = progressPercent(p, n);
        return v >= 0 && v <= 100;
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { LOYALTY_TIERS, TIER_THRESHOLDS, loyaltyProgressPercent } from "@tavola/contracts";
import { nextTierAfter, standingFor, tierAllows, tierFor } from "./tier.js";

describe("loyalty tiers", () => {
  it("places points earned in a year into bronze, silver, gold and platinum (3,000)", () => {
    expect(tierFor(0)).toBe("bronze");
    expect(tierFor(499)).toBe("bronze");
    expect(tierFor(500)).toBe("silver");
    expect(tierFor(1499)).toBe("silver");
    expect(tierFor(1500)).toBe("gold");
    expect(tierFor(2999)).toBe("gold");
    expect(tierFor(3000)).toBe("platinum");
    expect(tierFor(-40)).toBe("bronze");
  });

  it("names the next tier, none after Platinum", () => {
    expect(nextTierAfter("bronze")).toBe("silver");
    expect(nextTierAfter("gold")).toBe("platinum");
    expect(nextTierAfter("platinum")).toBeNull();
  });

  it("locks a reward below its minimum tier", () => {
    expect(tierAllows("gold", "platinum")).toBe(false);
    expect(tierAllows("platinum", "platinum")).toBe(true);
    expect(tierAllows("bronze", undefined)).toBe(true);
  });

  it("makes nextTierPoints − points what is left to earn for the next tier", () => {
    // Gold with 1,800 earned this year and 1,250 spendable: 1,200 more to earn for Platinum.
    expect(standingFor(1250, 1800)).toEqual({
      tier: "gold",
      nextTier: "platinum",
      nextTierPoints: 2450,
      progressPercent: (1250 / 2450) * 100,
    });
    // Spent everything: still 500 to earn for Silver, progress 0.
    expect(standingFor(0, 0)).toMatchObject({ tier: "bronze", nextTierPoints: 500, progressPercent: 0 });
  });

  it("fills Platinum's ring (0 % without points)", () => {
    expect(standingFor(4200, 3500)).toEqual({ tier: "platinum", nextTier: null, nextTierPoints: 4200, progressPercent: 100 });
    expect(standingFor(0, 3100)).toMatchObject({ tier: "platinum", nextTierPoints: 0, progressPercent: 0 });
  });

  it("follows the spec's formula for any balance and year's earnings", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 20_000 }), (points, earned) => {
        const s = standingFor(points, earned);
        const i = LOYALTY_TIERS.indexOf(s.tier);
        // The tier's threshold is reached and the next one is not.
        expect(earned).toBeGreaterThanOrEqual(TIER_THRESHOLDS[s.tier]);
        if (s.nextTier) expect(earned).toBeLessThan(TIER_THRESHOLDS[s.nextTier]);
        expect(s.nextTier).toBe(LOYALTY_TIERS[i + 1] ?? null);
        // What the screens show as remaining is exactly what is left to earn (nothing on Platinum).
        const remaining = s.nextTier ? TIER_THRESHOLDS[s.nextTier] - earned : 0;
        expect(s.nextTierPoints - points).toBe(remaining);
        expect(s.progressPercent).toBe(loyaltyProgressPercent(points, s.nextTierPoints));
        expect(s.progressPercent).toBeGreaterThanOrEqual(0);
        expect(s.progressPercent).toBeLessThanOrEqual(100);
      }),
      { numRuns: 500 },
    );
  });
});

import { LOYALTY_TIERS, PLATINUM_POINTS, TIER_THRESHOLDS, type LoyaltyTier } from "@tavola/contracts";

/** The tier is set by points earned in a rolling year (redemptions do not demote a customer). */
export function tierFor(pointsEarnedInYear: number): LoyaltyTier {
  let tier: LoyaltyTier = "bronze";
  for (const t of LOYALTY_TIERS) if (pointsEarnedInYear >= TIER_THRESHOLDS[t]) tier = t;
  return tier;
}

/**
 * The points at which the next tier starts. Platinum is the top: its "next" is the Platinum line itself
 * (3,000) or the balance if higher, so the ring shows full.
 */
export function nextTierPointsFor(tier: LoyaltyTier, points: number): number {
  const i = LOYALTY_TIERS.indexOf(tier);
  const next = LOYALTY_TIERS[i + 1];
  return next ? TIER_THRESHOLDS[next] : Math.max(PLATINUM_POINTS, points);
}

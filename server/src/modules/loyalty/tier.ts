import {
  LOYALTY_TIERS,
  TIER_THRESHOLDS,
  loyaltyProgressPercent,
  type LoyaltyTier,
} from "@tavola/contracts";

/** The tier is set by points earned in a rolling year (redemptions do not demote a customer). */
export function tierFor(pointsEarnedInYear: number): LoyaltyTier {
  let tier: LoyaltyTier = "bronze";
  for (const t of LOYALTY_TIERS) if (pointsEarnedInYear >= TIER_THRESHOLDS[t]) tier = t;
  return tier;
}

/** The tier after this one, or null at the top. */
export function nextTierAfter(tier: LoyaltyTier): LoyaltyTier | null {
  return LOYALTY_TIERS[LOYALTY_TIERS.indexOf(tier) + 1] ?? null;
}

/** True when `tier` is at least `minTier` (a reward's lock). */
export function tierAllows(tier: LoyaltyTier, minTier: LoyaltyTier | undefined): boolean {
  return !minTier || LOYALTY_TIERS.indexOf(tier) >= LOYALTY_TIERS.indexOf(minTier);
}

export type Standing = {
  tier: LoyaltyTier;
  nextTier: LoyaltyTier | null;
  /** The spec's nextTierPoints: the screens show `nextTierPoints − points` as what is left to earn. */
  nextTierPoints: number;
  progressPercent: number;
};

/**
 * The spec computes "remaining" as nextTierPoints − points and progress as points / nextTierPoints, where points
 * is the spendable balance. The tier, though, follows points *earned* in the year, so nextTierPoints is chosen to
 * make that subtraction exactly what is still to earn: points + (next threshold − earned). On Platinum nothing is
 * left (nextTierPoints = points, a full ring, or 0 % when there are no points: the spec's "0 when no data").
 */
export function standingFor(points: number, earnedInYear: number): Standing {
  const tier = tierFor(earnedInYear);
  const nextTier = nextTierAfter(tier);
  const nextTierPoints = nextTier ? points + Math.max(0, TIER_THRESHOLDS[nextTier] - earnedInYear) : points;
  return { tier, nextTier, nextTierPoints, progressPercent: loyaltyProgressPercent(points, nextTierPoints) };
}

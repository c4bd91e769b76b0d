import type { LoyaltyInfo, LoyaltyTier } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { getLedgerTotals, listRecentEarnings } from "./loyalty.repository.js";
import { nextTierPointsFor, tierFor } from "./tier.js";

export async function getLoyaltyStanding(db: Db, userId: string): Promise<{ points: number; tier: LoyaltyTier }> {
  const totals = await getLedgerTotals(db, userId);
  return { points: totals.balance, tier: tierFor(totals.earnedInYear) };
}

export async function getLoyaltyInfo(db: Db, userId: string): Promise<LoyaltyInfo> {
  const [{ points, tier }, recentEarnings] = await Promise.all([
    getLoyaltyStanding(db, userId),
    listRecentEarnings(db, userId),
  ]);
  return { tier, points, nextTierPoints: nextTierPointsFor(tier, points), recentEarnings };
}

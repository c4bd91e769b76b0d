import {
  LOYALTY_REWARDS,
  PLATINUM_WEEKEND_MULTIPLIER,
  POINTS_INACTIVITY_EXPIRY_DAYS,
  REWARD_MIN_TIER,
  TIER_BENEFITS,
  type LedgerKind,
  type LoyaltyAccount,
  type LoyaltyInfo,
  type LoyaltyTier,
  type Voucher,
} from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { listLedger, listRecentCredits, peekTotals } from "./loyalty.repository.js";
import { settleAccount, standingOf } from "./settlement.js";
import { tierAllows, tierFor } from "./tier.js";
import { expireVouchers, listVouchers } from "./voucher.repository.js";
import { toVoucher } from "./voucher-view.js";

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
const HISTORY_LIMIT = 100;
const RECENT_EARNINGS = 5;

/** Spendable points and tier, for the signed-in user's view (auth's /api/auth/user). */
export async function getLoyaltyStanding(db: Db, userId: string, now = new Date()): Promise<{ points: number; tier: LoyaltyTier }> {
  // Read on every page load: peek rather than settle, so it takes no row lock and writes nothing. The figures
  // are the ones a settle would produce (including a balance about to expire).
  const totals = await peekTotals(db, userId, now, new Date(now.getTime() - YEAR_MS));
  const expired = totals.lastActivity !== null && now.getTime() - totals.lastActivity.getTime() > POINTS_INACTIVITY_EXPIRY_DAYS * DAY_MS;
  return { points: expired ? 0 : Math.max(0, totals.points), tier: tierFor(totals.earnedInYear) };
}

/** GET /api/loyalty/info: the spec's shape, from the ledger. */
export async function getLoyaltyInfo(db: Db, userId: string, now = new Date()): Promise<LoyaltyInfo> {
  return db.transaction(async (tx) => {
    const account = await settleAccount(tx, userId, now);
    const standing = await standingOf(tx, account, now);
    const recentEarnings = await listRecentCredits(tx, userId, account.settledThrough, RECENT_EARNINGS);
    return { tier: standing.tier, points: account.balance, nextTierPoints: standing.nextTierPoints, recentEarnings };
  });
}

/** GET /api/loyalty/account: everything /loyalty and /loyalty-advanced draw. */
export async function getLoyaltyAccount(db: Db, userId: string, now = new Date()): Promise<LoyaltyAccount> {
  return db.transaction(async (tx) => {
    const account = await settleAccount(tx, userId, now);
    await expireVouchers(tx, userId, now);
    const standing = await standingOf(tx, account, now);
    const history = await listLedger(tx, userId, HISTORY_LIMIT);
    const vouchers = await listVouchers(tx, userId);
    return {
      tier: standing.tier,
      points: account.balance,
      pendingPoints: account.pending,
      nextTierPoints: standing.nextTierPoints,
      nextTier: standing.nextTier,
      progressPercent: standing.progressPercent,
      pointsEarnedInYear: standing.earnedInYear,
      benefits: [...TIER_BENEFITS[standing.tier]],
      weekendMultiplier: standing.tier === "platinum" ? PLATINUM_WEEKEND_MULTIPLIER : 1,
      history: history.map((r) => ({
        id: r.id,
        kind: r.kind as LedgerKind,
        points: r.points,
        description: r.description,
        orderId: r.orderId,
        createdAt: r.createdAt.toISOString(),
        availableAt: r.availableAt.toISOString(),
        pending: r.availableAt > account.settledThrough,
      })),
      rewards: LOYALTY_REWARDS.map((r) => ({
        id: r.id,
        title: r.title,
        points: r.points,
        description: r.description,
        available: tierAllows(standing.tier, REWARD_MIN_TIER[r.id]),
        affordable: account.balance >= r.points,
      })),
      vouchers: vouchers.map(toVoucher),
    };
  });
}

/** GET /api/loyalty/vouchers: the customer's vouchers; `usable` keeps issued, unexpired ones checkout can apply. */
export async function listCustomerVouchers(db: Db, userId: string, usable: boolean, now = new Date()): Promise<Voucher[]> {
  return db.transaction(async (tx) => {
    await expireVouchers(tx, userId, now);
    const rows = (await listVouchers(tx, userId, usable ? now : undefined)).map(toVoucher);
    return usable ? rows.filter((v) => v.appliesAtCheckout) : rows;
  });
}

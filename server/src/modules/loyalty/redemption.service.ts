import { LOYALTY_REWARDS, REWARD_MIN_TIER, VOUCHER_VALID_DAYS, type RewardId, type Voucher } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { appendLedgerEntry, PointsShortError } from "./loyalty.repository.js";
import { settleAccount, standingOf } from "./settlement.js";
import { tierAllows } from "./tier.js";
import { expireVouchers, findVoucherByKey, insertVoucherOnce } from "./voucher.repository.js";
import { toVoucher } from "./voucher-view.js";

const DAY_MS = 86_400_000;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Turns points into a voucher, once per Idempotency-Key. One transaction: settle (which locks the account row, so
 * racing redemptions queue), check the tier lock, claim the key with the voucher row itself (the same key again
 * finds it and answers 200 with it), then debit with a guarded update: with points for one, only one of any
 * number of concurrent redemptions gets past it; the others roll back their voucher and answer 409.
 */
export async function redeemReward(
  db: Db,
  userId: string,
  rewardId: RewardId,
  idempotencyKey: string,
  now: Date,
): Promise<{ status: 200 | 201; voucher: Voucher }> {
  const reward = LOYALTY_REWARDS.find((r) => r.id === rewardId)!;
  return db.transaction(async (tx) => {
    const account = await settleAccount(tx, userId, now);
    const { tier } = await standingOf(tx, account, now);
    const minTier = REWARD_MIN_TIER[rewardId];
    if (!tierAllows(tier, minTier)) throw new AppError("forbidden", `${reward.title} is for ${capitalise(minTier!)} members`);

    const voucher = await insertVoucherOnce(tx, {
      userId,
      rewardId,
      title: reward.title,
      pointsSpent: reward.points,
      idempotencyKey,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + VOUCHER_VALID_DAYS * DAY_MS),
    });
    if (!voucher) {
      await expireVouchers(tx, userId, now);
      const existing = await findVoucherByKey(tx, userId, idempotencyKey);
      if (!existing || existing.rewardId !== rewardId) {
        const message = "This Idempotency-Key was already used for another reward";
        throw new AppError("unprocessable", message, { "idempotency-key": [message] });
      }
      return { status: 200, voucher: toVoucher(existing) };
    }

    try {
      await appendLedgerEntry(tx, account.settledThrough, {
        userId,
        kind: "redeem",
        points: -reward.points,
        description: `Redeemed ${reward.title}`,
        voucherId: voucher.id,
        availableAt: account.settledThrough,
        createdAt: now,
      });
    } catch (error) {
      if (error instanceof PointsShortError) {
        const message = `Not enough points for ${reward.title}`;
        throw new AppError("conflict", message, { rewardId: [message] });
      }
      throw error;
    }
    return { status: 201, voucher: toVoucher(voucher) };
  });
}

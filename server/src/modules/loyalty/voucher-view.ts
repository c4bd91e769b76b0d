import { LOYALTY_REWARDS, REWARD_EFFECTS, type RewardId, type Voucher } from "@tavola/contracts";
import type { VoucherRow } from "./voucher.repository.js";

export const rewardById = (id: string) => LOYALTY_REWARDS.find((r) => r.id === id);

/** A voucher on the wire: what it is, what it cost and whether checkout can apply it. */
export function toVoucher(row: VoucherRow): Voucher {
  const rewardId = row.rewardId as RewardId;
  return {
    id: row.id,
    rewardId,
    title: row.title,
    description: rewardById(rewardId)?.description ?? row.title,
    pointsSpent: row.pointsSpent,
    state: row.state as Voucher["state"],
    appliesAtCheckout: REWARD_EFFECTS[rewardId].kind !== "status",
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    orderId: row.orderId,
  };
}

import { REWARD_EFFECTS, type RewardEffect, type RewardId } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { findVoucher, findVoucherTitles, markVoucherUsed, releaseVoucher } from "./voucher.repository.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const voucherError = (code: "unprocessable" | "conflict", message: string) => new AppError(code, message, { voucherId: [message] });
const ALREADY_USED = "This voucher was already used";

/** Checkout: the customer's voucher if it can be used now; otherwise 422 saying why. Another customer's is "not found". */
export async function findUsableVoucher(
  tx: Db,
  input: { userId: string; voucherId: string; now: Date },
): Promise<{ id: string; title: string; rewardId: RewardId; effect: RewardEffect }> {
  const row = UUID.test(input.voucherId) ? await findVoucher(tx, input.userId, input.voucherId) : null;
  if (!row) throw voucherError("unprocessable", "Voucher not found");
  const rewardId = row.rewardId as RewardId;
  const effect = REWARD_EFFECTS[rewardId];
  if (effect.kind === "status") throw voucherError("unprocessable", `${row.title} is not a checkout voucher`);
  if (row.state === "used") throw voucherError("unprocessable", ALREADY_USED);
  if (row.state === "expired" || row.expiresAt <= input.now) throw voucherError("unprocessable", "This voucher has expired");
  return { id: row.id, title: row.title, rewardId, effect };
}

/** In placeOrder's transaction: the voucher becomes used by this order, unless a racing checkout got it first. */
export async function useVoucherForOrder(tx: Db, input: { userId: string; voucherId: string; orderId: string; now: Date }): Promise<void> {
  if (!(await markVoucherUsed(tx, input.userId, input.voucherId, input.orderId, input.now))) throw voucherError("conflict", ALREADY_USED);
}

/** An order cancelled or rejected before acceptance gives its voucher back. No-op when it used none. */
export async function releaseVoucherForOrder(tx: Db, input: { orderId: string }): Promise<void> {
  await releaseVoucher(tx, input.orderId);
}

/** Order views: id → title of these vouchers, in one query. */
export async function voucherTitles(tx: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await findVoucherTitles(tx, [...new Set(ids)].filter((id) => UUID.test(id)));
  return new Map(rows.map((r) => [r.id, r.title]));
}

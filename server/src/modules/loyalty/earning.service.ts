import { FIRST_ORDER_BONUS_POINTS, RECOVERY_CREDIT_OPTIONS } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { appendLedgerEntry, findByDedupeKey, listOrderRows, PointsShortError } from "./loyalty.repository.js";
import { isWeekendIn, orderPoints, reversedTotal } from "./earning.js";
import { settleAccount, standingOf } from "./settlement.js";

// Dedupe keys: each credit happens at most once whatever retries, replays or races do.
const earnKey = (orderId: string) => `earn:order:${orderId}`;
const bonusKey = (customerId: string) => `bonus:first-order:${customerId}`;
const reverseKey = (orderId: string, refundedTotalCents: number) => `reverse:order:${orderId}:${refundedTotalCents}`;
const bonusReverseKey = (orderId: string) => `reverse:bonus:${orderId}`;
const recoveryKey = (orderId: string) => `recovery:order:${orderId}`;
const WEEKEND_NOTE = " · weekend double points";

export type CreditOrderInput = {
  orderId: string;
  customerId: string;
  restaurantName: string;
  /** Food subtotal after food discounts, in cents (never fees, tax or tips). */
  eligibleCents: number;
  /** When the order reached the customer: the moment of this call. */
  completedAt: Date;
  /** The end of the refund window: the points are pending until then. */
  availableAt: Date;
  /** The restaurant's IANA zone: its Saturday and Sunday are the weekend. */
  timeZone: string;
};

/**
 * An order reached its customer: credit its points (doubled on the restaurant's weekend for a customer who is
 * Platinum at that moment) and, once per customer, the first-order bonus. Both are pending until `availableAt`.
 * Idempotent per order; answers what this order was credited.
 */
export async function creditOrderPoints(tx: Db, input: CreditOrderInput): Promise<{ points: number; bonus: number }> {
  const now = input.completedAt;
  const account = await settleAccount(tx, input.customerId, now);
  const { tier } = await standingOf(tx, account, now);
  const earned = orderPoints(input.eligibleCents, tier, isWeekendIn(input.completedAt, input.timeZone));
  const common = { userId: input.customerId, orderId: input.orderId, availableAt: input.availableAt, createdAt: now };
  let points = 0;
  if (earned.points > 0) {
    const written = await appendLedgerEntry(tx, account.settledThrough, {
      ...common,
      kind: "earn",
      points: earned.points,
      description: `Order from ${input.restaurantName}${earned.doubled ? WEEKEND_NOTE : ""}`,
      dedupeKey: earnKey(input.orderId),
    });
    points = written ? earned.points : ((await findByDedupeKey(tx, earnKey(input.orderId)))?.points ?? 0);
  }
  const bonusWritten = await appendLedgerEntry(tx, account.settledThrough, {
    ...common,
    kind: "earn",
    points: FIRST_ORDER_BONUS_POINTS,
    description: "First order bonus",
    dedupeKey: bonusKey(input.customerId),
  });
  const bonusRow = bonusWritten ? null : await findByDedupeKey(tx, bonusKey(input.customerId));
  const bonus = bonusWritten || bonusRow?.orderId === input.orderId ? FIRST_ORDER_BONUS_POINTS : 0;
  return { points, bonus };
}

export type ReverseOrderInput = { orderId: string; customerId: string; refundedTotalCents: number; totalCents: number; now: Date };

/**
 * A refund takes back the order's points in proportion: after all refunds, the reversed total is
 * ceil(earned × refunded / total); a full refund also takes back the first-order bonus if this order brought it.
 * Each reversal row keeps the `available_at` of the points it reverses, so inside the refund window it lowers
 * `pending`, never the spendable balance. Idempotent per refund (the key carries the refunded total).
 */
export async function reverseOrderPoints(tx: Db, input: ReverseOrderInput): Promise<void> {
  const account = await settleAccount(tx, input.customerId, input.now);
  const rows = await listOrderRows(tx, input.customerId, input.orderId);
  const earn = rows.find((r) => r.dedupeKey === earnKey(input.orderId));
  const bonus = rows.find((r) => r.dedupeKey === bonusKey(input.customerId));
  const reversedSoFar = -rows
    .filter((r) => r.kind === "reverse" && r.dedupeKey?.startsWith(`reverse:order:${input.orderId}:`))
    .reduce((s, r) => s + r.points, 0);
  const restaurant = earn?.description.replace(/^Order from /, "").replace(WEEKEND_NOTE, "");
  const common = { userId: input.customerId, orderId: input.orderId, createdAt: input.now };
  try {
    const delta = earn ? reversedTotal(earn.points, input.refundedTotalCents, input.totalCents) - reversedSoFar : 0;
    if (earn && delta > 0) {
      await appendLedgerEntry(tx, account.settledThrough, {
        ...common,
        kind: "reverse",
        points: -delta,
        description: `Refund on order from ${restaurant}`,
        availableAt: earn.availableAt,
        dedupeKey: reverseKey(input.orderId, input.refundedTotalCents),
      });
    }
    if (bonus && input.refundedTotalCents >= input.totalCents) {
      await appendLedgerEntry(tx, account.settledThrough, {
        ...common,
        kind: "reverse",
        points: -bonus.points,
        description: "First order bonus reversed (order refunded)",
        availableAt: bonus.availableAt,
        dedupeKey: bonusReverseKey(input.orderId),
      });
    }
  } catch (error) {
    // Only reachable if a refund came after the window and the points were already spent.
    if (error instanceof PointsShortError) throw new AppError("conflict", "The points from this order were already spent");
    throw error;
  }
}

export type RecoveryCreditInput = { customerId: string; orderId: string; points: number; restaurantName: string; now: Date };

/** A restaurant's apology for an order: points spendable at once, at most once per order. */
export async function grantRecoveryCredit(tx: Db, input: RecoveryCreditInput): Promise<{ granted: boolean }> {
  if (!(RECOVERY_CREDIT_OPTIONS as readonly number[]).includes(input.points)) {
    const message = "Choose 100, 250 or 500 points";
    throw new AppError("invalid", message, { points: [message] });
  }
  const account = await settleAccount(tx, input.customerId, input.now);
  const granted = await appendLedgerEntry(tx, account.settledThrough, {
    userId: input.customerId,
    kind: "adjust",
    points: input.points,
    description: `Sorry about your order from ${input.restaurantName}`,
    orderId: input.orderId,
    availableAt: account.settledThrough,
    createdAt: input.now,
    dedupeKey: recoveryKey(input.orderId),
  });
  return { granted };
}

/** An available adjustment (seed and test helpers: a starting balance, a goodwill credit). */
export async function creditAdjustment(tx: Db, input: { userId: string; points: number; description: string; now: Date; dedupeKey?: string }) {
  const account = await settleAccount(tx, input.userId, input.now);
  return appendLedgerEntry(tx, account.settledThrough, {
    userId: input.userId,
    kind: "adjust",
    points: input.points,
    description: input.description,
    availableAt: account.settledThrough,
    createdAt: input.now,
    dedupeKey: input.dedupeKey ?? null,
  });
}

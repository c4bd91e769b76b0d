import type { z } from "zod";
import {
  discountCents,
  discountNeedsApproval,
  POS_DISCOUNT_APPROVAL_PERCENT,
  unitRefundCents,

  type PosRefundResult,
  type PosTicket,
  type posDiscountInputSchema,
  type posRefundInputSchema,
} from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import type { AppDeps } from "../../platform/deps.js";
import { AppError } from "../../platform/errors.js";
import { publish } from "../../platform/events.js";
import type { SessionUser } from "../../platform/session.js";
import { consumeHeldCourse, releaseHeldUnits, type StockLine } from "../inventory/index.js";
import { fireHeldCourse, orderItemRows, orderTopics, type OrderRow } from "../ordering/index.js";
import { refundPayment } from "../payments/index.js";
import { staffRoleAt } from "../restaurants/index.js";
import { approverByPin, countPinAttempt, isApproverRole, pinLimitKey } from "./pos-approval.js";
import { findOpenShift, insertDiscount, insertRefund } from "./pos-ledger.repository.js";
import { loadPosTicket } from "./pos-ticket.js";
import { listPosPayments } from "./pos.repository.js";
import { visibleTicketOrder } from "./pos.service.js";

const invalid = (field: string, message: string) => new AppError("invalid", message, { [field]: [message] });

/**
 * What a discount takes off the ticket as it stands: a share of what is left to pay, or of one unpaid dish (never
 * more than what is left). Nothing left is a 409.
 */
export function posDiscountAmount(current: PosTicket, input: { orderItemId?: string | null | undefined; kind: "percent" | "amount"; value: number }): number {
  let base = current.remainingCents;
  if (input.orderItemId) {
    const line = current.lines.find((l) => l.id === input.orderItemId);
    if (!line) throw invalid("orderItemId", "That dish is not on this ticket");
    if (line.paid) throw new AppError("conflict", `${line.name} is already paid`);
    base = Math.min(line.amountCents, current.remainingCents);
  }
  const amountCents = discountCents(input.kind, input.value, base);
  if (amountCents <= 0) throw new AppError("conflict", "Nothing is left to discount");
  return amountCents;
}

export function assertOpen(order: OrderRow) {
  if (order.status === "rejected" || order.status === "cancelled") throw new AppError("conflict", "This ticket was cancelled");
}

type DiscountAsked = { orderItemId?: string | null | undefined; kind: "percent" | "amount"; value: number; reason: string };

/**
 * A discount asked on a ticket, priced under the order row's lock (taken here): the ticket as it stands, what the
 * discount takes off, the asker's role there and whether, with the ticket's earlier discounts, it needs an owner's or
 * manager's approval. Applying it (PIN or own session) and sending it for approval both start here.
 */
export async function priceDiscount(tx: Db, user: SessionUser, orderId: string, input: DiscountAsked) {
  const { order } = await visibleTicketOrder(tx, user, orderId, true);
  assertOpen(order);
  const current = await loadPosTicket(tx, order);
  const amountCents = posDiscountAmount(current, input);
  const teamRole = await staffRoleAt(tx, user.userId, order.restaurantId);
  const needsApproval = discountNeedsApproval({ teamRole, priorDiscountCents: current.discountCents, discountCents: amountCents, ticketTotalCents: current.totalCents });
  return { order, current, amountCents, teamRole, needsApproval };
}

/** What a discount row and an approval request row both record of it. */
export const discountRowFields = (order: OrderRow, input: DiscountAsked, amountCents: number) => ({
  orderId: order.id,
  restaurantId: order.restaurantId,
  orderItemId: input.orderItemId ?? null,
  kind: input.kind,
  value: input.value,
  amountCents,
  reason: input.reason,
});

/**
 * Takes a discount off a ticket or one of its unpaid dishes, with its reason. Above 10 % of the ticket (all its
 * discounts together) someone other than an owner or manager needs one's approval — their PIN at the till; an owner
 * or manager applying it approves it themselves. The approver is recorded. The server computes the amount (never
 * more than what is left to pay) under the order row's lock, so two discounts at once cannot slip past the rule.
 */
export async function applyPosDiscount(deps: AppDeps, user: SessionUser, orderId: string, input: z.output<typeof posDiscountInputSchema>): Promise<PosTicket> {
  if (input.approverPin) await countPinAttempt(deps, user.userId);
  let pinUsed = false;
  const ticket = await deps.db.transaction(async (tx) => {
    const { order, current, amountCents, teamRole, needsApproval } = await priceDiscount(tx, user, orderId, input);
    let approvedBy: string | null = null;
    if (needsApproval) {
      if (!input.approverPin) {
        const message = `A manager's approval is needed for more than ${POS_DISCOUNT_APPROVAL_PERCENT} % off`;
        throw new AppError("forbidden", message, { approverPin: [message] });
      }
      approvedBy = await approverByPin(tx, order.restaurantId, input.approverPin);
      pinUsed = true;
    } else if (isApproverRole(teamRole) && (current.discountCents + amountCents) * 100 > current.totalCents * POS_DISCOUNT_APPROVAL_PERCENT) {
      approvedBy = user.userId;
    }
    await insertDiscount(tx, { ...discountRowFields(order, input, amountCents), appliedBy: user.userId, approvedBy });
    await publish(tx, { topics: orderTopics(order), type: "discounted", data: { orderId: order.id } });
    return loadPosTicket(tx, order);
  });
  if (pinUsed) await deps.limiter.refund([pinLimitKey(user.userId)]);
  return ticket;
}

/**
 * The dishes (and units) a refund by dish gives back, each priced by the server: its units' shares of the line's
 * amount after discounts, with its tax (unitRefundCents). A unit is refunded once: asking for more units than are
 * left is a 409 naming the dish.
 */
function refundLines(ticket: PosTicket, input: z.output<typeof posRefundInputSchema>) {
  const asked = input.lines ?? [...new Set(input.orderItemIds ?? [])].map((orderItemId) => ({ orderItemId, quantity: null as number | null }));
  const done: string[] = [];
  const over: string[] = [];
  const items = asked.map((a) => {
    const line = ticket.lines.find((l) => l.id === a.orderItemId);
    if (!line) throw invalid(input.lines ? "lines" : "orderItemIds", "That dish is not on this ticket");
    const left = line.quantity - line.refundedQuantity;
    const quantity = a.quantity ?? left;
    if (left <= 0) done.push(line.name);
    else if (quantity > left) over.push(`only ${left} × ${line.name}`);
    return { orderItemId: line.id, quantity, amountCents: unitRefundCents(line.amountCents, line.quantity, line.refundedQuantity, quantity) };
  });
  if (done.length > 0) throw new AppError("conflict", `Already refunded: ${done.join(", ")}`, { lines: [`Already refunded: ${done.join(", ")}`] });
  if (over.length > 0) {
    const message = `Refund at most what is left: ${over.join(", ")}`;
    throw new AppError("conflict", message, { lines: [message] });
  }
  return items;
}

/**
 * Gives money back on one payment of a ticket — chosen dishes and units (their amounts after discounts, each unit once) or
 * an amount — with a reason. Never more than the payment took less what it already gave back: the order row is
 * locked first, so two refunds racing take turns and the second sees the first; a card goes back through the
 * payments module (which checks the same against its ledger), cash leaves the drawer of the refunder's shift.
 */
export async function refundPosPayment(deps: AppDeps, user: SessionUser, orderId: string, input: z.output<typeof posRefundInputSchema>): Promise<PosRefundResult> {
  return deps.db.transaction(async (tx) => {
    const { order } = await visibleTicketOrder(tx, user, orderId, true);
    const ticket = await loadPosTicket(tx, order);
    const payment = (await listPosPayments(tx, order.id)).find((p) => p.id === input.posPaymentId);
    if (!payment) throw invalid("posPaymentId", "That payment is not on this ticket");
    const already = ticket.payments.find((p) => p.id === payment.id)!.refundedCents;
    const left = payment.amountCents - already;
    let amountCents = input.amountCents ?? 0;
    const items = refundLines(ticket, input);
    if (items.length > 0) amountCents = items.reduce((s, i) => s + i.amountCents, 0);
    if (left <= 0) throw new AppError("conflict", "This payment is already refunded in full");
    if (amountCents > left) {
      const message = `At most $${(left / 100).toFixed(2)} can be refunded on this payment`;
      throw new AppError("conflict", message, { amountCents: [message] });
    }
    const shift = await findOpenShift(tx, order.restaurantId, user.userId, true);
    const tender = payment.tender === "card" ? "card" : "cash";
    const refund = await insertRefund(
      tx,
      { orderId: order.id, restaurantId: order.restaurantId, posPaymentId: payment.id, tender, amountCents, reason: input.reason, shiftId: shift?.id ?? null, refundedBy: user.userId },
      items,
    );
    if (tender === "card") await refundPayment(tx, payment.paymentId!, amountCents, input.reason);
    await releaseRefundedHeldUnits(tx, order, ticket, items, user.userId);
    await publish(tx, { topics: orderTopics(order), type: "refunded", data: { orderId: order.id } });
    return { ticket: await loadPosTicket(tx, order), refundId: refund.id, amountCents, tender };
  });
}

/**
 * Refunded units of dishes whose course is still held will not be cooked: their reservation goes back to the shelf
 * (inventory's `releaseHeldUnits`), so the dish is on sale again and firing the course sells only the rest.
 */
async function releaseRefundedHeldUnits(tx: Db, order: OrderRow, ticket: PosTicket, items: Array<{ orderItemId: string; quantity: number }>, actorId: string) {
  const heldIds = new Set(ticket.lines.filter((l) => l.held).map((l) => l.id));
  const refunded = items.filter((i) => heldIds.has(i.orderItemId) && i.quantity > 0);
  if (refunded.length === 0) return;
  const rows = new Map((await orderItemRows(tx, order.id)).map((r) => [r.id, r]));
  const lines: StockLine[] = refunded.flatMap((i) => {
    const row = rows.get(i.orderItemId);
    if (!row?.menuItemId || !row.held || row.course === null) return [];
    return [{ menuItemId: row.menuItemId, name: row.name, quantity: i.quantity, optionIds: (row.modifiers ?? []).map((m) => m.optionId), heldCourse: row.course }];
  });
  await releaseHeldUnits(tx, order, lines, actorId);
}

/** Fires a held course: its dishes reach the kitchen display now (the display re-reads on the order's event). */
export async function firePosCourse(db: Db, user: SessionUser, orderId: string, course: number): Promise<PosTicket> {
  return db.transaction(async (tx) => {
    const { order } = await visibleTicketOrder(tx, user, orderId, true);
    assertOpen(order);
    const fired = await fireHeldCourse(tx, order.id, course);
    if (fired === 0) throw new AppError("conflict", `Course ${course} is not held`);
    // What the course reserved when the ticket was sent is consumed now, as the kitchen starts it.
    await consumeHeldCourse(tx, order, course, user.userId);
    await publish(tx, { topics: orderTopics(order), type: "fired", data: { orderId: order.id, course } });
    return loadPosTicket(tx, order);
  });
}


import { canTransition, CUSTOMER_CANCELLABLE, orderStatusLabel, type Order, type OrderStatus } from "@tavola/contracts";
import { randomInt } from "node:crypto";
import type { z } from "zod";
import type { refundSchema, transitionSchema } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { publish } from "../../platform/events.js";
import type { SessionUser } from "../../platform/session.js";
import { releaseStockForOrder } from "../inventory/index.js";
import { creditOrderPoints, releaseVoucherForOrder, reverseOrderPoints } from "../loyalty/index.js";
import { captureOrderPayment, paymentsForOrders, refundOrderPayment, releaseOrderPayment } from "../payments/index.js";
import { restaurantTimeZone } from "../reservations/index.js";
import { findRestaurant, worksAt } from "../restaurants/index.js";
import type { DeliveryHooks } from "./delivery-hooks.js";
import { estimateEta } from "./eta.js";
import { loadOrderView, orderTopics } from "./order-reads.js";
import { refundableUntil } from "./order-view.js";
import { kitchenQueueLength, lockOrder, recordTransition, releaseSlot, type OrderRow } from "./ordering.repository.js";

type TransitionInput = z.output<typeof transitionSchema>;

const illegal = (from: string, to: string) =>
  new AppError("conflict", `An order that is ${orderStatusLabel(from)} cannot become ${orderStatusLabel(to)}`);

/** Locks the order for the team member, or answers 404 as if it did not exist. */
async function lockForTeam(tx: Db, user: SessionUser, id: string): Promise<OrderRow> {
  const order = await lockOrder(tx, id);
  if (!order || !(await worksAt(tx, user, order.restaurantId))) throw notFound("Order not found");
  return order;
}

/** The statuses in which an order has reached its customer: loyalty points are earned and the refund window starts. */
const COMPLETED: readonly OrderStatus[] = ["delivered", "picked_up"];

/**
 * Loyalty points for an order that reached its customer: on the food after food discounts (never fees, tax,
 * tips or the discounted part), pending until the refund window closes. A refund made before completion is
 * reversed at once, so the points match what the customer finally paid for.
 */
async function creditPoints(tx: Db, order: OrderRow, completedAt: Date, refundWindowSeconds: number) {
  if (!order.customerId) return;
  const restaurant = await findRestaurant(tx, order.restaurantId);
  await creditOrderPoints(tx, {
    orderId: order.id,
    customerId: order.customerId,
    restaurantName: restaurant?.name ?? "Tavola",
    eligibleCents: Math.max(0, order.subtotalCents - order.foodDiscountCents),
    completedAt,
    availableAt: refundableUntil(completedAt, refundWindowSeconds)!,
    timeZone: await restaurantTimeZone(tx, order.restaurantId),
  });
  const refunded = (await paymentsForOrders(tx, [order.id])).get(order.id)?.refundedCents ?? 0;
  if (refunded > 0) {
    await reverseOrderPoints(tx, { orderId: order.id, customerId: order.customerId, refundedTotalCents: refunded, totalCents: order.totalCents, now: completedAt });
  }
}

/** What each move does besides the status: payment, kitchen slot, estimates, loyalty. */
export async function effects(
  tx: Db,
  order: OrderRow,
  to: OrderStatus,
  input: { reason?: string; prepMinutes?: number; delayMinutes?: number },
  refundWindowSeconds: number,
) {
  const now = new Date();
  const patch: Partial<OrderRow> = {};
  if (to === "accepted") {
    const prep = (input.prepMinutes ?? order.prepMinutes ?? 20) + (input.delayMinutes ?? 0);
    const eta = estimateEta({
      now,
      slotStart: order.slotStart ?? now,
      prepMinutes: prep,
      ordersAhead: Math.max(0, (await kitchenQueueLength(tx, order.restaurantId)) - 1),
      fulfilment: order.fulfillment === "pickup" ? "pickup" : "delivery",
      distanceKm: order.distanceKm,
    });
    Object.assign(patch, { prepMinutes: prep, etaEarliest: eta.earliest, etaLatest: eta.latest });
    // The customer tells the courier these 4 digits at the door: the proof that the food reached them.
    if (order.fulfillment === "delivery") patch.handoverCode = String(randomInt(0, 10_000)).padStart(4, "0");
    await captureOrderPayment(tx, order.id);
  }
  if (to === "ready") {
    const eta = estimateEta({
      now, slotStart: now, prepMinutes: 0, ordersAhead: 0,
      fulfilment: order.fulfillment === "pickup" ? "pickup" : "delivery", distanceKm: order.distanceKm,
    });
    Object.assign(patch, { etaEarliest: eta.earliest, etaLatest: eta.latest });
  }
  if (COMPLETED.includes(to)) {
    patch.completedAt = now;
    await creditPoints(tx, order, now, refundWindowSeconds);
  }
  if (to === "rejected" || to === "cancelled") {
    if (to === "rejected") patch.rejectionReason = input.reason ?? null;
    // A kitchen slot freed before cooking starts can go to someone else.
    if (order.slotStart && (order.status === "placed" || order.status === "accepted")) await releaseSlot(tx, order.restaurantId, order.slotStart);
    await releaseOrderPayment(tx, order.id, input.reason ?? null);
    // The order never reached the customer and their money goes back, so does the voucher it used.
    await releaseVoucherForOrder(tx, { orderId: order.id });
    // And its portions and ingredients: a dish it 86'd comes back on every menu.
    await releaseStockForOrder(tx, order, null);
  }
  return patch;
}

export async function finish(
  tx: Db,
  order: OrderRow,
  to: OrderStatus,
  user: Pick<SessionUser, "userId"> & { role: string },
  patch: Partial<OrderRow>,
  reason: string | null,
  refundWindowSeconds: number,
): Promise<Order> {
  await recordTransition(tx, order, to, { id: user.userId, role: user.role }, patch, reason);
  await publish(tx, { topics: orderTopics(order), type: "status", data: { orderId: order.id, status: to } });
  return (await loadOrderView(tx, order.id, refundWindowSeconds))!;
}

/**
 * A restaurant moves an order on; anything the lifecycle does not allow is 409 and changes nothing.
 * `refundWindowSeconds` (config REFUND_WINDOW_SECONDS) is how long a completed order stays refundable.
 */
export async function transitionOrder(
  db: Db,
  user: SessionUser,
  id: string,
  input: TransitionInput,
  refundWindowSeconds: number,
  hooks?: DeliveryHooks,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockForTeam(tx, user, id);
    const from = order.status as OrderStatus;
    const fulfilment = order.fulfillment === "pickup" || order.fulfillment === "dine_in" ? order.fulfillment : "delivery";
    if (!canTransition(from, input.to, fulfilment)) throw illegal(from, input.to);
    // A courier's run refuses the team's delivery steps; an open job is withdrawn when the team carries it itself.
    if (fulfilment === "delivery") await hooks?.beforeRestaurantMove(tx, order, input.to, input.reason ?? null);
    const patch = await effects(tx, order, input.to, input, refundWindowSeconds);
    const view = await finish(tx, order, input.to, user, patch, input.reason ?? null, refundWindowSeconds);
    if (input.to === "accepted" && fulfilment === "delivery") await hooks?.onAccepted(tx, { ...order, ...patch, status: "accepted" });
    return view;
  });
}

/** The customer cancels their own order, only while the restaurant has not accepted it. */
export async function cancelByCustomer(db: Db, user: SessionUser, id: string, reason: string | undefined, refundWindowSeconds: number): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order || order.customerId !== user.userId) throw notFound("Order not found");
    if (!CUSTOMER_CANCELLABLE.includes(order.status as OrderStatus)) {
      throw new AppError("conflict", `This order is ${orderStatusLabel(order.status)} and can no longer be cancelled`);
    }
    const patch = await effects(tx, order, "cancelled", { reason }, refundWindowSeconds);
    return finish(tx, order, "cancelled", user, patch, reason ?? "Cancelled by the customer", refundWindowSeconds);
  });
}

/** "Jun 3, 2025, 2:05 PM EDT": when a refund window closed, in the restaurant's own time. */
const closedOn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone, timeZoneName: "short" }).format(at);

/**
 * A full or partial refund after capture (a missing dish, a late delivery), only while the refund window of a
 * completed order is open (orders not yet completed stay refundable): the order's loyalty points are still
 * pending then, and are reversed in proportion to everything refunded so far.
 */
export async function refundOrder(db: Db, user: SessionUser, id: string, input: z.output<typeof refundSchema>, refundWindowSeconds: number): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockForTeam(tx, user, id);
    const now = new Date();
    const until = refundableUntil(order.completedAt, refundWindowSeconds);
    if (until && until.getTime() <= now.getTime()) {
      const when = closedOn(until, await restaurantTimeZone(tx, order.restaurantId));
      throw new AppError("conflict", `The refund window for this order closed on ${when}`);
    }
    await refundOrderPayment(tx, order.id, input.amountCents, input.reason);
    if (order.customerId && order.completedAt) {
      const refunded = (await paymentsForOrders(tx, [order.id])).get(order.id)?.refundedCents ?? input.amountCents;
      await reverseOrderPoints(tx, { orderId: order.id, customerId: order.customerId, refundedTotalCents: refunded, totalCents: order.totalCents, now });
    }
    await publish(tx, { topics: orderTopics(order), type: "status", data: { orderId: order.id } });
    return (await loadOrderView(tx, order.id, refundWindowSeconds))!;
  });
}

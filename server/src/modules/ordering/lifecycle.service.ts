import { canTransition, CUSTOMER_CANCELLABLE, orderStatusLabel, type Order, type OrderStatus } from "@tavola/contracts";
import type { z } from "zod";
import type { refundSchema, transitionSchema } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { publish } from "../../platform/events.js";
import type { SessionUser } from "../../platform/session.js";
import { captureOrderPayment, refundOrderPayment, releaseOrderPayment } from "../payments/index.js";
import { worksAt } from "../restaurants/index.js";
import { estimateEta } from "./eta.js";
import { loadOrderView, orderTopics } from "./order-reads.js";
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

/** What each move does besides the status: payment, kitchen slot, estimates. */
async function effects(tx: Db, order: OrderRow, to: OrderStatus, input: { reason?: string; prepMinutes?: number; delayMinutes?: number }) {
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
    await captureOrderPayment(tx, order.id);
  }
  if (to === "ready") {
    const eta = estimateEta({
      now, slotStart: now, prepMinutes: 0, ordersAhead: 0,
      fulfilment: order.fulfillment === "pickup" ? "pickup" : "delivery", distanceKm: order.distanceKm,
    });
    Object.assign(patch, { etaEarliest: eta.earliest, etaLatest: eta.latest });
  }
  if (to === "rejected" || to === "cancelled") {
    if (to === "rejected") patch.rejectionReason = input.reason ?? null;
    // A kitchen slot freed before cooking starts can go to someone else.
    if (order.slotStart && (order.status === "placed" || order.status === "accepted")) await releaseSlot(tx, order.restaurantId, order.slotStart);
    await releaseOrderPayment(tx, order.id, input.reason ?? null);
  }
  return patch;
}

async function finish(tx: Db, order: OrderRow, to: OrderStatus, user: SessionUser, patch: Partial<OrderRow>, reason: string | null): Promise<Order> {
  await recordTransition(tx, order, to, { id: user.userId, role: user.role }, patch, reason);
  await publish(tx, { topics: orderTopics(order), type: "status", data: { orderId: order.id, status: to } });
  return (await loadOrderView(tx, order.id))!;
}

/** A restaurant moves an order on; anything the lifecycle does not allow is 409 and changes nothing. */
export async function transitionOrder(db: Db, user: SessionUser, id: string, input: TransitionInput): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockForTeam(tx, user, id);
    const from = order.status as OrderStatus;
    const fulfilment = order.fulfillment === "pickup" || order.fulfillment === "dine_in" ? order.fulfillment : "delivery";
    if (!canTransition(from, input.to, fulfilment)) throw illegal(from, input.to);
    const patch = await effects(tx, order, input.to, input);
    return finish(tx, order, input.to, user, patch, input.reason ?? null);
  });
}

/** The customer cancels their own order, only while the restaurant has not accepted it. */
export async function cancelByCustomer(db: Db, user: SessionUser, id: string, reason?: string): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order || order.customerId !== user.userId) throw notFound("Order not found");
    if (!CUSTOMER_CANCELLABLE.includes(order.status as OrderStatus)) {
      throw new AppError("conflict", `This order is ${orderStatusLabel(order.status)} and can no longer be cancelled`);
    }
    const patch = await effects(tx, order, "cancelled", { reason });
    return finish(tx, order, "cancelled", user, patch, reason ?? "Cancelled by the customer");
  });
}

/** A full or partial refund after capture (a missing dish, a late delivery). */
export async function refundOrder(db: Db, user: SessionUser, id: string, input: z.output<typeof refundSchema>): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockForTeam(tx, user, id);
    await refundOrderPayment(tx, order.id, input.amountCents, input.reason);
    await publish(tx, { topics: orderTopics(order), type: "status", data: { orderId: order.id } });
    return (await loadOrderView(tx, order.id))!;
  });
}

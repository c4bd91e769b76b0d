import { canTransition, orderStatusLabel, type OrderStatus } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { effects, finish } from "./lifecycle.service.js";
import { lockOrder, type OrderRow } from "./ordering.repository.js";

/**
 * How ordering hands delivery orders to couriers without importing the couriers module (which imports ordering):
 * the route manifest passes the couriers' dispatch hooks in. Both run inside the order's transaction, under its lock.
 */
export type DeliveryHooks = {
  /** The restaurant accepted a delivery order: publish its job if the restaurant uses platform couriers. */
  onAccepted(tx: Db, order: OrderRow): Promise<void>;
  /** Before the team moves a delivery order on: refuse steps a courier owns, withdraw an open job on cancel. */
  beforeRestaurantMove(tx: Db, order: OrderRow, to: OrderStatus, reason: string | null): Promise<void>;
};

/** What a courier's run may do to its order: leave the restaurant with it, and hand it over. */
export type CourierStep = "out_for_delivery" | "delivered";

/**
 * The courier of an order's run moves it on (called by the couriers module inside its own transaction, holding the
 * job's lock): picked up → out for delivery; delivered only with the customer's 4-digit code. Loyalty, the refund
 * window and the live event follow exactly as when a restaurant moves an order.
 */
export async function moveOrderForCourier(
  tx: Db,
  orderId: string,
  to: CourierStep,
  courier: { id: string; role: string },
  refundWindowSeconds: number,
  code?: string,
): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound("Order not found");
  const from = order.status as OrderStatus;
  if (!canTransition(from, to, "delivery")) {
    if (to === "out_for_delivery" && ["accepted", "preparing"].includes(from)) {
      throw new AppError("conflict", "The order is not ready yet: the restaurant is still preparing it");
    }
    throw new AppError("conflict", `An order that is ${orderStatusLabel(from)} cannot become ${orderStatusLabel(to)}`);
  }
  if (to === "delivered" && (!order.handoverCode || code !== order.handoverCode)) {
    throw new AppError("invalid", "That code does not match: ask the customer for the 4 digits on their tracking page", { code: ["That code does not match"] });
  }
  const patch = await effects(tx, order, to, {}, refundWindowSeconds);
  await finish(tx, order, to, { userId: courier.id, role: courier.role }, patch, null, refundWindowSeconds);
  return { ...order, ...patch, status: to };
}

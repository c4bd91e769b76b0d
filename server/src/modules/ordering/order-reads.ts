import { sql } from "drizzle-orm";
import { isExecutive, type Order } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { notFound } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { voucherTitles } from "../loyalty/index.js";
import { paymentsForOrders } from "../payments/index.js";
import { worksAt } from "../restaurants/index.js";
import { findOrder, selectOrderViews, type OrderRow, type OrderViewRow } from "./ordering.repository.js";
import { toOrderView, withoutHandoverCode, type RefundWindowSeconds } from "./order-view.js";

/** Who hears of an order's changes: its tracking page, its restaurant's queue. */
export const orderTopics = (o: Pick<OrderRow, "id" | "restaurantId">) => [`order:${o.id}`, `restaurant:${o.restaurantId}`];

/**
 * Wire orders from their rows: payments in one read and voucher titles in one call to loyalty, however many
 * orders a list holds.
 */
export async function toOrderViews(db: Db, rows: OrderViewRow[], refundWindowSeconds: RefundWindowSeconds): Promise<Order[]> {
  if (rows.length === 0) return [];
  const payments = await paymentsForOrders(db, rows.map((r) => r.id));
  const voucherIds = [...new Set(rows.flatMap((r) => (r.voucher_id ? [r.voucher_id] : [])))];
  const titles = voucherIds.length > 0 ? await voucherTitles(db, voucherIds) : new Map<string, string>();
  return rows.map((r) =>
    toOrderView(r, { payment: payments.get(r.id) ?? null, voucherTitle: r.voucher_id ? (titles.get(r.voucher_id) ?? null) : null, refundWindowSeconds }),
  );
}

export async function loadOrderView(db: Db, id: string, refundWindowSeconds: RefundWindowSeconds): Promise<Order | null> {
  const rows = await selectOrderViews(db, sql`o.id = ${id}`, sql`o.placed_at`, 1);
  return (await toOrderViews(db, rows, refundWindowSeconds))[0] ?? null;
}

export type CustomerScope = "active" | "past" | "all";
export type RestaurantScope = "active" | "today" | "all";

const ACTIVE = sql`o.status in ('placed','accepted','preparing','ready','out_for_delivery')`;

export async function listCustomerOrders(db: Db, customerId: string, scope: CustomerScope, refundWindowSeconds: RefundWindowSeconds): Promise<Order[]> {
  const filter = scope === "active" ? ACTIVE : scope === "past" ? sql`not (${ACTIVE})` : sql`true`;
  return toOrderViews(db, await selectOrderViews(db, sql`o.customer_id = ${customerId} and ${filter}`, sql`o.placed_at desc`, 100), refundWindowSeconds);
}

/** The kitchen's queue is oldest first (first in, first cooked); history is newest first. */
export async function listRestaurantOrders(db: Db, restaurantId: string, scope: RestaurantScope, refundWindowSeconds: RefundWindowSeconds): Promise<Order[]> {
  const mine = sql`o.restaurant_id = ${restaurantId}`;
  if (scope === "active") {
    return (await toOrderViews(db, await selectOrderViews(db, sql`${mine} and ${ACTIVE}`, sql`o.slot_start, o.placed_at`, 200), refundWindowSeconds)).map(withoutHandoverCode);
  }
  const since = scope === "today" ? sql`o.placed_at >= now() - interval '24 hours'` : sql`true`;
  return (await toOrderViews(db, await selectOrderViews(db, sql`${mine} and ${since}`, sql`o.placed_at desc`, 200), refundWindowSeconds)).map(withoutHandoverCode);
}

/** An order is visible to its customer, its restaurant's team and executives; to anyone else it does not exist. */
export async function canSeeOrder(db: Db, user: SessionUser, o: Pick<OrderRow, "customerId" | "restaurantId">): Promise<boolean> {
  return o.customerId === user.userId || isExecutive(user.role) || (await worksAt(db, user, o.restaurantId));
}

export async function visibleOrder(db: Db, user: SessionUser, id: string, refundWindowSeconds: RefundWindowSeconds): Promise<Order> {
  const order = await loadOrderView(db, id, refundWindowSeconds);
  if (!order || !(await canSeeOrder(db, user, { customerId: order.customerId, restaurantId: order.restaurant.id }))) {
    throw notFound("Order not found");
  }
  return order.customerId === user.userId ? order : withoutHandoverCode(order);
}

/** For feedback: the restaurant of an order, only when the order is this customer's own (else null). */
export async function customerOrderRestaurant(db: Db, customerId: string, orderId: string): Promise<string | null> {
  const order = await findOrder(db, orderId);
  return order && order.customerId === customerId ? order.restaurantId : null;
}

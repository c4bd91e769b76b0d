import { sql } from "drizzle-orm";
import { isExecutive, type Order } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { notFound } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { paymentsForOrders } from "../payments/index.js";
import { worksAt } from "../restaurants/index.js";
import { findOrder, selectOrderViews, type OrderRow, type OrderViewRow } from "./ordering.repository.js";
import { toOrderView } from "./order-view.js";

/** Who hears of an order's changes: its tracking page, its restaurant's queue. */
export const orderTopics = (o: Pick<OrderRow, "id" | "restaurantId">) => [`order:${o.id}`, `restaurant:${o.restaurantId}`];

async function withPayments(db: Db, rows: OrderViewRow[]): Promise<Order[]> {
  const payments = await paymentsForOrders(db, rows.map((r) => r.id));
  return rows.map((r) => toOrderView(r, payments.get(r.id) ?? null));
}

export async function loadOrderView(db: Db, id: string): Promise<Order | null> {
  const rows = await selectOrderViews(db, sql`o.id = ${id}`, sql`o.placed_at`, 1);
  return (await withPayments(db, rows))[0] ?? null;
}

export type CustomerScope = "active" | "past" | "all";
export type RestaurantScope = "active" | "today" | "all";

const ACTIVE = sql`o.status in ('placed','accepted','preparing','ready','out_for_delivery')`;

export async function listCustomerOrders(db: Db, customerId: string, scope: CustomerScope): Promise<Order[]> {
  const filter = scope === "active" ? ACTIVE : scope === "past" ? sql`not (${ACTIVE})` : sql`true`;
  return withPayments(db, await selectOrderViews(db, sql`o.customer_id = ${customerId} and ${filter}`, sql`o.placed_at desc`, 100));
}

/** The kitchen's queue is oldest first (first in, first cooked); history is newest first. */
export async function listRestaurantOrders(db: Db, restaurantId: string, scope: RestaurantScope): Promise<Order[]> {
  const mine = sql`o.restaurant_id = ${restaurantId}`;
  if (scope === "active") return withPayments(db, await selectOrderViews(db, sql`${mine} and ${ACTIVE}`, sql`o.slot_start, o.placed_at`, 200));
  const since = scope === "today" ? sql`o.placed_at >= now() - interval '24 hours'` : sql`true`;
  return withPayments(db, await selectOrderViews(db, sql`${mine} and ${since}`, sql`o.placed_at desc`, 200));
}

/** An order is visible to its customer, its restaurant's team and executives; to anyone else it does not exist. */
export async function canSeeOrder(db: Db, user: SessionUser, o: Pick<OrderRow, "customerId" | "restaurantId">): Promise<boolean> {
  return o.customerId === user.userId || isExecutive(user.role) || (await worksAt(db, user, o.restaurantId));
}

export async function visibleOrder(db: Db, user: SessionUser, id: string): Promise<Order> {
  const order = await loadOrderView(db, id);
  if (!order || !(await canSeeOrder(db, user, { customerId: order.customerId, restaurantId: order.restaurant.id }))) {
    throw notFound("Order not found");
  }
  return order;
}

/** For feedback: the restaurant of an order, only when the order is this customer's own (else null). */
export async function customerOrderRestaurant(db: Db, customerId: string, orderId: string): Promise<string | null> {
  const order = await findOrder(db, orderId);
  return order && order.customerId === customerId ? order.restaurantId : null;
}

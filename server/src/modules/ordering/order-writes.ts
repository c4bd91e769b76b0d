import { randomUUID } from "node:crypto";
import type { Order } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { publish } from "../../platform/events.js";
import { takeStockForOrder } from "../inventory/index.js";
import type { orders } from "../../db/schema/index.js";
import { newOrderReference } from "./order-reference.js";
import { loadOrderView, orderTopics } from "./order-reads.js";
import type { RefundWindowSeconds } from "./order-view.js";
import { insertOrder, type OrderRow } from "./ordering.repository.js";

/** A new order's columns, less those every placed order gets alike (id, reference, status and times). */
export type NewOrder = Omit<typeof orders.$inferInsert, "id" | "reference" | "status" | "placedAt" | "updatedAt">;

/**
 * Inserts an order in status `placed` — a fresh id and reference, placed `now` — with its lines and its first
 * event, and takes its stock (inventory: portions and ingredients, 409 "<dish> is sold out" when short, which
 * rolls the whole order back; a held POS course's lines are reserved until the course is fired), in the caller's transaction. Online checkout, table orders and every later channel
 * place orders this way, so none can sell what the kitchen no longer has.
 */
export async function insertPlacedOrder(
  tx: Db,
  order: NewOrder,
  lines: Parameters<typeof insertOrder>[2],
  actor: Parameters<typeof insertOrder>[3],
  now: Date,
): Promise<OrderRow> {
  const row = await insertOrder(tx, { ...order, id: randomUUID(), reference: newOrderReference(), status: "placed", placedAt: now, updatedAt: now }, lines, actor);
  await takeStockForOrder(
    tx,
    { restaurantId: row.restaurantId, orderId: row.id, scheduled: row.scheduledFor != null, actorId: actor.id },
    lines.flatMap((l) =>
      l.menuItemId
        ? [{ menuItemId: l.menuItemId, name: l.name, quantity: l.quantity, optionIds: (l.modifiers ?? []).map((m) => m.optionId), heldCourse: l.held ? l.course : null }]
        : [],
    ),
  );
  return row;
}

/** Tells the order's tracking page and its kitchen's queue it was placed (delivered on commit), and reads it back as the wire Order. */
export async function announcePlacedOrder(tx: Db, order: OrderRow, refundWindowSeconds: RefundWindowSeconds): Promise<Order> {
  await publish(tx, { topics: orderTopics(order), type: "placed", data: { orderId: order.id } });
  return (await loadOrderView(tx, order.id, refundWindowSeconds))!;
}

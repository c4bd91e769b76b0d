import { asc, inArray, sql } from "drizzle-orm";
import { modifierSummary, type Order } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { orderItems } from "../../db/schema/index.js";
import { findRestaurant } from "../restaurants/index.js";
import { estimateEta } from "./eta.js";
import { menuLines } from "./menu-lines.js";
import { announcePlacedOrder, insertPlacedOrder } from "./order-writes.js";
import { toOrderViews } from "./order-reads.js";
import { kitchenQueueLength, selectOrderViews } from "./ordering.repository.js";
import { ppmOf } from "./pricing.js";
import { effectivePrepMinutes } from "./slots.js";

export type TableOrderInput = {
  restaurantId: string;
  tableSessionId: string;
  tableNumber: number;
  /** The signed-in diner, or null for a guest who is not signed in (the table session owns the order). */
  customerId: string | null;
  items: ReadonlyArray<{ menuItemId: string; quantity: number }>;
};

/**
 * A dine-in order to a table, in the caller's transaction (the dine-in module holds the table session
 * locked while it calls this). Priced from the menu — subtotal and the restaurant's tax only: no delivery or
 * service fee, no tip, and no payment now, because the table settles one bill at the end. It takes no
 * kitchen slot (slots pace online orders) and reaches the kitchen's live queue like any placed order.
 */
export async function placeTableOrder(tx: Db, input: TableOrderInput, now = new Date()): Promise<Order> {
  const restaurant = await findRestaurant(tx, input.restaurantId);
  if (!restaurant) throw new AppError("not_found", "Restaurant not found");
  if (!restaurant.isOpen) throw new AppError("conflict", `${restaurant.name} is closed and not taking orders right now`);
  const lines = await menuLines(tx, restaurant, input.items);
  const subtotalCents = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
  const taxCents = ppmOf(subtotalCents, restaurant.taxRatePpm);
  const prepMinutes = effectivePrepMinutes(restaurant);
  // When the food should reach the table: preparation and the queue, with no travel.
  const eta = estimateEta({ now, slotStart: now, prepMinutes, ordersAhead: await kitchenQueueLength(tx, restaurant.id), fulfilment: "pickup", distanceKm: null });
  const order = await insertPlacedOrder(
    tx,
    {
      customerId: input.customerId,
      tableSessionId: input.tableSessionId,
      tableNumber: input.tableNumber,
      restaurantId: restaurant.id,
      channel: "dine_in",
      fulfillment: "dine_in",
      prepMinutes,
      etaEarliest: eta.earliest,
      etaLatest: eta.latest,
      subtotalCents,
      taxCents,
      totalCents: subtotalCents + taxCents,
    },
    lines.map((l) => ({ menuItemId: l.menuItemId, name: l.name, unitPriceCents: l.unitPriceCents, quantity: l.quantity, modifiers: l.modifiers })),
    { id: input.customerId, role: input.customerId ? "customer" : "guest" },
    now,
  );
  // Dine-in orders are settled on the table's bill, never refunded through the order: no refund window.
  return announcePlacedOrder(tx, order, null);
}

export type TableBillOrder = { order: Order; items: Array<{ id: string; name: string; quantity: number; unitPriceCents: number }> };

/**
 * A table session's billable orders (not the rejected or cancelled ones), oldest first, each with its lines' ids (the bill pays lines by id;
 * the wire order's items carry none).
 */
export async function tableSessionOrders(db: Db, tableSessionId: string): Promise<TableBillOrder[]> {
  const rows = await selectOrderViews(
    db,
    sql`o.table_session_id = ${tableSessionId} and o.status not in ('rejected', 'cancelled')`,
    sql`o.placed_at, o.id`,
    500,
  );
  if (rows.length === 0) return [];
  const views = await toOrderViews(db, rows, null);
  const items = await db
    .select({ id: orderItems.id, orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity, unitPriceCents: orderItems.unitPriceCents, modifiers: orderItems.modifiers })
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((r) => r.id)))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
  return rows.map((r, i) => ({
    order: views[i]!,
    items: items
      .filter((i) => i.orderId === r.id)
            // The bill names a line with its options ("Margherita (Large, Extra basil)"): it is what the guests ordered.
      .map((i) => ({ id: i.id, name: i.modifiers.length ? `${i.name} (${modifierSummary(i.modifiers)})` : i.name, quantity: i.quantity, unitPriceCents: i.unitPriceCents })),
  }));
}

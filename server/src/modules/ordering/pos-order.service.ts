import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { orderItems } from "../../db/schema/index.js";
import { findRestaurant } from "../restaurants/index.js";
import { menuLines } from "./menu-lines.js";
import { announcePlacedOrder, insertPlacedOrder } from "./order-writes.js";
import { recordTransition, type OrderRow } from "./ordering.repository.js";
import { ppmOf } from "./pricing.js";
import { effectivePrepMinutes } from "./slots.js";

export type PosOrderInput = {
  restaurantId: string;
  /** A table's number, or null for a takeaway. */
  tableNumber: number | null;
  lines: ReadonlyArray<{
    menuItemId: string;
    quantity: number;
    modifierOptionIds?: readonly string[] | undefined;
    note?: string | undefined;
    seat?: number | undefined;
    course?: number | undefined;
  }>;
  /** Courses held back from the kitchen until fired. */
  heldCourses?: readonly number[] | undefined;
  staff: { id: string; role: string };
};

/**
 * A point-of-sale order, in the caller's transaction: priced like a table order (the menu's prices with their
 * options through `menuLines`, the restaurant's tax on the subtotal; no fees), channel "pos", and sent to the kitchen
 * at once — it is placed and accepted by the same member of staff (two events), so the kitchen display shows it
 * and every dashboard counts it. No kitchen slot (slots pace online orders) and no payment yet: the POS takes
 * payment afterwards, whole or split.
 */
export async function placePosOrder(tx: Db, input: PosOrderInput, now = new Date()): Promise<OrderRow> {
  const restaurant = await findRestaurant(tx, input.restaurantId);
  if (!restaurant) throw new AppError("not_found", "Restaurant not found");
  const lines = await menuLines(tx, restaurant, input.lines);
  const subtotalCents = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
  const taxCents = ppmOf(subtotalCents, restaurant.taxRatePpm);
  const prepMinutes = effectivePrepMinutes(restaurant);
  const ready = new Date(now.getTime() + prepMinutes * 60_000);
  const order = await insertPlacedOrder(
    tx,
    {
      customerId: null,
      tableSessionId: null,
      tableNumber: input.tableNumber,
      restaurantId: restaurant.id,
      channel: "pos",
      fulfillment: input.tableNumber === null ? "pickup" : "dine_in",
      prepMinutes,
      etaEarliest: ready,
      etaLatest: ready,
      subtotalCents,
      taxCents,
      totalCents: subtotalCents + taxCents,
    },
    lines.map((l) => {
      const held = l.course != null && (input.heldCourses ?? []).includes(l.course);
      return {
        menuItemId: l.menuItemId,
        name: l.name,
        unitPriceCents: l.unitPriceCents,
        quantity: l.quantity,
        modifiers: l.modifiers,
        note: l.note ?? null,
        seat: l.seat ?? null,
        course: l.course ?? null,
        held,
      };
    }),
    input.staff,
    now,
  );
  await recordTransition(tx, order, "accepted", input.staff, {}, "Sent from the point of sale");
  await announcePlacedOrder(tx, { ...order, status: "accepted" }, null);
  return { ...order, status: "accepted" };
}

export type OrderItemRow = Pick<typeof orderItems.$inferSelect, "id" | "menuItemId" | "name" | "quantity" | "unitPriceCents" | "modifiers" | "note" | "seat" | "course" | "held">;

/** An order's lines with their ids, by name (the POS bill pays lines by id). */
export async function orderItemRows(db: Db, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select({
      id: orderItems.id,
      menuItemId: orderItems.menuItemId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      modifiers: orderItems.modifiers,
      note: orderItems.note,
      seat: orderItems.seat,
      course: orderItems.course,
      held: orderItems.held,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(sql`coalesce(${orderItems.course}, 0)`), asc(sql`coalesce(${orderItems.seat}, 0)`), asc(orderItems.name), asc(orderItems.id));
}

/**
 * Fires a held course of a POS order: its dishes reach the kitchen display now (timed from this moment). The
 * caller holds the order row's lock; returns how many lines were fired (0: that course was not held).
 */
export async function fireHeldCourse(tx: Db, orderId: string, course: number, now = new Date()): Promise<number> {
  const rows = await tx
    .update(orderItems)
    .set({ held: false, firedAt: now })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.course, course), eq(orderItems.held, true)))
    .returning({ id: orderItems.id });
  return rows.length;
}

import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/database.js";
import { purchaseOrderLines, purchaseOrders } from "../../db/schema/index.js";

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;
export type NewLine = { ingredientId: string; name: string; unit: string; quantity: number; unitCostCents: number };

/** The next PO number of a restaurant; numbered under its advisory lock, so two drafts never share one. */
export async function nextNumber(tx: Db, restaurantId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`purchase-orders:${restaurantId}`}))`);
  const [row] = await tx.select({ n: sql<number>`coalesce(max(${purchaseOrders.number}), 0)::int` }).from(purchaseOrders).where(eq(purchaseOrders.restaurantId, restaurantId));
  return (row?.n ?? 0) + 1;
}

export async function insertPurchaseOrder(tx: Db, values: typeof purchaseOrders.$inferInsert): Promise<PurchaseOrderRow> {
  const [row] = await tx.insert(purchaseOrders).values(values).returning();
  return row!;
}

export async function replaceLines(tx: Db, purchaseOrderId: string, lines: readonly NewLine[]): Promise<void> {
  await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId));
  await tx.insert(purchaseOrderLines).values(lines.map((l, position) => ({ purchaseOrderId, position, ...l })));
}

export async function findPurchaseOrder(db: Db, restaurantId: string, id: string, lock = false): Promise<PurchaseOrderRow | null> {
  const q = db.select().from(purchaseOrders).where(and(eq(purchaseOrders.restaurantId, restaurantId), eq(purchaseOrders.id, id)));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export async function listPurchaseOrders(db: Db, restaurantId: string, limit = 50): Promise<PurchaseOrderRow[]> {
  return db.select().from(purchaseOrders).where(eq(purchaseOrders.restaurantId, restaurantId)).orderBy(desc(purchaseOrders.number)).limit(limit);
}

export async function linesOf(db: Db, ids: readonly string[]): Promise<PurchaseOrderLineRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(purchaseOrderLines).where(inArray(purchaseOrderLines.purchaseOrderId, ids)).orderBy(asc(purchaseOrderLines.position));
}

export async function updatePurchaseOrder(tx: Db, id: string, patch: Partial<typeof purchaseOrders.$inferInsert>): Promise<PurchaseOrderRow> {
  const [row] = await tx.update(purchaseOrders).set(patch).where(eq(purchaseOrders.id, id)).returning();
  return row!;
}

/**
 * Adds to a line's received quantity only while it stays within what was ordered: the guard is re-checked on the
 * locked row, so racing receipts of one line can never exceed the order (null: it would have).
 */
export async function receiveOnLine(tx: Db, purchaseOrderId: string, lineId: string, quantity: number): Promise<PurchaseOrderLineRow | null> {
  const [row] = await tx
    .update(purchaseOrderLines)
    .set({ received: sql`${purchaseOrderLines.received} + ${quantity}` })
    .where(and(eq(purchaseOrderLines.id, lineId), eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId), sql`${purchaseOrderLines.received} + ${quantity} <= ${purchaseOrderLines.quantity}`))
    .returning();
  return row ?? null;
}

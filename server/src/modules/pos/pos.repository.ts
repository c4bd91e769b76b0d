import { asc, eq, inArray, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../platform/database.js";
import { posPaymentItems, posPayments } from "../../db/schema/index.js";

export type PosPaymentRow = typeof posPayments.$inferSelect;

export async function listPosPayments(db: Db, orderId: string): Promise<PosPaymentRow[]> {
  return db.select().from(posPayments).where(eq(posPayments.orderId, orderId)).orderBy(asc(posPayments.createdAt), asc(posPayments.id));
}

/** The order's lines already paid for by dish. */
export async function paidItemIds(db: Db, itemIds: readonly string[]): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db.select({ id: posPaymentItems.orderItemId }).from(posPaymentItems).where(inArray(posPaymentItems.orderItemId, [...itemIds]));
  return new Set(rows.map((r) => r.id));
}

export async function insertPosPayment(tx: Db, row: typeof posPayments.$inferInsert): Promise<PosPaymentRow> {
  const [inserted] = await tx.insert(posPayments).values(row).returning();
  return inserted!;
}

export async function insertPosPaymentItems(tx: Db, rows: Array<typeof posPaymentItems.$inferInsert>): Promise<void> {
  if (rows.length > 0) await tx.insert(posPaymentItems).values(rows);
}

export async function setCardPayment(tx: Db, posPaymentId: string, paymentId: string): Promise<void> {
  await tx.update(posPayments).set({ paymentId }).where(eq(posPayments.id, posPaymentId));
}

/**
 * Today's POS orders at the restaurant not yet paid in full (nor rejected or cancelled), newest first. Reads
 * `orders` (ordering's) beside its own payments; it never writes them.
 */
export async function openPosOrderIds(db: Db, restaurantId: string, limit = 40): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`
    select o.id from orders o
    where o.restaurant_id = ${restaurantId} and o.channel = 'pos' and o.status not in ('rejected', 'cancelled')
      and o.placed_at > now() - interval '24 hours'
      and o.total_cents - coalesce((select sum(d.amount_cents) from pos_discounts d where d.order_id = o.id), 0)
          > coalesce((select sum(p.amount_cents) from pos_payments p where p.order_id = o.id), 0)
    order by o.placed_at desc
    limit ${limit}`);
  return rows.map((r) => r.id);
}

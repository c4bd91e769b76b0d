import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../platform/database.js";
import { posApproverPins, posDiscounts, posRefundItems, posRefunds, posShifts } from "../../db/schema/index.js";

/** The pos module's discounts, refunds, PINs and shifts (its own tables only). */

export type PosDiscountRow = typeof posDiscounts.$inferSelect;
export type PosRefundRow = typeof posRefunds.$inferSelect;
export type PosShiftRow = typeof posShifts.$inferSelect;

export const listDiscounts = (db: Db, orderId: string): Promise<PosDiscountRow[]> =>
  db.select().from(posDiscounts).where(eq(posDiscounts.orderId, orderId)).orderBy(asc(posDiscounts.createdAt), asc(posDiscounts.id));

export const listRefunds = (db: Db, orderId: string): Promise<PosRefundRow[]> =>
  db.select().from(posRefunds).where(eq(posRefunds.orderId, orderId)).orderBy(asc(posRefunds.createdAt), asc(posRefunds.id));

export type RefundItemRow = { orderItemId: string; posRefundId: string; quantity: number; amountCents: number };

/** The dishes refunded by dish on these order items, each with its units (a line may be refunded in several steps). */
export async function refundItems(db: Db, itemIds: readonly string[]): Promise<RefundItemRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .select({ orderItemId: posRefundItems.orderItemId, posRefundId: posRefundItems.posRefundId, quantity: posRefundItems.quantity, amountCents: posRefundItems.amountCents })
    .from(posRefundItems)
    .where(inArray(posRefundItems.orderItemId, [...itemIds]));
}

export async function insertDiscount(tx: Db, row: typeof posDiscounts.$inferInsert): Promise<PosDiscountRow> {
  const [inserted] = await tx.insert(posDiscounts).values(row).returning();
  return inserted!;
}

export async function insertRefund(
  tx: Db,
  row: typeof posRefunds.$inferInsert,
  items: ReadonlyArray<{ orderItemId: string; quantity: number; amountCents: number }>,
): Promise<PosRefundRow> {
  const [inserted] = await tx.insert(posRefunds).values(row).returning();
  if (items.length > 0) await tx.insert(posRefundItems).values(items.map((i) => ({ ...i, posRefundId: inserted!.id })));
  return inserted!;
}

/** The owners' and managers' PIN hashes at a restaurant (a handful: each is checked against the PIN entered). */
export const listApproverPins = (db: Db, restaurantId: string) =>
  db.select({ userId: posApproverPins.userId, pinHash: posApproverPins.pinHash }).from(posApproverPins).where(eq(posApproverPins.restaurantId, restaurantId));

export async function upsertApproverPin(db: Db, restaurantId: string, userId: string, pinHash: string): Promise<void> {
  await db
    .insert(posApproverPins)
    .values({ restaurantId, userId, pinHash })
    .onConflictDoUpdate({ target: [posApproverPins.restaurantId, posApproverPins.userId], set: { pinHash, updatedAt: sql`now()` } });
}

/**
 * The person's open shift at the restaurant, if any. A payment reads it `for share`: a close-out in progress (which
 * holds the row for update) is waited for, and a shift it closed is no longer found.
 */
export async function findOpenShift(db: Db, restaurantId: string, userId: string, share = false): Promise<PosShiftRow | null> {
  const q = db
    .select()
    .from(posShifts)
    .where(and(eq(posShifts.restaurantId, restaurantId), eq(posShifts.openedBy, userId), isNull(posShifts.closedAt)));
  const [row] = share ? await q.for("share") : await q;
  return row ?? null;
}

export async function findShift(db: Db, id: string, lock = false): Promise<PosShiftRow | null> {
  const q = db.select().from(posShifts).where(eq(posShifts.id, id));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

/**
 * Opens a shift unless the till or the person already has one open: the partial unique indexes decide (two opens
 * at once → one row, the other gets null), so no check-then-insert race.
 */
export async function insertShift(tx: Db, row: typeof posShifts.$inferInsert): Promise<PosShiftRow | null> {
  const [inserted] = await tx.insert(posShifts).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Closes an open shift (compare-and-set on closed_at): null when it was already closed. */
export async function closeShiftRow(tx: Db, id: string, closedBy: string, countedCashCents: number, expectedCashCents: number): Promise<PosShiftRow | null> {
  const [row] = await tx
    .update(posShifts)
    .set({ closedAt: sql`now()`, closedBy, countedCashCents, expectedCashCents })
    .where(and(eq(posShifts.id, id), isNull(posShifts.closedAt)))
    .returning();
  return row ?? null;
}

export type ShiftTotalsRow = {
  cash_sales: number;
  cash_tendered: number;
  change: number;
  card_sales: number;
  tips: number;
  payments: number;
  cash_refunds: number;
  card_refunds: number;
};

/** The shift's money from its payments and refunds, summed by the database. */
export async function shiftTotals(db: Db, shiftId: string): Promise<ShiftTotalsRow> {
  const [row] = await queryRows<ShiftTotalsRow>(db, sql`
    select
      coalesce(sum(p.amount_cents) filter (where p.tender = 'cash'), 0)::int as cash_sales,
      coalesce(sum(p.tendered_cents) filter (where p.tender = 'cash'), 0)::int as cash_tendered,
      coalesce(sum(p.change_cents) filter (where p.tender = 'cash'), 0)::int as change,
      coalesce(sum(p.amount_cents) filter (where p.tender = 'card'), 0)::int as card_sales,
      coalesce(sum(p.tip_cents), 0)::int as tips,
      count(p.id)::int as payments,
      (select coalesce(sum(r.amount_cents), 0) from pos_refunds r where r.shift_id = ${shiftId} and r.tender = 'cash')::int as cash_refunds,
      (select coalesce(sum(r.amount_cents), 0) from pos_refunds r where r.shift_id = ${shiftId} and r.tender = 'card')::int as card_refunds
    from pos_payments p where p.shift_id = ${shiftId}`);
  return row!;
}

/** The orders this shift took payments or gave refunds on, with what it took (tips apart) and gave back. */
export async function shiftOrders(db: Db, shiftId: string): Promise<Array<{ order_id: string; taken: number; tips: number; refunded: number }>> {
  return queryRows(db, sql`
    select order_id, sum(taken)::int as taken, sum(tips)::int as tips, sum(refunded)::int as refunded from (
      select order_id, amount_cents as taken, tip_cents as tips, 0 as refunded from pos_payments where shift_id = ${shiftId}
      union all
      select order_id, 0, 0, amount_cents from pos_refunds where shift_id = ${shiftId}
    ) m group by order_id order by order_id`);
}

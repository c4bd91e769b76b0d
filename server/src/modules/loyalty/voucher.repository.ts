import { and, desc, eq, gt, inArray, lte } from "drizzle-orm";
import type { Db } from "../../platform/database.js";
import { loyaltyVouchers } from "../../db/schema/index.js";

export type VoucherRow = typeof loyaltyVouchers.$inferSelect;
export type NewVoucher = Pick<VoucherRow, "userId" | "rewardId" | "title" | "pointsSpent" | "idempotencyKey" | "issuedAt" | "expiresAt">;

/** Inserts the voucher unless this customer already used the key (then null: the same click again). */
export async function insertVoucherOnce(tx: Db, voucher: NewVoucher): Promise<VoucherRow | null> {
  const [row] = await tx
    .insert(loyaltyVouchers)
    .values({ ...voucher, state: "issued" })
    .onConflictDoNothing({ target: [loyaltyVouchers.userId, loyaltyVouchers.idempotencyKey] })
    .returning();
  return row ?? null;
}

export async function findVoucherByKey(tx: Db, userId: string, idempotencyKey: string): Promise<VoucherRow | null> {
  const [row] = await tx
    .select()
    .from(loyaltyVouchers)
    .where(and(eq(loyaltyVouchers.userId, userId), eq(loyaltyVouchers.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** One of the customer's vouchers; another customer's id finds nothing. */
export async function findVoucher(tx: Db, userId: string, id: string): Promise<VoucherRow | null> {
  const [row] = await tx
    .select()
    .from(loyaltyVouchers)
    .where(and(eq(loyaltyVouchers.userId, userId), eq(loyaltyVouchers.id, id)));
  return row ?? null;
}

/** Issued vouchers past their date become expired when the customer's vouchers are read. */
export async function expireVouchers(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(loyaltyVouchers)
    .set({ state: "expired" })
    .where(and(eq(loyaltyVouchers.userId, userId), eq(loyaltyVouchers.state, "issued"), lte(loyaltyVouchers.expiresAt, now)));
}

/** The customer's vouchers, newest first; `usableAt` keeps only issued ones still valid then. */
export async function listVouchers(tx: Db, userId: string, usableAt?: Date): Promise<VoucherRow[]> {
  const where = usableAt
    ? and(eq(loyaltyVouchers.userId, userId), eq(loyaltyVouchers.state, "issued"), gt(loyaltyVouchers.expiresAt, usableAt))
    : eq(loyaltyVouchers.userId, userId);
  return tx.select().from(loyaltyVouchers).where(where).orderBy(desc(loyaltyVouchers.issuedAt), desc(loyaltyVouchers.id));
}

/** issued → used by the order, only if still issued (two checkouts racing for one voucher: one wins). */
export async function markVoucherUsed(tx: Db, userId: string, id: string, orderId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(loyaltyVouchers)
    .set({ state: "used", orderId, usedAt: now })
    .where(and(eq(loyaltyVouchers.id, id), eq(loyaltyVouchers.userId, userId), eq(loyaltyVouchers.state, "issued")))
    .returning({ id: loyaltyVouchers.id });
  return rows.length > 0;
}

/** used → issued for the order's voucher, if it had one. */
export async function releaseVoucher(tx: Db, orderId: string): Promise<void> {
  await tx
    .update(loyaltyVouchers)
    .set({ state: "issued", orderId: null, usedAt: null })
    .where(and(eq(loyaltyVouchers.orderId, orderId), eq(loyaltyVouchers.state, "used")));
}

export async function findVoucherTitles(tx: Db, ids: string[]): Promise<Array<{ id: string; title: string }>> {
  if (ids.length === 0) return [];
  return tx.select({ id: loyaltyVouchers.id, title: loyaltyVouchers.title }).from(loyaltyVouchers).where(inArray(loyaltyVouchers.id, ids));
}

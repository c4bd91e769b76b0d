import { and, desc, eq, gte, sql } from "drizzle-orm";
import { POS_APPROVAL_REQUEST_MINUTES } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { posApprovalRequests } from "../../db/schema/index.js";

/** The pos module's approval requests (its own table). */
export type PosApprovalRequestRow = typeof posApprovalRequests.$inferSelect;

export async function insertApprovalRequest(tx: Db, row: typeof posApprovalRequests.$inferInsert): Promise<PosApprovalRequestRow> {
  const [inserted] = await tx.insert(posApprovalRequests).values(row).returning();
  return inserted!;
}

export async function findApprovalRequest(db: Db, id: string): Promise<PosApprovalRequestRow | null> {
  const [row] = await db.select().from(posApprovalRequests).where(eq(posApprovalRequests.id, id));
  return row ?? null;
}

/** A pending request is still open (not expired) while this holds — by the database's clock, as `created_at` is. */
const notExpired = sql`${posApprovalRequests.createdAt} > now() - make_interval(mins => ${POS_APPROVAL_REQUEST_MINUTES})`;

/** A restaurant's requests still waiting and not expired, oldest first (what an owner's or manager's screen lists). */
export const pendingApprovalRequests = (db: Db, restaurantId: string) =>
  db
    .select()
    .from(posApprovalRequests)
    .where(and(eq(posApprovalRequests.restaurantId, restaurantId), eq(posApprovalRequests.status, "pending"), notExpired))
    .orderBy(posApprovalRequests.createdAt)
    .limit(50);

/** One person's requests of the last 12 hours at a restaurant, newest first (what a staff member's till follows). */
export const myApprovalRequests = (db: Db, restaurantId: string, userId: string) =>
  db
    .select()
    .from(posApprovalRequests)
    .where(and(eq(posApprovalRequests.restaurantId, restaurantId), eq(posApprovalRequests.requestedBy, userId), gte(posApprovalRequests.createdAt, sql`now() - interval '12 hours'`)))
    .orderBy(desc(posApprovalRequests.createdAt))
    .limit(20);

/**
 * Decides a request once: a compare-and-set on status = 'pending' and not expired. Of two deciders at once, the
 * second's update finds no pending row (Postgres re-checks the condition after the first commits) and gets null; an
 * expired request is never decided (null too).
 */
export async function decideApprovalRequest(tx: Db, id: string, status: "approved" | "declined", decidedBy: string): Promise<PosApprovalRequestRow | null> {
  const [row] = await tx
    .update(posApprovalRequests)
    .set({ status, decidedBy, decidedAt: sql`now()` })
    .where(and(eq(posApprovalRequests.id, id), eq(posApprovalRequests.status, "pending"), notExpired))
    .returning();
  return row ?? null;
}

export async function linkApprovedDiscount(tx: Db, id: string, discountId: string): Promise<void> {
  await tx.update(posApprovalRequests).set({ discountId }).where(eq(posApprovalRequests.id, id));
}

/** Whether a request is pending and past its expiry, by the database's clock (the expiry job's check). */
export async function isExpiredPending(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: posApprovalRequests.id })
    .from(posApprovalRequests)
    .where(and(eq(posApprovalRequests.id, id), eq(posApprovalRequests.status, "pending"), sql`not (${notExpired})`));
  return Boolean(row);
}

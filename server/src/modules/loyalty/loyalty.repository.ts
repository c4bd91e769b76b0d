import { and, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { LedgerKind } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { loyaltyAccounts, loyaltyLedger } from "../../db/schema/index.js";

/**
 * The ledger and its running account. Every write goes through appendLedgerEntry, which inserts the row and moves
 * the account's `balance` or `pending` in the same transaction, so the account always equals the ledger's sums.
 */

export type AccountRow = typeof loyaltyAccounts.$inferSelect;
export type LedgerRow = typeof loyaltyLedger.$inferSelect;
export type NewLedgerEntry = {
  userId: string;
  kind: LedgerKind;
  points: number;
  description: string;
  availableAt: Date;
  createdAt: Date;
  orderId?: string | null;
  voucherId?: string | null;
  dedupeKey?: string | null;
};

/** A debit the spendable balance (or the pending points) cannot cover; the caller turns it into its 409. */
export class PointsShortError extends Error {
  constructor() {
    super("not enough points");
  }
}

const CHECK_VIOLATION = "23514";

/** The SQLSTATE and constraint of a database error, however the driver wraps it. */
function dbError(error: unknown): { code?: string; constraint?: string } {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === "string" ? constraint : undefined };
    }
  }
  return {};
}

/** The customer's account row, created on first use and locked for this transaction (settling serialises on it). */
export async function lockAccount(tx: Db, userId: string, now: Date): Promise<AccountRow> {
  await tx.insert(loyaltyAccounts).values({ userId, settledThrough: now, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, userId)).for("update");
  return row!;
}

/**
 * Moves the points that became spendable in (settled_through, now] from pending into balance. Run under the
 * account's row lock (lockAccount), in a statement of its own, so the sum sees every committed row.
 */
export async function settleThrough(tx: Db, account: AccountRow, now: Date): Promise<AccountRow> {
  if (account.settledThrough >= now) return account;
  const [sum] = await tx
    .select({ s: sql<number>`coalesce(sum(${loyaltyLedger.points}), 0)::int` })
    .from(loyaltyLedger)
    .where(
      and(
        eq(loyaltyLedger.userId, account.userId),
        gt(loyaltyLedger.availableAt, account.settledThrough),
        lte(loyaltyLedger.availableAt, now),
      ),
    );
  const s = Number(sum?.s ?? 0);
  const [row] = await tx
    .update(loyaltyAccounts)
    .set({
      balance: sql`${loyaltyAccounts.balance} + ${s}`,
      pending: sql`${loyaltyAccounts.pending} - ${s}`,
      settledThrough: now,
      updatedAt: now,
    })
    .where(eq(loyaltyAccounts.userId, account.userId))
    .returning();
  return row!;
}

/**
 * Appends one ledger row and moves the account by its points: `balance` when the row is available by the
 * account's settled_through, else `pending`. A debit is guarded in SQL (`… where balance + points >= 0`) and the
 * table's check is the last line of defence; either refusal throws PointsShortError, and the caller's transaction
 * rolls everything back. A row with a dedupe key that already exists writes nothing and returns false.
 */
export async function appendLedgerEntry(tx: Db, settledThrough: Date, entry: NewLedgerEntry): Promise<boolean> {
  const values = {
    userId: entry.userId,
    kind: entry.kind,
    points: entry.points,
    description: entry.description,
    orderId: entry.orderId ?? null,
    voucherId: entry.voucherId ?? null,
    availableAt: entry.availableAt,
    dedupeKey: entry.dedupeKey ?? null,
    createdAt: entry.createdAt,
  };
  if (entry.dedupeKey) {
    // Claim the key first: a second attempt (a retried delivery, a repeated refund) stops here, writing nothing.
    const inserted = await tx
      .insert(loyaltyLedger)
      .values(values)
      .onConflictDoNothing({ target: loyaltyLedger.dedupeKey })
      .returning({ id: loyaltyLedger.id });
    if (inserted.length === 0) return false;
    await moveAccount(tx, entry, entry.availableAt <= settledThrough);
    return true;
  }
  await moveAccount(tx, entry, entry.availableAt <= settledThrough);
  await tx.insert(loyaltyLedger).values(values);
  return true;
}

async function moveAccount(tx: Db, entry: NewLedgerEntry, toBalance: boolean) {
  const column = toBalance ? loyaltyAccounts.balance : loyaltyAccounts.pending;
  const set = toBalance ? { balance: sql`${column} + ${entry.points}` } : { pending: sql`${column} + ${entry.points}` };
  let moved: unknown[];
  try {
    moved = await tx
      .update(loyaltyAccounts)
      .set({ ...set, updatedAt: entry.createdAt })
      .where(and(eq(loyaltyAccounts.userId, entry.userId), sql`${column} + ${entry.points} >= 0`))
      .returning({ userId: loyaltyAccounts.userId });
  } catch (error) {
    const { code, constraint } = dbError(error);
    if (code === CHECK_VIOLATION && constraint?.startsWith("loyalty_accounts_")) throw new PointsShortError();
    throw error;
  }
  if (moved.length === 0) throw new PointsShortError();
}

/** When the customer last earned or spent (a balance idle for a year expires); any row when there is neither. */
export async function findLastActivity(tx: Db, userId: string): Promise<Date | null> {
  const [row] = await tx
    .select({
      active: sql<string | null>`max(${loyaltyLedger.createdAt}) filter (where ${loyaltyLedger.kind} in ('earn','redeem'))`,
      any: sql<string | null>`max(${loyaltyLedger.createdAt})`,
    })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.userId, userId));
  const at = row?.active ?? row?.any ?? null;
  return at ? new Date(at) : null;
}

/** Points earned (earns less their reversals) that became available in the year before `now`: what sets the tier. */
export async function sumEarnedInYear(tx: Db, userId: string, settledThrough: Date, yearAgo: Date): Promise<number> {
  const [row] = await tx
    .select({ s: sql<number>`coalesce(sum(${loyaltyLedger.points}), 0)::int` })
    .from(loyaltyLedger)
    .where(
      and(
        eq(loyaltyLedger.userId, userId),
        inArray(loyaltyLedger.kind, ["earn", "reverse"]),
        lte(loyaltyLedger.availableAt, settledThrough),
        gt(loyaltyLedger.availableAt, yearAgo),
      ),
    );
  return Number(row?.s ?? 0);
}

/** The customer's latest rows, newest first. */
export async function listLedger(tx: Db, userId: string, limit: number): Promise<LedgerRow[]> {
  return tx
    .select()
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.userId, userId))
    .orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.points))
    .limit(limit);
}

/** The latest credits that are spendable: the spec's recentEarnings. */
export async function listRecentCredits(tx: Db, userId: string, settledThrough: Date, limit: number) {
  return tx
    .select({ description: loyaltyLedger.description, points: loyaltyLedger.points })
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.userId, userId), gt(loyaltyLedger.points, 0), lte(loyaltyLedger.availableAt, settledThrough)))
    .orderBy(desc(loyaltyLedger.availableAt), desc(loyaltyLedger.createdAt))
    .limit(limit);
}

/** The rows of one order (its earn, bonus and reversals). */
export async function listOrderRows(tx: Db, userId: string, orderId: string): Promise<LedgerRow[]> {
  return tx
    .select()
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.userId, userId), eq(loyaltyLedger.orderId, orderId)));
}

/** Whether a row with this dedupe key exists (e.g. the customer's first-order bonus). */
export async function findByDedupeKey(tx: Db, dedupeKey: string): Promise<LedgerRow | null> {
  const [row] = await tx.select().from(loyaltyLedger).where(eq(loyaltyLedger.dedupeKey, dedupeKey));
  return row ?? null;
}

/**
 * What a settle would find, without locking or writing: the spendable points (every row available by `now`),
 * the year's earnings and the last activity, in one read. For hot reads such as the signed-in user's view.
 */
export async function peekTotals(tx: Db, userId: string, now: Date, yearAgo: Date): Promise<{ points: number; earnedInYear: number; lastActivity: Date | null }> {
  const [row] = await tx
    .select({
      points: sql<number>`coalesce(sum(${loyaltyLedger.points}) filter (where ${loyaltyLedger.availableAt} <= ${now}), 0)::int`,
      earned: sql<number>`coalesce(sum(${loyaltyLedger.points}) filter (where ${loyaltyLedger.kind} in ('earn','reverse') and ${loyaltyLedger.availableAt} <= ${now} and ${loyaltyLedger.availableAt} > ${yearAgo}), 0)::int`,
      active: sql<string | null>`coalesce(max(${loyaltyLedger.createdAt}) filter (where ${loyaltyLedger.kind} in ('earn','redeem')), max(${loyaltyLedger.createdAt}))`,
    })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.userId, userId));
  return { points: Number(row?.points ?? 0), earnedInYear: Number(row?.earned ?? 0), lastActivity: row?.active ? new Date(row.active) : null };
}

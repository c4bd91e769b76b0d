import { and, count, desc, eq, sql } from "drizzle-orm";
import type { OutboxStatus } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { mailOutbox } from "../../db/schema/index.js";

export type OutboxRow = typeof mailOutbox.$inferSelect;
type NewOutboxRow = Pick<typeof mailOutbox.$inferInsert, "recipient" | "subject" | "textBody" | "htmlBody" | "kind" | "dedupeKey">;

/** A claim older than this is a delivery that died mid-send (a crash): another run may take the mail over. */
const STALE_CLAIM = sql`interval '10 minutes'`;

/** Inserts the mail unless its dedupe key is already queued: the new row's id, or null for a duplicate. */
export async function insertOutboxMail(db: Db, row: NewOutboxRow): Promise<string | null> {
  const [inserted] = await db.insert(mailOutbox).values(row).onConflictDoNothing({ target: mailOutbox.dedupeKey }).returning({ id: mailOutbox.id });
  return inserted?.id ?? null;
}

export async function findOutboxMailByDedupeKey(db: Db, dedupeKey: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
  return row ?? null;
}

export async function findOutboxMail(db: Db, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/**
 * Claims a mail for one delivery: only a queued mail (or one whose claim went stale) moves to `sending`, in one
 * guarded UPDATE, so two runs of the delivery job never both send it. The claim counts the attempt.
 */
export async function claimOutboxMail(db: Db, id: string): Promise<OutboxRow | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: "sending", attempts: sql`${mailOutbox.attempts} + 1`, claimedAt: sql`now()` })
    .where(
      and(
        eq(mailOutbox.id, id),
        sql`(${mailOutbox.status} = 'queued' or (${mailOutbox.status} = 'sending' and ${mailOutbox.claimedAt} < now() - ${STALE_CLAIM}))`,
      ),
    )
    .returning();
  return row ?? null;
}

/** The claimed mail was accepted by the SMTP server: sent, once (only a `sending` row moves). */
export async function markOutboxMailSent(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null, claimedAt: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "sending")))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/** The send failed: back to `queued` for the next retry, or `failed` when none is left; the error is kept. */
export async function releaseOutboxMail(db: Db, id: string, status: "queued" | "failed", error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status, lastError: error.slice(0, 1000), claimedAt: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "sending")));
}

/** Mails waiting for a delivery (queued, or claimed by a run that died), oldest first. */
export async function listUndeliveredIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} = 'queued' or (${mailOutbox.status} = 'sending' and ${mailOutbox.claimedAt} < now() - ${STALE_CLAIM})`)
    .orderBy(mailOutbox.createdAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A page of the outbox, newest first (ties by id, so pages never overlap). */
export async function listOutboxPage(db: Db, { page, pageSize, status }: { page: number; pageSize: number; status?: OutboxStatus }) {
  const where = status ? eq(mailOutbox.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

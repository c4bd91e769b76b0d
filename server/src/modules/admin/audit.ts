import { and, count, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { AuditAction, AuditEntry } from "@tavola/contracts";
import { auditLog } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";

export type AuditRecord = {
  /** Who acted: a signed-in user (their email is copied in, so it stays readable if the account goes). */
  actorId: string | null;
  action: AuditAction;
  targetType: string;
  targetId: string;
  targetLabel?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
};

/**
 * Appends one entry. Call it with the transaction that makes the change, so the change and its record commit
 * together or not at all (the table refuses updates and deletes: an entry once written is permanent).
 */
export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  const actorEmail = entry.actorId
    ? sql`(select email from users where id = ${entry.actorId}::uuid)`
    : sql`null`;
  await db.insert(auditLog).values({
    // The moment the entry is written, not its transaction's start (now()): changes serialised by a lock are then
    // listed in the order they were made — a transaction that began first but waited for the lock comes after.
    at: sql`clock_timestamp()`,
    actorId: entry.actorId,
    actorEmail,
    action: entry.action,
    targetType: entry.targetType.slice(0, 40),
    targetId: entry.targetId.slice(0, 100),
    targetLabel: entry.targetLabel?.slice(0, 320) ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason?.slice(0, 500) ?? null,
  });
}

type AuditFilter = { action?: AuditAction; actor?: string; targetId?: string; page: number; pageSize: number };

/** Escapes LIKE's wildcards so a search for "a_b" finds that text, not any character between a and b. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAudit(db: Db, filter: AuditFilter): Promise<{ rows: AuditEntry[]; total: number }> {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.actor) where.push(ilike(auditLog.actorEmail, likeText(filter.actor)));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return {
    total: Number(totalRow?.n ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      actorId: r.actorId,
      actorEmail: r.actorEmail,
      action: r.action as AuditAction,
      targetType: r.targetType,
      targetId: r.targetId,
      targetLabel: r.targetLabel,
      before: r.before ?? null,
      after: r.after ?? null,
      reason: r.reason,
    })),
  };
}

import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AccountStatus, AdminSession, AdminUser, Role } from "@tavola/contracts";
import { sessions, users } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";

export type AdminUserRow = typeof users.$inferSelect;

/** A session that still works: the same rule as the session store's (absolute expiry and its idle window). */
const liveSession = (idleSeconds: number) =>
  sql`${sessions.expiresAt} > now() and ${sessions.lastSeenAt} > now() - make_interval(secs => coalesce(${sessions.idleSeconds}, ${idleSeconds}))`;

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

type UserFilter = { q?: string; role?: Role; status?: AccountStatus; page: number; pageSize: number };

export async function listUsers(db: Db, filter: UserFilter, idleSeconds: number): Promise<{ rows: AdminUser[]; total: number }> {
  const where: SQL[] = [];
  if (filter.q) {
    const text = likeText(filter.q);
    where.push(or(ilike(users.email, text), ilike(users.firstName, text), ilike(users.lastName, text))!);
  }
  if (filter.role) where.push(eq(users.role, filter.role));
  if (filter.status === "locked") where.push(isNotNull(users.lockedAt));
  if (filter.status === "active") where.push(isNull(users.lockedAt));
  const condition = where.length ? and(...where) : undefined;
  // Written out with aliases: in a one-table select drizzle leaves columns unqualified, and "id" inside the
  // subquery would be the session's.
  const live = sql`s.expires_at > now() and s.last_seen_at > now() - make_interval(secs => coalesce(s.idle_seconds, ${idleSeconds}))`;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        user: users,
        liveSessions: sql<number>`(select count(*)::int from sessions s where s.user_id = "users"."id" and ${live})`,
        lastSeenAt: sql<string | null>`(select max(s.last_seen_at) from sessions s where s.user_id = "users"."id")`,
      })
      .from(users)
      .where(condition)
      .orderBy(asc(users.email))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(users).where(condition),
  ]);
  return {
    total: Number(totalRow?.n ?? 0),
    rows: rows.map((r) => toAdminUser(r.user, Number(r.liveSessions), r.lastSeenAt)),
  };
}

export function toAdminUser(row: AdminUserRow, liveSessions: number, lastSeenAt: Date | string | null): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role as Role,
    lockedAt: iso(row.lockedAt),
    lockedReason: row.lockedReason,
    createdAt: iso(row.createdAt)!,
    liveSessions,
    lastSeenAt: iso(lastSeenAt),
  };
}

/** The account, row-locked for the rest of the transaction: two admins changing it at once take turns. */
export async function lockUserRow(tx: Db, id: string): Promise<AdminUserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  return row ?? null;
}

export async function updateUser(tx: Db, id: string, set: Partial<Pick<AdminUserRow, "role" | "lockedAt" | "lockedReason">>): Promise<AdminUserRow> {
  const [row] = await tx.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row!;
}

/** Super admins left who are not locked (the platform must keep one who can unlock the others). */
export async function countActiveSuperAdmins(tx: Db): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(users).where(and(eq(users.role, "super_admin"), isNull(users.lockedAt)));
  return Number(row?.n ?? 0);
}

export async function liveSessionsOf(db: Db, userId: string, idleSeconds: number): Promise<AdminSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveSession(idleSeconds)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((s) => ({
    id: s.id,
    createdAt: iso(s.createdAt)!,
    lastSeenAt: iso(s.lastSeenAt)!,
    expiresAt: iso(s.expiresAt)!,
    elevatedTo: s.roleOverride && s.elevatedUntil && new Date(s.elevatedUntil) > new Date() ? (s.roleOverride as Role) : null,
    idleMinutes: s.idleSeconds == null ? null : Math.round(s.idleSeconds / 60),
  }));
}

export async function countLiveSessions(db: Db, userId: string, idleSeconds: number): Promise<{ live: number; lastSeenAt: Date | null }> {
  const [row] = await db
    .select({
      live: sql<number>`count(*) filter (where ${liveSession(idleSeconds)})::int`,
      lastSeenAt: sql<Date | null>`max(${sessions.lastSeenAt})`,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return { live: Number(row?.live ?? 0), lastSeenAt: row?.lastSeenAt ?? null };
}

import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Role } from "@tavola/contracts";
import { sessions } from "../db/schema/index.js";
import { queryRows, type Db } from "./database.js";
import type { Config } from "./config.js";
import { unauthorized } from "./errors.js";

export const SESSION_COOKIE = "tavola_session";
/** Refresh last_seen_at at most once a minute, so a busy session does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export type SessionUser = { sessionId: string; userId: string; role: Role };

declare module "fastify" {
  interface FastifyRequest {
    session: SessionUser | null;
  }
}

/** A random 256-bit token; only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export type SessionStore = ReturnType<typeof createSessionStore>;

/** Identifies the ADMIN_KEY an elevation was granted with, without storing the key. */
export const adminKeyFingerprint = (key: string | undefined) =>
  key ? createHash("sha256").update(`tavola-admin-key:${key}`).digest("base64url") : null;

export function createSessionStore(
  db: Db,
  config: Pick<Config, "SESSION_IDLE_MINUTES" | "SESSION_ABSOLUTE_DAYS" | "ADMIN_KEY">,
) {
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const absoluteMs = config.SESSION_ABSOLUTE_DAYS * 86_400_000;
  const keyFp = adminKeyFingerprint(config.ADMIN_KEY);
  /**
   * A session's role: its admin-key elevation while that has not expired and was granted with today's
   * ADMIN_KEY (rotating or removing the key ends it), otherwise the account's own role.
   */
  const effectiveRole = sql`case when s.role_override is not null and s.elevated_until > now()
      and s.elevated_key_fp = ${keyFp} then s.role_override else u.role end`;
  /** Live: before its absolute expiry, used within the idle window, and its account not locked by a super admin. */
  const live = sql`s.expires_at > now()
      and s.last_seen_at > now() - make_interval(secs => coalesce(s.idle_seconds, ${idleMs / 1000}))
      and u.locked_at is null`;

  const store = {
    idleMs,
    /**
     * A new session on every sign-in (no fixation): returns the raw token for the cookie. `elevateTo` makes it
     * an admin-key elevation: that role for `hours`, bound to today's ADMIN_KEY (see `effectiveRole`).
     */
    async create(userId: string, options: { elevateTo?: Role; hours?: number; idleSeconds?: number } = {}): Promise<string> {
      const token = newToken();
      const elevation = options.elevateTo
        ? {
            roleOverride: options.elevateTo,
            elevatedUntil: new Date(Date.now() + (options.hours ?? 1) * 3_600_000),
            elevatedKeyFp: keyFp,
          }
        : {};
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        ...elevation,
        idleSeconds: options.idleSeconds ?? null,
        expiresAt: new Date(Date.now() + absoluteMs),
      });
      return token;
    },

    /** Resolves a token to its live session: absolute expiry and idle expiry both apply. */
    async resolve(token: string): Promise<SessionUser | null> {
      const [row] = await queryRows<{ id: string; user_id: string; role: Role; last_seen_ms: number }>(db, sql`
        select s.id, s.user_id, ${effectiveRole} as role,
               (extract(epoch from s.last_seen_at) * 1000)::float8 as last_seen_ms
        from sessions s join users u on u.id = s.user_id
        where s.token_hash = ${hashToken(token)} and ${live}`);
      if (!row) return null;
      if (Date.now() - Number(row.last_seen_ms) > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.id));
      }
      return { sessionId: row.id, userId: row.user_id, role: row.role };
    },

    /**
     * Many sessions at once, by id, with the same rules as `resolve` (no touch): what live streams re-check.
     * A session missing from the map has ended (signed out, expired, removed).
     */
    async resolveByIds(sessionIds: string[]): Promise<Map<string, SessionUser>> {
      const out = new Map<string, SessionUser>();
      if (sessionIds.length === 0) return out;
      const rows = await queryRows<{ id: string; user_id: string; role: Role }>(db, sql`
        select s.id, s.user_id, ${effectiveRole} as role
        from sessions s join users u on u.id = s.user_id
        where s.id in (${sql.join(sessionIds.map((id) => sql`${id}::uuid`), sql`, `)}) and ${live}`);
      for (const row of rows) out.set(row.id, { sessionId: row.id, userId: row.user_id, role: row.role });
      return out;
    },

    async destroy(sessionId: string) {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /**
     * Replaces a session by a fresh one (new token) for the same user, elevated to `role` for `hours`; the
     * old token stops working at once. Returns the new token.
     */
    async elevate(session: Pick<SessionUser, "sessionId" | "userId">, role: Role, hours: number): Promise<string> {
      const token = await store.create(session.userId, { elevateTo: role, hours });
      await store.destroy(session.sessionId);
      return token;
    },
  };
  return store;
}

/**
 * Ends every session of a user (e.g. after an out-of-band password change), or every one but `keep` (a password
 * changed from this session); `db` may be a transaction. Returns the ended sessions' ids (their live streams end).
 */
export async function endSessionsOf(db: Db, userId: string, keep?: string): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(keep ? sql`${sessions.userId} = ${userId} and ${sessions.id} <> ${keep}` : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/**
 * Secure whenever the app is HTTPS-only (production unless INSECURE_HTTP), even if this request reached us
 * over plain http (a TLS-terminating proxy we were not told to trust), and on any https request.
 */
const cookieIsSecure = (request: FastifyRequest, config: Pick<Config, "httpsOnly">) =>
  config.httpsOnly || request.protocol === "https";

/**
 * Deletes every ended session — past its absolute expiry or idle longer than SESSION_IDLE_MINUTES (the
 * `sessions-sweep` job, hourly: platform/jobs/housekeeping.ts). Ended sessions are already refused by every read;
 * this keeps the table small, including the sessions of people who never sign in again.
 */
export async function sweepEndedSessions(db: Db, idleMinutes: number): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      sql`${sessions.expiresAt} <= now()
        or ${sessions.lastSeenAt} <= now() - make_interval(secs => coalesce(${sessions.idleSeconds}, ${idleMinutes * 60}))`,
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  token: string,
  config: Pick<Config, "httpsOnly" | "SESSION_ABSOLUTE_DAYS">,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: cookieIsSecure(request, config),
    maxAge: config.SESSION_ABSOLUTE_DAYS * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Pick<Config, "httpsOnly">) {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: cookieIsSecure(request, config) });
}

/** For routes that need a signed-in user: 401 `Unauthorized` otherwise. */
export function requireSession(request: FastifyRequest): SessionUser {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** Route option: answer 401 before the body is even validated when nobody is signed in. */
export const signedIn = { onRequest: async (request: FastifyRequest) => void requireSession(request) };

import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { queryRows, type Db } from "./database.js";
import { AppError } from "./errors.js";

/** `limit` hits per key in a fixed window of `windowSeconds`. */
export type LimitRule = { key: string; limit: number; windowSeconds: number };

export const DEFAULT_LIMIT_MESSAGE = "Too many requests. Please try again later.";

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * The one rate-limit mechanism (docs/security.md): fixed-window counters in `rate_limits`, shared by every
 * server process. A hit is counted *before* the work it guards, in one upsert per key (the row lock orders a
 * parallel burst, so exactly `limit` get through); over the limit answers 429 with Retry-After.
 */
export function createRateLimiter(db: Db) {
  async function hit(rules: LimitRule[]): Promise<Array<{ key: string; hits: number; retry_after: number }>> {
    const unique = [...new Map(rules.map((r) => [r.key, r])).values()];
    if (unique.length === 0) return [];
    // Keys are sorted so two bursts over the same keys lock rows in the same order (no deadlock).
    const values = unique
      .sort((a, b) => (a.key < b.key ? -1 : 1))
      .map((r) => sql`(${r.key}, 1, now(), ${r.windowSeconds}::int)`);
    return queryRows(db, sql`
      insert into rate_limits (key, hits, window_start, window_seconds) values ${sql.join(values, sql`, `)}
      on conflict (key) do update set
        hits = case when rate_limits.window_start <= now() - make_interval(secs => excluded.window_seconds)
                    then 1 else rate_limits.hits + 1 end,
        window_start = case when rate_limits.window_start <= now() - make_interval(secs => excluded.window_seconds)
                    then now() else rate_limits.window_start end,
        window_seconds = excluded.window_seconds
      returning key, hits,
        greatest(1, ceil(extract(epoch from window_start + make_interval(secs => window_seconds) - now())))::int as retry_after`);
  }

  return {
    /**
     * Counts one hit on every rule; throws 429 (Retry-After = the longest wait among the rules over their limit)
     * when any is over. Call it before the expensive or state-changing work it guards.
     */
    async consume(rules: LimitRule[], message = DEFAULT_LIMIT_MESSAGE): Promise<void> {
      const rows = await hit(rules);
      const byKey = new Map(rules.map((r) => [r.key, r.limit]));
      const over = rows.filter((row) => Number(row.hits) > (byKey.get(row.key) ?? Infinity));
      if (over.length > 0) {
        const retryAfter = Math.max(1, ...over.map((o) => Number(o.retry_after)));
        throw new AppError("rate_limited", message, undefined, { "Retry-After": String(retryAfter) });
      }
    },

    /** Gives one hit back (a sign-in that succeeded was not a failure). */
    async refund(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.execute(sql`
        update rate_limits set hits = greatest(0, hits - 1)
        where key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`);
    },

    /** Forgets keys entirely (e.g. an account's failures after a correct password). */
    async reset(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.execute(sql`delete from rate_limits where key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`);
    },
  };
}

/**
 * Route option for a rate-limited endpoint: `preHandler: limitBy(limiter, (req) => rules)`. It runs after the
 * body is validated, so rules may key on its fields (an email, a restaurant).
 */
export function limitBy(limiter: RateLimiter, rules: (request: FastifyRequest) => LimitRule[], message?: string) {
  return async (request: FastifyRequest) => limiter.consume(rules(request), message);
}

/** A stable, short key part for a user-supplied value (an email, a phone): case- and space-insensitive. */
export const normalizedKeyPart = (value: string) => value.trim().toLowerCase().replace(/\s+/g, "");

/**
 * Deletes counters whose window ended over an hour ago (the `rate-limits-sweep` job, hourly: platform/jobs/
 * housekeeping.ts). An expired counter is already ignored by the next hit's upsert; this only keeps the table small.
 */
export async function sweepRateLimits(db: Db): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from rate_limits where window_start < now() - make_interval(secs => window_seconds) - interval '1 hour' returning key`,
  );
  return rows.length;
}

import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";

/**
 * Failed sign-ins are counted per (address, email) and per address in a fixed window, in the database so
 * every server process sees the same counts. Past the limit: 429 with Retry-After.
 */
export function createLoginThrottle(db: Db, opts: { maxFailures: number; windowMinutes: number }) {
  const windowSecs = opts.windowMinutes * 60;
  // An address may try many accounts (an office NAT), so its own limit is wider.
  const limitFor = (key: string) => (key.startsWith("ip:") ? opts.maxFailures * 10 : opts.maxFailures);

  return {
    keys: (ip: string, email: string) => [`ip:${ip}`, `ipe:${ip}:${email}`],

    async assertAllowed(keys: string[]) {
      const rows = await queryRows<{ key: string; failures: number; retry_after: number }>(db, sql`
        select key, failures,
               ceil(extract(epoch from window_start + make_interval(secs => ${windowSecs}) - now()))::int as retry_after
        from login_throttle
        where key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})
          and window_start > now() - make_interval(secs => ${windowSecs})`);
      const blocked = rows.filter((row) => Number(row.failures) >= limitFor(row.key));
      if (blocked.length > 0) {
        const retryAfter = Math.max(1, ...blocked.map((b) => Number(b.retry_after)));
        throw new AppError("rate_limited", "Too many sign-in attempts. Please try again later.", undefined, {
          "Retry-After": String(retryAfter),
        });
      }
    },

    async recordFailure(keys: string[]) {
      for (const key of keys) {
        await db.execute(sql`
          insert into login_throttle (key, failures, window_start) values (${key}, 1, now())
          on conflict (key) do update set
            failures = case when login_throttle.window_start <= now() - make_interval(secs => ${windowSecs})
                            then 1 else login_throttle.failures + 1 end,
            window_start = case when login_throttle.window_start <= now() - make_interval(secs => ${windowSecs})
                            then now() else login_throttle.window_start end`);
      }
    },

    async clear(key: string) {
      await db.execute(sql`delete from login_throttle where key = ${key}`);
    },
  };
}

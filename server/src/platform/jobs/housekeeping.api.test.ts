import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../database.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { IDEMPOTENCY_KEYS_SWEEP_JOB } from "../../modules/ordering/index.js";
import { RATE_LIMITS_SWEEP_JOB } from "./housekeeping.js";

/** The hourly sweeps, run now: they delete what has ended and nothing else (sessions: auth.api.test.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const runNow = async (name: string) => {
  await t.app.jobs.send(name, {}, { db: t.database.db });
  return t.app.jobs.drain([name]);
};

describe("housekeeping jobs", () => {
  it("are scheduled hourly", async () => {
    const schedules = await t.app.jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual(
      expect.arrayContaining([
        ["idempotency-keys-sweep", "27 * * * *"],
        ["rate-limits-sweep", "17 * * * *"],
        ["sessions-sweep", "7 * * * *"],
      ]),
    );
  });

  it("rate-limits-sweep deletes counters whose window ended over an hour ago", async () => {
    await t.database.db.execute(sql`insert into rate_limits (key, hits, window_start, window_seconds) values
      ('test:old', 3, now() - interval '2 hours', 600), ('test:current', 3, now() - interval '5 minutes', 600)`);
    expect(await runNow(RATE_LIMITS_SWEEP_JOB)).toEqual({ completed: 1, failed: 0 });
    const keys = await queryRows<{ key: string }>(t.database.db, sql`select key from rate_limits where key like 'test:%' order by key`);
    expect(keys).toEqual([{ key: "test:current" }]);
  });

  it("idempotency-keys-sweep deletes every customer's checkout keys older than a day", async () => {
    const [user] = await queryRows<{ id: string }>(t.database.db, sql`select id from users where email = 'customer@demo.tavola.app'`);
    await t.database.db.execute(sql`insert into idempotency_keys (user_id, key, request_hash, response_status, response_body, created_at) values
      (${user!.id}, 'sweep-old', 'h', 201, '{}', now() - interval '25 hours'), (${user!.id}, 'sweep-new', 'h', 201, '{}', now() - interval '1 hour')`);
    expect(await runNow(IDEMPOTENCY_KEYS_SWEEP_JOB)).toEqual({ completed: 1, failed: 0 });
    const keys = await queryRows<{ key: string }>(t.database.db, sql`select key from idempotency_keys where key like 'sweep-%' order by key`);
    expect(keys).toEqual([{ key: "sweep-new" }]);
  });
});

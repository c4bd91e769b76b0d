import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { queryRows } from "../database.js";
import { openTestDatabase, type TestDatabase } from "../../test/database-kit.js";
import { createJobQueue, deadLetterQueue, type JobQueue } from "./job-queue.js";

/**
 * The job queue's behaviour on in-memory PGlite (pg-boss through our executeSql adapter). The races — two
 * workers, a restart — are in job-queue.concurrency.test.ts, which runs on Postgres too.
 */
let t: TestDatabase;
let jobs: JobQueue;
const effects: string[] = [];
let failNext = 0;
const failures = new Map<string, number>();

beforeAll(async () => {
  t = await openTestDatabase();
  await t.database.db.execute(sql`create table job_effects (key text primary key, runs int not null default 1)`);
  jobs = createJobQueue({ database: t.database, databaseUrl: t.databaseUrl });
  jobs.define("record", z.object({ key: z.string().max(50) }), async ({ key }) => {
    effects.push(key);
  });
  // Idempotent by construction: the effect is an insert with a unique key; a second run inserts nothing.
  jobs.define(
    "effect-then-crash",
    z.object({ key: z.string().max(50) }),
    async ({ key }) => {
      await t.database.db.execute(sql`insert into job_effects (key) values (${key}) on conflict (key) do nothing`);
      if (failNext > 0) {
        failNext--;
        throw new Error("crashed after its work");
      }
    },
    { retryDelaySeconds: 0, retryBackoff: false },
  );
  jobs.define(
    "always-fails",
    z.object({ n: z.number().int() }),
    async ({ n }) => {
      failures.set(String(n), (failures.get(String(n)) ?? 0) + 1);
      throw new Error(`attempt failed for ${n}`);
    },
    { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false },
  );
  jobs.define("backs-off", z.object({}), async () => Promise.reject(new Error("not yet")), { retryLimit: 3, retryDelaySeconds: 60 });
  jobs.define("one-per-key", z.object({ key: z.string().max(50) }), async () => {}, { policy: "short" });
  jobs.define("nightly", z.object({}), async () => {});
  jobs.schedule("nightly", "15 3 * * *", {}, { tz: "Europe/Copenhagen" });
  await jobs.start();
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
});

describe("job queue on PGlite", () => {
  it("enqueues in the caller's transaction: a rolled-back transaction enqueues nothing, a committed one runs once", async () => {
    effects.length = 0;
    await expect(
      t.database.db.transaction(async (tx) => {
        await jobs.send("record", { key: "rolled-back" }, { db: tx });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await t.database.db.transaction(async (tx) => {
      await jobs.send("record", { key: "committed" }, { db: tx });
    });
    expect(await jobs.drain(["record"])).toEqual({ completed: 1, failed: 0 });
    expect(effects).toEqual(["committed"]);
    expect(await jobs.drain(["record"])).toEqual({ completed: 0, failed: 0 });
  });

  it("refuses a payload its schema refuses, at send", async () => {
    await expect(jobs.send("record", { key: 42 }, { db: t.database.db })).rejects.toThrow();
    await expect(jobs.send("nobody-defined-me", {}, { db: t.database.db })).rejects.toThrow('"nobody-defined-me" is not defined');
  });

  it("a job that crashed after its work runs again and changes nothing the second time", async () => {
    failNext = 1;
    await jobs.send("effect-then-crash", { key: "k1" }, { db: t.database.db });
    expect(await jobs.drain(["effect-then-crash"])).toEqual({ completed: 1, failed: 1 });
    const rows = await queryRows<{ key: string; runs: number }>(t.database.db, sql`select key, runs from job_effects`);
    expect(rows).toEqual([{ key: "k1", runs: 1 }]);
  });

  it("retries a failing job up to its limit, then fails it and copies it to its dead-letter queue", async () => {
    const id = await jobs.send("always-fails", { n: 7 }, { db: t.database.db });
    expect(await jobs.drain(["always-fails"])).toEqual({ completed: 0, failed: 3 });
    expect(failures.get("7")).toBe(3); // the first run and two retries
    const job = await jobs.boss.getJobById("always-fails", id!);
    expect(job).toMatchObject({ state: "failed", retryCount: 2, output: { message: "attempt failed for 7" } });
    const [dead] = await jobs.boss.fetch(deadLetterQueue("always-fails"));
    expect(dead?.data).toEqual({ n: 7 });
  });

  it("backs off: after a failure the retry is not due until its delay has passed", async () => {
    const id = await jobs.send("backs-off", {}, { db: t.database.db });
    expect(await jobs.drain(["backs-off"])).toEqual({ completed: 0, failed: 1 });
    const job = await jobs.boss.getJobById("backs-off", id!);
    expect(job?.state).toBe("retry");
    expect(new Date(job!.startAfter).getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await jobs.drain(["backs-off"])).toEqual({ completed: 0, failed: 0 });
  });

  it("a singleton key queues one job per key", async () => {
    const first = await jobs.send("one-per-key", { key: "a" }, { db: t.database.db, singletonKey: "a" });
    const again = await jobs.send("one-per-key", { key: "a" }, { db: t.database.db, singletonKey: "a" });
    const other = await jobs.send("one-per-key", { key: "b" }, { db: t.database.db, singletonKey: "b" });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect(await jobs.drain(["one-per-key"])).toEqual({ completed: 2, failed: 0 });
  });

  it("a job sent for later is not run before its time", async () => {
    await jobs.send("record", { key: "later" }, { db: t.database.db, startAfter: new Date(Date.now() + 3_600_000) });
    expect(await jobs.drain(["record"])).toEqual({ completed: 0, failed: 0 });
  });

  it("stores cron schedules at start", async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.find((s) => s.name === "nightly")).toMatchObject({ cron: "15 3 * * *", timezone: "Europe/Copenhagen" });
  });

  it("a restart with changed options updates the queue and the schedule", async () => {
    const before = createJobQueue({ database: t.database, databaseUrl: t.databaseUrl });
    before.define("reconfigured", z.object({}), async () => {}, { retryLimit: 5 });
    before.schedule("reconfigured", "0 4 * * *");
    await before.start();
    await before.stop();
    const after = createJobQueue({ database: t.database, databaseUrl: t.databaseUrl });
    after.define("reconfigured", z.object({}), async () => {}, { retryLimit: 2, policy: "short" });
    after.schedule("reconfigured", "30 5 * * *", {}, { tz: "Europe/Copenhagen" });
    await after.start();
    expect(await after.boss.getQueue("reconfigured")).toMatchObject({ retryLimit: 2, policy: "short", deadLetter: "reconfigured__dead" });
    expect((await after.boss.getSchedules()).find((s) => s.name === "reconfigured")).toMatchObject({ cron: "30 5 * * *", timezone: "Europe/Copenhagen" });
    await after.stop();
  });

  it("refuses definitions after start", () => {
    expect(() => jobs.define("too-late", z.object({}), async () => {})).toThrow("after start()");
  });
});

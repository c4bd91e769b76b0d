import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { queryRows } from "../database.js";
import { openTestDatabase, type TestDatabase } from "../../test/database-kit.js";
import { createJobQueue, type JobQueue } from "./job-queue.js";

/**
 * Several pg-boss instances on one database, as several server processes run them (on Postgres each has a pool of
 * its own; the Postgres run is the proof). Jobs are picked with FOR UPDATE SKIP LOCKED, so one job runs once.
 */
let t: TestDatabase;
const runs = new Map<string, number>();
const waiters: { until: () => boolean; resolve: () => void }[] = [];
const count = (key: string) => {
  runs.set(key, (runs.get(key) ?? 0) + 1);
  for (const w of waiters.splice(0)) (w.until() ? w.resolve : () => waiters.push(w))();
};
const waitFor = (until: () => boolean) => new Promise<void>((resolve) => (until() ? resolve() : waiters.push({ until, resolve })));

/** One "process": a job queue with the test's two jobs, polling every half second when working. */
function processQueue(): JobQueue {
  const jobs = createJobQueue({ database: t.database, databaseUrl: t.databaseUrl, pollSeconds: 0.5 });
  jobs.define("work-item", z.object({ key: z.string().max(50) }), async ({ key }) => count(key));
  jobs.define("month-end", z.object({ month: z.string().max(7) }), async ({ month }) => count(`month-end:${month}`), { policy: "short" });
  return jobs;
}

beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t?.close();
});

describe("job queue with several workers", () => {
  it("two workers run each of 20 jobs exactly once", async () => {
    const [a, b] = [processQueue(), processQueue()];
    await a.start();
    await b.start();
    const keys = Array.from({ length: 20 }, (_, i) => `item-${i}`);
    await t.database.db.transaction(async (tx) => {
      for (const key of keys) await a.send("work-item", { key }, { db: tx });
    });
    // Both start polling on the same queue; whichever fetches a job first owns it.
    const [wa, wb] = [processQueue(), processQueue()];
    await Promise.all([wa.start({ work: true }), wb.start({ work: true })]);
    await waitFor(() => keys.every((k) => runs.has(k)));
    await Promise.all([wa.stop(), wb.stop(), a.stop(), b.stop()]);
    expect(keys.map((k) => runs.get(k))).toEqual(keys.map(() => 1));
    const states = await queryRows<{ state: string; n: number }>(
      t.database.db,
      sql`select state, count(*)::int as n from pgboss.job where name = 'work-item' group by state`,
    );
    expect(states).toEqual([{ state: "completed", n: 20 }]);
  });

  it("a singleton job sent by two processes at once is queued once and runs once", async () => {
    const [a, b] = [processQueue(), processQueue()];
    await Promise.all([a.start({ work: true }), b.start({ work: true })]);
    const ids = await Promise.all(
      // `short` alone keeps one *queued* job per key: once a worker has taken the first, another send would queue a
      // second. A singleton window makes it one job per key per hour, whatever the first one's state.
      [a, b].map((q) => q.send("month-end", { month: "2026-10" }, { db: t.database.db, singletonKey: "2026-10", singletonSeconds: 3600 })),
    );
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    await waitFor(() => runs.has("month-end:2026-10"));
    await Promise.all([a.stop(), b.stop()]);
    expect(runs.get("month-end:2026-10")).toBe(1);
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from pgboss.job where name = 'month-end'`);
    expect(row?.n).toBe(1);
  });

  it("a job survives a restart: sent, the process stops, a new process runs it", async () => {
    const before = processQueue();
    await before.start({ work: false });
    await t.database.db.transaction(async (tx) => {
      await before.send("work-item", { key: "after-restart" }, { db: tx });
    });
    await before.stop();
    expect(runs.has("after-restart")).toBe(false);
    const after = processQueue();
    await after.start({ work: true });
    await waitFor(() => runs.has("after-restart"));
    await after.stop();
    expect(runs.get("after-restart")).toBe(1);
  });
});

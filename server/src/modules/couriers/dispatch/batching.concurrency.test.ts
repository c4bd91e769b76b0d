import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/database.js";
import { NEAR_BELLINI, useDispatchApp, type DispatchTestContext } from "../../../test/dispatch-kit.js";
import { autoAssign, closeBidding } from "./award.service.js";

// One run OR one batch per courier, under races: on in-memory PGlite the transactions serialise; the Postgres run
// (TEST_DATABASE_URL, `npm run test:pg`) is the proof — bid awards and automatic assignment (which batches) give the
// same courier work at once, and the per-courier lock in the `delivery_jobs_one_run_or_batch` trigger lets one win.
let c: DispatchTestContext;
useDispatchApp((ctx) => (c = ctx), ["open", "assigned"]);

/** The test's couriers' active jobs (the seed's couriers keep theirs): one without a batch, or 1–3 of a single batch. */
async function holdings(courierIds: string[]) {
  return queryRows<{ courier_id: string; n: number; solo: number; batches: number }>(
    c.t.database.db,
    sql`select courier_id, count(*)::int as n, count(*) filter (where batch_id is null)::int as solo, count(distinct batch_id)::int as batches
          from delivery_jobs where status in ('assigned', 'picked_up') and courier_id in (${sql.join(courierIds.map((id) => sql`${id}::uuid`), sql`, `)})
         group by courier_id`,
  );
}

describe(`one run or one batch under races (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("a courier's two bid awards racing two automatic assignments that would batch two orders for them: one run or one batch, never both", async () => {
    const outcomes = { solo: 0, batch: 0 };
    for (let round = 0; round < 6; round++) {
      await c.t.database.db.execute(sql`update delivery_jobs set status = 'cancelled', cancel_reason = 'Next round' where status in ('open', 'assigned')`);
      await c.t.database.db.execute(sql`update courier_presence set online = false`);
      const sam = await c.d.courier(NEAR_BELLINI, "Sam");
      const bidOn = [(await c.d.acceptedOrder(c.customer, c.owner)).job!, (await c.d.acceptedOrder(c.customer, c.owner)).job!];
      for (const j of bidOn) expect((await c.d.k.json("POST", `/api/dispatch/jobs/${j.id}/bids`, sam.cookie, { amountCents: j.fee_floor_cents })).status).toBe(200);
      const bidless = [(await c.d.acceptedOrder(c.customer, c.owner)).job!, (await c.d.acceptedOrder(c.customer, c.owner)).job!];
      for (const j of [...bidOn, ...bidless]) await c.d.endWindow(j.id);
      const db = c.t.database.db;
      await Promise.all([closeBidding(db, bidOn[0]!.id), autoAssign(db), closeBidding(db, bidOn[1]!.id), autoAssign(db)]);
      const held = await holdings([sam.userId]);
      expect(held).toHaveLength(1);
      const h = held[0]!;
      expect(h.courier_id).toBe(sam.userId);
      // Either exactly one solo run, or 2–3 jobs of one batch and nothing else.
      if (h.solo > 0) expect(h).toMatchObject({ n: 1, solo: 1, batches: 0 });
      else expect(h.batches === 1 && h.n >= 2 && h.n <= 3).toBe(true);
      outcomes[h.solo > 0 ? "solo" : "batch"]++;
    }
    expect(outcomes.solo + outcomes.batch).toBe(6);
  }, 180_000);

  it("50 couriers and 30 bidless orders assigned by three sweeps at once: each order to one courier, each courier one run or one batch", async () => {
    const fleet = [];
    for (let i = 0; i < 50; i += 10) fleet.push(...(await Promise.all(Array.from({ length: 10 }, () => c.d.courier(NEAR_BELLINI)))));
    const jobs = [];
    for (let i = 0; i < 30; i++) jobs.push((await c.d.acceptedOrder(c.customer, c.owner)).job!);
    for (const j of jobs) await c.d.endWindow(j.id);
    const db = c.t.database.db;
    const results = await Promise.all([autoAssign(db), autoAssign(db), autoAssign(db)]);
    expect(results.reduce((s, r) => s + r.batches, 0)).toBeGreaterThan(0);
    const ours = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from delivery_jobs where status = 'assigned' and id in (${sql.join(jobs.map((j) => sql`${j.id}::uuid`), sql`, `)})`);
    expect(ours[0]!.n).toBe(30);
    const held = await holdings(fleet.map((f) => f.userId));
    expect(held.reduce((s, h) => s + h.n, 0)).toBe(30);
    for (const h of held) {
      if (h.solo > 0) expect(h).toMatchObject({ n: 1, solo: 1 });
      else expect(h.batches === 1 && h.n >= 2 && h.n <= 3, JSON.stringify(h)).toBe(true);
    }
  }, 240_000);
});

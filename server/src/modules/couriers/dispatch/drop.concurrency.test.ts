import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/database.js";
import { type DispatchKit, NEAR_BELLINI, useDispatchApp } from "../../../test/dispatch-kit.js";
import type { TestApp } from "../../../test/test-app.js";
import { autoAssign, closeBidding } from "./award.service.js";
import { dropRun } from "./drop.service.js";

// A drop racing the award and automatic assignment: on in-memory PGlite the transactions serialise; the Postgres
// run (TEST_DATABASE_URL, `npm run test:pg`) is the proof — the job's row lock, the `status = 'open'` guard and the
// one-active-run unique index leave exactly one courier on the job, never the one who dropped it.
let t: TestApp;
let d: DispatchKit;
let customer: string;
let owner: string;
useDispatchApp((c) => ({ t, d, customer, owner } = c), ["open", "assigned"]);

const WINDOW_SECONDS = 30;

describe(`re-dispatch under races (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("a drop racing window closes and automatic assignments leaves exactly one active assignment, never the dropper's", async () => {
    const sam = await d.courier(NEAR_BELLINI, "Sam");
    const others = await Promise.all([d.courier(NEAR_BELLINI, "Lee"), d.courier(NEAR_BELLINI, "Kim"), d.courier(NEAR_BELLINI, "Ana")]);
    const deps = { db: t.database.db, jobs: t.app.jobs };
    for (let round = 0; round < 6; round++) {
      const { job } = await d.acceptedOrder(customer, owner);
      expect((await d.k.json("POST", `/api/dispatch/jobs/${job!.id}/bids`, sam.cookie, { amountCents: job!.fee_floor_cents })).status).toBe(200);
      await d.endWindow(job!.id);
      expect(await closeBidding(t.database.db, job!.id)).toBe("awarded");

      // Past the reopened window, as the sweep would see it a minute later.
      const later = new Date(Date.now() + (WINDOW_SECONDS + 30) * 1000);
      const outcomes = await Promise.allSettled([
        dropRun(deps, sam.userId, job!.id, { reason: "vehicle_problem" }, WINDOW_SECONDS),
        dropRun(deps, sam.userId, job!.id, { reason: "accident" }, WINDOW_SECONDS),
        autoAssign(t.database.db, later),
        closeBidding(t.database.db, job!.id, later),
        autoAssign(t.database.db, later),
      ]);
      // One drop lands; the other finds the job no longer Sam's (404) — never two drops, never a 500.
      const drops = outcomes.slice(0, 2);
      expect(drops.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      for (const o of drops) if (o.status === "rejected") expect((o.reason as { code?: string }).code).toBe("not_found");
      for (const o of outcomes.slice(2)) expect(o.status).toBe("fulfilled");
      // Whatever the interleaving, one more sweep settles the job exactly once.
      if ((await d.jobRow(job!.id)).status === "open") await autoAssign(t.database.db, later);

      const row = await d.jobRow(job!.id);
      expect(row.status).toBe("assigned");
      expect(others.map((c) => c.userId)).toContain(row.courier_id);
      const recorded = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from delivery_job_drops where job_id = ${job!.id}`);
      expect(Number(recorded[0]!.n)).toBe(1);
      // Units of work per courier: one run, or one batch (the demo courier carries a seeded batch).
      const active = await queryRows<{ courier_id: string; n: number }>(
        t.database.db,
        sql`select courier_id, count(distinct coalesce(batch_id, id))::int as n from delivery_jobs where status in ('assigned', 'picked_up') group by courier_id`,
      );
      for (const a of active) expect(Number(a.n), a.courier_id).toBe(1);
      // Free the assignee for the next round.
      await t.database.db.execute(sql`update delivery_jobs set status = 'cancelled', cancel_reason = 'Round over' where id = ${job!.id}`);
    }
  });
});

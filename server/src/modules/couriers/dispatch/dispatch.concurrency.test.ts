import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/database.js";
import { type DispatchKit, NEAR_BELLINI, useDispatchApp } from "../../../test/dispatch-kit.js";
import type { TestApp } from "../../../test/test-app.js";
import { autoAssign, closeBidding } from "./award.service.js";
import { runWeeklyPayouts } from "./payouts.service.js";

// Races on the award: on in-memory PGlite the transactions serialise; the Postgres run (TEST_DATABASE_URL) is the
// proof — bids, window closes and automatic assignment in concurrent transactions on the job's row lock and the
// one-active-run unique index.
let t: TestApp;
let d: DispatchKit;
let customer: string;
let owner: string;
useDispatchApp((c) => ({ t, d, customer, owner } = c), []);

/** `n` couriers on shift near the restaurant, made ten at a time (each is a sign-up). */
async function couriers(n: number) {
  const out: Array<{ cookie: string; userId: string }> = [];
  for (let i = 0; i < n; i += 10) out.push(...(await Promise.all(Array.from({ length: Math.min(10, n - i) }, () => d.courier(NEAR_BELLINI)))));
  return out;
}
const bid = (cookie: string, jobId: string, amountCents: number) =>
  t.app.inject({ method: "POST", url: `/api/dispatch/jobs/${jobId}/bids`, headers: { cookie }, payload: { amountCents } });
/** Each courier's active work in units: one run, or one batch of 2–3 runs (the demo courier carries a seeded batch). */
const activeRuns = () =>
  queryRows<{ courier_id: string; n: number }>(t.database.db, sql`select courier_id, count(distinct coalesce(batch_id, id))::int as n from delivery_jobs where status in ('assigned','picked_up') group by courier_id`);

describe(`dispatch under races (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("50 couriers bidding while the window closes (three closers at once): one award, to a courier whose bid was taken", async () => {
    const fleet = await couriers(50);
    const { job } = await d.acceptedOrder(customer, owner);
    const { fee_floor_cents: floor, fee_cap_cents: cap } = job!;
    const bids = fleet.map((c, i) => bid(c.cookie, job!.id, floor + ((i * 5) % (cap - floor + 5))));
    const closing = (async () => {
      await d.endWindow(job!.id);
      return Promise.all([closeBidding(t.database.db, job!.id), closeBidding(t.database.db, job!.id), closeBidding(t.database.db, job!.id)]);
    })();
    const [answers, outcomes] = await Promise.all([Promise.all(bids), closing]);
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    expect(outcomes.filter((o) => o === "awarded").length).toBeLessThanOrEqual(1);
    // Whatever the interleaving, the window is closed now: one more close (or the sweep's) settles it exactly once.
    if (!outcomes.includes("awarded")) {
      const again = await closeBidding(t.database.db, job!.id);
      if (again === "no_bids") await autoAssign(t.database.db);
    }
    const row = await d.jobRow(job!.id);
    expect(row.status).toBe("assigned");
    const accepted = fleet.filter((_, i) => answers[i]!.statusCode === 200).map((c) => c.userId);
    if (accepted.length > 0) expect(accepted).toContain(row.courier_id);
    const bidRows = await queryRows<{ courier_id: string }>(t.database.db, sql`select courier_id from delivery_bids where job_id = ${job!.id}`);
    expect(bidRows.map((b) => b.courier_id).sort()).toEqual([...accepted].sort());
    expect((await activeRuns()).every((r) => r.n === 1)).toBe(true);
  }, 120_000);

  it("50 couriers on three jobs closing at once: one award per job, no courier with two runs", async () => {
    const fleet = await couriers(50);
    const jobs = [];
    for (let i = 0; i < 3; i++) jobs.push((await d.acceptedOrder(customer, owner)).job!);
    // Every courier bids on every job at the floor: the scores tie on price, so the same couriers lead on all three.
    const answers = await Promise.all(jobs.flatMap((j) => fleet.map((c) => bid(c.cookie, j.id, j.fee_floor_cents))));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    for (const j of jobs) await d.endWindow(j.id);
    const outcomes = await Promise.all(jobs.flatMap((j) => [closeBidding(t.database.db, j.id), closeBidding(t.database.db, j.id)]));
    expect(outcomes.filter((o) => o === "awarded").length).toBe(3);
    const rows = await Promise.all(jobs.map((j) => d.jobRow(j.id)));
    expect(rows.every((r) => r.status === "assigned")).toBe(true);
    expect(new Set(rows.map((r) => r.courier_id)).size).toBe(3);
    expect((await activeRuns()).every((r) => r.n === 1)).toBe(true);
  }, 120_000);

  it("a courier awarded two jobs at once is refused the second: it stays open for someone else", async () => {
    const [solo] = await couriers(1);
    const a = (await d.acceptedOrder(customer, owner)).job!;
    const b = (await d.acceptedOrder(customer, owner)).job!;
    expect((await bid(solo!.cookie, a.id, a.fee_floor_cents)).statusCode).toBe(200);
    expect((await bid(solo!.cookie, b.id, b.fee_floor_cents)).statusCode).toBe(200);
    await d.endWindow(a.id);
    await d.endWindow(b.id);
    const outcomes = await Promise.all([closeBidding(t.database.db, a.id), closeBidding(t.database.db, b.id), autoAssign(t.database.db)]);
    expect(outcomes.slice(0, 2).filter((o) => o === "awarded").length).toBe(1);
    const rows = [await d.jobRow(a.id), await d.jobRow(b.id)];
    expect(rows.filter((r) => r.courier_id === solo!.userId).length).toBe(1);
    expect(rows.filter((r) => r.status === "open").length).toBe(1);
    // And the database itself refuses a second active run, whoever tries.
    const open = rows[0]!.status === "open" ? a : b;
    await expect(
      t.database.db.execute(sql`update delivery_jobs set status = 'assigned', courier_id = ${solo!.userId}, fee_cents = fee_cap_cents, award_method = 'auto' where id = ${open.id}`),
    ).rejects.toThrow();
  }, 120_000);

  it("the weekly payout run three times at once: one payout for the courier's week", async () => {
    const [c] = await couriers(1);
    const { job } = await d.acceptedOrder(customer, owner);
    const lastWeek = sql`((date_trunc('week', now() at time zone 'America/New_York') - interval '4 days') at time zone 'America/New_York')`;
    await t.database.db.execute(sql`insert into courier_earnings (courier_id, job_id, kind, amount_cents, created_at) values
      (${c!.userId}, ${job!.id}, 'fee', 600, ${lastWeek}), (${c!.userId}, ${job!.id}, 'commission', -48, ${lastWeek}), (${c!.userId}, ${job!.id}, 'tip', 100, ${lastWeek})`);
    const made = await Promise.all([runWeeklyPayouts(t.database.db), runWeeklyPayouts(t.database.db), runWeeklyPayouts(t.database.db)]);
    const rows = await queryRows<{ gross_cents: number; net_cents: number }>(t.database.db, sql`select gross_cents, net_cents from courier_payouts where courier_id = ${c!.userId}`);
    expect(rows).toEqual([{ gross_cents: 700, net_cents: 652 }]);
    expect(made.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
  }, 60_000);
});

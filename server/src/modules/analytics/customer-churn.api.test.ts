import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHURN_SEGMENTS, type CustomerChurn, type CustomerChurnPending } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { CHURN_FIT_JOB, runFit } from "./churn/churn-store.js";
import { fitInWorker } from "./churn/fit-in-worker.js";
import { customerChurn } from "./churn/churn.service.js";

/**
 * /api/analytics/customer-churn over the demo's order history: never fitted in the request (a holdout not fitted yet
 * is queued for the fit job, the answer is immediate), executives only, every customer's order days and
 * spend as the orders table says (summed here independently), segments that add up, and a calibration whose
 * observed side is the holdout's real order days.
 */
let t: TestApp;
let ceo: string;
let orders: Array<{ customer_id: string; placed_at: Date; total_cents: number }>;

beforeAll(async () => {
  t = await createTestApp({ DEMO_HISTORY_DAYS: "120" });
  ceo = await signInAs(t.app, "ceo");
  orders = await queryRows(
    t.database.db,
    sql`select customer_id, placed_at, total_cents from orders where customer_id is not null and status not in ('rejected', 'cancelled')`,
  );
}, 60_000);
afterAll(async () => t?.close());

const churn = async (query = "", cookie = ceo) => t.app.inject({ method: "GET", url: `/api/analytics/customer-churn${query}`, headers: cookie ? { cookie } : {} });
const utcDay = (d: Date | string) => new Date(d).toISOString().slice(0, 10);
const storedFits = async () => (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from analytics_churn_results`))[0]!.n;
/** The holdout's stored fit: asked for, and its queued fit job run when it was not fitted yet. */
const fitted = async (holdoutDays: number) => {
  let res = await churn(`?holdoutDays=${holdoutDays}`);
  if (res.statusCode === 202 || res.json<CustomerChurn>().pending) {
    await t.app.jobs.drain([CHURN_FIT_JOB]);
    res = await churn(`?holdoutDays=${holdoutDays}`);
  }
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CustomerChurn>();
};

describe("churn fits run in a job, never in the request", () => {
  it("nothing stored: 202 with the queued fit at once; the job stores it; another holdout answers the stored fit without its calibration until its own fit is stored", async () => {
    expect(await storedFits()).toBe(0);
    const first = await churn("?holdoutDays=28");
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json<CustomerChurnPending>().pending).toMatchObject({ holdoutDays: 28, state: "queued", progress: 0 });
    // Asked again while queued: the same fit, not a second one; still nothing fitted by the requests.
    expect((await churn("?holdoutDays=28")).statusCode).toBe(202);
    expect(await storedFits()).toBe(0);
    expect(await t.app.jobs.drain([CHURN_FIT_JOB])).toEqual({ completed: 1, failed: 0 });

    const stored = await churn("?holdoutDays=28");
    expect(stored.statusCode).toBe(200);
    const body = stored.json<CustomerChurn>();
    expect(body.pending).toBeNull();
    expect(body.calibration?.holdoutDays).toBe(28);

    const other = await churn("?holdoutDays=56");
    expect(other.statusCode).toBe(200);
    const shown = other.json<CustomerChurn>();
    expect(shown.calibration).toBeNull();
    expect(shown.pending).toMatchObject({ holdoutDays: 56, state: "queued" });
    expect(shown.segments).toEqual(body.segments);
    expect(await storedFits()).toBe(1);

    // A running fit shows its progress as the job wrote it.
    await t.database.db.execute(sql`update analytics_churn_fits set started_at = now(), progress = 0.4 where holdout_days = 56`);
    expect((await churn("?holdoutDays=56")).json<CustomerChurn>().pending).toMatchObject({ holdoutDays: 56, state: "running", progress: 0.4 });
    expect(await t.app.jobs.drain([CHURN_FIT_JOB])).toEqual({ completed: 1, failed: 0 });
    const own = (await churn("?holdoutDays=56")).json<CustomerChurn>();
    expect(own.pending).toBeNull();
    expect(own.calibration?.holdoutDays).toBe(56);
    expect(await storedFits()).toBe(2);
  });

  it("a fit reports its progress as it goes, rising to its end", async () => {
    const seen: number[] = [];
    await customerChurn(t.database.db, { holdoutDays: 42 }, new Date(), (p) => seen.push(p));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.every((p) => p >= 0 && p <= 1)).toBe(true);
  });
});

describe("the fit's worker thread", () => {
  it("a worker that dies fails the fit cleanly — no fit stored, no fit left 'running' — and the job's retry stores it", async () => {
    const holdout = 35;
    const crashing = (h: Parameters<typeof fitInWorker>[0], weeks: number, onProgress: (p: number) => void) => fitInWorker(h, weeks, onProgress, "process.exit(9)");
    await expect(runFit(t.database.db, holdout, new Date(), crashing)).rejects.toThrow(/exited \(code 9\)/);
    const left = await queryRows<{ n: number }>(t.database.db, sql`
      select (select count(*) from analytics_churn_fits where holdout_days = ${holdout})::int
           + (select count(*) from analytics_churn_results where holdout_days = ${holdout})::int as n`);
    expect(left[0]!.n).toBe(0);
    // pg-boss runs the job again (retryLimit): this time the worker answers and the fit is stored.
    const result = await runFit(t.database.db, holdout);
    expect(result.calibration?.holdoutDays).toBe(holdout);
    expect((await churn(`?holdoutDays=${holdout}`)).json<CustomerChurn>()).toMatchObject({ pending: null, calibration: { holdoutDays: holdout } });
  });
});

describe("GET /api/analytics/customer-churn", () => {
  it("signed out 401; a customer, a restaurant owner and a courier 403; the ceo and a super admin 200", async () => {
    expect((await churn("", "")).statusCode).toBe(401);
    for (const role of ["customer", "restaurant_owner", "courier"]) expect((await churn("", await signInAs(t.app, role))).statusCode).toBe(403);
    expect((await churn("", await signInAs(t.app, "super_admin"))).statusCode).toBe(200);
  });

  it("refuses a holdout outside 14–180 days with the field's message", async () => {
    for (const [q, message] of [
      ["?holdoutDays=5", "Holdout is at least 14 days"],
      ["?holdoutDays=400", "Holdout is at most 180 days"],
      ["?holdoutDays=abc", "Holdout is a number of days (14–180)"],
    ] as const) {
      const res = await churn(q);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
  });

  it("counts every customer's order days and spend as the orders say, and segments that add up", async () => {
    const body = await fitted(28);
    const perCustomer = new Map<string, { days: Set<string>; cents: number }>();
    for (const o of orders) {
      const c = perCustomer.get(o.customer_id) ?? { days: new Set<string>(), cents: 0 };
      c.days.add(utcDay(o.placed_at));
      c.cents += Number(o.total_cents);
      perCustomer.set(o.customer_id, c);
    }
    expect(body.customers).toBe(perCustomer.size);
    expect(body.customers).toBeGreaterThan(100);
    expect(body.segments.map((s) => s.key)).toEqual(CHURN_SEGMENTS.map((s) => s.key));
    expect(body.segments.reduce((s, x) => s + x.customers, 0)).toBe(body.customers);
    expect(body.segments.reduce((s, x) => s + x.spentCents, 0)).toBe([...perCustomer.values()].reduce((s, c) => s + c.cents, 0));
    // Every segment is populated by a history this long (customers join, reorder and drift away).
    for (const s of body.segments) expect(s.customers, s.key).toBeGreaterThan(0);

    for (const c of [...body.winBack, ...body.atRisk]) {
      const mine = perCustomer.get(c.customerId)!;
      expect(c.orderDays).toBe(mine.days.size);
      expect(c.spentCents).toBe(mine.cents);
      expect(c.lastOrderAt).toBe([...mine.days].sort().at(-1));
    }
    expect(body.winBack.every((c) => c.segment === "lost" && c.pActive < 0.3)).toBe(true);
    expect(body.atRisk.every((c) => c.segment === "at_risk" && c.pActive >= 0.3 && c.pActive < 0.7 && c.orderDays >= 2)).toBe(true);
    const spent = body.winBack.map((c) => c.spentCents);
    expect(spent).toEqual([...spent].sort((a, b) => b - a));
    // A lost customer's last order is older than an active one's, on average: the model reads recency.
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(body.winBack.map((c) => Date.parse(c.lastOrderAt)))).toBeLessThan(mean(body.atRisk.map((c) => Date.parse(c.lastOrderAt))));
  });

  it("calibrates on a holdout it did not fit on: the observed side is the holdout's real order days", async () => {
    const body = await fitted(28);
    const cal = body.calibration!;
    expect(cal).not.toBeNull();
    expect(cal.deciles).toHaveLength(10);
    expect(cal.deciles.reduce((s, d) => s + d.customers, 0)).toBe(cal.customers);
    // Customers known before the cutoff, and their order days from it to today, summed here.
    const known = new Set<string>();
    const holdout = new Set<string>();
    for (const o of orders) {
      const day = utcDay(o.placed_at);
      if (day < cal.from) known.add(o.customer_id);
    }
    for (const o of orders) {
      const day = utcDay(o.placed_at);
      if (day >= cal.from && day <= cal.to && known.has(o.customer_id)) holdout.add(`${o.customer_id}|${day}`);
    }
    expect(cal.customers).toBe(known.size);
    expect(cal.observedTotal).toBe(holdout.size);
    const weighted = cal.deciles.reduce((s, d) => s + d.observed * d.customers, 0);
    expect(weighted).toBeCloseTo(cal.observedTotal, 0);
    expect(cal.predictedTotal).toBeGreaterThan(0);
    expect(body.model.params.r).toBeGreaterThan(0);
  });
});

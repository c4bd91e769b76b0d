import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InsightAnomalies, InsightAnswer } from "@tavola/contracts";
import { queryRows } from "../../../platform/database.js";
import { createTestApp, signInAs, type TestApp } from "../../../test/test-app.js";
import { QUESTIONS_PER_MINUTE } from "./insights.routes.js";

/**
 * /ai-executive-control's API on the demo history (120 days, as `npm start` seeds) and the insights demo (Spice Route's bad lunch
 * yesterday): only executives read it; the seeded spike is found and explained; answers reconcile with SQL.
 */
let t: TestApp;
let ceo: string;
const TZ = "America/New_York";

beforeAll(async () => {
  t = await createTestApp({ DEMO_HISTORY_DAYS: "120" });
  ceo = await signInAs(t.app, "ceo");
}, 120_000);
afterAll(async () => t?.close());

const anomalies = (cookie?: string, query = `tz=${encodeURIComponent(TZ)}`) =>
  t.app.inject({ method: "GET", url: `/api/analytics/insights/anomalies?${query}`, headers: cookie ? { cookie } : {} });
const ask = (question: string, cookie?: string, tz = TZ) =>
  t.app.inject({ method: "POST", url: "/api/analytics/insights/ask", payload: { question, tz }, headers: cookie ? { cookie } : {} });
const answer = async (question: string) => {
  const res = await ask(question, ceo);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InsightAnswer>();
};
const localDate = (d: Date, tz: string) => new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe("who may read the insights", () => {
  it("signed out: 401 on both endpoints", async () => {
    expect((await anomalies()).statusCode).toBe(401);
    expect((await ask("orders yesterday")).statusCode).toBe(401);
  });

  for (const role of ["customer", "restaurant_owner", "courier"]) {
    it(`${role}: 403 on both endpoints`, async () => {
      const cookie = await signInAs(t.app, role);
      expect((await anomalies(cookie)).statusCode).toBe(403);
      expect((await ask("orders yesterday", cookie)).statusCode).toBe(403);
    });
  }

  for (const role of ["ceo", "super_admin"]) {
    it(`${role}: data from both endpoints`, async () => {
      const cookie = await signInAs(t.app, role);
      const a = await anomalies(cookie);
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json<InsightAnomalies>().latest).toHaveLength(8);
      const q = await ask("orders yesterday", cookie);
      expect(q.statusCode, q.body).toBe(200);
      expect(q.json<InsightAnswer>().understood).toBe(true);
    });
  }
});

describe("KPI anomalies", () => {
  it("flags Spice Route's bad lunch yesterday and names it first, the parts adding up to the change", async () => {
    const res = await anomalies(ceo);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<InsightAnomalies>();
    const yesterday = addDays(localDate(new Date(), TZ), -1);
    expect(body.asOf).toBe(yesterday);
    const ofYesterday = body.anomalies.filter((a) => a.date === yesterday);
    const kpis = ofYesterday.map((a) => a.kpi);
    expect(kpis).toEqual(expect.arrayContaining(["cancellations", "refunds"]));
    for (const a of ofYesterday.filter((x) => ["cancellations", "refunds", "negativeFeedbackShare"].includes(x.kpi))) {
      expect(a.direction).toBe("up");
      expect(a.bad).toBe(true);
      expect(a.value).toBeGreaterThan(a.high);
      expect(a.contributors[0]!.name).toBe("Spice Route");
      const parts = a.contributors.reduce((s, c) => s + c.contribution, 0);
      expect(parts).toBeCloseTo(a.change, 6);
      expect(a.series.length).toBeGreaterThan(20);
    }
    // Yesterday's orders and GMV look like a normal day of its weekday: the history's gap was filled, no false drop.
    expect(ofYesterday.filter((a) => a.kpi === "orders" || a.kpi === "gmv")).toEqual([]);
  });

  it("the day's figure is the sum over the rows", async () => {
    const body = (await anomalies(ceo)).json<InsightAnomalies>();
    const [row] = await queryRows<{ cancelled: number }>(
      t.database.db,
      sql`select count(*)::int as cancelled from orders
          where status in ('cancelled', 'rejected') and (placed_at at time zone ${TZ})::date = ${body.asOf}::date`,
    );
    expect(body.latest.find((k) => k.kpi === "cancellations")!.value).toBe(row!.cancelled);
  });

  it("refuses a bad zone or scan length with the field's message", async () => {
    const res = await anomalies(ceo, "tz=Mars/Olympus");
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Unknown time zone");
    expect((await anomalies(ceo, "days=99")).statusCode).toBe(400);
  });
});

describe("questions in plain English", () => {
  it("revenue last week by restaurant reconciles with a direct SQL sum", async () => {
    const a = await answer("Revenue last week by restaurant");
    if (!a.understood) throw new Error(a.message);
    const today = localDate(new Date(), TZ);
    const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    expect(a.range).toMatchObject({ from: addDays(monday, -7), to: addDays(monday, -1) });
    expect(a.intent).toBe("revenue_by_restaurant");
    expect(a.interpretation).toMatch(/^revenue by restaurant, /);
    const rows = await queryRows<{ name: string; gmv: string }>(
      t.database.db,
      sql`select r.name, sum(o.total_cents)::bigint as gmv from orders o join restaurants r on r.id = o.restaurant_id
          where o.status not in ('cancelled', 'rejected') and (o.placed_at at time zone ${TZ})::date between ${a.range.from}::date and ${a.range.to}::date
          group by r.name order by gmv desc, r.name`,
    );
    expect(a.rows.map((r) => [r.restaurant, r.revenue])).toEqual(rows.map((r) => [r.name, Number(r.gmv)]));
    expect(a.total).toBe(rows.reduce((s, r) => s + Number(r.gmv), 0));
  });

  it("the intents read from the rollups reconcile with SQL over the rows: orders by day, refunds by restaurant, new customers", async () => {
    const db = t.database.db;
    const byDay = await answer("Orders by day last 30 days");
    if (!byDay.understood) throw new Error(byDay.message);
    expect(byDay.intent).toBe("orders_by_day");
    const days = await queryRows<{ day: string; n: number; gmv: string }>(db, sql`
      select to_char((placed_at at time zone ${TZ})::date, 'YYYY-MM-DD') as day, count(*)::int as n, sum(total_cents)::bigint as gmv from orders
      where status not in ('cancelled', 'rejected') and (placed_at at time zone ${TZ})::date between ${byDay.range.from}::date and ${byDay.range.to}::date group by 1`);
    const expectedDays = new Map(days.map((d) => [d.day, [d.n, Number(d.gmv)]]));
    for (const r of byDay.rows) expect([r.orders, r.revenue], String(r.day)).toEqual(expectedDays.get(String(r.day)) ?? [0, 0]);
    expect(byDay.total).toBe(days.reduce((s, d) => s + d.n, 0));

    const refunds = await answer("Refunds by restaurant last 30 days");
    if (!refunds.understood) throw new Error(refunds.message);
    const refundRows = await queryRows<{ name: string; cents: string; n: number }>(db, sql`
      select r.name, sum(po.amount_cents)::bigint as cents, count(*)::int as n
      from payment_operations po join payments p on p.id = po.payment_id join orders o on o.id = p.order_id join restaurants r on r.id = o.restaurant_id
      where po.kind = 'refund' and (po.created_at at time zone ${TZ})::date between ${refunds.range.from}::date and ${refunds.range.to}::date
      group by r.name`);
    expect(refundRows.length).toBeGreaterThan(0);
    expect(new Map(refunds.rows.map((r) => [r.restaurant, [r.refunded, r.refunds]]))).toEqual(new Map(refundRows.map((r) => [r.name, [Number(r.cents), r.n]])));

    const fresh = await answer("New customers last 30 days");
    if (!fresh.understood) throw new Error(fresh.message);
    expect(fresh.intent).toBe("new_customers_by_day");
    const firsts = await queryRows<{ day: string; n: number }>(db, sql`
      with f as (select customer_id, min(placed_at) as at from orders where customer_id is not null and status not in ('cancelled', 'rejected') group by 1)
      select to_char((at at time zone ${TZ})::date, 'YYYY-MM-DD') as day, count(*)::int as n from f
      where (at at time zone ${TZ})::date between ${fresh.range.from}::date and ${fresh.range.to}::date group by 1`);
    expect(firsts.length).toBeGreaterThan(0);
    const expectedFirsts = new Map(firsts.map((d) => [d.day, d.n]));
    for (const r of fresh.rows) expect(r.customers, String(r.day)).toBe(expectedFirsts.get(String(r.day)) ?? 0);
  });

  it("cancellations by restaurant yesterday reconcile, Spice Route first", async () => {
    const a = await answer("cancellations by restaurant yesterday");
    if (!a.understood) throw new Error(a.message);
    const rows = await queryRows<{ name: string; n: number }>(
      t.database.db,
      sql`select r.name, count(*)::int as n from orders o join restaurants r on r.id = o.restaurant_id
          where o.status in ('cancelled', 'rejected') and (o.placed_at at time zone ${TZ})::date = ${a.range.from}::date group by r.name`,
    );
    expect(a.rows[0]!.restaurant).toBe("Spice Route");
    expect(a.total).toBe(rows.reduce((s, r) => s + r.n, 0));
    for (const r of rows) expect(a.rows.find((x) => x.restaurant === r.name)?.cancelled).toBe(r.n);
  });

  it("top dishes this month at a restaurant named with a typo", async () => {
    const a = await answer("top 3 dishes at trattoria belini this month");
    if (!a.understood) throw new Error(a.message);
    expect(a.restaurant?.name).toBe("Trattoria Bellini");
    expect(a.rows.length).toBeLessThanOrEqual(3);
    expect(a.rows.every((r) => r.restaurant === "Trattoria Bellini")).toBe(true);
    const quantities = a.rows.map((r) => Number(r.quantity));
    expect([...quantities].sort((x, y) => y - x)).toEqual(quantities);
  });

  it("which dishes get the most complaints: each restaurant's troubled dish from the demo feedback", async () => {
    const a = await answer("which dishes get the most complaints");
    if (!a.understood) throw new Error(a.message);
    expect(a.intent).toBe("dish_complaints");
    expect(a.rows.length).toBeGreaterThan(0);
    expect(Number(a.rows[0]!.complaints)).toBeGreaterThan(0);
  });

  it("says plainly what it cannot answer, and lists what it can", async () => {
    const a = await answer("what was our profit last month");
    expect(a.understood).toBe(false);
    if (a.understood) return;
    expect(a.message).toMatch(/profit/);
    expect(a.examples).toContain("Revenue last week by restaurant");
  });

  it("bounds the question's length and needs one", async () => {
    const long = await ask("revenue ".repeat(40), ceo);
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain("Keep the question under 200 characters");
    expect((await ask("   ", ceo)).statusCode).toBe(400);
  });

  it(`limits an executive to ${QUESTIONS_PER_MINUTE} questions a minute`, async () => {
    const cookie = await signInAs(t.app, "super_admin");
    const codes: number[] = [];
    for (let i = 0; i < QUESTIONS_PER_MINUTE + 1; i++) codes.push((await ask("hello", cookie)).statusCode);
    expect(codes.slice(0, QUESTIONS_PER_MINUTE - 1).every((c) => c === 200)).toBe(true);
    expect(codes[codes.length - 1]).toBe(429);
  });
});

import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FinanceFigures, FinanceReport } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { refreshRollups } from "./rollups/rollup-refresh.js";
import { addPosLedgerRows } from "./rollups/rollup-test-kit.js";

/**
 * Financial analytics reconcile to the ledgers to the cent: every figure of the report — totals, each period, each
 * restaurant, what belongs to none — and every row and the total of its CSV equal sums taken here, in JavaScript, over
 * the raw rows of each ledger (joined here too; POS discounts and POS cash refunds among them), for random ranges,
 * zones and period lengths.
 */
let t: TestApp;
let ceo: string;
type Row = Record<string, unknown>;
type Entry = { at: Date; restaurantId: string | null; figures: Partial<FinanceFigures> };
let entries: Entry[];
const RENAMED = `Smoke, "Oak" & =Grill`;

const all = (table: string) => queryRows<Row>(t.database.db, sql.raw(`select * from ${table}`));

beforeAll(async () => {
  t = await createTestApp({ DEMO_HISTORY_DAYS: "60" });
  ceo = await signInAs(t.app, "ceo");
  // A name that needs quoting and defusing in a CSV.
  await t.database.db.execute(sql`update restaurants set name = ${RENAMED} where id = (select restaurant_id from orders group by 1 order by count(*) desc limit 1)`);
  // POS discounts (GMV is net of them) and POS cash refunds across the history, taken into the rollups.
  await addPosLedgerRows(t.database.db, 60);
  await refreshRollups(t.database.db);
  const [orders, earnings, jobs, ops, payments, deposits, balances, quotes, leads, payouts, posDiscounts, posRefunds] = await Promise.all(
    ["orders", "courier_earnings", "delivery_jobs", "payment_operations", "payments", "catering_deposit_payments", "catering_balance_payments", "catering_quotes", "catering_leads", "courier_payouts", "pos_discounts", "pos_refunds"].map(all),
  );
  const byId = (rows: Row[]) => new Map(rows!.map((r) => [String(r.id), r]));
  const jobById = byId(jobs!);
  const orderById = byId(orders!);
  const paymentById = byId(payments!);
  const quoteById = byId(quotes!);
  const leadById = byId(leads!);
  const num = (v: unknown) => Number(v);
  const rid = (v: unknown) => (v === null || v === undefined ? null : String(v));
  const cateringRestaurant = (quoteId: unknown) => rid(leadById.get(String(quoteById.get(String(quoteId))!.lead_id))!.restaurant_id);
  entries = [
    ...orders!
      .filter((o) => !["rejected", "cancelled"].includes(String(o.status)))
      .map((o) => ({
        at: new Date(o.placed_at as string),
        restaurantId: rid(o.restaurant_id),
        figures: { orders: 1, gmvCents: num(o.total_cents), serviceFeeCents: num(o.service_fee_cents), deliveryFeeCents: num(o.delivery_fee_cents), taxCents: num(o.tax_cents), tipsCents: num(o.tip_cents) },
      })),
    ...earnings!
      .filter((e) => e.kind === "commission")
      .map((e) => ({ at: new Date(e.created_at as string), restaurantId: rid(jobById.get(String(e.job_id))!.restaurant_id), figures: { courierCommissionCents: -num(e.amount_cents) } })),
    ...[...deposits!, ...balances!]
      .filter((d) => d.payment_id !== null)
      .map((d) => ({ at: new Date(d.created_at as string), restaurantId: cateringRestaurant(d.quote_id), figures: { cateringCents: num(d.amount_cents) } })),
    ...ops!
      .filter((op) => op.kind === "refund")
      .map((op) => {
        const orderId = paymentById.get(String(op.payment_id))!.order_id;
        return { at: new Date(op.created_at as string), restaurantId: orderId ? rid(orderById.get(String(orderId))!.restaurant_id) : null, figures: { refundsCents: num(op.amount_cents) } };
      }),
    ...payouts!.map((p) => ({ at: new Date(p.paid_at as string), restaurantId: null, figures: { courierPayoutsCents: num(p.net_cents) } })),
    // A POS discount comes off its counted order's GMV, at the order's time; a POS cash refund counts at its own time
    // (a POS card refund is a payment_operations refund above).
    ...posDiscounts!
      .map((d) => ({ d, o: orderById.get(String(d.order_id))! }))
      .filter(({ o }) => !["rejected", "cancelled"].includes(String(o.status)))
      .map(({ d, o }) => ({ at: new Date(o.placed_at as string), restaurantId: rid(o.restaurant_id), figures: { gmvCents: -num(d.amount_cents) } })),
    ...posRefunds!
      .filter((r) => r.tender === "cash")
      .map((r) => ({ at: new Date(r.created_at as string), restaurantId: rid(r.restaurant_id), figures: { refundsCents: num(r.amount_cents) } })),
  ];
}, 90_000);
afterAll(async () => t?.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const dayOffset = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const localDate = (d: Date, tz: string) => new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
/** The period a local day falls in, computed here without the contracts' helper. */
function periodOf(day: string, g: string) {
  if (g === "day") return day;
  if (g === "month") return day.slice(0, 7) + "-01";
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
const KEYS = ["orders", "gmvCents", "serviceFeeCents", "deliveryFeeCents", "courierCommissionCents", "revenueCents", "cateringCents", "refundsCents", "taxCents", "tipsCents", "courierPayoutsCents"] as const;
const zero = (): FinanceFigures => Object.fromEntries(KEYS.map((k) => [k, 0])) as FinanceFigures;
function add(into: FinanceFigures, f: Partial<FinanceFigures>) {
  for (const k of KEYS) into[k] += f[k] ?? 0;
  into.revenueCents = into.serviceFeeCents + into.deliveryFeeCents + into.courierCommissionCents;
}

/** Every ledger entry of the range, by (period, restaurant), by restaurant, by period, in total — summed in JavaScript. */
function expected(from: string, to: string, tz: string, g: string, restaurantId?: string) {
  const cells = new Map<string, FinanceFigures>();
  const byRestaurant = new Map<string, FinanceFigures>();
  const byPeriod = new Map<string, FinanceFigures>();
  const totals = zero();
  const none = zero();
  const bump = (m: Map<string, FinanceFigures>, k: string, f: Partial<FinanceFigures>) => add(m.get(k) ?? m.set(k, zero()).get(k)!, f);
  for (const e of entries) {
    const day = localDate(e.at, tz);
    if (day < from || day > to || (restaurantId && e.restaurantId !== restaurantId)) continue;
    const period = periodOf(day, g);
    add(totals, e.figures);
    bump(cells, `${period}|${e.restaurantId ?? ""}`, e.figures);
    bump(byPeriod, period, e.figures);
    if (e.restaurantId) bump(byRestaurant, e.restaurantId, e.figures);
    else add(none, e.figures);
  }
  return { cells, byRestaurant, byPeriod, totals, none };
}

const query = (q: Record<string, string>) => new URLSearchParams(q).toString();
async function report(q: Record<string, string>) {
  const res = await get(`/api/analytics/finance?${query(q)}`, ceo);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FinanceReport>();
}

/** RFC 4180, parsed here independently of the server's writer. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
/** "-12.34" → -1234, by string arithmetic (no floating point). */
const toCents = (s: string) => {
  expect(s).toMatch(/^-?\d+\.\d{2}$/);
  const neg = s.startsWith("-");
  const [a, b] = s.replace("-", "").split(".");
  return (neg ? -1 : 1) * (Number(a) * 100 + Number(b));
};
const CSV_COLUMNS = ["orders", "gmv", "service_fee", "delivery_fee", "courier_commission", "revenue", "catering", "refunds", "tax", "tips", "courier_payouts"];
const csvFigures = (row: string[]) => Object.fromEntries(KEYS.map((k, i) => [k, k === "orders" ? Number(row[3 + i]) : toCents(row[3 + i]!)])) as FinanceFigures;

describe("who reads the figures", () => {
  it("signed out 401; a customer, a restaurant owner and a courier 403 on the report and the CSV; the ceo and a super admin 200", async () => {
    for (const path of ["/api/analytics/finance", "/api/analytics/finance/export.csv"]) {
      const q = `${path}?from=${dayOffset(-7)}&to=${dayOffset(0)}`;
      expect((await get(q)).statusCode).toBe(401);
      for (const role of ["customer", "restaurant_owner", "courier"]) {
        const res = await get(q, await signInAs(t.app, role));
        expect(res.statusCode).toBe(403);
        expect(res.json<{ message: string }>().message).toBe("Only executives see the business's figures");
      }
      expect((await get(q, await signInAs(t.app, "super_admin"))).statusCode).toBe(200);
      expect((await get(q, ceo)).statusCode).toBe(200);
    }
  });
});

describe("the figures reconcile to the ledgers", () => {
  it("the demo's last 30 days have orders, commissions, catering, refunds and payouts", async () => {
    const r = await report({ from: dayOffset(-29), to: dayOffset(0), tz: "UTC" });
    expect(r.totals.orders).toBeGreaterThan(200);
    expect(r.totals.courierCommissionCents).toBeGreaterThan(0);
    expect(r.totals.cateringCents).toBeGreaterThan(0);
    expect(r.totals.refundsCents).toBeGreaterThan(0);
    expect(r.totals.courierPayoutsCents).toBeGreaterThan(0);
    expect(r.totals.taxCents).toBeGreaterThan(0);
    expect(r.periods).toHaveLength(30);
  });

  it("report and CSV equal sums over the raw ledger rows, to the cent, for random ranges, zones and periods", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -75, max: 0 }),
        fc.integer({ min: 0, max: 70 }),
        fc.constantFrom("UTC", "Europe/Copenhagen", "America/New_York", "Asia/Tokyo", "Pacific/Auckland"),
        fc.constantFrom("day", "week", "month"),
        async (start, length, tz, granularity) => {
          const from = dayOffset(start);
          const to = dayOffset(Math.min(start + length, 1));
          const e = expected(from, to, tz, granularity);
          const r = await report({ from, to, tz, granularity });
          expect(r.totals).toEqual(e.totals);
          expect(r.unattributed).toEqual(e.none);
          for (const p of r.periods) {
            const { period, ...f } = p;
            expect(f, period).toEqual(e.byPeriod.get(period) ?? zero());
          }
          expect(new Set(r.periods.map((p) => p.period))).toEqual(new Set([...e.byPeriod.keys(), ...r.periods.map((p) => p.period)]));
          expect(r.restaurants.map((x) => x.restaurantId).sort()).toEqual([...e.byRestaurant.keys()].sort());
          for (const { restaurantId, name: _name, ...f } of r.restaurants) expect(f).toEqual(e.byRestaurant.get(restaurantId));

          const csv = await get(`/api/analytics/finance/export.csv?${query({ from, to, tz, granularity })}`, ceo);
          expect(csv.statusCode).toBe(200);
          const rows = parseCsv(csv.body);
          const body = rows.slice(1, -1);
          expect(rows.at(-1)!.slice(0, 3)).toEqual(["Total", "", "All restaurants"]);
          expect(csvFigures(rows.at(-1)!)).toEqual(e.totals);
          expect(body.map((row) => `${row[0]}|${row[1]}`).sort()).toEqual([...e.cells.keys()].sort());
          for (const row of body) expect(csvFigures(row)).toEqual(e.cells.get(`${row[0]}|${row[1]}`));
        },
      ),
      { numRuns: 14 },
    );
  }, 120_000);

  it("one restaurant: its figures reconcile, and it is named", async () => {
    const all = await report({ from: dayOffset(-40), to: dayOffset(0), tz: "Europe/Copenhagen", granularity: "week" });
    const top = all.restaurants[0]!;
    const one = await report({ from: dayOffset(-40), to: dayOffset(0), tz: "Europe/Copenhagen", granularity: "week", restaurantId: top.restaurantId });
    expect(one.restaurant).toEqual({ id: top.restaurantId, name: top.name });
    expect(one.totals).toEqual(expected(dayOffset(-40), dayOffset(0), "Europe/Copenhagen", "week", top.restaurantId).totals);
    const { restaurantId: _id, name: _n, ...topFigures } = top;
    expect(one.totals).toEqual(topFigures);
    expect(one.unattributed).toEqual(zero());
  });
});

describe("the CSV", () => {
  it("is an attachment with a header row, escapes names, writes cents as decimals, and ends with the total", async () => {
    const from = dayOffset(-59);
    const to = dayOffset(0);
    const res = await get(`/api/analytics/finance/export.csv?${query({ from, to, tz: "UTC", granularity: "month" })}`, ceo);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="tavola-finance-${from}-to-${to}-by-month.csv"`);
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe(["period", "restaurant_id", "restaurant", ...CSV_COLUMNS].join(","));
    expect(lines.at(-1)).toBe("");
    expect(res.body).toContain(`,"Smoke, ""Oak"" & =Grill",`);
    expect(lines.slice(1, -1).every((l) => /,-?\d+\.\d{2}$/.test(l))).toBe(true);
    const total = parseCsv(res.body).at(-1)!;
    const r = await report({ from, to, tz: "UTC", granularity: "month" });
    expect(csvFigures(total)).toEqual(r.totals);
  });

  it("defuses a name a spreadsheet would run as a formula", async () => {
    await t.database.db.execute(sql`update restaurants set name = '=HYPERLINK("x")' where name = ${RENAMED}`);
    const res = await get(`/api/analytics/finance/export.csv?${query({ from: dayOffset(-59), to: dayOffset(0), granularity: "month" })}`, ceo);
    expect(res.body).toContain(`,"'=HYPERLINK(""x"")",`);
    await t.database.db.execute(sql`update restaurants set name = ${RENAMED} where name = '=HYPERLINK("x")'`);
  });
});

describe("bad requests", () => {
  it("a reversed range, a wrong granularity or zone is a 400 with the field; an unknown restaurant a 404, also for the CSV", async () => {
    const ask = (path: string, q: Record<string, string>) => get(`${path}?${query(q)}`, ceo);
    for (const path of ["/api/analytics/finance", "/api/analytics/finance/export.csv"]) {
      const reversed = await ask(path, { from: "2026-11-20", to: "2026-11-01" });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.to).toEqual(["The end date is before the start date"]);
      const g = await ask(path, { from: "2026-11-01", to: "2026-11-02", granularity: "year" });
      expect(g.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.granularity).toEqual(["Choose day, week or month"]);
      const zone = await ask(path, { from: "2026-11-01", to: "2026-11-02", tz: "Mars/Olympus_Mons" });
      expect(zone.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.tz).toEqual(["Unknown time zone"]);
      const missing = await ask(path, { from: "2026-11-01", to: "2026-11-02", restaurantId: randomUUID() });
      expect(missing.statusCode).toBe(404);
    }
  });
});

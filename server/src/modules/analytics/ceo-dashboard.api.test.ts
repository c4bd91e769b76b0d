import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CeoDashboard, KpiSet } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { refreshRollups } from "./rollups/rollup-refresh.js";
import { addPosLedgerRows } from "./rollups/rollup-test-kit.js";

/**
 * The CEO dashboard's figures reconcile, to the cent, with sums taken independently over the rows the operations
 * wrote (orders, payment operations, feedback), for random ranges and time zones; and only executives read them.
 */
let t: TestApp;
let ceo: string;
type OrderRow = {
  placed_at: Date;
  status: string;
  total_cents: number;
  service_fee_cents: number;
  delivery_fee_cents: number;
  customer_id: string | null;
  restaurant_id: string;
  completed_at: Date | null;
  eta_latest: Date | null;
};
let allOrders: OrderRow[];
let refunds: Array<{ created_at: Date; amount_cents: number }>;
let commissions: Array<{ created_at: Date; amount_cents: number; restaurant_id: string }>;

beforeAll(async () => {
  // Sixty days of the demo's order history (the API tests seed none by default).
  t = await createTestApp({ DEMO_HISTORY_DAYS: "60" });
  ceo = await signInAs(t.app, "ceo");
  // POS discounts and cash refunds across the history: GMV is net of the discounts, the refunds KPI counts the refunds.
  await addPosLedgerRows(t.database.db, 50);
  await refreshRollups(t.database.db);
  allOrders = await queryRows<OrderRow>(
    t.database.db,
    sql`select placed_at, status, total_cents - coalesce((select sum(d.amount_cents) from pos_discounts d where d.order_id = orders.id), 0)::int as total_cents,
               service_fee_cents, delivery_fee_cents, customer_id, restaurant_id, completed_at, eta_latest from orders`,
  );
  refunds = await queryRows(
    t.database.db,
    sql`select created_at, amount_cents from payment_operations where kind = 'refund' union all select created_at, amount_cents from pos_refunds where tender = 'cash'`,
  );
  commissions = await queryRows(
    t.database.db,
    sql`select e.created_at, e.amount_cents, j.restaurant_id from courier_earnings e join delivery_jobs j on j.id = e.job_id where e.kind = 'commission'`,
  );
}, 90_000);
afterAll(async () => t?.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const dashboard = async (query: Record<string, string>) => {
  const res = await get(`/api/analytics/ceo-dashboard?${new URLSearchParams(query).toString()}`, ceo);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CeoDashboard>();
};

/** The local date (YYYY-MM-DD) of an instant in a zone, by Intl: independent of the server's SQL. */
const localDate = (d: Date | string, tz: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(d));
const dayOffset = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The figures the dashboard should show, summed here in JavaScript over the raw rows. */
function expected(from: string, to: string, tz: string, restaurantId?: string) {
  const inRange = (d: Date | string) => {
    const day = localDate(d, tz);
    return day >= from && day <= to;
  };
  const counted = allOrders.filter(
    (o) => inRange(o.placed_at) && !["rejected", "cancelled"].includes(o.status) && (!restaurantId || o.restaurant_id === restaurantId),
  );
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const customers = new Map<string, number>();
  for (const o of counted) if (o.customer_id) customers.set(o.customer_id, (customers.get(o.customer_id) ?? 0) + 1);
  const deliveries = counted.filter((o) => o.status === "delivered" && o.completed_at && o.eta_latest);
  const fees = sum(counted.map((o) => o.service_fee_cents + o.delivery_fee_cents));
  // Courier commissions are Tavola's revenue too (the same definition as financial analytics' Revenue), by when earned.
  const commission = 0 - sum(commissions.filter((c) => inRange(c.created_at) && (!restaurantId || c.restaurant_id === restaurantId)).map((c) => c.amount_cents));
  return {
    gmvCents: sum(counted.map((o) => o.total_cents)),
    fees,
    commission,
    netRevenueCents: fees + commission,
    orders: counted.length,
    activeCustomers: customers.size,
    activeRestaurants: new Set(counted.map((o) => o.restaurant_id)).size,
    repeaters: [...customers.values()].filter((n) => n >= 2).length,
    deliveries: deliveries.length,
    onTime: deliveries.filter((o) => new Date(o.completed_at!) <= new Date(o.eta_latest!)).length,
    refundsCents: restaurantId ? null : sum(refunds.filter((r) => inRange(r.created_at)).map((r) => r.amount_cents)),
  };
}

function expectReconciles(k: KpiSet, e: ReturnType<typeof expected>) {
  expect(k.gmvCents).toBe(e.gmvCents);
  expect(k.netRevenueCents).toBe(e.netRevenueCents);
  expect(k.serviceFeeCents + k.deliveryFeeCents).toBe(e.fees);
  expect(k.courierCommissionCents).toBe(e.commission);
  expect(k.orders).toBe(e.orders);
  expect(k.averageOrderValueCents).toBe(e.orders ? Math.round(e.gmvCents / e.orders) : 0);
  expect(k.activeCustomers).toBe(e.activeCustomers);
  expect(k.activeRestaurants).toBe(e.activeRestaurants);
  expect(k.repeatRate).toBe(e.activeCustomers ? e.repeaters / e.activeCustomers : null);
  expect(k.onTimeRate).toBe(e.deliveries ? e.onTime / e.deliveries : null);
  if (e.refundsCents !== null) expect(k.refundsCents).toBe(e.refundsCents);
}

describe("who reads the figures", () => {
  it("signed out 401; a customer, a restaurant owner and a courier 403; the ceo and a super admin 200", async () => {
    const q = `/api/analytics/ceo-dashboard?from=${dayOffset(-7)}&to=${dayOffset(0)}`;
    expect((await get(q)).statusCode).toBe(401);
    for (const role of ["customer", "restaurant_owner", "courier"]) {
      const res = await get(q, await signInAs(t.app, role));
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBe("Only executives see the business's figures");
    }
    expect((await get(q, await signInAs(t.app, "super_admin"))).statusCode).toBe(200);
  });
});

describe("the figures", () => {
  it("the seeded history gives the last 30 days real figures, with a previous period of the same length", async () => {
    const d = await dashboard({ from: dayOffset(-29), to: dayOffset(0), tz: "UTC" });
    expect(d.current.orders).toBeGreaterThan(200);
    expect(d.current.activeRestaurants).toBeGreaterThan(3);
    expect(d.current.onTimeRate).toBeGreaterThan(0.7);
    expect(d.previousRange).toEqual({ from: dayOffset(-59), to: dayOffset(-30) });
    expect(d.daily).toHaveLength(30);
    expect(d.daily.reduce((s, p) => s + p.gmvCents, 0)).toBe(d.current.gmvCents);
    expect(d.daily.reduce((s, p) => s + p.orders, 0)).toBe(d.current.orders);
    expect(d.restaurants.reduce((s, r) => s + r.gmvCents, 0)).toBe(d.current.gmvCents);
    expect(d.cohorts.length).toBeGreaterThan(0);
    expect(d.cohorts.every((c) => c.retained.length === 5)).toBe(true);
  });

  it("reconciles to the cent with sums over orders and payment operations, for random ranges and zones", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -70, max: 0 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom("UTC", "Europe/Copenhagen", "America/New_York", "Asia/Tokyo", "Pacific/Auckland"),
        async (start, length, tz) => {
          const from = dayOffset(start);
          const to = dayOffset(Math.min(start + length, 1));
          const d = await dashboard({ from, to, tz });
          expectReconciles(d.current, expected(from, to, tz));
          expectReconciles(d.previous, expected(d.previousRange.from, d.previousRange.to, tz));
        },
      ),
      { numRuns: 12 },
    );
  });

  it("drills into one restaurant: its figures reconcile, and it names the restaurant", async () => {
    const all = await dashboard({ from: dayOffset(-20), to: dayOffset(0), tz: "Europe/Copenhagen" });
    const top = all.restaurants[0]!;
    const one = await dashboard({ from: dayOffset(-20), to: dayOffset(0), tz: "Europe/Copenhagen", restaurantId: top.restaurantId });
    expect(one.restaurant).toEqual({ id: top.restaurantId, name: top.name });
    expect(one.current.gmvCents).toBe(top.gmvCents);
    expect(one.current.orders).toBe(top.orders);
    expectReconciles(one.current, expected(dayOffset(-20), dayOffset(0), "Europe/Copenhagen", top.restaurantId));
    expect(one.restaurants.map((r) => r.restaurantId)).toEqual([top.restaurantId]);
  });
});

describe("one definition of revenue", () => {
  it("the dashboard's net revenue is financial analytics' revenue for the same days and zone, platform-wide and per restaurant, and the trend adds up to it", async () => {
    for (const tz of ["UTC", "Europe/Copenhagen", "America/New_York"]) {
      const range = { from: dayOffset(-34), to: dayOffset(0), tz };
      const d = await dashboard(range);
      const finance = await get(`/api/analytics/finance?${new URLSearchParams(range).toString()}`, ceo);
      const totals = finance.json<{ totals: { revenueCents: number; courierCommissionCents: number } }>().totals;
      expect(d.current.courierCommissionCents).toBeGreaterThan(0);
      expect(d.current.netRevenueCents).toBe(totals.revenueCents);
      expect(d.current.courierCommissionCents).toBe(totals.courierCommissionCents);
      expect(d.daily.reduce((s, p) => s + p.netRevenueCents, 0)).toBe(d.current.netRevenueCents);
      const top = d.restaurants[0]!;
      const one = await dashboard({ ...range, restaurantId: top.restaurantId });
      const mine = await get(`/api/analytics/finance?${new URLSearchParams({ ...range, restaurantId: top.restaurantId }).toString()}`, ceo);
      expect(one.current.netRevenueCents).toBe(mine.json<{ totals: { revenueCents: number } }>().totals.revenueCents);
    }
  });
});

describe("bad requests", () => {
  it("refuses a reversed range, a range over 366 days, a bad date, an unknown zone (400 with the field), and an unknown restaurant (404)", async () => {
    const ask = (q: Record<string, string>) => get(`/api/analytics/ceo-dashboard?${new URLSearchParams(q).toString()}`, ceo);
    const reversed = await ask({ from: "2026-11-20", to: "2026-11-01" });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.to).toEqual(["The end date is before the start date"]);
    const long = await ask({ from: "2024-01-01", to: "2026-11-01" });
    expect(long.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.to).toEqual(["A range covers at most 366 days"]);
    const badDate = await ask({ from: "2026-02-30", to: "2026-03-01" });
    expect(badDate.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.from).toEqual(["Use a date like 2026-11-27"]);
    const zone = await ask({ from: "2026-11-01", to: "2026-11-02", tz: "Mars/Olympus_Mons" });
    expect(zone.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.tz).toEqual(["Unknown time zone"]);
    const missing = await ask({ from: "2026-11-01", to: "2026-11-02", restaurantId: randomUUID() });
    expect(missing.statusCode).toBe(404);
  });
});

import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdvancedAnalytics, type AnalyticsOverview, pairMeasures } from "@tavola/contracts";
import { queryRows } from "../../../platform/database.js";
import { createTestApp, signInAs, type TestApp } from "../../../test/test-app.js";
import { orderingKit } from "../../../test/ordering-kit.js";

/**
 * /api/analytics/overview and /api/analytics/advanced over sixty days of the demo's history and its seeded funnel
 * events: who may read them (executives all, an owner their own restaurant, anyone else 403) and figures that
 * reconcile with sums taken here, in JavaScript, over the raw rows — heatmap total = counted orders, heatmap cells
 * bucketed by Intl in each restaurant's zone, funnel paid = paid online orders, basket measures recounted from
 * order lines, league GMV and growth.
 */
let t: TestApp;
let ceo: string;
let owner: string;
let bellini: string;
let jardin: string;
type OrderRow = { id: string; placed_at: Date; status: string; total_cents: number; restaurant_id: string; channel: string; payment_status: string | null; tz: string };
let orders: OrderRow[];
let lines: Array<{ order_id: string; menu_item_id: string }>;

beforeAll(async () => {
  t = await createTestApp({ DEMO_HISTORY_DAYS: "60" });
  const k = orderingKit(t.app);
  [ceo, owner] = await Promise.all([signInAs(t.app, "ceo"), signInAs(t.app, "restaurant_owner")]);
  bellini = (await k.menu("trattoria-bellini")).restaurant.id;
  jardin = (await k.menu("el-jardin")).restaurant.id;
  orders = await queryRows<OrderRow>(t.database.db, sql`
    select o.id, o.placed_at, o.status, o.total_cents, o.restaurant_id, o.channel, p.status as payment_status,
           coalesce(rp.timezone, 'America/New_York') as tz
    from orders o left join payments p on p.order_id = o.id left join reservation_policies rp on rp.restaurant_id = o.restaurant_id`);
  lines = await queryRows(t.database.db, sql`select distinct order_id, menu_item_id from order_items where menu_item_id is not null`);
}, 90_000);
afterAll(async () => t?.close());

const get = (path: string, query: Record<string, string>, cookie?: string) =>
  t.app.inject({ method: "GET", url: `${path}?${new URLSearchParams(query).toString()}`, headers: cookie ? { cookie } : {} });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const localDate = (d: Date | string, tz: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(d));
const inRange = (d: Date | string, from: string, to: string, tz: string) => {
  const local = localDate(d, tz);
  return local >= from && local <= to;
};
const counted = (o: OrderRow) => !["rejected", "cancelled"].includes(o.status);
const PAID = ["authorized", "captured", "partially_refunded", "refunded"];
const WEEKDAY = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 } as const;
function localCell(d: Date | string, tz: string) {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: tz, weekday: "short", hour: "2-digit", hourCycle: "h23" }).formatToParts(new Date(d));
  return { weekday: WEEKDAY[parts.find((p) => p.type === "weekday")!.value as keyof typeof WEEKDAY], hour: Number(parts.find((p) => p.type === "hour")!.value) };
}

describe("who reads /analytics and /advanced-analytics", () => {
  const range = { from: day(-29), to: day(0), tz: "UTC" };
  for (const path of ["/api/analytics/overview", "/api/analytics/advanced"]) {
    it(`${path}: signed out 401; customer, courier, staff 403; an owner for another restaurant 403; owner own only; ceo all`, async () => {
      expect((await get(path, range)).statusCode).toBe(401);
      for (const role of ["customer", "courier", "restaurant_staff", "enterprise_client"]) {
        const res = await get(path, range, await signInAs(t.app, role));
        expect(res.statusCode, role).toBe(403);
      }
      expect((await get(path, { ...range, restaurantId: jardin }, owner)).statusCode).toBe(403);
      const own = await get(path, range, owner);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json<AnalyticsOverview>().restaurants.map((r) => r.id)).toEqual([bellini]);
      const all = await get(path, range, ceo);
      expect(all.statusCode).toBe(200);
      expect(all.json<AnalyticsOverview>().restaurants.length).toBeGreaterThan(3);
      expect((await get(path, { ...range, restaurantId: "00000000-0000-4000-8000-000000000000" }, ceo)).statusCode).toBe(404);
      const bad = await get(path, { ...range, from: day(0), to: day(-3) }, ceo);
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain("The end date is before the start date");
    });
  }

  it("an owner's figures are their restaurant's: the same as the ceo's view of Bellini", async () => {
    const mine = (await get("/api/analytics/overview", range, owner)).json<AnalyticsOverview>();
    const ceoBellini = (await get("/api/analytics/overview", { ...range, restaurantId: bellini }, ceo)).json<AnalyticsOverview>();
    expect(mine.totalOrders).toBe(ceoBellini.totalOrders);
    expect(mine.heatmap).toEqual(ceoBellini.heatmap);
    expect(mine.funnel).toEqual(ceoBellini.funnel);
    const advanced = (await get("/api/analytics/advanced", range, owner)).json<AdvancedAnalytics>();
    expect(advanced.league.map((r) => r.restaurantId)).toEqual([bellini]);
  });
});

describe("the figures reconcile with the rows", () => {
  it("heatmap total = counted orders of the range; every cell = orders at that local weekday and hour; funnel paid = paid online orders", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -59, max: 0 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom("UTC", "America/New_York", "Europe/Copenhagen", "Asia/Tokyo"),
        fc.boolean(),
        async (start, length, tz, one) => {
          const from = day(start);
          const to = day(Math.min(0, start + length));
          const q = { from, to, tz, ...(one ? { restaurantId: bellini } : {}) };
          const res = await get("/api/analytics/overview", q, ceo);
          expect(res.statusCode, res.body).toBe(200);
          const o = res.json<AnalyticsOverview>();
          const mine = orders.filter((r) => inRange(r.placed_at, from, to, tz) && (!one || r.restaurant_id === bellini));
          const countedOrders = mine.filter(counted);
          expect(o.totalOrders).toBe(countedOrders.length);
          expect(o.heatmap.reduce((s, c) => s + c.orders, 0)).toBe(countedOrders.length);
          const cells = new Map<string, number>();
          for (const r of countedOrders) {
            const c = localCell(r.placed_at, r.tz);
            cells.set(`${c.weekday}:${c.hour}`, (cells.get(`${c.weekday}:${c.hour}`) ?? 0) + 1);
          }
          expect(new Map(o.heatmap.map((c) => [`${c.weekday}:${c.hour}`, c.orders]))).toEqual(cells);
          const paid = mine.filter((r) => r.channel === "online" && r.payment_status && PAID.includes(r.payment_status)).length;
          expect(o.funnel.find((s) => s.key === "paid")!.count).toBe(paid);
        },
      ),
      { numRuns: 8 },
    );
  });

  it("the seeded funnel narrows step by step and each conversion is the step over the one before", async () => {
    const o = (await get("/api/analytics/overview", { from: day(-27), to: day(0), tz: "UTC" }, ceo)).json<AnalyticsOverview>();
    const counts = o.funnel.map((s) => s.count);
    expect(counts[3]).toBeGreaterThan(0);
    for (let i = 1; i < 4; i++) {
      expect(counts[i]!).toBeLessThanOrEqual(counts[i - 1]!);
      expect(o.funnel[i]!.conversion).toBeCloseTo(counts[i]! / counts[i - 1]!, 10);
    }
    expect(o.funnel[0]!.conversion).toBeNull();
  });

  it("basket pairs: support, confidence and lift recounted from the order lines; none below the minimum support", async () => {
    const from = day(-29);
    const to = day(0);
    const minSupport = 0.01;
    const res = await get("/api/analytics/advanced", { from, to, tz: "UTC", restaurantId: bellini, minSupport: String(minSupport) }, ceo);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json<AdvancedAnalytics>();
    const ids = new Set(orders.filter((r) => r.restaurant_id === bellini && counted(r) && inRange(r.placed_at, from, to, "UTC")).map((r) => r.id));
    const baskets = new Map<string, Set<string>>();
    for (const l of lines) if (ids.has(l.order_id)) baskets.set(l.order_id, (baskets.get(l.order_id) ?? new Set()).add(l.menu_item_id));
    expect(a.baskets).toBe(baskets.size);
    const names = new Map(
      (await queryRows<{ id: string; name: string }>(t.database.db, sql`select id, name from menu_items where restaurant_id = ${bellini}`)).map((m) => [m.id, m.name]),
    );
    const single = new Map<string, number>();
    const pair = new Map<string, number>();
    for (const set of baskets.values()) {
      const items = [...set].sort();
      for (const x of items) single.set(x, (single.get(x) ?? 0) + 1);
      for (let i = 0; i < items.length; i++) for (let j = i + 1; j < items.length; j++) pair.set(`${items[i]}|${items[j]}`, (pair.get(`${items[i]}|${items[j]}`) ?? 0) + 1);
    }
    const expected = [...pair].filter(([, ab]) => ab / baskets.size >= minSupport);
    expect(a.pairs.length).toBe(Math.min(50, expected.length));
    expect(a.pairs.length).toBeGreaterThan(0);
    for (const p of a.pairs) {
      const match = expected.find(([key]) => {
        const [x, y] = key.split("|") as [string, string];
        return (names.get(x) === p.a && names.get(y) === p.b) || (names.get(x) === p.b && names.get(y) === p.a);
      });
      expect(match, `${p.a} + ${p.b}`).toBeDefined();
      const [key, ab] = match!;
      const [x, y] = key.split("|") as [string, string];
      const [ca, cb] = names.get(x) === p.a ? [single.get(x)!, single.get(y)!] : [single.get(y)!, single.get(x)!];
      const m = pairMeasures(baskets.size, ca, cb, ab);
      expect(p.together).toBe(ab);
      expect(p.support).toBeCloseTo(m.support, 10);
      expect(p.confidenceAB).toBeCloseTo(m.confidenceAB, 10);
      expect(p.confidenceBA).toBeCloseTo(m.confidenceBA, 10);
      expect(p.lift).toBeCloseTo(m.lift, 10);
    }
    for (let i = 1; i < a.pairs.length; i++) expect(a.pairs[i]!.lift).toBeLessThanOrEqual(a.pairs[i - 1]!.lift + 1e-12);
    // Platform-wide, a pair is still measured against its own restaurant's baskets: Bellini's pairs are the same.
    const all = (await get("/api/analytics/advanced", { from, to, tz: "UTC", minSupport: String(minSupport) }, ceo)).json<AdvancedAnalytics>();
    expect(all.baskets).toBeGreaterThan(a.baskets);
    const belliniPairs = all.pairs.filter((p) => p.restaurant === "Trattoria Bellini");
    expect(belliniPairs.length).toBeGreaterThan(0);
    for (const p of belliniPairs) expect(a.pairs.find((q) => q.a === p.a && q.b === p.b)).toEqual(p);
    const strict = (await get("/api/analytics/advanced", { from, to, tz: "UTC", restaurantId: bellini, minSupport: "1" }, ceo)).json<AdvancedAnalytics>();
    expect(strict.pairs.every((p) => p.support >= 1)).toBe(true);
    const bad = await get("/api/analytics/advanced", { from, to, minSupport: "0" }, ceo);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Minimum support is a number between 0.001 and 1");
  });

  it("league: each restaurant's GMV, orders and growth against the previous period equal sums over the orders", async () => {
    const from = day(-13);
    const to = day(0);
    const a = (await get("/api/analytics/advanced", { from, to, tz: "Europe/Copenhagen" }, ceo)).json<AdvancedAnalytics>();
    expect(a.previousRange).toEqual({ from: day(-27), to: day(-14) });
    expect(a.league.length).toBeGreaterThan(0);
    for (const row of a.league) {
      const of = (f: string, tt: string) => orders.filter((r) => r.restaurant_id === row.restaurantId && counted(r) && inRange(r.placed_at, f, tt, "Europe/Copenhagen"));
      const cur = of(from, to);
      const prev = of(a.previousRange.from, a.previousRange.to);
      const gmv = cur.reduce((s, r) => s + r.total_cents, 0);
      const prevGmv = prev.reduce((s, r) => s + r.total_cents, 0);
      expect(row.gmvCents).toBe(gmv);
      expect(row.orders).toBe(cur.length);
      expect(row.previousGmvCents).toBe(prevGmv);
      expect(row.growth).toBe(prevGmv > 0 ? (gmv - prevGmv) / prevGmv : null);
    }
  });
});

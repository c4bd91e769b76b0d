import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DemandForecast, FORECAST_MODELS } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { orderingKit } from "../../test/ordering-kit.js";
import { weeklyCounts } from "./forecast/forecast.service.js";

/**
 * /api/analytics/demand-forecast over the demo's order history, and the one-click capacity it suggests: who may see
 * and apply it, a history recounted independently, a backtest that beats the seasonal-naive baseline, and capacities
 * that checkout then honours.
 */
let t: TestApp;
let k: ReturnType<typeof orderingKit>;
let ceo: string;
let owner: string;
let customer: string;
let bellini: string;
let jardin: string;

beforeAll(async () => {
  t = await createTestApp({ DEMO_HISTORY_DAYS: "120" });
  k = orderingKit(t.app);
  [ceo, owner, customer] = await Promise.all([signInAs(t.app, "ceo"), signInAs(t.app, "restaurant_owner"), signInAs(t.app, "customer")]);
  bellini = (await k.menu("trattoria-bellini")).restaurant.id;
  jardin = (await k.menu("el-jardin")).restaurant.id;
}, 60_000);
afterAll(async () => t?.close());

const forecast = (restaurantId: string, cookie: string) => t.app.inject({ method: "GET", url: `/api/analytics/demand-forecast?restaurantId=${restaurantId}`, headers: cookie ? { cookie } : {} });
const apply = (restaurantId: string, cookie: string, slots: unknown) =>
  t.app.inject({ method: "PUT", url: `/api/restaurants/${restaurantId}/kitchen-capacity`, headers: { cookie }, payload: { slots } });

describe("demand forecast", () => {
  it("is for executives and the restaurant's owner or managers only", async () => {
    expect((await forecast(bellini, "")).statusCode).toBe(401);
    expect((await forecast(bellini, customer)).statusCode).toBe(403);
    expect((await forecast(bellini, await signInAs(t.app, "courier"))).statusCode).toBe(403);
    expect((await forecast(bellini, await signInAs(t.app, "restaurant_staff"))).statusCode).toBe(403);
    // The demo owner runs Bellini, not El Jardín.
    expect((await forecast(bellini, owner)).statusCode).toBe(200);
    expect((await forecast(jardin, owner)).statusCode).toBe(403);
    expect((await forecast(jardin, ceo)).statusCode).toBe(200);
    const bad = await forecast("not-a-uuid", ceo);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("Choose a restaurant");
  });

  it("reads the weeks before today as the orders table says, and its chosen model beats the seasonal-naive baseline by ≥ 15 %", async () => {
    const res = await forecast(bellini, ceo);
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json<DemandForecast>();
    expect(f.slots.length).toBeGreaterThanOrEqual(7 * 96 - 4);
    expect(f.slots.length).toBeLessThanOrEqual(7 * 96 + 4);
    expect(f.models.map((m) => m.key).sort()).toEqual(Object.keys(FORECAST_MODELS).sort());
    expect(f.models[0]!.key).toBe(f.chosen);
    const naive = f.models.find((m) => m.key === "seasonal_naive")!.meanAbsoluteError;
    // The errors are shown rounded to 4 places; the improvement is computed from the unrounded ones.
    expect(f.improvement).toBeCloseTo(1 - f.models[0]!.meanAbsoluteError / naive, 2);
    expect(f.improvement).toBeGreaterThanOrEqual(0.15);

    // The 8 weeks before today (local days in the restaurant's zone), counted here by Intl over the raw rows.
    const orders = await queryRows<{ placed_at: Date }>(t.database.db, sql`
      select placed_at from orders where restaurant_id = ${bellini}::uuid and status not in ('rejected', 'cancelled')`);
    const localDay = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: f.restaurant.timezone, year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
    const dayNo = (s: string) => Date.parse(`${s}T00:00:00Z`) / 86_400_000;
    const perWeek = new Array<number>(8).fill(0);
    for (const o of orders) {
      const back = dayNo(f.from) - dayNo(localDay(new Date(o.placed_at)));
      if (back >= 1 && back <= 56) perWeek[7 - Math.floor((back - 1) / 7)]! += 1;
    }
    expect(f.weeklyOrders).toEqual(perWeek);
    expect(perWeek.reduce((a, b) => a + b, 0)).toBeGreaterThan(50);
    // Suggestions cover the forecast (a Poisson 90 % quantile, at least 1).
    for (const s of f.slots) expect(s.suggestedCapacity).toBeGreaterThanOrEqual(Math.max(1, Math.floor(s.forecast)));
  });

  it("counts each slot of the local week as Intl does over the raw orders, in zones with DST and half-hour offsets", async () => {
    // weeklyCounts buckets the quarter-hour rollup cells into local days and wall-clock slots in SQL: here the same
    // counts come from the orders table, each order's local day and time by Intl, for 12 weeks before today.
    const orders = await queryRows<{ placed_at: Date }>(t.database.db, sql`
      select placed_at from orders where restaurant_id = ${bellini}::uuid and status not in ('rejected', 'cancelled')`);
    const dayNo = (s: string) => Date.parse(`${s}T00:00:00Z`) / 86_400_000;
    for (const tz of ["Europe/Copenhagen", "America/New_York", "Asia/Kolkata", "Australia/Adelaide", "UTC"]) {
      const parts = new Intl.DateTimeFormat("en-CA", { timeZone: tz, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
      const local = (d: Date) => Object.fromEntries(parts.formatToParts(d).map((p) => [p.type, p.value]));
      const now = local(new Date());
      const from = `${now.year}-${now.month}-${now.day}`;
      const expected = Array.from({ length: 12 }, () => new Array<number>(7 * 96).fill(0));
      for (const o of orders) {
        const p = local(new Date(o.placed_at));
        const back = dayNo(from) - dayNo(`${p.year}-${p.month}-${p.day}`);
        if (back < 1 || back > 84) continue;
        const weekday = (((-back % 7) + 7) % 7);
        expected[Math.floor((back - 1) / 7)]![weekday * 96 + Number(p.hour) * 4 + Math.floor(Number(p.minute) / 15)]! += 1;
      }
      const counted = await weeklyCounts(t.database.db, bellini, tz, from, 12);
      expect(counted, tz).toEqual(expected);
      expect(counted.flat().reduce((a, b) => a + b, 0), tz).toBeGreaterThan(50);
    }
  });

  it("applies capacities per slot in one request, and checkout honours a slot's own capacity", async () => {
    const before = (await forecast(jardin, ceo)).json<DemandForecast>();
    const future = before.slots.filter((s) => Date.parse(s.start) > Date.now() + 3 * 3_600_000);
    const chosen = future.slice(0, 40).map((s) => ({ start: s.start, capacity: s.suggestedCapacity }));
    const res = await apply(jardin, ceo, chosen);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 40 });
    const after = (await forecast(jardin, ceo)).json<DemandForecast>();
    for (const c of chosen) expect(after.slots.find((s) => s.start === c.start)!.capacity).toBe(c.capacity);

    // A slot given capacity 1 takes one order and refuses the next, though the restaurant's default is larger.
    const menu = await k.menu("el-jardin");
    const slots = (await t.app.inject({ method: "GET", url: `/api/restaurants/${jardin}/slots` })).json() as { slots: Array<{ start: string; remaining: number }> };
    const wanted = slots.slots[3]!.start;
    expect((await apply(jardin, ceo, [{ start: wanted, capacity: 1 }])).statusCode).toBe(200);
    const listed = (await t.app.inject({ method: "GET", url: `/api/restaurants/${jardin}/slots` })).json() as { slots: Array<{ start: string; remaining: number }> };
    expect(listed.slots.find((s) => s.start === wanted)!.remaining).toBe(1);
    const base = { restaurantId: jardin, items: [{ menuItemId: menu.items[0]!.id, quantity: 1 }], fulfilment: "pickup", scheduledFor: wanted };
    expect((await k.place(customer, { ...base, paymentToken: await k.token(customer) })).status).toBe(201);
    const full = await k.place(customer, { ...base, paymentToken: await k.token(customer) });
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/slot is full/);
    // Back to the default (null): room again.
    expect((await apply(jardin, ceo, [{ start: wanted, capacity: null }])).statusCode).toBe(200);
    expect((await k.place(customer, { ...base, paymentToken: await k.token(customer) })).status).toBe(201);
  });

  it("refuses what it cannot honour, with the field's message, and other restaurants' teams", async () => {
    const soon = new Date(Math.ceil((Date.now() + 3_600_000) / 900_000) * 900_000).toISOString();
    const cases: Array<[unknown, string]> = [
      [[{ start: new Date(Date.parse(soon) + 60_000).toISOString(), capacity: 3 }], "A slot starts on a quarter hour"],
      [[{ start: soon, capacity: 0 }], "Capacity is at least 1"],
      [[{ start: soon, capacity: 2.5 }], "Capacity is a whole number"],
      [[{ start: new Date(Date.now() - 86_400_000 - (Date.now() % 900_000)).toISOString(), capacity: 3 }], "Set capacities for the coming 8 days only"],
      [[], "Give at least one slot"],
    ];
    for (const [slots, message] of cases) {
      const res = await apply(bellini, ceo, slots);
      expect(res.statusCode, message).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await apply(jardin, owner, [{ start: soon, capacity: 3 }])).statusCode).toBe(403);
    expect((await apply(bellini, customer, [{ start: soon, capacity: 3 }])).statusCode).toBe(403);
    expect((await apply(bellini, owner, [{ start: soon, capacity: 3 }])).statusCode).toBe(200);
  });
});

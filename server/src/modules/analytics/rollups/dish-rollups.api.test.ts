import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Db } from "../../../platform/database.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { windowOf } from "../ceo-dashboard.service.js";
import type { Window } from "../kpi.repository.js";
import { dishComplaintsFromRollup, type DishComplaints, type DishFigures, topDishesFromRollup } from "./dish-reads.js";
import { refreshDishRollups, requestDishRebuild } from "./dish-refresh.js";
import { applyChange, type Change, snapshot } from "./dish-test-kit.js";

/**
 * The dish rollup behind the AI control's "top dishes" and "complaints per dish": random batches of every change its
 * triggers capture (orders cancelled, moved in time or to another restaurant; lines added, re-counted, renamed and
 * deleted; complaints left, re-labelled and deleted) are taken in by a refresh; then for random ranges, zones and
 * restaurants both answers equal sums taken here in JavaScript over the raw rows (the intents' rules as they were on
 * live rows); and the incrementally kept rollup is exactly what a full rebuild writes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_HISTORY_DAYS: "40" });
}, 90_000);
afterAll(async () => t?.close());

type Row = Record<string, unknown>;
const dayOffset = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const count = async (db: Db, table: string) => (await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

const byAnswer = <T extends { dish: string; restaurant: string }>(key: (r: T) => number[]) => (x: T, y: T) => {
  const kx = key(x);
  const ky = key(y);
  for (let i = 0; i < kx.length; i++) if (kx[i] !== ky[i]) return ky[i]! - kx[i]!;
  return x.dish < y.dish ? -1 : x.dish > y.dish ? 1 : x.restaurant < y.restaurant ? -1 : x.restaurant > y.restaurant ? 1 : 0;
};
const topOrder = byAnswer<DishFigures>((r) => [r.quantity, r.revenue]);
const complaintOrder = byAnswer<DishComplaints>((r) => [r.complaints, r.orders]);

/** Both answers counted here from the raw rows, by the intents' rules. */
async function expected(db: Db, w: Window) {
  const [orders, lines, feedback, restaurants] = await Promise.all([
    queryRows<Row>(db, sql`select id, status, restaurant_id, placed_at from orders`),
    queryRows<Row>(db, sql`select order_id, name, quantity, unit_price_cents from order_items`),
    queryRows<Row>(db, sql`select id, order_id, sentiment_label, created_at from feedback where order_id is not null`),
    queryRows<Row>(db, sql`select id, name from restaurants`),
  ]);
  const within = (at: unknown) => {
    const ms = new Date(at as string).getTime();
    return ms >= w.start.getTime() && ms < w.end.getTime();
  };
  const nameOf = new Map(restaurants.map((r) => [String(r.id), String(r.name)]));
  const orderById = new Map(orders.map((o) => [String(o.id), o]));
  const linesOf = new Map<string, Row[]>();
  for (const l of lines) linesOf.set(String(l.order_id), [...(linesOf.get(String(l.order_id)) ?? []), l]);
  const scoped = (o: Row) => !w.restaurantId || String(o.restaurant_id) === w.restaurantId;

  const top = new Map<string, DishFigures & { orderIds: Set<string> }>();
  const placed = new Map<string, Set<string>>(); // restaurant id | dish → orders of any status
  for (const o of orders) {
    if (!within(o.placed_at) || !scoped(o)) continue;
    const counted = !["rejected", "cancelled"].includes(String(o.status));
    for (const l of linesOf.get(String(o.id)) ?? []) {
      const pk = `${String(o.restaurant_id)}|${String(l.name)}`;
      placed.set(pk, (placed.get(pk) ?? new Set()).add(String(o.id)));
      if (!counted) continue;
      const key = `${String(l.name)}|${nameOf.get(String(o.restaurant_id))}`;
      const cell = top.get(key) ?? { dish: String(l.name), restaurant: nameOf.get(String(o.restaurant_id))!, quantity: 0, revenue: 0, orders: 0, orderIds: new Set<string>() };
      cell.quantity += Number(l.quantity);
      cell.revenue += Number(l.quantity) * Number(l.unit_price_cents);
      cell.orderIds.add(String(o.id));
      top.set(key, cell);
    }
  }
  const complaints = new Map<string, DishComplaints>();
  for (const f of feedback) {
    const o = orderById.get(String(f.order_id));
    if (!o || f.sentiment_label !== "negative" || !within(f.created_at) || !scoped(o)) continue;
    for (const dish of new Set((linesOf.get(String(o.id)) ?? []).map((l) => String(l.name)))) {
      const key = `${dish}|${nameOf.get(String(o.restaurant_id))}`;
      const cell = complaints.get(key) ?? { dish, restaurant: nameOf.get(String(o.restaurant_id))!, complaints: 0, orders: 0 };
      cell.complaints += 1;
      cell.orders = Math.max(cell.orders, placed.get(`${String(o.restaurant_id)}|${dish}`)?.size ?? 0);
      complaints.set(key, cell);
    }
  }
  return {
    top: [...top.values()].map(({ orderIds, ...d }) => ({ ...d, orders: orderIds.size })).sort(topOrder),
    complaints: [...complaints.values()].sort(complaintOrder),
  };
}

async function fromRollup(db: Db, w: Window) {
  return { top: (await topDishesFromRollup(db, w, 10_000)).sort(topOrder), complaints: (await dishComplaintsFromRollup(db, w, 10_000)).sort(complaintOrder) };
}


describe("the dish rollup", () => {
  it("the seed built it and left no dirty key; the demo has complaints about dishes", async () => {
    const db = t.database.db;
    expect(await count(db, "analytics_dirty_dish_days")).toBe(0);
    expect(await count(db, "analytics_dish_days")).toBeGreaterThan(100);
    const w = await windowOf(db, dayOffset(-40), dayOffset(0), "UTC");
    expect((await dishComplaintsFromRollup(db, w, 5)).length).toBeGreaterThan(0);
  });

  it("after random changes, top dishes and complaints per dish for random ranges, zones and restaurants equal sums over the raw rows; incremental = rebuild", async () => {
    const db = t.database.db;
    const restaurantIds = (await queryRows<{ id: string }>(db, sql`select id::text as id from restaurants order by id limit 4`)).map((r) => r.id);
    const change = fc.record({
      kind: fc.constantFrom<Change["kind"]>("cancel", "move", "reassign", "line", "requantity", "rename", "unline", "complain", "relabel", "uncomplain"),
      pick: fc.integer({ min: 0, max: 300 }),
      minutes: fc.integer({ min: 1, max: 3000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: -40, max: 0 }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom("UTC", "America/New_York", "Asia/Kolkata", "Pacific/Chatham"),
        fc.option(fc.constantFrom(...restaurantIds), { nil: undefined }),
        async (changes, start, length, tz, restaurantId) => {
          for (const c of changes) await applyChange(db, c);
          await refreshDishRollups(db);
          const w = await windowOf(db, dayOffset(start), dayOffset(Math.min(start + length, 1)), tz, restaurantId);
          const want = await expected(db, w);
          expect(await fromRollup(db, w)).toEqual(want);
          // The intents' own limit keeps the first of the same order.
          const top5 = await topDishesFromRollup(db, w, 5);
          expect(top5.map((d) => [d.quantity, d.revenue])).toEqual(want.top.slice(0, 5).map((d) => [d.quantity, d.revenue]));
          const worst5 = await dishComplaintsFromRollup(db, w, 5);
          expect(worst5.map((d) => [d.complaints, d.orders])).toEqual(want.complaints.slice(0, 5).map((d) => [d.complaints, d.orders]));
        },
      ),
      { numRuns: 12 },
    );
    const kept = await snapshot(db);
    await requestDishRebuild(db);
    expect((await refreshDishRollups(db)).rebuilt).toBe(true);
    expect(await snapshot(db)).toBe(kept);
  }, 240_000);

  it("changes the answers cannot see (a kitchen's status step, a fired mark, a reply to feedback) mark no day", async () => {
    const db = t.database.db;
    await refreshDishRollups(db);
    await db.execute(sql`update orders set status = 'preparing' where id = (select id from orders where status = 'accepted' order by id limit 1)`);
    await db.execute(sql`update order_items set fired_at = now() where id = (select id from order_items order by id limit 1)`);
    await db.execute(sql`update feedback set reply = 'Sorry about that' where id = (select id from feedback order by id limit 1)`);
    await db.execute(sql`update orders set updated_at = now() where id = (select id from orders order by id limit 1)`);
    expect(await count(db, "analytics_dirty_dish_days")).toBe(0);
  });
});

import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/database.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { windowOf } from "../ceo-dashboard.service.js";
import { FIGURE_COLUMNS, type FigureSums } from "./rollup-columns.js";
import { cohortCounts, customerCounts, restaurantCustomerCounts } from "./customer-days-reads.js";
import { bucketSums, planCells, type Granularity } from "./rollup-reads.js";
import { refreshRollups, requestRebuild } from "./rollup-refresh.js";
import { addPosLedgerRows, applyChange, cellSnapshot, expectedBuckets, expectedCohorts, expectedCustomers, ledgerEntries, type Change, type Entry } from "./rollup-test-kit.js";

/**
 * The rollups after operational changes: random batches of changes (orders placed, cancelled and moved, refunds,
 * feedback, POS discounts and POS cash refunds) are captured by the triggers and taken in by a refresh; then, for random ranges, zones and periods, every
 * figure read from the rollups equals the sum over the operational rows to the cent (summed here in JavaScript), the
 * customers' counts equal a count over the orders, and the incrementally kept cells are exactly what a full rebuild
 * writes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_HISTORY_DAYS: "40" });
  // POS discounts and cash refunds across the history (the seed's are today's only), taken in before the tests start.
  await addPosLedgerRows(t.database.db, 40);
  await refreshRollups(t.database.db);
}, 90_000);
afterAll(async () => t?.close());

const dayOffset = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The restaurant with the most counted orders (the drill-down the checks read). */
const busiest = (entries: Entry[]) => {
  const n = new Map<string, number>();
  for (const e of entries) if (e.counted && e.restaurantId) n.set(e.restaurantId, (n.get(e.restaurantId) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1])[0]![0];
};
const nonZero = (s: FigureSums) => FIGURE_COLUMNS.some((c) => s[c] !== 0);

const change = fc.record({
  kind: fc.constantFrom<Change["kind"]>("cancel", "refund", "order", "feedback", "reschedule", "pos-discount", "pos-refund", "move"),
  pick: fc.integer({ min: 0, max: 400 }),
  minutes: fc.integer({ min: 1, max: 3000 }),
});

describe("rollups kept by the triggers and the refresh", () => {
  it("the seed's refresh left no dirty key and built the cells", async () => {
    const [dirty] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from analytics_dirty_cells`);
    expect(dirty!.n).toBe(0);
    const [cells] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from analytics_day_cells`);
    expect(cells!.n).toBeGreaterThan(100);
  });

  it("after random changes, every figure for random ranges, zones and periods equals the sums over the operational rows", async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: -45, max: 0 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom("UTC", "Europe/Copenhagen", "America/New_York", "Asia/Kolkata", "Pacific/Chatham"),
        fc.constantFrom<Granularity>("day", "week", "month", "all"),
        async (changes, start, length, tz, granularity) => {
          for (const c of changes) await applyChange(db, c);
          await refreshRollups(db);
          const entries = await ledgerEntries(db);
          const from = dayOffset(start);
          const to = dayOffset(Math.min(start + length, 1));
          for (const byRestaurant of [false, true]) {
            const rows = await bucketSums(db, byRestaurant ? { level: "restaurants" } : { level: "platform" }, { from, to, tz }, granularity);
            const got = new Map(rows.filter((r) => nonZero(r.sums)).map((r) => [`${r.period}|${byRestaurant ? (r.restaurantId ?? "") : ""}`, r.sums]));
            expect(got).toEqual(expectedBuckets(entries, from, to, tz, granularity, byRestaurant));
          }
          const current = await windowOf(db, from, to, tz);
          const earlier = await windowOf(db, dayOffset(start - 10), dayOffset(start - 1), tz);
          const [a, b] = await customerCounts(db, [current, earlier]);
          expect(a).toEqual(expectedCustomers(entries, current.start, current.end));
          expect(b).toEqual(expectedCustomers(entries, earlier.start, earlier.end));
          // One restaurant's own customers (the drill-down), and the monthly cohorts, platform-wide and at it.
          const restaurantId = busiest(entries);
          const own = entries.filter((e) => e.restaurantId === restaurantId);
          const [ra, rb] = await restaurantCustomerCounts(db, restaurantId, [current, earlier]);
          expect(ra).toEqual(expectedCustomers(own, current.start, current.end));
          expect(rb).toEqual(expectedCustomers(own, earlier.start, earlier.end));
          expect(await cohortCounts(db, current, 6)).toEqual(expectedCohorts(entries, current.end, tz, 6));
          expect(await cohortCounts(db, current, 6, restaurantId)).toEqual(expectedCohorts(entries, current.end, tz, 6, restaurantId));
        },
      ),
      { numRuns: 12 },
    );
    // What the refreshes kept, cell by cell, is what building everything again writes.
    const kept = await cellSnapshot(db);
    await requestRebuild(db);
    expect((await refreshRollups(db)).rebuilt).toBe(true);
    expect(await cellSnapshot(db)).toBe(kept);
  }, 180_000);

  it("an order moved to another restaurant takes its refund on another day along (both restaurants' cells of that day)", async () => {
    const db = t.database.db;
    const [order] = await queryRows<{ id: string; restaurant_id: string; payment_id: string }>(db, sql`
      select o.id, o.restaurant_id, p.id as payment_id from orders o join payments p on p.order_id = o.id
      where p.captured_cents > 100 and o.placed_at < now() - interval '5 days' order by o.id limit 1`);
    // A refund three days after the order: its cell is the order's restaurant on the refund's own day.
    await db.execute(sql`
      insert into payment_operations (payment_id, kind, amount_cents, reason, created_at)
      select ${order!.payment_id}, 'refund', 77, 'move test', placed_at + interval '3 days' from orders where id = ${order!.id}`);
    await refreshRollups(db);
    await db.execute(sql`update orders set restaurant_id = (select id from restaurants where id <> ${order!.restaurant_id} order by id limit 1) where id = ${order!.id}`);
    await refreshRollups(db);
    let kept = await cellSnapshot(db);
    await requestRebuild(db);
    await refreshRollups(db);
    expect(await cellSnapshot(db)).toBe(kept);
    // The payment re-pointed at an order of a third restaurant: the refund follows it.
    await db.execute(sql`
      with copy as (
        insert into orders (reference, customer_id, restaurant_id, status, fulfillment, channel, subtotal_cents, delivery_fee_cents, service_fee_cents,
                            tax_cents, tip_cents, discount_cents, total_cents, placed_at, updated_at)
        select 'MV-' || substr(md5(random()::text), 1, 10), customer_id, (select id from restaurants order by id desc limit 1), status, fulfillment,
               channel, subtotal_cents, delivery_fee_cents, service_fee_cents, tax_cents, tip_cents, discount_cents, total_cents, placed_at, now()
        from orders where id = ${order!.id} returning id)
      update payments set order_id = (select id from copy) where id = ${order!.payment_id}`);
    await refreshRollups(db);
    kept = await cellSnapshot(db);
    await requestRebuild(db);
    await refreshRollups(db);
    expect(await cellSnapshot(db)).toBe(kept);
  }, 60_000);

  it("a change that alters nothing a figure reads (a kitchen note, updated_at) marks no cell", async () => {
    const db = t.database.db;
    await refreshRollups(db);
    await db.execute(sql`update orders set updated_at = now(), contact_phone = '+4512345678' where id = (select id from orders order by id limit 1)`);
    const [dirty] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from analytics_dirty_cells`);
    expect(dirty!.n).toBe(0);
  });
});

describe("planCells", () => {
  const H = 3_600_000;
  const D = 24 * H;
  it("a range of whole UTC days in one period is day cells only; a cut day is its day cell less and plus its smaller part", () => {
    const base = Date.UTC(2026, 10, 2);
    expect(planCells([{ at: base, label: "a" }, { at: base + 2 * D, label: "" }])).toEqual({
      days: [{ day: "2026-11-02", label: "a" }, { day: "2026-11-03", label: "a" }],
      slots: [],
    });
    // Local days of UTC+1: each UTC day is 23 h of one local day and 1 h of the next.
    const plan = planCells([{ at: base - H, label: "d1" }, { at: base + D - H, label: "d2" }, { at: base + 2 * D - H, label: "" }]);
    expect(plan.days).toEqual([{ day: "2026-11-02", label: "d1" }, { day: "2026-11-03", label: "d2" }]);
    expect(plan.slots).toEqual([
      { s: base - H, e: base, label: "d1", sign: 1 },
      { s: base + D - H, e: base + D, label: "d1", sign: -1 },
      { s: base + D - H, e: base + D, label: "d2", sign: 1 },
      { s: base + 2 * D - H, e: base + 2 * D, label: "d2", sign: -1 },
    ]);
  });
});

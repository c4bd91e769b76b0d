import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/database.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";
import { refreshRollups } from "../rollups/rollup-refresh.js";
import { heatmapFor } from "./traffic.repository.js";

/**
 * The heatmap buckets each order by the weekday and hour of its restaurant's own zone, across daylight-saving
 * changes: orders placed at chosen instants around New York's 2026 transitions (spring forward 8 March 02:00 → 03:00,
 * fall back 1 November 02:00 → 01:00) and one in Tokyo land in the cells a wall clock there would show — read from
 * the rollups' UTC quarter-hour cells, each placed at its slot's local weekday and hour.
 */
let t: TestApp;
let ny: string;
let tokyo: string;
beforeAll(async () => {
  t = await createTestApp();
  // Two restaurants with booking policies, their zones set for the test.
  const [a, b] = await queryRows<{ id: string }>(t.database.db, sql`select restaurant_id as id from reservation_policies order by restaurant_id limit 2`);
  ny = a!.id;
  tokyo = b!.id;
  await t.database.db.execute(sql`update reservation_policies set timezone = 'America/New_York' where restaurant_id = ${ny}::uuid`);
  await t.database.db.execute(sql`update reservation_policies set timezone = 'Asia/Tokyo' where restaurant_id = ${tokyo}::uuid`);
}, 60_000);
afterAll(async () => t?.close());

async function placeAt(restaurantId: string, instants: string[]) {
  for (const at of instants) {
    await t.database.db.execute(sql`
      insert into orders (restaurant_id, status, channel, subtotal_cents, total_cents, placed_at)
      values (${restaurantId}::uuid, 'delivered', 'pos', 1000, 1000, ${at}::timestamptz)`);
  }
  // The heatmap reads the rollups' quarter cells: the refresh job takes the orders in (here, at once).
  await refreshRollups(t.database.db);
}

describe("heatmap bucketing in the restaurant's zone", () => {
  it("spring forward: 01:30 EST and 03:30 EDT are an hour of wall clock apart though 60 minutes passed", async () => {
    await placeAt(ny, ["2026-03-08T06:30:00Z", "2026-03-08T07:30:00Z", "2026-03-07T23:59:00Z"]);
    const cells = await heatmapFor(t.database.db, { start: new Date("2026-03-07T12:00:00Z"), end: new Date("2026-03-08T12:00:00Z"), ids: [ny] });
    // Sunday (6) 01:00 and 03:00 — no 02:00, which did not exist that night; Saturday (5) 18:59 EST for 23:59 UTC.
    expect(cells).toEqual([
      { weekday: 5, hour: 18, orders: 1 },
      { weekday: 6, hour: 1, orders: 1 },
      { weekday: 6, hour: 3, orders: 1 },
    ]);
  });

  it("fall back: 05:30 and 06:30 UTC are both 01:30 on the wall clock, one cell with two orders", async () => {
    await placeAt(ny, ["2026-11-01T05:30:00Z", "2026-11-01T06:30:00Z", "2026-11-01T07:30:00Z"]);
    const cells = await heatmapFor(t.database.db, { start: new Date("2026-11-01T04:00:00Z"), end: new Date("2026-11-01T10:00:00Z"), ids: [ny] });
    expect(cells).toEqual([
      { weekday: 6, hour: 1, orders: 2 },
      { weekday: 6, hour: 2, orders: 1 },
    ]);
  });

  it("each restaurant in its own zone: the same instant is Sunday 01:00 in New York and Sunday 15:00 in Tokyo", async () => {
    await placeAt(tokyo, ["2026-11-01T06:30:00Z"]);
    const window = { start: new Date("2026-11-01T06:00:00Z"), end: new Date("2026-11-01T07:00:00Z") };
    expect(await heatmapFor(t.database.db, { ...window, ids: [tokyo] })).toEqual([{ weekday: 6, hour: 15, orders: 1 }]);
    expect(await heatmapFor(t.database.db, { ...window, ids: null })).toEqual([
      { weekday: 6, hour: 1, orders: 1 },
      { weekday: 6, hour: 15, orders: 1 },
    ]);
  });
});

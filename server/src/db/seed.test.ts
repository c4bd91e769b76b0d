import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";
import type { CourierBoard } from "@tavola/contracts";
import { loadTracking, visibleDeliveryOrder } from "../modules/couriers/tracking/tracking.service.js";
import { signInAs } from "../test/test-app.js";
import { seedDemoData } from "./seed.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** One statement per call (the extended protocol takes one at a time). */
async function run(...statements: string[]) {
  for (const statement of statements) await t.database.db.execute(statement);
}

type Counts = { cards: number; dinners: number; phoneless_orders: number; phoneless_restaurants: number; version: string; users: number };

async function counts(): Promise<Counts> {
  const result = await t.database.db.execute(`
    select (select count(*)::int from saved_cards c join users u on u.id = c.user_id where u.email = 'customer@demo.tavola.app') as cards,
           (select count(*)::int from reservations r join users u on u.id = r.customer_id where u.email = 'customer@demo.tavola.app') as dinners,
           (select count(*)::int from orders o join users u on u.id = o.customer_id
             where u.email = 'customer@demo.tavola.app' and o.contact_phone is null) as phoneless_orders,
           (select count(*)::int from restaurants where phone is null) as phoneless_restaurants,
           (select value from app_meta where key = 'seed_version') as version,
           (select count(*)::int from users) as users`);
  return (result as unknown as { rows: Counts[] }).rows[0]!;
}

describe("seedDemoData", () => {
  it("seeds a fresh data directory at the current version, and a second run writes nothing", async () => {
    const fresh = await counts();
    expect(fresh).toMatchObject({ cards: 1, dinners: 1, phoneless_orders: 0, phoneless_restaurants: 0, version: "2" });
    expect(await seedDemoData(t.database.db)).toBe(false);
    expect(await counts()).toEqual(fresh);
  });

  it("tops up a data directory seeded at version 1 with what came later, once, adding nothing twice", async () => {
    const before = await counts();
    // A data directory as version 1 left it: no saved card, no past dinner, no phones on restaurants and orders.
    await run(
      "delete from reservation_tables where reservation_id in (select r.id from reservations r join users u on u.id = r.customer_id where u.email = 'customer@demo.tavola.app')",
      "delete from reservations where customer_id = (select id from users where email = 'customer@demo.tavola.app')",
      "delete from saved_cards where user_id = (select id from users where email = 'customer@demo.tavola.app')",
      "update restaurants set phone = null",
      "update orders set contact_name = null, contact_phone = null",
      "update app_meta set value = '1' where key = 'seed_version'",
    );
    expect(await counts()).toMatchObject({ cards: 0, dinners: 0, phoneless_restaurants: 8, version: "1" });

    // Two processes starting together: one tops up, the other then finds the new version.
    const runs = await Promise.all([seedDemoData(t.database.db), seedDemoData(t.database.db)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await counts()).toEqual(before);
    expect(await seedDemoData(t.database.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it("keeps what a person changed: a phone someone edited stays, a card they already saved is not doubled", async () => {
    await run(
      "update restaurants set phone = '+1 212 555 9999' where slug = 'trattoria-bellini'",
      "update restaurants set phone = null where slug <> 'trattoria-bellini'",
      "update app_meta set value = '1' where key = 'seed_version'",
    );
    expect(await seedDemoData(t.database.db)).toBe(true);
    const phones = await t.database.db.execute(`select slug, phone from restaurants order by slug`);
    const rows = (phones as unknown as { rows: Array<{ slug: string; phone: string | null }> }).rows;
    expect(rows.find((r) => r.slug === "trattoria-bellini")?.phone).toBe("+1 212 555 9999");
    expect(rows.every((r) => r.phone !== null)).toBe(true);
    expect(await counts()).toMatchObject({ cards: 1, dinners: 1 });
  });

  it("has the demo courier carrying a batch of two orders right now: his board lists the stops in order, each customer's tracking shows him", async () => {
    const sam = await signInAs(t.app, "courier");
    const res = await t.app.inject({ method: "GET", url: "/api/dispatch/board", headers: { cookie: sam } });
    expect(res.statusCode).toBe(200);
    const board = res.json<CourierBoard>();
    expect(board.batch!.runs).toHaveLength(2);
    expect(board.batch!.stops.map((s) => s.kind)).toEqual(["pickup", "pickup", "dropoff", "dropoff"]);
    expect(board.batch!.stops.map((s) => s.done)).toEqual([true, true, false, false]);
    expect(board.batch!.routeKm).toBeLessThan(board.batch!.separateKm * 0.85);
    expect(board.run!.jobId).toBe(board.batch!.runs[0]!.jobId);
    const doors = board.batch!.stops.filter((s) => s.kind === "dropoff").map((s) => s.orderReference);

    const rows = (await t.database.db.execute(`
      select o.id, o.reference, o.customer_id, u.email from orders o join users u on u.id = o.customer_id
       where o.reference in ('${doors.join("', '")}')`)) as unknown as { rows: Array<{ id: string; reference: string; customer_id: string; email: string }> };
    expect(rows.rows).toHaveLength(2);
    // Two new demo customers: the demo customer Alex's orders are not part of it.
    expect(rows.rows.every((r) => r.email !== "customer@demo.tavola.app")).toBe(true);
    for (const reference of doors) {
      const row = rows.rows.find((r) => r.reference === reference)!;
      const session = { sessionId: "seed-test", userId: row.customer_id, role: "customer" as const };
      const tracking = await loadTracking(t.database.db, await visibleDeliveryOrder(t.database.db, session, row.id), null, row.customer_id);
      expect(tracking.state).toBe("to_customer");
      expect(tracking.courier).toMatchObject({ firstName: "Sam" });
      expect(tracking.position).not.toBeNull();
      expect(tracking.trail.length).toBeGreaterThan(1);
      expect(tracking.eta).not.toBeNull();
    }
  });
});


import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Menu } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { orderingKit } from "../../test/ordering-kit.js";

// Money and capacity under concurrency. On in-memory PGlite requests serialise; the Postgres run of the
// server suite (TEST_DATABASE_URL) is the real proof: many connections racing on one database.
let t: TestApp;
let k: ReturnType<typeof orderingKit>;
let customer: string;
let menu: Menu;
beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
  customer = await signInAs(t.app, "customer");
  menu = await k.menu("maison-lumiere");
});
afterAll(async () => t?.close());

const count = async (query: string) => {
  const res = (await t.database.db.execute(query)) as unknown as { rows: Array<{ n: number }> };
  return Number(res.rows[0]!.n);
};

describe(`concurrent checkouts (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("200 concurrent requests with one Idempotency-Key make exactly one order and one payment", async () => {
    const key = randomUUID();
    const body = {
      restaurantId: menu.restaurant.id,
      items: [{ menuItemId: menu.items[0]!.id, quantity: 1 }],
      fulfilment: "pickup",
      paymentToken: await k.token(customer),
    };
    const before = await count("select count(*)::int as n from orders");
    const results = await Promise.all(Array.from({ length: 200 }, () => k.place(customer, body, key)));
    expect(results.map((r) => r.status)).toEqual(Array(200).fill(201));
    const ids = new Set(results.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    expect(await count("select count(*)::int as n from orders")).toBe(before + 1);
    const [id] = [...ids];
    expect(await count(`select count(*)::int as n from payments where order_id = '${id}'`)).toBe(1);
    expect(await count(`select count(*)::int as n from sandbox_charges where token = '${body.paymentToken}'`)).toBe(1);
  });

  it("100 concurrent checkouts into a slot with room for 10 make exactly 10 orders", async () => {
    await t.database.db.execute(`update restaurants set slot_capacity = 10 where id = '${menu.restaurant.id}'`);
    const slots = (await t.app.inject({ method: "GET", url: `/api/restaurants/${menu.restaurant.id}/slots` })).json() as {
      slots: Array<{ start: string; remaining: number }>;
    };
    const slot = slots.slots.find((s) => s.remaining === 10)!.start;
    const token = await k.token(customer);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        k.place(customer, {
          restaurantId: menu.restaurant.id,
          items: [{ menuItemId: menu.items[1]!.id, quantity: 1 }],
          fulfilment: "pickup",
          scheduledFor: slot,
          paymentToken: token,
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length).toBe(10);
    expect(statuses.filter((s) => s === 409).length).toBe(90);
    expect(await count(`select count(*)::int as n from orders where restaurant_id = '${menu.restaurant.id}' and slot_start = '${slot}'`)).toBe(10);
    expect(await count(`select booked as n from kitchen_slots where restaurant_id = '${menu.restaurant.id}' and slot_start = '${slot}'`)).toBe(10);
    // The losers left nothing behind: no payment without an order.
    expect(await count("select count(*)::int as n from payments p left join orders o on o.id = p.order_id where p.purpose = 'order' and o.id is null")).toBe(0);
  });

  it("40 concurrent checkouts into a slot given a capacity of its own (3, below the restaurant's 10) make exactly 3 orders", async () => {
    await t.database.db.execute(`update restaurants set slot_capacity = 10 where id = '${menu.restaurant.id}'`);
    const slots = (await t.app.inject({ method: "GET", url: `/api/restaurants/${menu.restaurant.id}/slots` })).json() as {
      slots: Array<{ start: string; remaining: number }>;
    };
    const slot = slots.slots.filter((s) => s.remaining === 10).at(-1)!.start;
    const ceo = await signInAs(t.app, "ceo");
    const set = await k.json("PUT", `/api/restaurants/${menu.restaurant.id}/kitchen-capacity`, ceo, { slots: [{ start: slot, capacity: 3 }] });
    expect(set.status).toBe(200);
    const token = await k.token(customer);
    const body = { restaurantId: menu.restaurant.id, items: [{ menuItemId: menu.items[1]!.id, quantity: 1 }], fulfilment: "pickup", scheduledFor: slot, paymentToken: token };
    const results = await Promise.all(Array.from({ length: 40 }, () => k.place(customer, body)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length).toBe(3);
    expect(statuses.filter((s) => s === 409).length).toBe(37);
    expect(await count(`select booked as n from kitchen_slots where restaurant_id = '${menu.restaurant.id}' and slot_start = '${slot}'`)).toBe(3);
  });

  it("two staff racing to accept and reject one order: one wins, the other gets 409", async () => {
    const order = (await k.simpleOrder(customer, "maison-lumiere")).body;
    const [owner, staff] = await Promise.all([signInAs(t.app, "ceo"), signInAs(t.app, "super_admin")]);
    const results = await Promise.all([
      k.json("POST", `/api/restaurant/orders/${order.id}/transition`, owner, { to: "accepted" }),
      k.json("POST", `/api/restaurant/orders/${order.id}/transition`, staff, { to: "rejected", reason: "Kitchen closed early" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await count(`select count(*)::int as n from order_events where order_id = '${order.id}'`)).toBe(2);
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOYALTY_REWARDS, type Menu, type Voucher } from "@tavola/contracts";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { creditPoints, redeem, registerCustomer } from "../../test/loyalty-kit.js";
import { orderingKit } from "../../test/ordering-kit.js";

// One voucher, many checkouts at once. On in-memory PGlite requests serialise; the Postgres run of the server
// suite (TEST_DATABASE_URL) is the real proof: the guarded `issued → used` update decides the race.
let t: TestApp;
let k: ReturnType<typeof orderingKit>;
let menu: Menu;
beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
  menu = await k.menu("trattoria-bellini");
});
afterAll(async () => t?.close());

const count = async (query: string) => {
  const res = (await t.database.db.execute(query)) as unknown as { rows: Array<{ n: number }> };
  return Number(res.rows[0]!.n);
};

describe(`concurrent checkouts with one voucher (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("10 checkouts with distinct Idempotency-Keys: exactly one order uses it, the others leave nothing behind", async () => {
    const { cookie: customer, userId } = await registerCustomer(t.app);
    await creditPoints(t.database.db, userId, LOYALTY_REWARDS.find((r) => r.id === "free-delivery")!.points);
    const voucherId = (await redeem(t.app, customer, "free-delivery")).body.id;
    const restaurant = menu.restaurant.id;
    const body = {
      restaurantId: restaurant,
      items: [{ menuItemId: menu.items.find((i) => i.available)!.id, quantity: 2 }],
      fulfilment: "delivery",
      address: k.nycAddress,
      voucherId,
      paymentToken: await k.token(customer),
    };
    const keys = Array.from({ length: 10 }, () => randomUUID());
    const before = {
      orders: await count("select count(*)::int as n from orders"),
      booked: await count(`select coalesce(sum(booked), 0)::int as n from kitchen_slots where restaurant_id = '${restaurant}'`),
      payments: await count("select count(*)::int as n from payments"),
    };

    const results = await Promise.all(keys.map((key) => k.place(customer, body, key)));

    const winners = results.filter((r) => r.status === 201);
    expect(winners.length).toBe(1);
    const losers = results.filter((r) => r.status !== 201);
    for (const r of losers) {
      expect([409, 422]).toContain(r.status);
      expect(r.body.fieldErrors?.voucherId).toEqual(["This voucher was already used"]);
    }
    const winner = winners[0]!.body;
    expect(winner.voucher?.id).toBe(voucherId);

    // One order, one kitchen place, one payment; the losers' keys rolled back with everything else.
    expect(await count("select count(*)::int as n from orders")).toBe(before.orders + 1);
    expect(await count(`select count(*)::int as n from orders where voucher_id = '${voucherId}'`)).toBe(1);
    expect(await count(`select coalesce(sum(booked), 0)::int as n from kitchen_slots where restaurant_id = '${restaurant}'`)).toBe(before.booked + 1);
    expect(await count("select count(*)::int as n from payments")).toBe(before.payments + 1);
    expect(await count(`select count(*)::int as n from sandbox_charges where token = '${body.paymentToken}'`)).toBe(1);
    const keyList = keys.map((key) => `'${key}'`).join(",");
    expect(await count(`select count(*)::int as n from idempotency_keys where key in (${keyList})`)).toBe(1);

    const mine = (await k.json<Voucher[]>("GET", "/api/loyalty/vouchers", customer)).body;
    expect(mine.find((v) => v.id === voucherId)).toMatchObject({ state: "used", orderId: winner.id });
  });
});

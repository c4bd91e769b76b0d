import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Menu } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { orderingKit } from "../../test/ordering-kit.js";

// The last portions under a rush. On in-memory PGlite requests serialise; the Postgres run (TEST_DATABASE_URL)
// is the proof: 100 connections racing for 5 portions on one database.
let t: TestApp;
let k: ReturnType<typeof orderingKit>;
let customer: string;
let menu: Menu;
beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
  customer = await signInAs(t.app, "customer");
  menu = await k.menu("maison-lumiere");
  // Room in the kitchen for everyone: only the stock may decide who gets the dish.
  await t.database.db.execute(`update restaurants set slot_capacity = 1000 where id = '${menu.restaurant.id}'`);
});
afterAll(async () => t?.close());

const one = async <T>(query: string) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
const n = async (query: string) => Number((await one<{ n: number }>(query)).n);

async function rush(items: (i: number) => Array<{ menuItemId: string; quantity: number }>, times = 100) {
  const token = await k.token(customer);
  return Promise.all(
    Array.from({ length: times }, (_, i) => k.place(customer, { restaurantId: menu.restaurant.id, items: items(i), fulfilment: "pickup", paymentToken: token })),
  );
}

describe(`the last portions (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("100 concurrent checkouts for the last 5 portions: exactly 5 orders, the dish 86'd, the 95 others 409 naming it, nothing half-written", async () => {
    const dish = menu.items.filter((i) => i.available)[0]!;
    await t.database.db.execute(`insert into dish_portions (menu_item_id, restaurant_id, portions_left) values ('${dish.id}', '${menu.restaurant.id}', 5)`);
    const orders = await n("select count(*)::int as n from orders");
    const payments = await n("select count(*)::int as n from payments");

    const results = await rush(() => [{ menuItemId: dish.id, quantity: 1 }]);

    const won = results.filter((r) => r.status === 201);
    const lost = results.filter((r) => r.status !== 201);
    expect(won).toHaveLength(5);
    expect(lost.map((r) => r.status)).toEqual(Array(95).fill(409));
    for (const r of lost) expect(r.body.message).toBe(`${dish.name} is sold out`);
    expect(await n(`select portions_left as n from dish_portions where menu_item_id = '${dish.id}'`)).toBe(0);
    expect((await one<{ sold_out: boolean }>(`select sold_out from menu_items where id = '${dish.id}'`)).sold_out).toBe(true);
    expect(await n("select count(*)::int as n from orders")).toBe(orders + 5);
    expect(await n("select count(*)::int as n from payments")).toBe(payments + 5);
    // The ledger has one sale per order that won, each the balance after it: 4, 3, 2, 1, 0.
    const ledger = ((await t.database.db.execute(`select balance from stock_movements where menu_item_id = '${dish.id}' and kind = 'sale' order by balance desc`)) as unknown as {
      rows: Array<{ balance: number }>;
    }).rows.map((r) => r.balance);
    expect(ledger).toEqual([4, 3, 2, 1, 0]);
    const pub = (await t.app.inject({ method: "GET", url: `/api/restaurants/${menu.restaurant.id}/menu` })).json<Menu>().items.find((i) => i.id === dish.id)!;
    expect(pub).toMatchObject({ available: false, soldOut: true });
  });

  it("two dishes sharing two ingredients, ordered in any mix, never oversell or deadlock: stock never goes negative", async () => {
    const [a, b] = menu.items.filter((i) => i.available).slice(1, 3);
    const ing = async (name: string, onHand: number) =>
      (await one<{ id: string }>(`insert into ingredients (restaurant_id, name, unit, on_hand, low_threshold) values ('${menu.restaurant.id}', '${name}', 'g', ${onHand}, 0) returning id`)).id;
    // Butter for 10 portions, cream for 7: cream runs out first.
    const butter = await ing("Race butter", 100);
    const cream = await ing("Race cream", 70);
    await t.database.db.execute(`insert into recipe_lines (menu_item_id, ingredient_id, quantity) values
      ('${a!.id}', '${butter}', 10), ('${a!.id}', '${cream}', 10), ('${b!.id}', '${cream}', 10), ('${b!.id}', '${butter}', 10)`);

    // Half ask for A then B, half for B then A, a few for both at once.
    const results = await rush((i) =>
      i % 10 === 0 ? [{ menuItemId: b!.id, quantity: 1 }, { menuItemId: a!.id, quantity: 1 }] : [{ menuItemId: i % 2 ? a!.id : b!.id, quantity: 1 }],
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const portionsSold = results.filter((r) => r.status === 201).reduce((s, r) => s + r.body.items.reduce((q, l) => q + l.quantity, 0), 0);
    expect(portionsSold).toBe(7);
    const left = await one<{ butter: number; cream: number }>(
      `select (select on_hand from ingredients where id = '${butter}') as butter, (select on_hand from ingredients where id = '${cream}') as cream`,
    );
    expect(left).toEqual({ butter: 30, cream: 0 });
    // The ledger agrees with the shelf.
    expect(await n(`select (-sum(delta))::int as n from stock_movements where ingredient_id = '${cream}' and kind = 'sale'`)).toBe(70);
    expect(await n(`select count(*)::int as n from menu_items where id in ('${a!.id}', '${b!.id}') and sold_out`)).toBe(2);
  });
});

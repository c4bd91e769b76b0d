import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IngredientView, Menu, StockCountResult, StockCountSheet } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { orderingKit } from "../../test/ordering-kit.js";

// A count submitted while the kitchen keeps selling. On in-memory PGlite requests serialise; the Postgres run
// (TEST_DATABASE_URL) is the proof: the sales and the submit race on one database.
let t: TestApp;
let k: ReturnType<typeof orderingKit>;
let owner: string;
let customer: string;
let menu: Menu;
beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
  [owner, customer] = await Promise.all([signInAs(t.app, "restaurant_owner"), signInAs(t.app, "customer")]);
  menu = await k.menu("trattoria-bellini");
  // Room in the kitchen for everyone: only the stock decides.
  await t.database.db.execute(`update restaurants set slot_capacity = 1000 where id = '${menu.restaurant.id}'`);
});
afterAll(async () => t?.close());

const base = () => `/api/restaurants/${menu.restaurant.id}/inventory`;
const one = async <T>(query: string) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

describe(`a stock count racing sales (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("40 sales run while a count is submitted: stock ends at counted − what sold after the sheet opened, and the ledger agrees with the shelf", async () => {
    const flour = (await k.json<IngredientView>("POST", `${base()}/ingredients`, owner, { name: "Race semolina", unit: "g", onHand: 1000, lowThreshold: 0 })).body;
    const dish = menu.items.find((i) => i.name === "Margherita DOP")!;
    await t.database.db.execute(`insert into recipe_lines (menu_item_id, ingredient_id, quantity) values ('${dish.id}', '${flour.id}', 10)`);
    const sheet = (await k.json<StockCountSheet>("POST", `${base()}/counts`, owner)).body;
    expect(sheet.lines.find((l) => l.ingredientId === flour.id)!.expected).toBe(1000);

    // The shelf holds 900 (100 g went missing before the count); 40 pizzas sell while the sheet is submitted.
    const token = await k.token(customer);
    const sale = () => k.place(customer, { restaurantId: menu.restaurant.id, items: [{ menuItemId: dish.id, quantity: 1 }], fulfilment: "pickup", paymentToken: token });
    const results = await Promise.all([
      ...Array.from({ length: 20 }, sale),
      k.json<StockCountResult>("POST", `${base()}/counts/${sheet.countId}/submit`, owner, { lines: [{ ingredientId: flour.id, counted: 900 }] }),
      ...Array.from({ length: 20 }, sale),
    ]);
    const submitted = results[20]!;
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const sold = results.filter((r, i) => i !== 20 && r.status === 201).length;
    expect(sold).toBe(40);

    const left = await one<{ on_hand: number }>(`select on_hand from ingredients where id = '${flour.id}'`);
    expect(left.on_hand).toBe(900 - 10 * sold);
    const ledger = await one<{ total: number; counts: number }>(
      `select sum(delta)::int as total, count(*) filter (where kind = 'count' and reason like 'Stock count%')::int as counts from stock_movements where ingredient_id = '${flour.id}'`,
    );
    expect(ledger).toEqual({ total: left.on_hand, counts: 1 });
  });

  it("the same sheet submitted from two devices at once: one applies, the other 409, the stock moves once", async () => {
    const sheet = (await k.json<StockCountSheet>("POST", `${base()}/counts`, owner)).body;
    const basil = sheet.lines.find((l) => l.name === "Basil")!;
    const body = { lines: [{ ingredientId: basil.ingredientId, counted: basil.expected + 100 }] };
    const [a, b] = await Promise.all([1, 2].map(() => k.json("POST", `${base()}/counts/${sheet.countId}/submit`, owner, body)));
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    expect((await one<{ on_hand: number }>(`select on_hand from ingredients where id = '${basil.ingredientId}'`)).on_hand).toBe(basil.expected + 100);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IngredientView, Menu, PurchaseOrder } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { orderingKit } from "../../test/ordering-kit.js";

// Two people at the back door receiving the same delivery. On in-memory PGlite requests serialise; the Postgres run
// (TEST_DATABASE_URL) is the proof: concurrent connections receiving one line.
let t: TestApp;
let k: ReturnType<typeof orderingKit>;
let owner: string;
let menu: Menu;
beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
  owner = await signInAs(t.app, "restaurant_owner");
  menu = await k.menu("trattoria-bellini");
});
afterAll(async () => t?.close());

const n = async (query: string) => Number(((await t.database.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);

describe(`receiving a purchase order (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("20 concurrent receipts of 3 for a line of 10: exactly 3 land, the line holds 9, stock and ledger grow by 9, the rest 409", async () => {
    const base = `/api/restaurants/${menu.restaurant.id}/inventory`;
    const flour = (await k.json<IngredientView>("POST", `${base}/ingredients`, owner, { name: "Race flour", unit: "g", onHand: 100, lowThreshold: 0 })).body;
    const po = (await k.json<PurchaseOrder>("POST", `${base}/purchase-orders`, owner, { supplier: "Molino", supplierEmail: "m@example.com", lines: [{ ingredientId: flour.id, quantity: 10, unitCostCents: 1 }] })).body;
    expect((await k.json("POST", `${base}/purchase-orders/${po.id}/send`, owner)).status).toBe(200);

    const results = await Promise.all(
      Array.from({ length: 20 }, () => k.json<PurchaseOrder>("POST", `${base}/purchase-orders/${po.id}/receipts`, owner, { lines: [{ lineId: po.lines[0]!.id, quantity: 3 }] })),
    );

    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).map((r) => r.status)).toEqual(Array(17).fill(409));
    expect(await n(`select received as n from purchase_order_lines where id = '${po.lines[0]!.id}'`)).toBe(9);
    expect(await n(`select on_hand as n from ingredients where id = '${flour.id}'`)).toBe(109);
    expect(await n(`select sum(delta)::int as n from stock_movements where ingredient_id = '${flour.id}' and kind = 'received'`)).toBe(9);
    expect(await n(`select count(*)::int as n from purchase_orders where id = '${po.id}' and status = 'partially_received'`)).toBe(1);
  });
});

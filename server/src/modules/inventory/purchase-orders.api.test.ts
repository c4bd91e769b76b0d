import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurantOps, type RestaurantOps } from "../../test/restaurant-ops-kit.js";
import type { IngredientView, Inventory, Menu, PurchaseOrder, PurchaseOrderList, PurchaseSuggestions } from "@tavola/contracts";

let { t, k, owner, staff, customer, ceo, menu: bellini, otherId, otherOwner } = {} as RestaurantOps;

beforeAll(async () => {
  ({ t, k, owner, staff, customer, ceo, menu: bellini, otherId, otherOwner } = await restaurantOps("Forno Quattro"));
});
afterAll(async () => t?.close());

const inv = (id = bellini.restaurant.id) => `/api/restaurants/${id}/inventory`;
const pos = (id = bellini.restaurant.id) => `${inv(id)}/purchase-orders`;
const inventory = async () => (await k.json<Inventory>("GET", inv(), owner)).body;
const ingredientNamed = async (name: string) => (await inventory()).ingredients.find((i) => i.name === name)!;
const rows = async <T>(query: string) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function draft(lines: Array<{ ingredientId: string; quantity: number; unitCostCents: number }>, supplier = "Greenmarket Farms") {
  const res = await k.json<PurchaseOrder>("POST", pos(), owner, { supplier, supplierEmail: "orders@greenmarket.example", note: "Back door before 10:00", lines });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("purchase orders: drafted from low stock, sent by mail, received into stock", () => {
  it("suggests the low-stock ingredients by supplier, each up to par", async () => {
    const s = (await k.json<PurchaseSuggestions>("GET", `${pos()}/suggestions`, owner)).body;
    const green = s.suppliers.find((x) => x.supplier === "Greenmarket Farms")!;
    // Basil: 240 g on hand, low at 300, par 600 → 360 g.
    expect(green.lines.find((l) => l.name === "Basil")).toMatchObject({ unit: "g", onHand: 240, parLevel: 600, quantity: 360 });
    const all = s.suppliers.flatMap((x) => x.lines);
    const ings = (await inventory()).ingredients;
    for (const l of all) expect(ings.find((i) => i.id === l.ingredientId)!.low).toBe(true);
    expect(all.some((l) => l.name === "Pizza dough")).toBe(false); // well stocked
    // The seeded demo: yesterday's sea bass order, sent, waiting for its delivery.
    const seeded = (await k.json<PurchaseOrderList>("GET", pos(), owner)).body.purchaseOrders.find((p) => p.reference === "PO-1")!;
    expect(seeded).toMatchObject({ supplier: "Blue Harbor Fish", status: "sent", totalCents: 12 * 1450 });
  });

  it("draft → edit → send (one mail through the outbox, HTML and text) → receive in two deliveries → closed; stock and ledger follow", async () => {
    const basil = await ingredientNamed("Basil");
    const mushrooms = await ingredientNamed("Mushrooms");
    const po = await draft([{ ingredientId: basil.id, quantity: 360, unitCostCents: 3 }]);
    expect(po).toMatchObject({ status: "draft", supplier: "Greenmarket Farms", totalCents: 1080 });
    expect(po.reference).toMatch(/^PO-\d+$/);

    const edited = await k.json<PurchaseOrder>("PUT", `${pos()}/${po.id}`, owner, {
      supplier: "Greenmarket Farms",
      supplierEmail: "orders@greenmarket.example",
      lines: [{ ingredientId: basil.id, quantity: 400, unitCostCents: 3 }, { ingredientId: mushrooms.id, quantity: 1000, unitCostCents: 2 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.lines.map((l) => [l.name, l.quantity, l.lineTotalCents])).toEqual([["Basil", 400, 1200], ["Mushrooms", 1000, 2000]]);
    expect(edited.body.totalCents).toBe(3200);

    const sent = await k.json<PurchaseOrder>("POST", `${pos()}/${po.id}/send`, owner);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: "sent" });
    const mail = await rows<{ recipient: string; subject: string; text_body: string; html_body: string; kind: string }>(
      `select recipient, subject, text_body, html_body, kind from mail_outbox where dedupe_key = 'purchase-order:${po.id}'`,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ recipient: "orders@greenmarket.example", kind: "purchase-order", subject: `Purchase order ${po.reference} from Trattoria Bellini` });
    expect(mail[0]!.text_body).toContain("- Basil: 400 g at $0.03 = $12.00");
    expect(mail[0]!.text_body).toContain("Total: $32.00");
    expect(mail[0]!.html_body).toContain("<td style=\"padding:4px 8px;border-bottom:1px solid #ddd\">Mushrooms</td>");
    // Sent is what the supplier has: no more edits or second sends.
    expect((await k.json("PUT", `${pos()}/${po.id}`, owner, { supplier: "X", supplierEmail: "x@example.com", lines: [{ ingredientId: basil.id, quantity: 1, unitCostCents: 1 }] })).status).toBe(409);
    expect((await k.json("POST", `${pos()}/${po.id}/send`, owner)).status).toBe(409);

    const [basilLine, mushroomLine] = sent.body.lines;
    const first = await k.json<PurchaseOrder>("POST", `${pos()}/${po.id}/receipts`, owner, { lines: [{ lineId: basilLine!.id, quantity: 250 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.status).toBe("partially_received");
    expect((await ingredientNamed("Basil")).onHand).toBe(basil.onHand + 250);
    const over = await k.json("POST", `${pos()}/${po.id}/receipts`, owner, { lines: [{ lineId: basilLine!.id, quantity: 151 }] });
    expect(over.status).toBe(409);
    expect(over.body.fieldErrors).toEqual({ lines: ["Only 150 g more of Basil were ordered"] });
    const second = await k.json<PurchaseOrder>("POST", `${pos()}/${po.id}/receipts`, owner, { lines: [{ lineId: basilLine!.id, quantity: 150 }, { lineId: mushroomLine!.id, quantity: 1000 }] });
    expect(second.body.status).toBe("received");
    expect(second.body.lines.map((l) => l.received)).toEqual([400, 1000]);
    const after = await inventory();
    expect(after.ingredients.find((i) => i.name === "Basil")!.onHand).toBe(basil.onHand + 400);
    expect(after.ingredients.find((i) => i.name === "Mushrooms")!.onHand).toBe(mushrooms.onHand + 1000);
    const ledger = after.movements.filter((m) => m.kind === "received" && m.reason === `${po.reference} from Greenmarket Farms`);
    expect(ledger.map((m) => [m.subject, m.delta]).sort()).toEqual([["Basil", 150], ["Basil", 250], ["Mushrooms", 1000]]);

    const closed = await k.json<PurchaseOrder>("POST", `${pos()}/${po.id}/close`, owner);
    expect(closed.body).toMatchObject({ status: "closed" });
    expect(closed.body.closedAt).not.toBeNull();
    expect((await k.json("POST", `${pos()}/${po.id}/receipts`, owner, { lines: [{ lineId: basilLine!.id, quantity: 1 }] })).status).toBe(409);
    const list = (await k.json<PurchaseOrderList>("GET", pos(), owner)).body.purchaseOrders;
    expect(list[0]!.id).toBe(po.id);
    expect((await k.json<PurchaseOrder>("GET", `${pos()}/${po.id}`, owner)).body.status).toBe("closed");
  });

  it("receiving brings an 86'd dish back on the public menu in the same step", async () => {
    const res = await k.json<IngredientView>("POST", `${inv()}/ingredients`, owner, { name: "PO saffron", unit: "g", onHand: 0, lowThreshold: 1, parLevel: 10, supplier: "Spice Co" });
    const saffron = res.body;
    const dish = bellini.items.find((i) => i.name === "Tiramisu") ?? bellini.items[bellini.items.length - 1]!;
    const inv0 = await inventory();
    const current = inv0.dishes.find((d) => d.menuItemId === dish.id)!;
    const recipe = { lines: [...current.recipe, { ingredientId: saffron.id, quantity: 2 }], options: current.options.map((o) => ({ optionId: o.optionId, lines: o.recipe })) };
    expect((await k.json("PUT", `${inv()}/dishes/${dish.id}/recipe`, owner, recipe)).status).toBe(200);
    const publicItem = async () => (await t.app.inject({ method: "GET", url: `/api/restaurants/${bellini.restaurant.id}/menu` })).json<Menu>().items.find((i) => i.id === dish.id)!;
    expect(await publicItem()).toMatchObject({ soldOut: true, available: false });
    const po = await draft([{ ingredientId: saffron.id, quantity: 10, unitCostCents: 450 }], "Spice Co");
    await k.json("POST", `${pos()}/${po.id}/send`, owner);
    const got = await k.json<PurchaseOrder>("POST", `${pos()}/${po.id}/receipts`, owner, { lines: [{ lineId: po.lines[0]!.id, quantity: 10 }] });
    expect(got.status).toBe(200);
    expect(await publicItem()).toMatchObject({ soldOut: false });
  });

  it("refuses bad input with the field's message", async () => {
    const basil = await ingredientNamed("Basil");
    const bad = async (body: unknown) => k.json("POST", pos(), owner, body);
    const ok = { supplier: "Greenmarket Farms", supplierEmail: "orders@greenmarket.example", lines: [{ ingredientId: basil.id, quantity: 10, unitCostCents: 5 }] };
    expect((await bad({ ...ok, supplier: "" })).body.fieldErrors).toMatchObject({ supplier: ["Supplier is required"] });
    expect((await bad({ ...ok, supplierEmail: "nope" })).body.fieldErrors).toMatchObject({ supplierEmail: ["Enter the supplier's email address"] });
    expect((await bad({ ...ok, lines: [] })).body.fieldErrors).toMatchObject({ lines: ["Add at least one line"] });
    expect((await bad({ ...ok, lines: [{ ...ok.lines[0], quantity: 0 }] })).status).toBe(400);
    expect((await bad({ ...ok, lines: [{ ...ok.lines[0], unitCostCents: 1.5 }] })).status).toBe(400);
    expect((await bad({ ...ok, lines: [ok.lines[0], ok.lines[0]] })).body.fieldErrors).toEqual({ lines: ["List each ingredient once"] });
    expect((await bad({ ...ok, note: "x".repeat(501) })).status).toBe(400);
    // Another restaurant's ingredient cannot be ordered here.
    const theirs = await k.json<IngredientView>("POST", `${inv(otherId)}/ingredients`, otherOwner, { name: "Flour", unit: "g", onHand: 0, lowThreshold: 0 });
    expect((await bad({ ...ok, lines: [{ ingredientId: theirs.body.id, quantity: 1, unitCostCents: 1 }] })).status).toBe(422);
    const po = await draft([{ ingredientId: basil.id, quantity: 5, unitCostCents: 5 }]);
    expect((await k.json("POST", `${pos()}/${po.id}/receipts`, owner, { lines: [{ lineId: po.lines[0]!.id, quantity: 1 }] })).status).toBe(409); // a draft is not received
    expect((await k.json("POST", `${pos()}/${po.id}/close`, owner)).status).toBe(409);
    await k.json("POST", `${pos()}/${po.id}/send`, owner);
    expect((await k.json("POST", `${pos()}/${po.id}/receipts`, owner, { lines: [{ lineId: "00000000-0000-4000-8000-000000000000", quantity: 1 }] })).status).toBe(422);
    expect((await k.json("POST", `${pos()}/${po.id}/receipts`, owner, { lines: [] })).status).toBe(400);
    expect((await k.json("GET", `${pos()}/00000000-0000-4000-8000-000000000000`, owner)).status).toBe(404);
  });

  it("only the restaurant's owner or managers: staff, customers, executives and another restaurant's owner 403; signed out 401", async () => {
    const basil = await ingredientNamed("Basil");
    const po = await draft([{ ingredientId: basil.id, quantity: 5, unitCostCents: 5 }]);
    const body = { supplier: "X", supplierEmail: "x@example.com", lines: [{ ingredientId: basil.id, quantity: 1, unitCostCents: 1 }] };
    const calls: Array<["GET" | "POST" | "PUT", string, unknown?]> = [
      ["GET", pos()],
      ["GET", `${pos()}/suggestions`],
      ["POST", pos(), body],
      ["GET", `${pos()}/${po.id}`],
      ["PUT", `${pos()}/${po.id}`, body],
      ["POST", `${pos()}/${po.id}/send`],
      ["POST", `${pos()}/${po.id}/receipts`, { lines: [{ lineId: po.lines[0]!.id, quantity: 1 }] }],
      ["POST", `${pos()}/${po.id}/close`],
    ];
    for (const cookie of [staff, customer, ceo, otherOwner]) {
      for (const [method, url, payload] of calls) expect((await k.json(method, url, cookie, payload)).status, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, payload] of calls) expect((await t.app.inject({ method, url, ...(payload ? { payload: payload as object } : {}) })).statusCode).toBe(401);
    // Bellini's owner cannot reach a purchase order through another restaurant's address.
    expect((await k.json("GET", `${pos(otherId)}/${po.id}`, owner)).status).toBe(403);
    expect((await k.json("GET", `${pos(otherId)}/${po.id}`, otherOwner)).status).toBe(404);
    expect((await k.json<PurchaseOrder>("GET", `${pos()}/${po.id}`, owner)).body.status).toBe("draft");
  });
});

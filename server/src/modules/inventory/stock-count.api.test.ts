import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurantOps, type RestaurantOps } from "../../test/restaurant-ops-kit.js";
import type { Inventory, Menu, StockCountResult, StockCountSheet } from "@tavola/contracts";

// The bulk count sheet (issue 19) on in-memory PGlite; the race with sales is stock-count.concurrency.test.ts.
let { t, k, owner, staff, customer, ceo, otherOwner, otherId, menu: bellini } = {} as RestaurantOps;

beforeAll(async () => {
  ({ t, k, owner, staff, customer, ceo, otherOwner, otherId, menu: bellini } = await restaurantOps("Forno Quattro"));
});
afterAll(async () => t?.close());

const counts = (id = bellini.restaurant.id) => `/api/restaurants/${id}/inventory/counts`;
const open = async (cookie = owner) => k.json<StockCountSheet>("POST", counts(), cookie);
const submit = (countId: string, body: unknown, cookie = owner) => k.json<StockCountResult>("POST", `${counts()}/${countId}/submit`, cookie, body);
const dish = (name: string) => bellini.items.find((i) => i.name === name)!;
const line = (sheet: StockCountSheet, name: string) => sheet.lines.find((l) => l.name === name)!;
const publicItem = async (id: string) => (await t.app.inject({ method: "GET", url: `/api/restaurants/${bellini.restaurant.id}/menu` })).json<Menu>().items.find((i) => i.id === id)!;
const inventory = async () => (await k.json<Inventory>("GET", `/api/restaurants/${bellini.restaurant.id}/inventory`, owner)).body;
const sellBranzino = async (quantity: number) =>
  k.place(customer, { restaurantId: bellini.restaurant.id, items: [{ menuItemId: dish("Branzino al Forno").id, quantity }], fulfilment: "pickup", paymentToken: await k.token(customer) });

describe("the stock count sheet", () => {
  it("opens with every ingredient grouped by supplier and its expected stock; a submit moves only what changed by counted − expected at open, keeping the sales made meanwhile", async () => {
    const before = await inventory();
    const sheet = (await open()).body;
    expect(sheet.lines).toHaveLength(before.ingredients.length);
    expect(line(sheet, "Sea bass")).toMatchObject({ unit: "each", group: "Blue Harbor Fish", expected: 9, unitCostCents: 1450 });
    expect(line(sheet, "Ragù")).toMatchObject({ group: "No supplier", unitCostCents: null });
    // Grouped: a supplier's ingredients are next to each other, "No supplier" last.
    const groups = sheet.lines.map((l) => l.group).filter((g, i, all) => all.indexOf(g) === i);
    expect(groups.at(-1)).toBe("No supplier");
    expect(new Set(groups).size).toBe(groups.length);

    // Two branzini sell while the sheet is out.
    expect((await sellBranzino(2)).status).toBe(201);
    const basil = line(sheet, "Basil");
    const ragu = line(sheet, "Ragù");
    const res = await submit(sheet.countId, {
      lines: [
        { ingredientId: line(sheet, "Sea bass").ingredientId, counted: 5 },
        { ingredientId: basil.ingredientId, counted: basil.expected },
        { ingredientId: ragu.ingredientId, counted: ragu.expected + 250 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byName = new Map(res.body.lines.map((l) => [l.name, l]));
    // Counted 5 of the 9 the books had at open: 4 missing; the 2 sold since are still off → 3 on hand.
    expect(byName.get("Sea bass")).toMatchObject({ expected: 9, counted: 5, applied: -4, onHand: 3, valueCents: -5800 });
    expect(byName.get("Basil")).toMatchObject({ applied: 0, onHand: basil.expected, valueCents: null });
    expect(byName.get("Ragù")).toMatchObject({ applied: 250, onHand: ragu.expected + 250, valueCents: null });
    expect(res.body.totalValueCents).toBe(-5800);

    // One ledger entry per changed ingredient, none for the unchanged basil.
    const after = await inventory();
    const counted = after.movements.filter((m) => m.kind === "count" && m.reason.startsWith("Stock count"));
    expect(counted.map((m) => [m.subject, m.delta, m.balance]).sort()).toEqual([["Ragù", 250, ragu.expected + 250], ["Sea bass", -4, 3]]);
    expect(after.ingredients.find((i) => i.name === "Sea bass")!.onHand).toBe(3);

    // Submitted once.
    const again = await submit(sheet.countId, { lines: [{ ingredientId: basil.ingredientId, counted: 1 }] });
    expect([again.status, again.body.message]).toEqual([409, "This count was already submitted"]);
  });

  it("a count that empties a shelf 86es its dishes everywhere at once, and a later count brings them back", async () => {
    const branzino = dish("Branzino al Forno");
    const first = (await open()).body;
    const emptied = await submit(first.countId, { lines: [{ ingredientId: line(first, "Sea bass").ingredientId, counted: 0 }] });
    expect(emptied.body.soldOut).toEqual(["Branzino al Forno"]);
    expect(await publicItem(branzino.id)).toMatchObject({ soldOut: true, available: false });
    expect((await sellBranzino(1)).status).toBe(409);

    const second = (await open()).body;
    expect(line(second, "Sea bass").expected).toBe(0);
    const restocked = await submit(second.countId, { lines: [{ ingredientId: line(second, "Sea bass").ingredientId, counted: 6 }] });
    expect([restocked.body.restored, restocked.body.soldOut]).toEqual([["Branzino al Forno"], []]);
    expect(await publicItem(branzino.id)).toMatchObject({ soldOut: false, available: true });
  });

  it("bad input is 4xx with the field's message and writes nothing: all rows or none", async () => {
    const sheet = (await open()).body;
    const [a, b] = sheet.lines;
    const stockOf = async () => new Map((await inventory()).ingredients.map((i) => [i.id, i.onHand]));
    const stock = await stockOf();
    const movements = (await inventory()).movements.length;

    const empty = await submit(sheet.countId, { lines: [] });
    expect([empty.status, empty.body.fieldErrors]).toEqual([400, { lines: ["Enter at least one count"] }]);
    const negative = await submit(sheet.countId, { lines: [{ ingredientId: a!.ingredientId, counted: -1 }] });
    expect(negative.status).toBe(400);
    expect(Object.values(negative.body.fieldErrors ?? {}).flat()).toContain("Counted is 0 to 10,000,000");
    const fraction = await submit(sheet.countId, { lines: [{ ingredientId: a!.ingredientId, counted: 1.5 }] });
    expect(Object.values(fraction.body.fieldErrors ?? {}).flat()).toContain("Counted must be a whole number");
    const twice = await submit(sheet.countId, { lines: [{ ingredientId: a!.ingredientId, counted: 1 }, { ingredientId: a!.ingredientId, counted: 2 }] });
    expect([twice.status, twice.body.fieldErrors]).toEqual([400, { lines: ["Count each ingredient once"] }]);
    // A good row with one not on this sheet (another restaurant's ingredient): nothing is written.
    const theirs = (await k.json<{ id: string }>("POST", `/api/restaurants/${otherId}/inventory/ingredients`, otherOwner, { name: "Flour", unit: "g", onHand: 100, lowThreshold: 0 })).body;
    const mixed = await submit(sheet.countId, { lines: [{ ingredientId: b!.ingredientId, counted: b!.expected + 7 }, { ingredientId: theirs.id, counted: 1 }] });
    expect([mixed.status, mixed.body.fieldErrors]).toEqual([422, { lines: ["Count only the ingredients on this sheet"] }]);
    expect(await stockOf()).toEqual(stock);
    expect((await inventory()).movements.length).toBe(movements);
    // The sheet is still open after the refusals.
    expect((await submit(sheet.countId, { lines: [{ ingredientId: b!.ingredientId, counted: b!.expected }] })).status).toBe(200);

    expect((await k.json("POST", `${counts()}/not-a-uuid/submit`, owner, { lines: [{ ingredientId: a!.ingredientId, counted: 1 }] })).status).toBe(400);
    expect((await submit("00000000-0000-4000-8000-000000000000", { lines: [{ ingredientId: a!.ingredientId, counted: 1 }] })).status).toBe(404);
  });

  it("only the restaurant's owner or managers count: its staff, another restaurant's owner, customers and executives 403; signed out 401", async () => {
    const sheet = (await open()).body;
    const body = { lines: [{ ingredientId: sheet.lines[0]!.ingredientId, counted: 0 }] };
    for (const cookie of [staff, otherOwner, customer, ceo]) {
      expect((await open(cookie)).status).toBe(403);
      expect((await submit(sheet.countId, body, cookie)).status).toBe(403);
    }
    expect((await t.app.inject({ method: "POST", url: counts() })).statusCode).toBe(401);
    // Restaurant B's owner cannot submit A's sheet through B's address either: the sheet is A's.
    const theirs = await k.json("POST", `${counts(otherId)}/${sheet.countId}/submit`, otherOwner, body);
    expect(theirs.status).toBe(404);
    expect((await inventory()).ingredients.find((i) => i.id === sheet.lines[0]!.ingredientId)!.onHand).toBe(sheet.lines[0]!.expected);
  });

  it("a manager (a restaurant_staff account whose team role is manager) counts, and the session says so: /api/auth/user carries the team roles the navigation shows Inventory for", async () => {
    const me = async (cookie: string) => (await k.json<{ role: string; teamRoles: string[] }>("GET", "/api/auth/user", cookie)).body;
    expect(await me(staff)).toMatchObject({ role: "restaurant_staff", teamRoles: ["staff"] });
    expect(await me(owner)).toMatchObject({ role: "restaurant_owner", teamRoles: ["owner"] });
    expect((await me(customer)).teamRoles).toEqual([]);
    const staffId = (await k.json<{ id: string }>("GET", "/api/auth/user", staff)).body.id;
    await t.database.db.execute(`update restaurant_staff set role = 'manager' where user_id = '${staffId}' and restaurant_id = '${bellini.restaurant.id}'`);
    expect(await me(staff)).toMatchObject({ role: "restaurant_staff", teamRoles: ["manager"] });
    const sheet = await open(staff);
    expect(sheet.status).toBe(201);
    const first = sheet.body.lines[0]!;
    expect((await submit(sheet.body.countId, { lines: [{ ingredientId: first.ingredientId, counted: first.expected }] }, staff)).status).toBe(200);
  });
});

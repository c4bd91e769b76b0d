import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurantOps, type RestaurantOps } from "../../test/restaurant-ops-kit.js";
import type { IngredientView, Inventory, Menu, MenuAvailabilityEvent } from "@tavola/contracts";
import { dineInKit } from "../../test/dine-in-kit.js";
import { openSse } from "../../test/sse-client.js";

let { t, k, owner, staff, customer, ceo, menu: bellini, otherId, otherOwner } = {} as RestaurantOps;
let d: ReturnType<typeof dineInKit>;
let base: string;

beforeAll(async () => {
  ({ t, k, owner, staff, customer, ceo, menu: bellini, otherId, otherOwner } = await restaurantOps("Forno Tre"));
  d = dineInKit(t.app, t.database.db);
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => t?.close());

const inv = (id = bellini.restaurant.id) => `/api/restaurants/${id}/inventory`;
const dish = (name: string) => bellini.items.find((i) => i.name === name)!;
const get = async () => (await k.json<Inventory>("GET", inv(), owner)).body;
const publicItem = async (id: string) => (await t.app.inject({ method: "GET", url: `/api/restaurants/${bellini.restaurant.id}/menu` })).json<Menu>().items.find((i) => i.id === id)!;
async function placeOne(menuItemId: string, extra: Record<string, unknown> = {}) {
  return k.place(customer, { restaurantId: bellini.restaurant.id, items: [{ menuItemId, quantity: 1 }], fulfilment: "pickup", paymentToken: await k.token(customer), ...extra });
}
async function ingredient(name: string, onHand: number, lowThreshold = 0): Promise<IngredientView> {
  const res = await k.json<IngredientView>("POST", `${inv()}/ingredients`, owner, { name, unit: "g", onHand, lowThreshold });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("who may run a restaurant's inventory", () => {
  it("its owner reads the seeded demo; staff, customers, executives and another restaurant's owner get 403; signed out 401", async () => {
    const mine = await get();
    expect(mine.restaurantName).toBe("Trattoria Bellini");
    expect(mine.ingredients.find((i) => i.name === "Basil")).toMatchObject({ unit: "g", low: true });
    expect(mine.dishes.find((x) => x.name === "Cannoli")).toMatchObject({ portionsLeft: 24, soldOut: false });
    expect(mine.dishes.find((x) => x.name === "Margherita DOP")!.recipe).toHaveLength(4);
    expect(mine.movements.some((m) => m.kind === "received")).toBe(true);
    expect((await k.json<{ restaurants: unknown[] }>("GET", "/api/inventory/restaurants", owner)).body.restaurants).toEqual([{ id: bellini.restaurant.id, name: "Trattoria Bellini" }]);

    const anIngredient = mine.ingredients[0]!.id;
    const aDish = mine.dishes[0]!.menuItemId;
    const calls: Array<[method: "GET" | "POST" | "PUT", url: string, body?: unknown]> = [
      ["GET", inv()],
      ["POST", `${inv()}/ingredients`, { name: "Saffron", unit: "g", onHand: 10, lowThreshold: 2 }],
      ["PUT", `${inv()}/ingredients/${anIngredient}`, { name: "Basil", unit: "g", lowThreshold: 1 }],
      ["POST", `${inv()}/ingredients/${anIngredient}/adjustments`, { kind: "count", quantity: 0, reason: "Stolen" }],
      ["PUT", `${inv()}/dishes/${aDish}/recipe`, { lines: [] }],
      ["PUT", `${inv()}/dishes/${aDish}/portions`, { portions: 0 }],
      ["GET", `${inv()}/stream`],
    ];
    for (const cookie of [staff, customer, ceo, otherOwner]) {
      for (const [method, url, body] of calls) expect((await k.json(method, url, cookie, body)).status, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, body] of calls) {
      const res = await t.app.inject({ method, url, ...(body ? { payload: body as object } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    // The other restaurant's owner runs their own, empty at first; Bellini's owner cannot read it.
    expect((await k.json<Inventory>("GET", inv(otherId), otherOwner)).body.ingredients).toEqual([]);
    expect((await k.json("GET", inv(otherId), owner)).status).toBe(403);
    expect((await k.json<{ restaurants: unknown[] }>("GET", "/api/inventory/restaurants", staff)).body.restaurants).toEqual([]);
  });
});

describe("ingredients, counts and the ledger", () => {
  it("adds an ingredient, refuses a duplicate name and bad input with the field's message, and records every count with its reason", async () => {
    const saffron = await ingredient("Saffron", 50, 10);
    expect(saffron).toMatchObject({ onHand: 50, low: false });
    expect((await k.json("POST", `${inv()}/ingredients`, owner, { name: "saffron", unit: "g", onHand: 1, lowThreshold: 0 })).status).toBe(409);
    const bad = await k.json("POST", `${inv()}/ingredients`, owner, { name: "", unit: "kg", onHand: -1, lowThreshold: 1.5 });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({ name: ["Ingredient name is required"], unit: ["Choose grams, millilitres or pieces"] });

    const adjust = (body: unknown) => k.json<IngredientView>("POST", `${inv()}/ingredients/${saffron.id}/adjustments`, owner, body);
    expect((await adjust({ kind: "waste", quantity: 5, reason: "Spilled" })).body.onHand).toBe(45);
    expect((await adjust({ kind: "received", quantity: 20, reason: "Delivery" })).body.onHand).toBe(65);
    const counted = await adjust({ kind: "count", quantity: 8, reason: "Friday count" });
    expect(counted.body).toMatchObject({ onHand: 8, low: true });
    const tooMuch = await adjust({ kind: "waste", quantity: 9, reason: "Spilled" });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe("Only 8 g in stock");
    expect((await adjust({ kind: "count", quantity: 3 })).body.fieldErrors).toEqual({ reason: ["Give a reason"] });
    const ledger = (await get()).movements.filter((m) => m.subject === "Saffron");
    expect(ledger.map((m) => [m.kind, m.delta, m.balance, m.reason])).toEqual([
      ["count", -57, 8, "Friday count"],
      ["received", 20, 65, "Delivery"],
      ["waste", -5, 45, "Spilled"],
      ["count", 50, 50, "Opening count"],
    ]);
    expect(ledger[0]!.actorName).toBeTruthy();
    // Append-only in the database itself.
    // drizzle wraps the database's error; the cause is Postgres' own message.
    const refusal = (query: string) => t.database.db.execute(query).then(() => "changed", (e: Error & { cause?: Error }) => (e.cause ?? e).message);
    expect(await refusal(`update stock_movements set delta = 0 where subject = 'Saffron'`)).toBe("stock_movements is append-only");
    expect(await refusal(`delete from stock_movements where subject = 'Saffron'`)).toBe("stock_movements is append-only");
    expect(await refusal(`truncate stock_movements`)).toBe("stock_movements is append-only");
  });

  it("a recipe takes only this restaurant's ingredients and this dish's options", async () => {
    const pizza = dish("Pizza Quattro Formaggi");
    const saffron = (await get()).ingredients.find((i) => i.name === "Saffron")!;
    const theirs = (await k.json<IngredientView>("POST", `${inv(otherId)}/ingredients`, otherOwner, { name: "Flour", unit: "g", onHand: 100, lowThreshold: 0 })).body;
    const url = `${inv()}/dishes/${pizza.id}/recipe`;
    expect((await k.json("PUT", url, owner, { lines: [{ ingredientId: theirs.id, quantity: 1 }] })).status).toBe(422);
    const otherDishOption = "00000000-0000-4000-8000-000000000000";
    expect((await k.json("PUT", url, owner, { lines: [], options: [{ optionId: otherDishOption, lines: [] }] })).status).toBe(422);
    expect((await k.json("PUT", url, owner, { lines: [{ ingredientId: saffron.id, quantity: 0 }] })).body.fieldErrors).toBeTruthy();
    expect((await k.json("PUT", `${inv()}/dishes/${dish("Margherita DOP").id}/recipe`, otherOwner, { lines: [] })).status).toBe(403);
  });
});

describe("the 86, on every channel at once", () => {
  it("the last portion sells online → the open menu hears it, the public menu says sold out, checkout and the table refuse it with 409 naming it; a cancel brings it back", async () => {
    const tiramisu = dish("Tiramisù");
    const sse = await openSse(`${base}/api/restaurants/trattoria-bellini/menu/stream`, {});
    expect(sse.status).toBe(200);
    // The owner sets the dish's stock to 1.
    const set = await k.json<Inventory>("PUT", `${inv()}/dishes/${tiramisu.id}/portions`, owner, { portions: 1, reason: "Last one" });
    expect(set.body.dishes.find((x) => x.menuItemId === tiramisu.id)).toMatchObject({ portionsLeft: 1, soldOut: false });

    const sold = await placeOne(tiramisu.id);
    expect(sold.status).toBe(201);
    const event = await sse.waitFor<MenuAvailabilityEvent>((e) => e.event === "availability" && e.data.items.some((i) => i.id === tiramisu.id && i.soldOut));
    expect(event.data.items.find((i) => i.id === tiramisu.id)).toEqual({ id: tiramisu.id, soldOut: true, available: false });
    expect(await publicItem(tiramisu.id)).toMatchObject({ available: false, soldOut: true });

    const online = await placeOne(tiramisu.id);
    expect(online.status).toBe(409);
    expect(online.body.message).toBe("Tiramisù is sold out");
    const quote = await k.json("POST", "/api/orders/quote", customer, { restaurantId: bellini.restaurant.id, items: [{ menuItemId: tiramisu.id, quantity: 1 }], fulfilment: "pickup" });
    expect(quote.status).toBe(409);
    const guest = await d.seat("trattoria-bellini", 5);
    const table = await d.order(guest.guestToken, [{ menuItemId: tiramisu.id, quantity: 1 }]);
    expect(table.status).toBe(409);
    expect((table.body as unknown as { message: string }).message).toBe("Tiramisù is sold out");

    // The customer cancels: the portion comes back, and so does the dish, live.
    expect((await k.json("POST", `/api/orders/${sold.body.id}/cancel`, customer, {})).status).toBe(200);
    await sse.waitFor<MenuAvailabilityEvent>((e) => e.event === "availability" && e.data.items.some((i) => i.id === tiramisu.id && !i.soldOut));
    expect(await publicItem(tiramisu.id)).toMatchObject({ available: true, soldOut: false });
    const after = (await get()).dishes.find((x) => x.menuItemId === tiramisu.id)!;
    expect(after.portionsLeft).toBe(1);
    expect((await get()).movements.filter((m) => m.subject === "Tiramisù").map((m) => m.kind).slice(0, 3)).toEqual(["release", "sale", "portions"]);
    // Back on every channel: the table orders the returned portion.
    expect((await d.order(guest.guestToken, [{ menuItemId: tiramisu.id, quantity: 1 }])).status).toBe(201);
    sse.close();
  });

  it("an ingredient running short 86es every dish that needs it, a delivery brings them back; an option's ingredient refuses only that option", async () => {
    const branzino = dish("Branzino al Forno");
    const seaBass = (await get()).ingredients.find((i) => i.name === "Sea bass")!;
    await k.json("POST", `${inv()}/ingredients/${seaBass.id}/adjustments`, owner, { kind: "count", quantity: 1, reason: "Count" });
    expect(await publicItem(branzino.id)).toMatchObject({ soldOut: false });
    expect((await placeOne(branzino.id)).status).toBe(201);
    expect(await publicItem(branzino.id)).toMatchObject({ soldOut: true, available: false });
    const low = (await get()).ingredients.find((i) => i.name === "Sea bass")!;
    expect(low).toMatchObject({ onHand: 0, low: true });
    await k.json("POST", `${inv()}/ingredients/${seaBass.id}/adjustments`, owner, { kind: "received", quantity: 6, reason: "Morning delivery" });
    expect(await publicItem(branzino.id)).toMatchObject({ soldOut: false, available: true });

    const pizza = dish("Pizza Quattro Formaggi");
    const groups = pizza.modifierGroups!;
    const medium = groups.find((g) => g.name === "Size")!.options.find((o) => o.name.startsWith("Medium"))!.id;
    const prosciutto = groups.find((g) => g.name === "Extras")!.options.find((o) => o.name === "Prosciutto")!.id;
    const ham = (await get()).ingredients.find((i) => i.name === "Prosciutto")!;
    await k.json("POST", `${inv()}/ingredients/${ham.id}/adjustments`, owner, { kind: "count", quantity: 10, reason: "Count" });
    const withHam = await k.place(customer, {
      restaurantId: bellini.restaurant.id, items: [{ menuItemId: pizza.id, quantity: 1, modifierOptionIds: [medium, prosciutto] }], fulfilment: "pickup", paymentToken: await k.token(customer),
    });
    expect(withHam.status).toBe(409);
    expect(withHam.body.message).toBe("Pizza Quattro Formaggi is sold out");
    const plain = await k.place(customer, {
      restaurantId: bellini.restaurant.id, items: [{ menuItemId: pizza.id, quantity: 1, modifierOptionIds: [medium] }], fulfilment: "pickup", paymentToken: await k.token(customer),
    });
    expect(plain.status).toBe(201);
  });

  it("a scheduled order holds its portions until its time", async () => {
    const cannoli = dish("Cannoli");
    await k.json("PUT", `${inv()}/dishes/${cannoli.id}/portions`, owner, { portions: 3 });
    const slots = (await t.app.inject({ method: "GET", url: `/api/restaurants/${bellini.restaurant.id}/slots` })).json<{ slots: Array<{ start: string }> }>().slots;
    const later = slots.at(-1)!.start;
    const held = await placeOne(cannoli.id, { scheduledFor: later });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const view = (await get()).dishes.find((x) => x.menuItemId === cannoli.id)!;
    expect(view).toMatchObject({ portionsLeft: 2, portionsHeld: 1 });
    expect((await get()).movements.find((m) => m.subject === "Cannoli")).toMatchObject({ kind: "reserve", delta: -1, orderReference: held.body.reference });
  });

  it("portions at 0 86 a dish; null stops counting and brings it back", async () => {
    const cannoli = dish("Cannoli");
    await k.json("PUT", `${inv()}/dishes/${cannoli.id}/portions`, owner, { portions: 0, reason: "Batch gone" });
    expect(await publicItem(cannoli.id)).toMatchObject({ soldOut: true });
    expect((await k.json("PUT", `${inv()}/dishes/${cannoli.id}/portions`, owner, { portions: -1 })).status).toBe(400);
    await k.json("PUT", `${inv()}/dishes/${cannoli.id}/portions`, owner, { portions: null });
    expect(await publicItem(cannoli.id)).toMatchObject({ soldOut: false });
    expect((await get()).dishes.find((x) => x.menuItemId === cannoli.id)!.portionsLeft).toBeNull();
  });

  it("the public menu stream answers 404 for an unknown restaurant", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/restaurants/nowhere/menu/stream" })).statusCode).toBe(404);
  });
});

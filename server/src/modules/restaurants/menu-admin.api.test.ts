import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody, ManagedMenu, ManagedMenuItem, Menu, Order, Quote } from "@tavola/contracts";
import { approvedRestaurant } from "../../test/onboarding-kit.js";
import { orderingKit } from "../../test/ordering-kit.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let k: ReturnType<typeof orderingKit>;
let owner: string;
let staff: string;
let customer: string;
let belliniId: string;
let otherOwner: string;
let otherId: string;

beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
  [owner, staff, customer] = await Promise.all([signInAs(t.app, "restaurant_owner"), signInAs(t.app, "restaurant_staff"), signInAs(t.app, "customer")]);
  belliniId = (await k.restaurants()).find((r) => r.slug === "trattoria-bellini")!.id;
  // Restaurant B: a new owner, approved through onboarding.
  ({ restaurantId: otherId, ownerCookie: otherOwner } = await approvedRestaurant(t.app, await signInAs(t.app, "ceo"), "Forno Due"));
});
afterAll(async () => t?.close());

const base = (id: string) => `/api/restaurants/${id}/menu-admin`;
const pizza = (categoryId: string, extra: Record<string, unknown> = {}) => ({
  categoryId,
  name: "Pizza Bianca",
  description: "Mozzarella, garlic, rosemary",
  priceCents: 1400,
  dietaryTags: ["Vegetarian"],
  prepMinutes: 12,
  station: "grill",
  modifierGroups: [
    { name: "Size", minSelect: 1, maxSelect: 1, options: [{ name: "Small", priceDeltaCents: -200 }, { name: "Medium", priceDeltaCents: 0 }, { name: "Large", priceDeltaCents: 350 }] },
    { name: "Extras", minSelect: 0, maxSelect: 3, options: [{ name: "Burrata", priceDeltaCents: 400 }, { name: "Olives", priceDeltaCents: 100 }, { name: "Basil", priceDeltaCents: 50 }, { name: "Chili oil", priceDeltaCents: 75 }] },
  ],
  ...extra,
});

async function newDish(): Promise<{ menu: ManagedMenu; item: ManagedMenuItem }> {
  const menu = (await k.json<ManagedMenu>("GET", base(otherId), otherOwner)).body;
  const mains = menu.categories.find((c) => c.course === "mains")!;
  const res = await k.json<ManagedMenuItem>("POST", `${base(otherId)}/items`, otherOwner, pizza(mains.id, { name: `Pizza ${Math.random().toString(36).slice(2, 7)}` }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { menu, item: res.body };
}
const option = (item: ManagedMenuItem, group: string, name: string) => item.modifierGroups.find((g) => g.name === group)!.options.find((o) => o.name === name)!.id;

describe("menu management: categories", () => {
  it("a new restaurant starts with one category per course; the owner adds, renames, reorders and removes them", async () => {
    const start = (await k.json<ManagedMenu>("GET", base(otherId), otherOwner)).body;
    expect(start.categories.map((c) => [c.name, c.course])).toEqual([["Starters", "starters"], ["Main Courses", "mains"], ["Desserts", "desserts"]]);
    const added = await k.json<ManagedMenu>("POST", `${base(otherId)}/categories`, otherOwner, { name: "Pizze", course: "mains" });
    expect(added.status).toBe(200);
    const pizze = added.body.categories.at(-1)!;
    expect(pizze).toMatchObject({ name: "Pizze", course: "mains", position: 3 });
    expect((await k.json("POST", `${base(otherId)}/categories`, otherOwner, { name: "pizze", course: "mains" })).status).toBe(409);
    const order = [pizze.id, ...start.categories.map((c) => c.id)];
    const reordered = await k.json<ManagedMenu>("PUT", `${base(otherId)}/category-order`, otherOwner, { categoryIds: order });
    expect(reordered.body.categories.map((c) => c.name)).toEqual(["Pizze", "Starters", "Main Courses", "Desserts"]);
    expect((await k.json("PUT", `${base(otherId)}/category-order`, otherOwner, { categoryIds: [pizze.id] })).status).toBe(400);
    const renamed = await k.json<ManagedMenu>("PUT", `${base(otherId)}/categories/${pizze.id}`, otherOwner, { name: "Pizze al forno", course: "mains" });
    expect(renamed.body.categories[0]!.name).toBe("Pizze al forno");
    const removed = await t.app.inject({ method: "DELETE", url: `${base(otherId)}/categories/${pizze.id}`, headers: { cookie: otherOwner } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ManagedMenu>().categories).toHaveLength(3);
  });
});

describe("menu management: dishes with modifier groups", () => {
  it("adds a dish with Size and Extras; the public menu shows its groups; a category with dishes cannot be removed", async () => {
    const { menu, item } = await newDish();
    expect(item).toMatchObject({ priceCents: 1400, dietaryTags: ["Vegetarian"], prepMinutes: 12, station: "grill", available: true });
    expect(item.modifierGroups.map((g) => [g.name, g.minSelect, g.maxSelect, g.options.length])).toEqual([["Size", 1, 1, 3], ["Extras", 0, 3, 4]]);
    const pub = (await t.app.inject({ method: "GET", url: `/api/restaurants/${otherId}/menu` })).json<Menu>();
    const dish = pub.items.find((i) => i.id === item.id)!;
    expect(dish).toMatchObject({ category: "mains", categoryId: item.categoryId, dietaryTags: ["Vegetarian"] });
    expect(dish.modifierGroups?.[0]?.options.map((o) => [o.name, o.priceDeltaCents])).toEqual([["Small", -200], ["Medium", 0], ["Large", 350]]);
    const mains = menu.categories.find((c) => c.course === "mains")!;
    expect((await t.app.inject({ method: "DELETE", url: `${base(otherId)}/categories/${mains.id}`, headers: { cookie: otherOwner } })).statusCode).toBe(409);
  });

  it("an edit keeps the options sent with their ids (a cart holding them stays valid) and drops the rest", async () => {
    const { item } = await newDish();
    const size = item.modifierGroups[0]!;
    const body = pizza(item.categoryId!, {
      name: item.name,
      priceCents: 1500,
      modifierGroups: [{ id: size.id, name: "Size", minSelect: 1, maxSelect: 1, options: size.options.filter((o) => o.name !== "Small").map((o) => ({ id: o.id, name: o.name, priceDeltaCents: o.priceDeltaCents })) }],
    });
    const res = await k.json<ManagedMenuItem>("PUT", `${base(otherId)}/items/${item.id}`, otherOwner, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.modifierGroups).toHaveLength(1);
    expect(res.body.modifierGroups[0]!.options.map((o) => o.id)).toEqual(size.options.slice(1).map((o) => o.id));
    // An option of another dish cannot be smuggled in by id.
    const other = await newDish();
    const smuggled = pizza(item.categoryId!, { modifierGroups: [{ id: other.item.modifierGroups[0]!.id, name: "Size", minSelect: 1, maxSelect: 1, options: [{ name: "X", priceDeltaCents: 0 }] }] });
    expect((await k.json("PUT", `${base(otherId)}/items/${item.id}`, otherOwner, smuggled)).status).toBe(422);
  });

  it("refuses bad dishes and groups with each field's message", async () => {
    const menu = (await k.json<ManagedMenu>("GET", base(otherId), otherOwner)).body;
    const res = await k.json<ErrorBody>("POST", `${base(otherId)}/items`, otherOwner, {
      ...pizza(menu.categories[0]!.id),
      name: "",
      priceCents: 12.5,
      dietaryTags: ["Paleo"],
      station: "moon",
      prepMinutes: 0,
      modifierGroups: [{ name: "Size", minSelect: 2, maxSelect: 1, options: [{ name: "Small", priceDeltaCents: 0 }] }],
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      name: ["Dish name is required"],
      priceCents: ["Price must be whole cents"],
      "dietaryTags.0": ["Choose dietary tags from the list"],
      station: ["Choose a station"],
      prepMinutes: ["Prep time is 1 to 180 minutes"],
    });
    expect(res.body.fieldErrors?.["modifierGroups.0.minSelect"]).toEqual(expect.arrayContaining(["Minimum cannot be more than the maximum"]));
    // A category of another restaurant is not this menu's.
    const bellini = (await k.json<ManagedMenu>("GET", base(belliniId), owner)).body;
    const foreign = await k.json<ErrorBody>("POST", `${base(otherId)}/items`, otherOwner, pizza(bellini.categories[0]!.id));
    expect(foreign.status).toBe(422);
    expect(foreign.body.fieldErrors).toEqual({ categoryId: ["Choose one of this menu's categories"] });
  });

  it("staff of restaurant A never read or change B's menu; staff (not managers), customers and executives edit no menu", async () => {
    const { item } = await newDish();
    const bellini = (await k.json<ManagedMenu>("GET", base(belliniId), owner)).body;
    const belliniDish = [...bellini.categories.flatMap((c) => c.items), ...bellini.uncategorized][0]!;
    const ceo = await signInAs(t.app, "ceo");
    for (const [who, cookie, restaurantId, dish, categoryId] of [
      ["Bellini's owner on B", owner, otherId, item.id, item.categoryId!],
      ["B's owner on Bellini", otherOwner, belliniId, belliniDish.id, bellini.categories[0]!.id],
      ["Bellini's staff", staff, belliniId, belliniDish.id, bellini.categories[0]!.id],
      ["a customer", customer, belliniId, belliniDish.id, bellini.categories[0]!.id],
      ["an executive", ceo, belliniId, belliniDish.id, bellini.categories[0]!.id],
    ] as const) {
      const statuses = [
        (await k.json("GET", base(restaurantId), cookie)).status,
        (await k.json("POST", `${base(restaurantId)}/categories`, cookie, { name: "Hacked", course: "mains" })).status,
        (await k.json("PUT", `${base(restaurantId)}/items/${dish}`, cookie, pizza(categoryId))).status,
        (await k.json("PUT", `${base(restaurantId)}/items/${dish}/availability`, cookie, { available: false })).status,
        (await k.json("PUT", `${base(restaurantId)}/category-order`, cookie, { categoryIds: [categoryId] })).status,
      ];
      expect(statuses, who).toEqual([403, 403, 403, 403, 403]);
    }
    expect((await t.app.inject({ method: "GET", url: base(belliniId) })).statusCode).toBe(401);
  });

  it("availability off takes the dish off ordering", async () => {
    const { item } = await newDish();
    const off = await k.json<ManagedMenuItem>("PUT", `${base(otherId)}/items/${item.id}/availability`, otherOwner, { available: false });
    expect(off.body.available).toBe(false);
    const quote = await k.json<ErrorBody>("POST", "/api/orders/quote", customer, {
      restaurantId: otherId,
      fulfilment: "pickup",
      items: [{ menuItemId: item.id, quantity: 1, modifierOptionIds: [option(item, "Size", "Large")] }],
    });
    expect(quote.status).toBe(422);
    expect(quote.body.message).toContain("unavailable");
  });
});

describe("modifiers in ordering", () => {
  it("quote and checkout price the options on the server; the order, the restaurant's queue and a reorder keep them", async () => {
    const { item } = await newDish();
    const large = option(item, "Size", "Large");
    const burrata = option(item, "Extras", "Burrata");
    const basil = option(item, "Extras", "Basil");
    const body = {
      restaurantId: otherId,
      fulfilment: "pickup",
      items: [
        { menuItemId: item.id, quantity: 2, modifierOptionIds: [burrata, large, basil], priceCents: 1 },
        { menuItemId: item.id, quantity: 1, modifierOptionIds: [option(item, "Size", "Small")] },
      ],
    };
    const quote = await k.json<Quote>("POST", "/api/orders/quote", customer, body);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.lines.map((l) => [l.unitPriceCents, l.quantity, l.modifiers?.map((m) => m.name)])).toEqual([
      [1400 + 350 + 400 + 50, 2, ["Large", "Burrata", "Basil"]],
      [1400 - 200, 1, ["Small"]],
    ]);
    expect(quote.body.subtotalCents).toBe(2 * 2200 + 1200);
    const placed = await k.place(customer, { ...body, paymentToken: await k.token(customer) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.totalCents).toBe(quote.body.totalCents);
    expect(placed.body.items.find((i) => i.quantity === 2)!.modifiers).toEqual([
      { optionId: large, groupName: "Size", name: "Large", priceDeltaCents: 350 },
      { optionId: burrata, groupName: "Extras", name: "Burrata", priceDeltaCents: 400 },
      { optionId: basil, groupName: "Extras", name: "Basil", priceDeltaCents: 50 },
    ]);
    const queue = (await k.json<Order[]>("GET", "/api/restaurant/orders", otherOwner)).body;
    expect(queue.find((o) => o.id === placed.body.id)!.items.flatMap((i) => i.modifiers?.map((m) => m.name) ?? [])).toEqual(["Large", "Burrata", "Basil", "Small"]);
    // Reorder: the order's lines carry the option ids, which price again the same.
    const again = placed.body.items.map((i) => ({ menuItemId: i.menuItemId, quantity: i.quantity, modifierOptionIds: i.modifiers?.map((m) => m.optionId) }));
    const requote = await k.json<Quote>("POST", "/api/orders/quote", customer, { restaurantId: otherId, fulfilment: "pickup", items: again });
    expect(requote.body.subtotalCents).toBe(quote.body.subtotalCents);
  });

  it("an invalid choice is refused with the group's rule; a dish with a required group cannot be ordered plain", async () => {
    const { item } = await newDish();
    const extras = item.modifierGroups[1]!.options.map((o) => o.id);
    const tries: Array<[string[], string]> = [
      [[], "Choose 1 Size"],
      [[option(item, "Size", "Large"), option(item, "Size", "Small")], "Choose 1 Size"],
      [[option(item, "Size", "Large"), ...extras], "Choose at most 3 Extras"],
      [[option(item, "Size", "Large"), "00000000-0000-4000-8000-000000000000"], "That option is not on this dish"],
    ];
    for (const [ids, message] of tries) {
      const res = await k.json<ErrorBody>("POST", "/api/orders/quote", customer, { restaurantId: otherId, fulfilment: "pickup", items: [{ menuItemId: item.id, quantity: 1, modifierOptionIds: ids }] });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(`${item.name}: ${message}`);
    }
  });
});

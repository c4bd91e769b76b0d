import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuSchema, orderSchema, quoteSchema, restaurantSchema, type Menu, type Order } from "@tavola/contracts";
import { createTestApp, freshClientAddress, signInAs, type TestApp } from "../../test/test-app.js";
import { orderingKit } from "../../test/ordering-kit.js";

let t: TestApp;
let k: ReturnType<typeof orderingKit>;
let customer: string;
let staff: string;
let owner: string;
let bellini: Menu;
beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
  [customer, staff, owner] = await Promise.all([signInAs(t.app, "customer"), signInAs(t.app, "restaurant_staff"), signInAs(t.app, "restaurant_owner")]);
  bellini = await k.menu("trattoria-bellini");
});
afterAll(async () => t?.close());

const dish = (name: string) => bellini.items.find((i) => i.name === name)!;
const countOrders = async () => {
  const rows = (await t.database.db.execute("select count(*)::int as n from orders")) as unknown as { rows: Array<{ n: number }> };
  return Number(rows.rows[0]!.n);
};
const delivery = (extra: Record<string, unknown> = {}) => ({
  restaurantId: bellini.restaurant.id,
  items: [{ menuItemId: dish("Margherita DOP").id, quantity: 2 }],
  fulfilment: "delivery",
  address: k.nycAddress,
  tipCents: 300,
  ...extra,
});

describe("restaurants and menus", () => {
  it("lists restaurants, featured first, and reads one by id or slug", async () => {
    const list = restaurantSchema.array().parse(await k.restaurants());
    expect(list[0]!.slug).toBe("trattoria-bellini");
    expect(list.length).toBe(8);
    const one = await t.app.inject({ method: "GET", url: `/api/restaurants/${list[1]!.slug}` });
    expect(one.json().id).toBe(list[1]!.id);
    expect((await t.app.inject({ method: "GET", url: `/api/restaurants/${randomUUID()}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/restaurants/no-such-place/menu" })).statusCode).toBe(404);
  });

  it("serves a menu in the spec's categories with integer cents", async () => {
    const menu = menuSchema.parse(bellini);
    expect(new Set(menu.items.map((i) => i.category))).toEqual(new Set(["starters", "mains", "desserts"]));
    expect(menu.items.every((i) => Number.isInteger(i.priceCents))).toBe(true);
  });
});

describe("quote", () => {
  it("prices on the server and ignores prices sent by the client", async () => {
    const body = delivery({ items: [{ menuItemId: dish("Margherita DOP").id, quantity: 2, priceCents: 1 }], totalCents: 5 });
    const res = await k.json("POST", "/api/orders/quote", customer, body);
    expect(res.status).toBe(200);
    const q = quoteSchema.parse(res.body);
    expect(q.subtotalCents).toBe(2 * dish("Margherita DOP").priceCents);
    expect(q.deliveryFeeCents).toBeGreaterThan(0);
    expect(q.totalCents).toBe(q.subtotalCents + q.deliveryFeeCents + q.serviceFeeCents + q.taxCents + q.tipCents - q.discountCents);
    expect(q.paymentProvider).toBe("global");
    expect(Date.parse(q.etaLatest)).toBeGreaterThan(Date.parse(q.etaEarliest));
  });

  it("applies a first-order promo only to a first order", async () => {
    const fresh = (await t.app.inject({ method: "GET", url: "/api/test-login?role=customer" })) && (await registerCustomer());
    const ok = await k.json<{ discountCents: number }>("POST", "/api/orders/quote", fresh, delivery({ promoCode: "welcome20" }));
    expect(ok.status).toBe(200);
    expect(ok.body.discountCents).toBe(Math.round(2 * dish("Margherita DOP").priceCents * 0.2));
    const seasoned = await k.json("POST", "/api/orders/quote", customer, delivery({ promoCode: "WELCOME20" }));
    expect(seasoned.status).toBe(422);
    expect(seasoned.body.fieldErrors?.promoCode?.[0]).toMatch(/first order/);
    expect((await k.json("POST", "/api/orders/quote", customer, delivery({ promoCode: "NOPE" }))).status).toBe(422);
  });

  it("answers bad carts with a clear 4xx and the field's message", async () => {
    const other = await k.menu("sakura-house");
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [delivery({ items: [{ menuItemId: randomUUID(), quantity: 1 }] }), 422, /Unknown menu item/],
      [delivery({ items: [{ menuItemId: other.items[0]!.id, quantity: 1 }] }), 422, /not on Trattoria Bellini's menu/],
      [delivery({ items: [{ menuItemId: dish("Margherita DOP").id, quantity: 0 }] }), 400, /between 1 and 99/],
      [delivery({ items: [{ menuItemId: dish("Margherita DOP").id, quantity: 100 }] }), 400, /between 1 and 99/],
      [delivery({ items: [] }), 400, /at least one item/],
      [delivery({ address: undefined }), 400, /Delivery address is required/],
      [delivery({ address: { ...k.nycAddress, lat: 40.9, lng: -73.7 } }), 422, /outside the delivery area/],
      [delivery({ tipCents: -1 }), 400, /Tip cannot be negative/],
      [delivery({ scheduledFor: "2026-01-01T00:07:00Z" }), 422, /slot|too soon/],
      [{ ...delivery(), restaurantId: randomUUID() }, 404, /Restaurant not found/],
    ];
    for (const [body, status, message] of cases) {
      const res = await k.json("POST", "/api/orders/quote", customer, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(`${res.body.message} ${JSON.stringify(res.body.fieldErrors)}`).toMatch(message);
    }
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/orders/quote", payload: delivery() })).statusCode).toBe(401);
  });
});

async function registerCustomer(): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: freshClientAddress(),
    payload: { email: `new-${randomUUID()}@example.com`, password: "correct horse battery", firstName: "New", lastName: "Customer" },
  });
  const c = res.cookies.find((x) => x.name === "tavola_session")!;
  return `tavola_session=${c.value}`;
}

describe("placing an order", () => {
  it("requires an Idempotency-Key", async () => {
    const before = await countOrders();
    const res = await k.json("POST", "/api/orders", customer, { ...delivery(), paymentToken: await k.token(customer) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Idempotency-Key header is required");
    expect(await countOrders()).toBe(before);
  });

  it("creates the order with an authorized payment, replays the same key and refuses a different body", async () => {
    const body = { ...delivery(), paymentToken: await k.token(customer) };
    const key = randomUUID();
    const first = await k.place(customer, body, key);
    expect(first.status).toBe(201);
    const order = orderSchema.parse(first.body);
    expect(order).toMatchObject({ status: "placed", fulfilment: "delivery", canCancel: true });
    expect(order.payment).toMatchObject({ provider: "global", status: "authorized", brand: "visa", last4: "4242", amountCents: order.totalCents });
    expect(order.events.map((e) => e.status)).toEqual(["placed"]);
    const before = await countOrders();
    const again = await k.place(customer, body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    const different = await k.place(customer, { ...body, tipCents: 500 }, key);
    expect(different.status).toBe(422);
    expect(await countOrders()).toBe(before);
  });

  it("keeps a key for 24 hours: after that the same key is a new request", async () => {
    const body = { ...delivery(), paymentToken: await k.token(customer) };
    const key = randomUUID();
    const first = await k.place(customer, body, key);
    await t.database.db.execute(`update idempotency_keys set created_at = now() - interval '25 hours' where key = '${key}'`);
    const later = await k.place(customer, body, key);
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
  });

  it("stores no card number anywhere", async () => {
    const rows = (await t.database.db.execute(
      "select row_to_json(t)::text as j from (select * from payments) t union all select row_to_json(s)::text from sandbox_card_tokens s union all select row_to_json(o)::text from orders o",
    )) as unknown as { rows: Array<{ j: string }> };
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const r of rows.rows) expect(r.j).not.toMatch(/4242424242424242/);
  });

  it("turns declined cards into 402 and stores nothing", async () => {
    const before = await countOrders();
    for (const [card, message] of [["4000000000000002", "Your card was declined."], ["4000000000009995", "Your card has insufficient funds."]] as const) {
      const res = await k.place(customer, { ...delivery(), paymentToken: await k.token(customer, card) });
      expect(res.status).toBe(402);
      expect(res.body.message).toBe(message);
    }
    expect((await k.place(customer, { ...delivery(), paymentToken: "tok_unknown_token" })).status).toBe(402);
    expect(await countOrders()).toBe(before);
  });

  it("refuses unavailable items and closed restaurants", async () => {
    const item = dish("Tiramisù");
    const off = await k.json("PATCH", `/api/restaurant/menu/${item.id}`, staff, { available: false });
    expect(off.status).toBe(200);
    const res = await k.json("POST", "/api/orders/quote", customer, delivery({ items: [{ menuItemId: item.id, quantity: 1 }] }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Tiramisù is unavailable right now");
    await k.json("PATCH", `/api/restaurant/menu/${item.id}`, staff, { available: true });

    await k.json("PATCH", "/api/restaurant/settings", owner, { isOpen: false });
    const closed = await k.json("POST", "/api/orders/quote", customer, delivery());
    expect(closed.status).toBe(422);
    expect(closed.body.message).toMatch(/closed/);
    await k.json("PATCH", "/api/restaurant/settings", owner, { isOpen: true });
  });

  it("routes Danish addresses to the regional provider and fails over when it is down", async () => {
    const nordic = await k.menu("nordhavn-kitchen");
    const body = {
      restaurantId: nordic.restaurant.id,
      items: [{ menuItemId: nordic.items.find((i) => i.available)!.id, quantity: 1 }],
      fulfilment: "delivery",
      address: { line1: "Sandkaj 1", city: "Copenhagen", country: "dk", lat: 55.7085, lng: 12.5905 },
    };
    const regional = await k.place(customer, { ...body, paymentToken: await k.token(customer) });
    expect(regional.body.payment).toMatchObject({ provider: "regional", failedOver: false });
    const ceo = await signInAs(t.app, "ceo");
    expect((await k.json("PUT", "/api/payments/providers/regional", customer, { available: false })).status).toBe(403);
    expect((await k.json("PUT", "/api/payments/providers/regional", ceo, { available: false })).status).toBe(200);
    const failover = await k.place(customer, { ...body, paymentToken: await k.token(customer) });
    expect(failover.body.payment).toMatchObject({ provider: "global", failedOver: true });
    await k.json("PUT", "/api/payments/providers/global", ceo, { available: false });
    const none = await k.place(customer, { ...body, paymentToken: await k.token(customer) });
    expect(none.status).toBe(503);
    await k.json("PUT", "/api/payments/providers/global", ceo, { available: true });
    await k.json("PUT", "/api/payments/providers/regional", ceo, { available: true });
    const status = await k.json<Array<{ available: boolean }>>("GET", "/api/payments/providers", ceo);
    expect(status.body.every((p) => p.available)).toBe(true);
  });

  it("validates card details at tokenisation", async () => {
    const bad = await k.json("POST", "/api/payments/sandbox/tokens", customer, { cardNumber: "4242424242424241", expMonth: 12, expYear: 2040, cvc: "123" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.cardNumber).toEqual(["Card number is invalid"]);
    const expired = await k.json("POST", "/api/payments/sandbox/tokens", customer, { cardNumber: "4242424242424242", expMonth: 1, expYear: 2020, cvc: "123" });
    expect(expired.status).toBe(400);
    // Open to guests who are not signed in (dine-in bills), so an empty body is a validation error, not 401.
    expect((await t.app.inject({ method: "POST", url: "/api/payments/sandbox/tokens", payload: {} })).statusCode).toBe(400);
  });
});

describe("kitchen slots", () => {
  it("fills a scheduled slot to capacity, then 409; ASAP orders move to the next slot with room", async () => {
    const pizzeria = await k.menu("el-jardin");
    await t.database.db.execute(`update restaurants set slot_capacity = 1 where id = '${pizzeria.restaurant.id}'`);
    const slots = (await t.app.inject({ method: "GET", url: `/api/restaurants/${pizzeria.restaurant.id}/slots` })).json() as {
      asapSlot: string;
      slots: Array<{ start: string; remaining: number }>;
    };
    expect(slots.slots[0]).toEqual({ start: slots.asapSlot, remaining: 1 });
    const base = { restaurantId: pizzeria.restaurant.id, items: [{ menuItemId: pizzeria.items[0]!.id, quantity: 1 }], fulfilment: "pickup" };
    const wanted = slots.slots[2]!.start;
    const first = await k.place(customer, { ...base, scheduledFor: wanted, paymentToken: await k.token(customer) });
    expect(first.status).toBe(201);
    expect(first.body.slotStart).toBe(wanted);
    const full = await k.place(customer, { ...base, scheduledFor: wanted, paymentToken: await k.token(customer) });
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/slot is full/);
    const asap1 = await k.place(customer, { ...base, paymentToken: await k.token(customer) });
    const asap2 = await k.place(customer, { ...base, paymentToken: await k.token(customer) });
    expect(asap1.body.slotStart).toBe(slots.asapSlot);
    expect(asap2.body.slotStart).toBe(slots.slots[1]!.start);
    const after = (await t.app.inject({ method: "GET", url: `/api/restaurants/${pizzeria.restaurant.id}/slots` })).json() as { slots: Array<{ start: string }> };
    expect(after.slots.map((s) => s.start)).not.toContain(wanted);
    // Cancelling gives the slot back.
    await k.json("POST", `/api/orders/${first.body.id}/cancel`, customer, {});
    const again = await k.place(customer, { ...base, scheduledFor: wanted, paymentToken: await k.token(customer) });
    expect(again.status).toBe(201);
  });
});

describe("the lifecycle", () => {
  let order: Order;
  beforeAll(async () => {
    order = (await k.place(customer, { ...delivery(), paymentToken: await k.token(customer) })).body;
  });
  const move = (cookie: string, to: string, extra: Record<string, unknown> = {}) =>
    k.json<Order>("POST", `/api/restaurant/orders/${order.id}/transition`, cookie, { to, ...extra });

  it("refuses illegal moves with 409 and changes nothing", async () => {
    for (const to of ["preparing", "ready", "delivered", "picked_up", "placed"]) {
      const res = await move(staff, to);
      expect(res.status, to).toBe(409);
    }
    const still = await k.json<Order>("GET", `/api/orders/${order.id}`, customer);
    expect(still.body.status).toBe("placed");
    expect(still.body.events.length).toBe(1);
  });

  it("requires a reason to reject", async () => {
    const res = await move(staff, "rejected");
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.reason).toEqual(["A reason is required to reject an order"]);
  });

  it("lets only that restaurant's team move it", async () => {
    expect((await move(customer, "accepted")).status).toBe(404);
    expect((await move(await signInAs(t.app, "courier"), "accepted")).status).toBe(404);
  });

  it("captures on acceptance and walks the order to delivered, recording every step", async () => {
    const accepted = await move(staff, "accepted", { prepMinutes: 25, delayMinutes: 10 });
    expect(accepted.status).toBe(200);
    expect(accepted.body.payment?.status).toBe("captured");
    expect(accepted.body.prepMinutes).toBe(35);
    expect(accepted.body.canCancel).toBe(false);
    const late = await k.json("POST", `/api/orders/${order.id}/cancel`, customer, {});
    expect(late.status).toBe(409);
    for (const to of ["preparing", "ready", "out_for_delivery", "delivered"]) expect((await move(owner, to)).status, to).toBe(200);
    const done = orderSchema.parse((await k.json("GET", `/api/orders/${order.id}`, customer)).body);
    expect(done.status).toBe("delivered");
    expect(done.statusLabel).toBe("delivered");
    expect(done.events.map((e) => e.status)).toEqual(["placed", "accepted", "preparing", "ready", "out_for_delivery", "delivered"]);
    expect(done.events.slice(1).every((e) => e.actorRole.startsWith("restaurant_"))).toBe(true);
  });

  it("refunds part, then the rest, never more than was captured", async () => {
    const part = await k.json<Order>("POST", `/api/restaurant/orders/${order.id}/refund`, staff, { amountCents: 500, reason: "Missing dip" });
    expect(part.body.payment).toMatchObject({ status: "partially_refunded", refundedCents: 500 });
    const tooMuch = await k.json("POST", `/api/restaurant/orders/${order.id}/refund`, staff, { amountCents: order.totalCents, reason: "Everything" });
    expect(tooMuch.status).toBe(400);
    const rest = await k.json<Order>("POST", `/api/restaurant/orders/${order.id}/refund`, staff, { amountCents: order.totalCents - 500, reason: "Late" });
    expect(rest.body.payment).toMatchObject({ status: "refunded", refundedCents: order.totalCents });
  });

  it("voids the authorization when a placed order is rejected or cancelled", async () => {
    const rejected = (await k.simpleOrder(customer)).body;
    const r = await k.json<Order>("POST", `/api/restaurant/orders/${rejected.id}/transition`, staff, { to: "rejected", reason: "Out of dough" });
    expect(r.body).toMatchObject({ status: "rejected", rejectionReason: "Out of dough" });
    expect(r.body.payment?.status).toBe("voided");
    const cancelled = (await k.simpleOrder(customer)).body;
    const c = await k.json<Order>("POST", `/api/orders/${cancelled.id}/cancel`, customer, {});
    expect(c.body.status).toBe("cancelled");
    expect(c.body.payment?.status).toBe("voided");
    expect((await k.json("POST", `/api/orders/${cancelled.id}/cancel`, customer, {})).status).toBe(409);
  });

  it("ends pickup orders with picked up, not delivery", async () => {
    const pickup = (await k.simpleOrder(customer)).body;
    const go = (to: string) => k.json<Order>("POST", `/api/restaurant/orders/${pickup.id}/transition`, staff, { to });
    for (const to of ["accepted", "preparing", "ready"]) expect((await go(to)).status).toBe(200);
    expect((await go("out_for_delivery")).status).toBe(409);
    expect((await go("picked_up")).body.status).toBe("picked_up");
  });
});

describe("who sees an order", () => {
  it("its customer, its restaurant's team and executives; anyone else gets 404", async () => {
    const order = (await k.simpleOrder(customer)).body;
    const url = `/api/orders/${order.id}`;
    for (const role of ["restaurant_staff", "restaurant_owner", "ceo", "super_admin"]) {
      expect((await k.json("GET", url, await signInAs(t.app, role))).status, role).toBe(200);
    }
    expect((await k.json("GET", url, customer)).status).toBe(200);
    for (const role of ["courier", "enterprise_client"]) expect((await k.json("GET", url, await signInAs(t.app, role))).status, role).toBe(404);
    expect((await k.json("GET", url, await registerCustomer())).status).toBe(404);
    expect((await k.json("POST", `/api/orders/${order.id}/cancel`, await registerCustomer(), {})).status).toBe(404);
    expect((await k.json("GET", `/api/orders/${randomUUID()}`, customer)).status).toBe(404);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });

  it("lists a customer's own orders only, and the restaurant's queue for its team only", async () => {
    const other = await registerCustomer();
    expect((await k.json<Order[]>("GET", "/api/orders", other)).body).toEqual([]);
    const mine = await k.json<Order[]>("GET", "/api/orders?scope=active", customer);
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.every((o) => o.customerId === mine.body[0]!.customerId)).toBe(true);
    const queue = await k.json<Order[]>("GET", "/api/restaurant/orders", staff);
    expect(queue.body.every((o) => o.restaurant.id === bellini.restaurant.id && ["placed", "accepted", "preparing", "ready", "out_for_delivery"].includes(o.status))).toBe(true);
    expect((await k.json("GET", "/api/restaurant/orders", customer)).status).toBe(403);
    expect((await k.json("GET", "/api/restaurant/workspace", customer)).status).toBe(403);
    const sakura = (await k.restaurants()).find((r) => r.slug === "sakura-house")!;
    expect((await k.json("GET", `/api/restaurant/orders?restaurantId=${sakura.id}`, staff)).status).toBe(403);
    expect((await k.json("GET", `/api/restaurant/orders?restaurantId=${sakura.id}`, await signInAs(t.app, "ceo"))).status).toBe(200);
  });
});

describe("the restaurant's settings", () => {
  it("sets capacity and busy mode, validating the values", async () => {
    const ws = await k.json<{ restaurant: { slotCapacity: number } }>("GET", "/api/restaurant/workspace", owner);
    expect(ws.status).toBe(200);
    const set = await k.json<{ slotCapacity: number; busyMode: boolean }>("PATCH", "/api/restaurant/settings", owner, { slotCapacity: 12, busyMode: true });
    expect(set.body).toMatchObject({ slotCapacity: 12, busyMode: true });
    const bad = await k.json("PATCH", "/api/restaurant/settings", owner, { slotCapacity: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.slotCapacity?.[0]).toMatch(/1 to 200/);
    // Busy mode lengthens the estimate.
    const quoteBusy = await k.json<{ etaEarliest: string }>("POST", "/api/orders/quote", customer, delivery());
    await k.json("PATCH", "/api/restaurant/settings", owner, { busyMode: false, slotCapacity: 10 });
    const quoteCalm = await k.json<{ etaEarliest: string }>("POST", "/api/orders/quote", customer, delivery());
    expect(Date.parse(quoteBusy.body.etaEarliest)).toBeGreaterThan(Date.parse(quoteCalm.body.etaEarliest));
    expect((await k.json("PATCH", `/api/restaurant/menu/${randomUUID()}`, owner, { available: false })).status).toBe(404);
  });
});

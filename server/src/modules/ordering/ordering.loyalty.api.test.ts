import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FIRST_ORDER_BONUS_POINTS,
  LOYALTY_REWARDS,
  POINTS_PER_DOLLAR,
  orderSchema,
  quoteSchema,
  type LoyaltyAccount,
  type Menu,
  type Order,
  type Quote,
  type RewardId,
  type Voucher,
} from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { creditPoints, redeem, registerCustomer } from "../../test/loyalty-kit.js";
import { orderingKit } from "../../test/ordering-kit.js";

// Ordering with loyalty: vouchers at checkout, points when an order reaches its customer, the refund window
// and the reversal of points by refunds. Every customer here is new, so their ledger holds only these orders
// (and, for a voucher, the points it was bought with and their redemption).
let t: TestApp;
let k: ReturnType<typeof orderingKit>;
let staff: string;
let bellini: Menu;
beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
  staff = await signInAs(t.app, "restaurant_staff");
  bellini = await k.menu("trattoria-bellini");
});
afterAll(async () => t?.close());

const dish = (name: string) => bellini.items.find((i) => i.name === name)!;
const WINDOW_MS = 72 * 3600 * 1000; // the default REFUND_WINDOW_SECONDS

const cart = (extra: Record<string, unknown> = {}) => ({
  restaurantId: bellini.restaurant.id,
  items: [{ menuItemId: dish("Margherita DOP").id, quantity: 2 }],
  fulfilment: "delivery",
  address: k.nycAddress,
  ...extra,
});
const quote = (cookie: string, body: Record<string, unknown>) => k.json<Quote>("POST", "/api/orders/quote", cookie, body);
const order = async (cookie: string, body: Record<string, unknown>) => k.place(cookie, { ...body, paymentToken: await k.token(cookie) });
const vouchers = async (cookie: string) => (await k.json<Voucher[]>("GET", "/api/loyalty/vouchers", cookie)).body;
const account = async (cookie: string) => (await k.json<LoyaltyAccount>("GET", "/api/loyalty/account", cookie)).body;
const move = (id: string, to: string, extra: Record<string, unknown> = {}) =>
  k.json<Order>("POST", `/api/restaurant/orders/${id}/transition`, staff, { to, ...extra });
const refund = (id: string, amountCents: number) =>
  k.json<Order>("POST", `/api/restaurant/orders/${id}/refund`, staff, { amountCents, reason: "Missing dish" });
async function deliver(id: string): Promise<Order> {
  let last: Awaited<ReturnType<typeof move>> | undefined;
  for (const to of ["accepted", "preparing", "ready", "out_for_delivery", "delivered"]) {
    last = await move(id, to);
    expect(last.status, to).toBe(200);
  }
  return orderSchema.parse(last!.body);
}
const count = async (query: string) => {
  const res = (await t.database.db.execute(query)) as unknown as { rows: Array<{ n: number }> };
  return Number(res.rows[0]!.n);
};
/** A new customer who earned just enough points for a reward and redeemed it: their one issued voucher. */
async function customerWith(rewardId: RewardId) {
  const { cookie, userId } = await registerCustomer(t.app);
  await creditPoints(t.database.db, userId, LOYALTY_REWARDS.find((r) => r.id === rewardId)!.points);
  const voucher = await redeem(t.app, cookie, rewardId);
  expect(voucher.status).toBe(201);
  expect(await account(cookie)).toMatchObject({ points: 0, pendingPoints: 0 });
  return { cookie, voucherId: voucher.body.id };
}
const newCustomer = async () => (await registerCustomer(t.app)).cookie;

describe("a Free Delivery voucher at checkout", () => {
  it("is quoted, used once by the order that takes it, and refused to a second order", async () => {
    const { cookie, voucherId } = await customerWith("free-delivery");
    const q = await quote(cookie, cart({ voucherId }));
    expect(q.status).toBe(200);
    const priced = quoteSchema.parse(q.body);
    expect(priced.deliveryFeeCents).toBeGreaterThan(0);
    expect(priced.discountCents).toBe(priced.deliveryFeeCents);
    expect(priced.discounts).toEqual([{ code: "VOUCHER", label: "Free Delivery", amountCents: priced.deliveryFeeCents }]);

    const placed = await order(cookie, cart({ voucherId }));
    expect(placed.status).toBe(201);
    const o = orderSchema.parse(placed.body);
    expect(o.voucher).toEqual({ id: voucherId, title: "Free Delivery" });
    expect(o.discountCents).toBe(priced.deliveryFeeCents);
    expect(o.totalCents).toBe(priced.totalCents);
    expect(o.refundableUntil).toBeNull();
    expect(await count(`select count(*)::int as n from orders where id = '${o.id}' and voucher_id = '${voucherId}' and food_discount_cents = 0`)).toBe(1);
    expect((await vouchers(cookie)).find((v) => v.id === voucherId)).toMatchObject({ state: "used", orderId: o.id });
    // the customer's list shows it too
    const mine = await k.json<Order[]>("GET", "/api/orders", cookie);
    expect(mine.body.find((x) => x.id === o.id)?.voucher).toEqual({ id: voucherId, title: "Free Delivery" });

    const before = await count("select count(*)::int as n from orders");
    const again = await order(cookie, cart({ voucherId }));
    expect([409, 422]).toContain(again.status);
    expect(again.body.fieldErrors?.voucherId).toEqual(["This voucher was already used"]);
    expect((await quote(cookie, cart({ voucherId }))).body.fieldErrors?.voucherId).toEqual(["This voucher was already used"]);
    expect(await count("select count(*)::int as n from orders")).toBe(before);
  });

  it("refuses a promo code with it, another customer's voucher and pickup", async () => {
    const { cookie, voucherId } = await customerWith("free-delivery");
    const other = await customerWith("free-delivery");
    const before = await count("select count(*)::int as n from orders");

    const both = await order(cookie, cart({ voucherId, promoCode: "FREEDELIVERY25" }));
    expect(both.status).toBe(400);
    expect(both.body.fieldErrors?.voucherId).toEqual(["Use either a promo code or a voucher, not both"]);

    for (const res of [await quote(cookie, cart({ voucherId: other.voucherId })), await order(cookie, cart({ voucherId: other.voucherId }))]) {
      expect(res.status).toBe(422);
      expect(res.body.fieldErrors?.voucherId).toEqual(["Voucher not found"]);
    }

    const pickup = await order(cookie, cart({ voucherId, fulfilment: "pickup", address: undefined }));
    expect(pickup.status).toBe(422);
    expect(pickup.body.fieldErrors?.voucherId).toEqual(["Free Delivery applies to delivery orders"]);

    expect(await count("select count(*)::int as n from orders")).toBe(before);
    expect((await vouchers(other.cookie)).find((v) => v.id === other.voucherId)?.state).toBe("issued");
    expect((await vouchers(cookie)).find((v) => v.id === voucherId)?.state).toBe("issued");
  });

  it("comes back when the order is cancelled before acceptance or rejected, and can be used again", async () => {
    const { cookie, voucherId } = await customerWith("free-delivery");
    const first = (await order(cookie, cart({ voucherId }))).body;
    const cancelled = await k.json<Order>("POST", `/api/orders/${first.id}/cancel`, cookie, {});
    expect(cancelled.body.status).toBe("cancelled");
    expect((await vouchers(cookie)).find((v) => v.id === voucherId)).toMatchObject({ state: "issued", orderId: null });

    const second = await order(cookie, cart({ voucherId }));
    expect(second.status).toBe(201);
    expect(second.body.voucher?.id).toBe(voucherId);
    expect((await move(second.body.id, "rejected", { reason: "Out of dough" })).status).toBe(200);
    expect((await vouchers(cookie)).find((v) => v.id === voucherId)).toMatchObject({ state: "issued", orderId: null });

    const third = await order(cookie, cart({ voucherId }));
    expect(third.status).toBe(201);
    expect((await vouchers(cookie)).find((v) => v.id === voucherId)).toMatchObject({ state: "used", orderId: third.body.id });
  });
});

describe("food vouchers", () => {
  it("20% Off needs $30.00 of food and then takes 20 % of it", async () => {
    const { cookie, voucherId } = await customerWith("twenty-off");
    const small = cart({ voucherId, items: [{ menuItemId: dish("Margherita DOP").id, quantity: 1 }] }); // $18.99
    for (const res of [await quote(cookie, small), await order(cookie, small)]) {
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("20% Off needs a food subtotal of at least $30.00");
      expect(res.body.fieldErrors?.voucherId).toEqual(["20% Off needs a food subtotal of at least $30.00"]);
    }
    const placed = await order(cookie, cart({ voucherId }));
    expect(placed.status).toBe(201);
    const subtotal = 2 * dish("Margherita DOP").priceCents;
    expect(placed.body.discountCents).toBe(Math.floor((subtotal * 20 + 50) / 100));
    expect(placed.body.voucher?.title).toBe("20% Off");
  });

  it("Free Appetizer takes exactly the priciest starter, needs one, and no points are earned on it", async () => {
    const { cookie, voucherId } = await customerWith("free-appetizer");
    const noStarter = await quote(cookie, cart({ voucherId }));
    expect(noStarter.status).toBe(422);
    expect(noStarter.body.fieldErrors?.voucherId).toEqual(["Add an appetizer to use Free Appetizer"]);

    const items = [
      { menuItemId: dish("Margherita DOP").id, quantity: 2 },
      { menuItemId: dish("Arancini").id, quantity: 2 },
      { menuItemId: dish("Fritto Misto").id, quantity: 1 },
    ];
    const q = quoteSchema.parse((await quote(cookie, cart({ voucherId, items }))).body);
    const starter = dish("Fritto Misto").priceCents;
    expect(starter).toBeGreaterThan(dish("Arancini").priceCents);
    expect(q.discountCents).toBe(starter);
    expect(q.discounts).toEqual([{ code: "VOUCHER", label: "Free Appetizer", amountCents: starter }]);

    const placed = await order(cookie, cart({ voucherId, items }));
    expect(placed.status).toBe(201);
    expect(await count(`select food_discount_cents as n from orders where id = '${placed.body.id}'`)).toBe(starter);
    await deliver(placed.body.id);
    const expected = Math.floor((placed.body.subtotalCents - starter) / 100) * POINTS_PER_DOLLAR + FIRST_ORDER_BONUS_POINTS;
    expect(await account(cookie)).toMatchObject({ pendingPoints: expected, points: 0 });
  });
});

describe("points when an order reaches its customer", () => {
  it("credits a delivered order's points as pending until its refund window ends, with the first-order bonus once", async () => {
    const cookie = await newCustomer();
    const first = (await order(cookie, cart({ tipCents: 500 }))).body;
    const done = await deliver(first.id);
    const earned = Math.floor(first.subtotalCents / 100) * POINTS_PER_DOLLAR; // never on fees, tax or the tip
    expect(await account(cookie)).toMatchObject({ pendingPoints: earned + FIRST_ORDER_BONUS_POINTS, points: 0 });
    const deliveredAt = Date.parse(done.events.at(-1)!.at);
    expect(Math.abs(Date.parse(done.refundableUntil!) - deliveredAt - WINDOW_MS)).toBeLessThan(5000);

    // A pickup order counts when it is picked up; no second bonus.
    const pickup = (await order(cookie, cart({ fulfilment: "pickup", address: undefined }))).body;
    for (const to of ["accepted", "preparing", "ready", "picked_up"]) expect((await move(pickup.id, to)).status).toBe(200);
    const both = earned + Math.floor(pickup.subtotalCents / 100) * POINTS_PER_DOLLAR + FIRST_ORDER_BONUS_POINTS;
    expect((await account(cookie)).pendingPoints).toBe(both);
  });

  it("reverses points in proportion to refunds inside the window, and all of them (bonus too) on a full refund", async () => {
    const cookie = await newCustomer();
    const o = (await order(cookie, cart())).body;
    await deliver(o.id);
    const earned = Math.floor(o.subtotalCents / 100) * POINTS_PER_DOLLAR;
    const reversedAfter = (refunded: number) => Math.ceil((earned * refunded) / o.totalCents);

    const part = await refund(o.id, 1000);
    expect(part.status).toBe(200);
    expect((await account(cookie)).pendingPoints).toBe(earned - reversedAfter(1000) + FIRST_ORDER_BONUS_POINTS);
    const more = await refund(o.id, 777);
    expect(more.status).toBe(200);
    expect((await account(cookie)).pendingPoints).toBe(earned - reversedAfter(1777) + FIRST_ORDER_BONUS_POINTS);
    const rest = await refund(o.id, o.totalCents - 1777);
    expect(rest.body.payment).toMatchObject({ status: "refunded", refundedCents: o.totalCents });
    expect(await account(cookie)).toMatchObject({ pendingPoints: 0, points: 0 });
  });

  it("counts a refund made before delivery against the points the order then earns", async () => {
    const cookie = await newCustomer();
    const o = (await order(cookie, cart())).body;
    expect((await move(o.id, "accepted")).status).toBe(200);
    expect((await refund(o.id, 1500)).status).toBe(200); // not completed yet: refundable as before
    for (const to of ["preparing", "ready", "out_for_delivery", "delivered"]) expect((await move(o.id, to)).status).toBe(200);
    const earned = Math.floor(o.subtotalCents / 100) * POINTS_PER_DOLLAR;
    expect((await account(cookie)).pendingPoints).toBe(earned - Math.ceil((earned * 1500) / o.totalCents) + FIRST_ORDER_BONUS_POINTS);
  });

  it("refuses a refund once the window has closed, and changes nothing", async () => {
    const cookie = await newCustomer();
    const o = (await order(cookie, cart())).body;
    await deliver(o.id);
    const pointsBefore = await account(cookie);
    await t.database.db.execute(`update orders set completed_at = now() - interval '73 hours' where id = '${o.id}'`);

    const late = await refund(o.id, 500);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^The refund window for this order closed on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/);
    const after = orderSchema.parse((await k.json("GET", `/api/orders/${o.id}`, cookie)).body);
    expect(after.payment).toMatchObject({ status: "captured", refundedCents: 0 });
    expect(Date.parse(after.refundableUntil!)).toBeLessThan(Date.now());
    const pointsAfter = await account(cookie);
    expect({ points: pointsAfter.points, pending: pointsAfter.pendingPoints }).toEqual({ points: pointsBefore.points, pending: pointsBefore.pendingPoints });
    expect(await count(`select count(*)::int as n from payment_operations op join payments p on p.id = op.payment_id where p.order_id = '${o.id}' and op.kind = 'refund'`)).toBe(0);
  });

  it("gives nothing for an order that never reached the customer", async () => {
    const cookie = await newCustomer();
    const o = (await order(cookie, cart())).body;
    expect((await move(o.id, "accepted")).status).toBe(200);
    expect((await move(o.id, "cancelled", { reason: "Oven broke" })).status).toBe(200);
    expect(await account(cookie)).toMatchObject({ pendingPoints: 0, points: 0 });
    expect(await count(`select count(*)::int as n from orders where id = '${o.id}' and completed_at is null`)).toBe(1);
  });
});

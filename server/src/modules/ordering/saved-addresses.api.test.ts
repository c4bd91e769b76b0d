import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CustomerContact, savedAddressSchema, SAVED_ADDRESSES_MAX, type SavedAddress } from "@tavola/contracts";
import { createTestApp, registerCustomer, signInAs, type TestApp } from "../../test/test-app.js";
import { orderingKit } from "../../test/ordering-kit.js";

// Issue 16: checkout for returning guests starts from the addresses they ordered to before.
let t: TestApp;
let k: ReturnType<typeof orderingKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
});
afterAll(async () => t?.close());

const newCustomer = async () => (await registerCustomer(t.app)).cookie;

const deliverTo = async (cookie: string, address: Record<string, unknown>) => {
  const m = await k.menu("trattoria-bellini");
  const item = m.items.find((i) => i.available)!;
  const res = await k.place(cookie, { restaurantId: m.restaurant.id, items: [{ menuItemId: item.id, quantity: 1 }], fulfilment: "delivery", address, paymentToken: await k.token(cookie) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

describe("GET /api/orders/addresses", () => {
  it("offers the demo customer's usual address, with how often it was used", async () => {
    const res = await k.json<SavedAddress[]>("GET", "/api/orders/addresses", await signInAs(t.app, "customer"));
    expect(res.status).toBe(200);
    const addresses = res.body.map((a) => savedAddressSchema.parse(a));
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses[0]!.orders).toBeGreaterThanOrEqual(2);
  });

  it("lists each address once, the last used first, and keeps its latest pin", async () => {
    const cookie = await newCustomer();
    expect((await k.json<SavedAddress[]>("GET", "/api/orders/addresses", cookie)).body).toEqual([]);
    await deliverTo(cookie, k.nycAddress);
    await deliverTo(cookie, { ...k.nycAddress, line1: "200 Lafayette St", lat: 40.7205, lng: -73.9985 });
    // The first address again, typed differently and with a moved pin: still one address, now the last used.
    await deliverTo(cookie, { ...k.nycAddress, line1: " 1 centre st ", lat: 40.713, lng: -74.0041 });
    const res = await k.json<SavedAddress[]>("GET", "/api/orders/addresses", cookie);
    expect(res.body.map((a) => [a.line1.trim().toLowerCase(), a.orders])).toEqual([
      ["1 centre st", 2],
      ["200 lafayette st", 1],
    ]);
    expect(res.body[0]).toMatchObject({ lat: 40.713, lng: -74.0041, city: "New York", country: "US", postalCode: "10007" });
  });

  it("never shows another customer's addresses, and asks for a sign-in", async () => {
    const mine = await newCustomer();
    await deliverTo(mine, { ...k.nycAddress, line1: "77 Secret Lane" });
    const other = await newCustomer();
    expect((await k.json<SavedAddress[]>("GET", "/api/orders/addresses", other)).body).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/orders/addresses" })).statusCode).toBe(401);
  });

  it(`offers at most ${SAVED_ADDRESSES_MAX}`, async () => {
    const cookie = await newCustomer();
    for (let i = 0; i < SAVED_ADDRESSES_MAX + 1; i++) await deliverTo(cookie, { ...k.nycAddress, line1: `${i + 1} Centre St` });
    const res = await k.json<SavedAddress[]>("GET", "/api/orders/addresses", cookie);
    expect(res.body).toHaveLength(SAVED_ADDRESSES_MAX);
    expect(res.body[0]!.line1).toBe(`${SAVED_ADDRESSES_MAX + 1} Centre St`);
  });
});

describe("GET /api/orders/contact", () => {
  it("prefills the demo customer's name, email and the phone of their last order", async () => {
    const res = await k.json<CustomerContact>("GET", "/api/orders/contact", await signInAs(t.app, "customer"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: "Alex Rivera", email: "customer@demo.tavola.app", phone: "+1 212-555-0187" });
  });

  it("a new customer has no phone until an order gives one; the order keeps it; a bad phone is a 400 with its message", async () => {
    const cookie = await newCustomer();
    expect((await k.json<CustomerContact>("GET", "/api/orders/contact", cookie)).body).toMatchObject({ name: "Ada Lovelace", phone: null });
    const m = await k.menu("trattoria-bellini");
    const item = m.items.find((i) => i.available)!;
    const body = { restaurantId: m.restaurant.id, items: [{ menuItemId: item.id, quantity: 1 }], fulfilment: "pickup" };
    const bad = await k.place(cookie, { ...body, contact: { name: "Ada", phone: "call me" }, paymentToken: await k.token(cookie) });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.["contact.phone"]).toEqual(["Enter a valid phone number"]);
    expect((await k.place(cookie, { ...body, contact: { name: "x".repeat(101) }, paymentToken: await k.token(cookie) })).status).toBe(400);
    const placed = await k.place(cookie, { ...body, contact: { name: "Ada Lovelace", phone: "+44 20 7946 0958" }, paymentToken: await k.token(cookie) });
    expect(placed.status).toBe(201);
    expect(placed.body.contact).toEqual({ name: "Ada Lovelace", phone: "+44 20 7946 0958" });
    expect((await k.json<CustomerContact>("GET", "/api/orders/contact", cookie)).body.phone).toBe("+44 20 7946 0958");
  });
});

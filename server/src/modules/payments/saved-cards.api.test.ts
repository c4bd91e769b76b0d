import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedCardSchema, type SavedCard } from "@tavola/contracts";
import { createTestApp, registerCustomer, signInAs, type TestApp } from "../../test/test-app.js";
import { orderingKit } from "../../test/ordering-kit.js";
import { orders, payments, sandboxCharges, savedCards } from "../../db/schema/index.js";

// Issue 16: a returning customer pays with a card saved as a token; nobody else can.
let t: TestApp;
let k: ReturnType<typeof orderingKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
});
afterAll(async () => t?.close());

const newCustomer = async () => (await registerCustomer(t.app)).cookie;

const pickup = async (cookie: string, payment: Record<string, unknown>) => {
  const m = await k.menu("trattoria-bellini");
  const item = m.items.find((i) => i.available)!;
  return k.place(cookie, { restaurantId: m.restaurant.id, items: [{ menuItemId: item.id, quantity: 1 }], fulfilment: "pickup", ...payment });
};
const cards = async (cookie: string) => (await k.json<SavedCard[]>("GET", "/api/payments/cards", cookie)).body;
const count = async (table: typeof orders | typeof payments | typeof sandboxCharges | typeof savedCards) =>
  Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n);

describe("saved cards", () => {
  it("saves a card only when asked, as brand, last four and expiry, and lists it for its owner only", async () => {
    const ada = await newCustomer();
    expect((await pickup(ada, { paymentToken: await k.token(ada) })).status).toBe(201);
    expect(await cards(ada)).toEqual([]);

    const res = await pickup(ada, { paymentToken: await k.token(ada, "5555555555554444"), saveCard: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const mine = (await cards(ada)).map((c) => savedCardSchema.parse(c));
    expect(mine).toEqual([expect.objectContaining({ brand: "mastercard", last4: "4444", expMonth: 12, expYear: 2040 })]);
    // The wire never carries the vault's token, a number or a CVC.
    expect(JSON.stringify(mine)).not.toMatch(/pm_|tok_|5555555555554444|cvc/i);

    expect(await cards(await newCustomer())).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/payments/cards" })).statusCode).toBe(401);
  });

  it("pays with my saved card, and the last used comes first", async () => {
    const ada = await newCustomer();
    await pickup(ada, { paymentToken: await k.token(ada), saveCard: true });
    await pickup(ada, { paymentToken: await k.token(ada, "5555555555554444"), saveCard: true });
    const [mastercard, visa] = await cards(ada);
    expect([mastercard!.last4, visa!.last4]).toEqual(["4444", "4242"]);

    const paid = await pickup(ada, { savedCardId: visa!.id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.payment).toMatchObject({ status: "authorized", brand: "visa", last4: "4242", amountCents: paid.body.totalCents });
    expect((await cards(ada)).map((c) => c.last4)).toEqual(["4242", "4444"]);
  });

  it("saving the same card again keeps one entry", async () => {
    const ada = await newCustomer();
    await pickup(ada, { paymentToken: await k.token(ada), saveCard: true });
    await pickup(ada, { paymentToken: await k.token(ada), saveCard: true });
    expect(await cards(ada)).toHaveLength(1);
  });

  it("a declined card is not saved", async () => {
    const ada = await newCustomer();
    const res = await pickup(ada, { paymentToken: await k.token(ada, "4000000000000002"), saveCard: true });
    expect(res.status).toBe(402);
    expect(await cards(ada)).toEqual([]);
  });

  it("refuses another customer's card (by id, or its raw token): 4xx, nothing charged or stored", async () => {
    const ada = await newCustomer();
    await pickup(ada, { paymentToken: await k.token(ada), saveCard: true });
    const [adaCard] = await cards(ada);
    const [row] = await t.database.db.select().from(savedCards).where(eq(savedCards.id, adaCard!.id));
    const bob = await newCustomer();
    const before = { orders: await count(orders), payments: await count(payments), charges: await count(sandboxCharges), cards: await count(savedCards) };

    const byId = await pickup(bob, { savedCardId: adaCard!.id });
    expect(byId.status).toBe(422);
    expect(byId.body.fieldErrors?.savedCardId?.[0]).toMatch(/not available/);

    const byToken = await pickup(bob, { paymentToken: row!.token, saveCard: true });
    expect(byToken.status).toBe(402);
    expect(byToken.body.fieldErrors?.paymentToken).toBeDefined();

    expect({ orders: await count(orders), payments: await count(payments), charges: await count(sandboxCharges), cards: await count(savedCards) }).toEqual(before);
    expect(await cards(bob)).toEqual([]);
    // Nor can a table's bill or any other anonymous payment use it: only Ada's checkout.
    expect((await pickup(ada, { paymentToken: row!.token })).status).toBe(201);
  });

  it("pays with a saved card or a new one, not both and not neither", async () => {
    const ada = await newCustomer();
    const neither = await pickup(ada, {});
    expect(neither.status).toBe(400);
    expect(neither.body.fieldErrors?.paymentToken).toEqual(["Payment is required"]);
    const both = await pickup(ada, { paymentToken: await k.token(ada), savedCardId: randomUUID() });
    expect(both.status).toBe(400);
    expect((await pickup(ada, { savedCardId: "x".repeat(5000) })).status).toBe(400);
  });

  it("deletes my card (its token stops working); another's is 404", async () => {
    const ada = await newCustomer();
    await pickup(ada, { paymentToken: await k.token(ada), saveCard: true });
    const [card] = await cards(ada);
    const bob = await newCustomer();
    const del = (cookie: string, id: string) => t.app.inject({ method: "DELETE", url: `/api/payments/cards/${id}`, headers: { cookie } });

    expect((await del(bob, card!.id)).statusCode).toBe(404);
    expect(await cards(ada)).toHaveLength(1);
    expect((await del(ada, card!.id)).statusCode).toBe(204);
    expect(await cards(ada)).toEqual([]);
    expect((await pickup(ada, { savedCardId: card!.id })).status).toBe(422);
    expect((await del(ada, "not-a-uuid")).statusCode).toBe(400);
  });

  it("the demo customer has a saved card, valid from today", async () => {
    const list = await cards(await signInAs(t.app, "customer"));
    expect(list[0]).toMatchObject({ brand: "visa", last4: "4242" });
    expect(list[0]!.expYear).toBeGreaterThan(new Date().getUTCFullYear());
  });
});

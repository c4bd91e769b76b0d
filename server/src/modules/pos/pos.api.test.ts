import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurantOps, type RestaurantOps } from "../../test/restaurant-ops-kit.js";
import type { Order, PosPaymentResult, PosSetup, PosTicket } from "@tavola/contracts";

let { t, k, owner, staff, customer, ceo, otherOwner, otherId, menu } = {} as RestaurantOps;

beforeAll(async () => {
  ({ t, k, owner, staff, customer, ceo, otherOwner, otherId, menu } = await restaurantOps("Forno Tre"));
});
afterAll(async () => t?.close());

const pizza = () => menu.items.find((i) => i.name === "Pizza Quattro Formaggi")!;
const plain = () => menu.items.find((i) => i.available && !(i.modifierGroups ?? []).length)!;
const optionId = (group: string, name: string) => pizza().modifierGroups!.find((g) => g.name === group)!.options.find((o) => o.name.startsWith(name))!.id;
const send = (cookie: string, body: Record<string, unknown>) => k.json<PosTicket>("POST", "/api/pos/orders", cookie, body);
const pay = (cookie: string, id: string, body: Record<string, unknown>) => k.json<PosPaymentResult>("POST", `/api/pos/orders/${id}/payments`, cookie, body);

async function ticket(extraLines: Array<Record<string, unknown>> = []) {
  const res = await send(staff, {
    tableNumber: null,
    lines: [{ menuItemId: plain().id, quantity: 2, note: "no basil" }, { menuItemId: pizza().id, quantity: 1, modifierOptionIds: [optionId("Size", "Large")] }, ...extraLines],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("point of sale: who may use it", () => {
  it("is for the restaurant's team only: customers, executives and signed-out visitors are refused", async () => {
    expect((await k.json<PosSetup>("GET", "/api/pos", staff)).status).toBe(200);
    expect((await k.json("GET", "/api/pos", customer)).status).toBe(403);
    expect((await k.json("GET", "/api/pos", ceo)).status).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/pos" })).statusCode).toBe(401);
  });

  it("another restaurant's staff gets 403 on Bellini's till, its tickets and their payment", async () => {
    const bellini = menu.restaurant.id;
    expect((await k.json("GET", `/api/pos?restaurantId=${bellini}`, otherOwner)).status).toBe(403);
    expect((await send(otherOwner, { restaurantId: bellini, tableNumber: null, lines: [{ menuItemId: plain().id, quantity: 1 }] })).status).toBe(403);
    const mine = await ticket();
    expect((await k.json("GET", `/api/pos/orders/${mine.orderId}`, otherOwner)).status).toBe(403);
    expect((await pay(otherOwner, mine.orderId, { tender: "cash", split: "full", tenderedCents: 100_000 })).status).toBe(403);
    expect((await k.json<PosTicket>("GET", `/api/pos/orders/${mine.orderId}`, owner)).body.paidCents).toBe(0);
    // Its own till works, and Bellini's dishes are not on its menu.
    expect((await k.json<PosSetup>("GET", "/api/pos", otherOwner)).body.restaurant.id).toBe(otherId);
    expect((await send(otherOwner, { tableNumber: null, lines: [{ menuItemId: plain().id, quantity: 1 }] })).status).toBe(422);
  });
});

describe("point of sale: tickets", () => {
  it("prices the ticket on the server: menu prices with options, the restaurant's tax; a client-sent price is ignored", async () => {
    const res = await send(staff, {
      tableNumber: 4,
      lines: [
        { menuItemId: plain().id, quantity: 2, unitPriceCents: 1, priceCents: 1, note: "no basil" },
        { menuItemId: pizza().id, quantity: 1, modifierOptionIds: [optionId("Size", "Large"), optionId("Extras", "Prosciutto")], unitPriceCents: 1 },
      ],
      totalCents: 1,
      subtotalCents: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const large = pizza().modifierGroups!.flatMap((g) => g.options).filter((o) => o.id === optionId("Size", "Large") || o.id === optionId("Extras", "Prosciutto"));
    const pizzaUnit = pizza().priceCents + large.reduce((s, o) => s + o.priceDeltaCents, 0);
    const subtotal = plain().priceCents * 2 + pizzaUnit;
    expect(res.body.subtotalCents).toBe(subtotal);
    const { taxRatePpm } = (await k.json<PosSetup>("GET", "/api/pos", staff)).body.restaurant;
    expect(res.body.taxCents).toBe(Math.floor((subtotal * taxRatePpm + 500_000) / 1_000_000));
    expect(res.body.totalCents).toBe(subtotal + res.body.taxCents);
    expect(res.body.label).toBe("Table 4");
    expect(res.body.lines.find((l) => l.name === plain().name)).toMatchObject({ quantity: 2, note: "no basil", unitPriceCents: plain().priceCents });
    expect(res.body.lines.find((l) => l.name === pizza().name)!.options).toMatch(/Large.*Prosciutto/);
    // The lines' by-dish amounts add up to the total exactly.
    expect(res.body.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(res.body.totalCents);
    // It is an order like any other (channel POS), on the restaurant's live queue, already sent to the kitchen.
    const queue = (await k.json<Order[]>("GET", "/api/restaurant/orders", owner)).body;
    expect(queue.find((o) => o.id === res.body.orderId)).toMatchObject({ status: "accepted", customerName: "Table 4", totalCents: res.body.totalCents });
  });

  it("refuses bad input with the field's message: no lines, an unknown table, a note too long, invalid options", async () => {
    const noLines = await send(staff, { tableNumber: null, lines: [] });
    expect(noLines.status).toBe(400);
    expect(noLines.body.fieldErrors?.lines).toEqual(["Add a dish to the ticket"]);
    const table = await send(staff, { tableNumber: 999, lines: [{ menuItemId: plain().id, quantity: 1 }] });
    expect([table.status, table.body.fieldErrors?.tableNumber]).toEqual([400, ["Choose a table or Takeaway"]]);
    const note = await send(staff, { tableNumber: null, lines: [{ menuItemId: plain().id, quantity: 1, note: "x".repeat(141) }] });
    expect(note.status).toBe(400);
    const noSize = await send(staff, { tableNumber: null, lines: [{ menuItemId: pizza().id, quantity: 1 }] });
    expect(noSize.status).toBe(422);
    expect(noSize.body.message).toMatch(/Pizza Quattro Formaggi/);
  });
});

describe("point of sale: payments", () => {
  it("cash gives change; a short amount is refused with what is due", async () => {
    const tk = await ticket();
    const short = await pay(staff, tk.orderId, { tender: "cash", split: "full", tenderedCents: tk.totalCents - 1 });
    expect(short.status).toBe(422);
    expect(short.body.fieldErrors?.tenderedCents?.[0]).toMatch(/Not enough cash/);
    const paid = await pay(staff, tk.orderId, { tender: "cash", split: "full", tenderedCents: tk.totalCents + 1234 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect([paid.body.amountCents, paid.body.changeCents, paid.body.ticket.remainingCents]).toEqual([tk.totalCents, 1234, 0]);
    expect((await pay(staff, tk.orderId, { tender: "cash", split: "full", tenderedCents: 100 })).status).toBe(409);
    expect((await k.json<PosSetup>("GET", "/api/pos", staff)).body.openTickets.some((o) => o.orderId === tk.orderId)).toBe(false);
  });

  it("split evenly three ways, card and cash mixed, sums to the total exactly", async () => {
    const tk = await ticket();
    const a = await pay(staff, tk.orderId, { tender: "card", split: "even", ways: 3, paymentToken: await k.token(staff) });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const b = await pay(staff, tk.orderId, { tender: "cash", split: "even", ways: 3, tenderedCents: 100_000 });
    const c = await pay(staff, tk.orderId, { tender: "card", split: "even", ways: 3, paymentToken: await k.token(staff) });
    expect([b.status, c.status]).toEqual([200, 200]);
    expect(a.body.amountCents + b.body.amountCents + c.body.amountCents).toBe(tk.totalCents);
    expect(c.body.ticket).toMatchObject({ paidCents: tk.totalCents, remainingCents: 0 });
    expect(c.body.ticket.payments.map((p) => p.tender)).toEqual(["card", "cash", "card"]);
    expect(c.body.ticket.payments[0]!.last4).toBe("4242");
    expect(b.body.changeCents).toBe(100_000 - b.body.amountCents);
  });

  it("split by items: each dish paid once, the rest paid whole, to the cent", async () => {
    const tk = await ticket([{ menuItemId: plain().id, quantity: 1 }]);
    const [first, second] = tk.lines;
    const p1 = await pay(staff, tk.orderId, { tender: "cash", split: "items", orderItemIds: [first!.id], tenderedCents: first!.amountCents });
    expect([p1.status, p1.body.amountCents, p1.body.changeCents]).toEqual([200, first!.amountCents, 0]);
    expect((await pay(staff, tk.orderId, { tender: "cash", split: "items", orderItemIds: [first!.id], tenderedCents: 100_000 })).status).toBe(409);
    const p2 = await pay(staff, tk.orderId, { tender: "card", split: "items", orderItemIds: [second!.id], paymentToken: await k.token(staff) });
    const rest = await pay(staff, tk.orderId, { tender: "cash", split: "full", tenderedCents: 100_000 });
    expect(p1.body.amountCents + p2.body.amountCents + rest.body.amountCents).toBe(tk.totalCents);
    expect(rest.body.ticket.lines.filter((l) => l.paid).map((l) => l.id).sort()).toEqual([first!.id, second!.id].sort());
  });

  it("a declined card pays nothing", async () => {
    const tk = await ticket();
    const declined = await pay(staff, tk.orderId, { tender: "card", split: "full", paymentToken: await k.token(staff, "4000000000000002") });
    expect(declined.status).toBe(402);
    expect((await k.json<PosTicket>("GET", `/api/pos/orders/${tk.orderId}`, staff)).body.paidCents).toBe(0);
  });

  it("refuses incomplete payments with the field's message", async () => {
    const tk = await ticket();
    const noToken = await pay(staff, tk.orderId, { tender: "card", split: "full" });
    expect([noToken.status, noToken.body.fieldErrors?.paymentToken]).toEqual([400, ["Payment is required"]]);
    const noWays = await pay(staff, tk.orderId, { tender: "cash", split: "even", tenderedCents: 100 });
    expect(noWays.body.fieldErrors?.ways).toBeDefined();
    const notOnTicket = await pay(staff, tk.orderId, { tender: "cash", split: "items", orderItemIds: [crypto.randomUUID()], tenderedCents: 100 });
    expect(notOnTicket.status).toBe(400);
    // Only POS orders are tickets: an online order is not.
    const online = await k.simpleOrder(customer);
    expect((await k.json("GET", `/api/pos/orders/${online.body.id}`, staff)).status).toBe(404);
  });
});

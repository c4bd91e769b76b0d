import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Inventory, Menu, PosPaymentResult, PosRefundResult, PosTicket } from "@tavola/contracts";
import { orderingKit } from "../../test/ordering-kit.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";

// A held course's stock (issue 19): reserved when the ticket is sent, consumed when the course is fired, given
// back if the ticket is cancelled first — on in-memory PGlite.
let t: TestApp;
let k: ReturnType<typeof orderingKit>;
let owner: string;
let staff: string;
let customer: string;
let menu: Menu;

beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
  [owner, staff, customer] = await Promise.all([signInAs(t.app, "restaurant_owner"), signInAs(t.app, "restaurant_staff"), signInAs(t.app, "customer")]);
  menu = await k.menu("trattoria-bellini");
});
afterAll(async () => t?.close());

const dish = (name: string) => menu.items.find((i) => i.name === name)!;
const inventory = async () => (await k.json<Inventory>("GET", `/api/restaurants/${menu.restaurant.id}/inventory`, owner)).body;
const onHand = async (name: string) => (await inventory()).ingredients.find((i) => i.name === name)!.onHand;
const cannoli = async () => (await inventory()).dishes.find((d) => d.name === "Cannoli")!;
type Move = { kind: string; subject: string; delta: number; balance: number; course: number | null };
const ledger = async (orderId: string) =>
  ((await t.database.db.execute(`select kind, subject, delta, balance, course from stock_movements where order_id = '${orderId}' order by at, kind`)) as unknown as { rows: Move[] }).rows;

async function send(heldCourses: number[]): Promise<PosTicket> {
  const res = await k.json<PosTicket>("POST", "/api/pos/orders", staff, {
    tableNumber: 4,
    lines: [
      { menuItemId: dish("Margherita DOP").id, quantity: 1, seat: 1, course: 1 },
      { menuItemId: dish("Tiramisù").id, quantity: 1, seat: 1, course: 2 },
      { menuItemId: dish("Cannoli").id, quantity: 2, seat: 2, course: 2 },
    ],
    heldCourses,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("a held course's stock", () => {
  it("is reserved when the ticket is sent (off the shelf, shown as held), and consumed when the course is fired", async () => {
    const savoiardi = await onHand("Savoiardi");
    const dough = await onHand("Pizza dough");
    const portions = (await cannoli()).portionsLeft!;
    const tk = await send([2]);

    // Course 1 is sold now; course 2 is reserved with its course, and already off the shelf for everyone else.
    const sent = await ledger(tk.orderId);
    expect(sent.filter((m) => m.subject === "Pizza dough").map((m) => [m.kind, m.delta, m.course])).toEqual([["sale", -250, null]]);
    expect(sent.filter((m) => m.subject === "Savoiardi").map((m) => [m.kind, m.delta, m.course])).toEqual([["reserve", -4, 2]]);
    expect(sent.filter((m) => m.subject === "Cannoli").map((m) => [m.kind, m.delta, m.course])).toEqual([["reserve", -2, 2]]);
    expect(await onHand("Savoiardi")).toBe(savoiardi - 4);
    expect(await onHand("Pizza dough")).toBe(dough - 250);
    expect(await cannoli()).toMatchObject({ portionsLeft: portions - 2, portionsHeld: 2 });

    const fired = await k.json<PosTicket>("POST", `/api/pos/orders/${tk.orderId}/courses/2/fire`, staff);
    expect(fired.status).toBe(200);
    // Firing consumes the reservation: given back and sold in one go, the shelf unchanged, nothing held any more.
    const after = await ledger(tk.orderId);
    expect(after.filter((m) => m.subject === "Savoiardi").map((m) => [m.kind, m.delta, m.balance, m.course])).toEqual([
      ["reserve", -4, savoiardi - 4, 2],
      ["release", 4, savoiardi, 2],
      ["sale", -4, savoiardi - 4, 2],
    ]);
    expect(await onHand("Savoiardi")).toBe(savoiardi - 4);
    expect(await cannoli()).toMatchObject({ portionsLeft: portions - 2, portionsHeld: 0 });
    // A second fire is refused and consumes nothing more.
    expect((await k.json("POST", `/api/pos/orders/${tk.orderId}/courses/2/fire`, staff)).status).toBe(409);
    expect((await ledger(tk.orderId)).length).toBe(after.length);
  });

  it("the reservation holds the last portions for the course: nobody else can buy them, and cancelling the ticket before firing gives them back", async () => {
    const set = await k.json<Inventory>("PUT", `/api/restaurants/${menu.restaurant.id}/inventory/dishes/${dish("Cannoli").id}/portions`, owner, { portions: 2, reason: "Last tray" });
    expect(set.status).toBe(200);
    const mascarpone = await onHand("Mascarpone");
    const tk = await send([2]);
    expect(await cannoli()).toMatchObject({ portionsLeft: 0, portionsHeld: 2, soldOut: true });
    const online = await k.place(customer, { restaurantId: menu.restaurant.id, items: [{ menuItemId: dish("Cannoli").id, quantity: 1 }], fulfilment: "pickup", paymentToken: await k.token(customer) });
    expect([online.status, online.body.message]).toEqual([409, "Cannoli is sold out"]);

    const cancelled = await k.json("POST", `/api/restaurant/orders/${tk.orderId}/transition`, owner, { to: "cancelled", reason: "Table left" });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await cannoli()).toMatchObject({ portionsLeft: 2, portionsHeld: 0, soldOut: false });
    expect(await onHand("Mascarpone")).toBe(mascarpone);
    // Firing a cancelled ticket's course is refused; nothing is consumed.
    expect((await k.json("POST", `/api/pos/orders/${tk.orderId}/courses/2/fire`, staff)).status).toBe(409);
    expect((await ledger(tk.orderId)).filter((m) => m.kind === "sale" && m.course === 2)).toEqual([]);
  });

  it("refunding units of held dishes before their course is fired gives their reservation back; firing sells only the rest", async () => {
    const tray = await k.json<Inventory>("PUT", `/api/restaurants/${menu.restaurant.id}/inventory/dishes/${dish("Cannoli").id}/portions`, owner, { portions: 6, reason: "Evening tray" });
    expect(tray.status).toBe(200);
    const portions = 6;
    // Tiramisù is made from ingredients (its recipe), Cannoli counted in portions: both kinds of stock come back.
    const recipe = (
      (await t.database.db.execute(`select i.name, r.quantity from recipe_lines r join ingredients i on i.id = r.ingredient_id where r.menu_item_id = '${dish("Tiramisù").id}'`)) as unknown as {
        rows: Array<{ name: string; quantity: number }>;
      }
    ).rows;
    expect(recipe.length).toBeGreaterThan(0);
    const shelf = Object.fromEntries(await Promise.all(recipe.map(async (r) => [r.name, await onHand(r.name)] as const)));
    const tk = await send([2]);
    const paid = await k.json<PosPaymentResult>("POST", `/api/pos/orders/${tk.orderId}/payments`, staff, { tender: "cash", split: "full", tenderedCents: 100_000 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const line = (name: string) => paid.body.ticket.lines.find((l) => l.name === name)!;
    expect([line("Cannoli").held, line("Cannoli").quantity, line("Tiramisù").held]).toEqual([true, 2, true]);
    expect(await cannoli()).toMatchObject({ portionsLeft: portions - 2, portionsHeld: 2 });
    for (const r of recipe) expect(await onHand(r.name)).toBe(shelf[r.name]! - r.quantity);

    const refund = await k.json<PosRefundResult>("POST", `/api/pos/orders/${tk.orderId}/refunds`, staff, {
      posPaymentId: paid.body.ticket.payments[0]!.id,
      lines: [{ orderItemId: line("Cannoli").id, quantity: 1 }, { orderItemId: line("Tiramisù").id, quantity: 1 }],
      reason: "Guests are full",
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    // The refunded units' reservation is back on the shelf — a portion of Cannoli, the Tiramisù's ingredients — as
    // releases with the course (as a cancel gives it back); the other Cannoli is still held for the course.
    expect(await cannoli()).toMatchObject({ portionsLeft: portions - 1, portionsHeld: 1 });
    for (const r of recipe) expect(await onHand(r.name)).toBe(shelf[r.name]);
    const released = (await ledger(tk.orderId)).filter((m) => m.kind === "release");
    expect(released.filter((m) => m.subject === "Cannoli").map((m) => [m.delta, m.balance, m.course])).toEqual([[1, portions - 1, 2]]);
    for (const r of recipe) expect(released.filter((m) => m.subject === r.name).map((m) => [m.delta, m.balance, m.course])).toEqual([[r.quantity, shelf[r.name], 2]]);

    // Firing sells what is still held: one Cannoli, and no Tiramisù.
    expect((await k.json("POST", `/api/pos/orders/${tk.orderId}/courses/2/fire`, staff)).status).toBe(200);
    const fired = await ledger(tk.orderId);
    const sold = fired.filter((m) => m.kind === "sale" && m.course === 2);
    expect(sold.map((m) => [m.subject, m.delta])).toEqual([["Cannoli", -1]]);
    expect(await cannoli()).toMatchObject({ portionsLeft: portions - 1, portionsHeld: 0 });

    // Once fired the dish is being made: refunding the other Cannoli gives the money back, not the stock.
    const after = await k.json<PosRefundResult>("POST", `/api/pos/orders/${tk.orderId}/refunds`, staff, {
      posPaymentId: paid.body.ticket.payments[0]!.id,
      lines: [{ orderItemId: line("Cannoli").id, quantity: 1 }],
      reason: "Not as expected",
    });
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(await cannoli()).toMatchObject({ portionsLeft: portions - 1, portionsHeld: 0 });
    expect((await ledger(tk.orderId)).length).toBe(fired.length);
  });

  it("a ticket with no held course sells everything at once, as before", async () => {
    const tk = await send([]);
    expect((await ledger(tk.orderId)).every((m) => m.kind === "sale" && m.course === null)).toBe(true);
  });
});

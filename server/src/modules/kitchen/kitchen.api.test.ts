import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurantOps, type RestaurantOps } from "../../test/restaurant-ops-kit.js";
import type { KitchenBoard, KitchenEvent, Order, PosTicket } from "@tavola/contracts";
import { openSse } from "../../test/sse-client.js";

let { t, k, owner, staff, customer, ceo, otherOwner, menu } = {} as RestaurantOps;
let base: string;

beforeAll(async () => {
  ({ t, k, owner, staff, customer, ceo, otherOwner, menu } = await restaurantOps("Forno Quattro"));
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => t?.close());

const pizza = () => menu.items.find((i) => i.name === "Pizza Quattro Formaggi")!;
const cold = () => menu.items.find((i) => i.available && i.station !== "grill" && !(i.modifierGroups ?? []).length)!;
const size = (name: string) => pizza().modifierGroups!.find((g) => g.name === "Size")!.options.find((o) => o.name.startsWith(name))!.id;
const board = async (view = "all", cookie = staff) => k.json<KitchenBoard>("GET", `/api/kitchen?view=${view}`, cookie);

async function posTicket(): Promise<PosTicket> {
  const res = await k.json<PosTicket>("POST", "/api/pos/orders", staff, {
    tableNumber: 2,
    lines: [{ menuItemId: pizza().id, quantity: 1, modifierOptionIds: [size("Large")], note: "well done" }, { menuItemId: cold().id, quantity: 2 }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("kitchen display: access", () => {
  it("is for the restaurant's team; another restaurant's staff cannot bump or recall Bellini's tickets", async () => {
    expect((await board("all", customer)).status).toBe(403);
    expect((await board("all", ceo)).status).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/kitchen" })).statusCode).toBe(401);
    const tk = await posTicket();
    expect((await k.json("POST", `/api/kitchen/orders/${tk.orderId}/bump`, otherOwner, { view: "all" })).status).toBe(403);
    expect((await k.json("POST", `/api/kitchen/items/${tk.lines[0]!.id}/bump`, otherOwner, { view: "all" })).status).toBe(403);
    expect((await k.json("POST", "/api/kitchen/recall", otherOwner, { restaurantId: menu.restaurant.id, view: "all" })).status).toBe(403);
    // Its own board holds none of Bellini's tickets.
    expect((await board("all", otherOwner)).body.tickets).toEqual([]);
    expect((await k.json("GET", "/api/kitchen?view=oven", staff)).status).toBe(400);
  });
});

describe("kitchen display: tickets", () => {
  it("a POS ticket shows with its options and note, routed by station, each dish with its start time", async () => {
    const tk = await posTicket();
    const all = (await board()).body;
    const ticket = all.tickets.find((x) => x.orderId === tk.orderId)!;
    expect(ticket).toMatchObject({ channel: "pos", label: "Table 2", reference: tk.reference });
    const p = ticket.items.find((i) => i.name === pizza().name)!;
    expect(p).toMatchObject({ station: "grill", note: "well done", quantity: 1 });
    expect(p.options).toMatch(/Large/);
    const longest = Math.max(...ticket.items.map((i) => i.prepMinutes));
    expect(Date.parse(ticket.readyTarget) - Date.parse(ticket.arrivedAt)).toBe(longest * 60_000);
    for (const i of ticket.items) expect(Date.parse(i.startAt) + i.prepMinutes * 60_000).toBe(Date.parse(ticket.readyTarget));
    const grill = (await board("grill")).body.tickets.find((x) => x.orderId === tk.orderId)!;
    expect(grill.items.map((i) => i.station)).toEqual(["grill"]);
    expect(all.allDay.find((a) => a.name === cold().name)!.quantity).toBeGreaterThanOrEqual(2);
  });

  it("online orders join once accepted; a placed one is not cooked yet", async () => {
    const placed = await k.simpleOrder(customer);
    expect(placed.status).toBe(201);
    expect((await board()).body.tickets.some((x) => x.orderId === placed.body.id)).toBe(false);
    const accepted = await k.json<Order>("POST", `/api/restaurant/orders/${placed.body.id}/transition`, owner, { to: "accepted" });
    expect(accepted.status).toBe(200);
    expect((await board()).body.tickets.find((x) => x.orderId === placed.body.id)).toMatchObject({ channel: "online", label: "Pickup" });
  });

  it("bump a dish, bump the ticket, Recall brings back the last bump; nothing to recall is a 409", async () => {
    const tk = await posTicket();
    const item = tk.lines.find((l) => l.name === cold().name)!;
    expect((await k.json("POST", `/api/kitchen/items/${item.id}/bump`, staff, { view: "all" })).status).toBe(200);
    expect((await k.json("POST", `/api/kitchen/items/${item.id}/bump`, staff, { view: "all" })).status).toBe(409);
    const after = (await board()).body.tickets.find((x) => x.orderId === tk.orderId)!;
    expect(after.items.find((i) => i.id === item.id)!.bumpedAt).not.toBeNull();
    expect((await k.json("POST", `/api/kitchen/orders/${tk.orderId}/bump`, staff, { view: "all" })).status).toBe(200);
    const gone = (await board()).body;
    expect(gone.tickets.some((x) => x.orderId === tk.orderId)).toBe(false);
    expect(gone.lastBump?.label).toBe(`Order ${tk.reference}`);
    const recalled = await k.json<{ recalled: number }>("POST", "/api/kitchen/recall", staff, { view: "all" });
    expect([recalled.status, recalled.body.recalled]).toEqual([200, 1]);
    const back = (await board()).body.tickets.find((x) => x.orderId === tk.orderId)!;
    // The ticket bump took one dish (the other was bumped before): that one is back, the earlier bump stays.
    expect(back.items.filter((i) => i.bumpedAt === null).map((i) => i.name)).toEqual([pizza().name]);
    expect((await k.json("POST", "/api/kitchen/recall", staff, { view: "grill" })).status).toBe(409);
    expect((await k.json("POST", `/api/kitchen/items/${crypto.randomUUID()}/bump`, staff, { view: "all" })).status).toBe(404);
  });

  it("streams a POS ticket and a bump to a connected kitchen screen", async () => {
    const sse = await openSse(`${base}/api/kitchen/events`, staff);
    expect(sse.status).toBe(200);
    const tk = await posTicket();
    await sse.waitFor<KitchenEvent>((e) => e.event === "kitchen" && e.data.orderId === tk.orderId && e.data.type === "placed");
    await k.json("POST", `/api/kitchen/orders/${tk.orderId}/bump`, owner, { view: "all" });
    await sse.waitFor<KitchenEvent>((e) => e.event === "kitchen" && e.data.orderId === tk.orderId && e.data.type === "bumped");
    sse.close();
    const denied = await openSse(`${base}/api/kitchen/events`, customer);
    expect(denied.status).toBe(403);
    denied.close();
  });
});

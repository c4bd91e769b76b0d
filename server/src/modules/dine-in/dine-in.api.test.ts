import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billSchema, checkInResultSchema, floorSessionsSchema, orderSchema, SANDBOX_CARDS, type FloorSessions, type Order, type TableQr, type TableSession } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { dineInKit } from "../../test/dine-in-kit.js";

let t: TestApp;
let k: ReturnType<typeof dineInKit>;
let owner: string;
let customer: string;
let bellini: string;
beforeAll(async () => {
  t = await createTestApp();
  k = dineInKit(t.app, t.database.db);
  owner = await signInAs(t.app, "restaurant_owner");
  customer = await signInAs(t.app, "customer");
  bellini = (await k.menu("trattoria-bellini")).restaurant.id;
});
afterAll(async () => t?.close());

const rows = async <T>(query: string) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const count = async (query: string) => Number((await rows<{ n: number }>(query))[0]!.n);

/** A guest checked in at a table of Trattoria Bellini by Manual Entry with the table card's code. */
const seat = (tableNumber: number, cookie?: string) => k.seat("trattoria-bellini", tableNumber, cookie);

describe("check-in", () => {
  it("checks in by the demo table's QR code and shows the table card", async () => {
    const demo = await k.call<{ qrToken: string; tableNumber: number; restaurantName: string }>("GET", "/api/dine-in/demo-table");
    expect(demo.status).toBe(200);
    expect(demo.body).toMatchObject({ tableNumber: 4, restaurantName: "Trattoria Bellini" });
    const res = await k.checkIn({ qrToken: demo.body.qrToken });
    expect(res.status).toBe(201);
    const result = checkInResultSchema.parse(res.body);
    expect(result.guestToken.length).toBeGreaterThanOrEqual(40);
    expect(result.session).toMatchObject({
      status: "open",
      guestCount: 1,
      closedAt: null,
      serviceCall: null,
      table: { restaurantName: "Trattoria Bellini", tableNumber: 4, section: "Main Floor", capacity: 4, server: "Sophie" },
    });
    expect(result.session.table.address).toContain("New York");
    // Only the secret's hash is stored.
    expect(await count(`select count(*)::int as n from table_session_guests where token_hash = '${result.guestToken}'`)).toBe(0);
  });

  it("lets a second phone join the same session by manual entry (slug, table number and the card's code in any case)", async () => {
    const first = await seat(7);
    const code = await k.tableCode("trattoria-bellini", 7);
    const second = await k.checkIn({ restaurantId: "trattoria-bellini", tableNumber: "7", tableCode: ` ${code.slice(0, 2).toLowerCase()}-${code.slice(2)} ` }, customer);
    expect(second.status).toBe(201);
    expect(second.body.session.id).toBe(first.session.id);
    expect(second.body.session.guestCount).toBe(2);
    expect(second.body.guestToken).not.toBe(first.guestToken);
    expect(second.body.session.table).toMatchObject({ tableNumber: 7, section: "Patio", server: "Marco" });
    const guests = await rows<{ joined_via: string; user_id: string | null }>(
      `select joined_via, user_id from table_session_guests where session_id = '${first.session.id}' order by joined_at`,
    );
    expect(guests.map((g) => g.joined_via)).toEqual(["code", "code"]);
    expect(second.body.session.admission).toBe("admitted");
    expect(guests[0]!.user_id).toBeNull();
    expect(guests[1]!.user_id).not.toBeNull();
    // Both phones read the one session.
    expect((await k.session(first.guestToken)).body.guestCount).toBe(2);
  });

  it("answers an unknown restaurant, a missing table and a bad body with the field's message", async () => {
    const noPlace = await k.checkIn({ restaurantId: "nowhere", tableNumber: 1 });
    expect(noPlace.status).toBe(404);
    expect(noPlace.body.fieldErrors?.restaurantId).toEqual(["Restaurant not found"]);
    const noTable = await k.checkIn({ restaurantId: bellini, tableNumber: 99 });
    expect(noTable.status).toBe(404);
    expect(noTable.body.fieldErrors?.tableNumber).toEqual(["There is no table 99 here"]);
    expect((await k.checkIn({})).status).toBe(400);
    expect((await k.checkIn({ restaurantId: bellini, tableNumber: 0 })).status).toBe(400);
  });

  it("refuses an unknown QR code and one that was rotated; the new code checks in", async () => {
    const unknown = await k.checkIn({ qrToken: "AAAAAAAAAAAAAAAAAAAAAA" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.fieldErrors?.qrToken).toEqual(["That QR code is no longer valid. Ask your server for help or use Manual Entry."]);
    const old = await k.qrToken(owner, "trattoria-bellini", 5);
    const codes = await k.call<TableQr[]>("GET", `/api/restaurants/${bellini}/table-codes`, { cookie: owner });
    expect(codes.status).toBe(200);
    expect(codes.body).toHaveLength(10);
    const five = codes.body.find((c) => c.tableNumber === 5)!;
    expect(five.checkInPath).toBe(`/checkin?t=${old}`);
    // The printable code is the QR of this site's absolute check-in link (inject's Host is localhost:80).
    expect(five.qrSvg).toBe(await QRCode.toString(`http://localhost:80${five.checkInPath}`, { type: "svg", errorCorrectionLevel: "M", margin: 2 }));
    const rotated = await k.call<TableQr>("POST", `/api/restaurants/${bellini}/tables/${five.tableId}/qr-code/rotate`, { cookie: owner });
    expect(rotated.status).toBe(200);
    expect(rotated.body.checkInPath).not.toBe(five.checkInPath);
    expect(rotated.body.qrSvg).not.toBe(five.qrSvg);
    expect(five.shortCode).toMatch(/^[ACDEFHJKMNPRTUVWXY3479]{4}$/);
    expect(rotated.body.shortCode).toMatch(/^[ACDEFHJKMNPRTUVWXY3479]{4}$/);
    expect((await k.checkIn({ qrToken: old })).status).toBe(404);
    // The card's short code is rotated with the QR secret: the old one no longer lets in.
    expect(rotated.body.shortCode).not.toBe(five.shortCode);
    expect((await k.checkIn({ restaurantId: bellini, tableNumber: 5, tableCode: five.shortCode })).body.fieldErrors?.tableCode).toEqual([
      "That is not table 5's code. Check the card on your table, or leave the code empty to ask to join.",
    ]);
    expect((await k.checkIn({ restaurantId: bellini, tableNumber: 5, tableCode: rotated.body.shortCode })).body.session.admission).toBe("admitted");
    const fresh = await k.checkIn({ qrToken: await k.qrToken(owner, "trattoria-bellini", 5) });
    expect(fresh.status).toBe(201);
    expect(fresh.body.session.table.tableNumber).toBe(5);
  });

  it("asks for the guest secret: none or a wrong one is 401", async () => {
    const none = await k.call("GET", "/api/table-sessions/current");
    expect(none.status).toBe(401);
    expect(none.body.message).toBe("Check in at your table first");
    expect((await k.session("not-a-real-secret")).status).toBe(401);
    expect((await k.bill("not-a-real-secret")).status).toBe(401);
  });
});

describe("ordering to the table", () => {
  it("prices a dine-in order from the menu (never the client), with tax and no fees, and the kitchen moves it to served", async () => {
    const guest = await seat(1);
    const [a, b] = await k.dishes("trattoria-bellini");
    const res = await k.order(guest.guestToken, [
      { menuItemId: a.id, quantity: 2, unitPriceCents: 1, priceCents: 1 },
      { menuItemId: b.id, quantity: 1 },
    ]);
    expect(res.status).toBe(201);
    const order = orderSchema.parse(res.body);
    const subtotal = a.priceCents * 2 + b.priceCents;
    const tax = Math.floor((subtotal * 88_750 + 500_000) / 1_000_000);
    expect(order).toMatchObject({
      status: "placed",
      fulfilment: "dine_in",
      customerId: null,
      customerName: "Table 1",
      table: { number: 1, sessionId: guest.session.id },
      subtotalCents: subtotal,
      taxCents: tax,
      deliveryFeeCents: 0,
      serviceFeeCents: 0,
      tipCents: 0,
      totalCents: subtotal + tax,
      payment: null,
    });
    expect(order.events.map((e) => e.status)).toEqual(["placed"]);
    // The kitchen's live queue shows it, and it moves placed → accepted → preparing → ready → served.
    const queue = await k.call<Order[]>("GET", "/api/restaurant/orders", { cookie: owner });
    expect(queue.body.some((o) => o.id === order.id)).toBe(true);
    for (const to of ["accepted", "preparing", "ready", "served"]) {
      const moved = await k.call<Order>("POST", `/api/restaurant/orders/${order.id}/transition`, { cookie: owner, payload: { to } });
      expect(moved.status, `to ${to}: ${JSON.stringify(moved.body)}`).toBe(200);
      expect(moved.body.status).toBe(to);
      expect(moved.body.payment).toBeNull();
    }
  });

  it("refuses dishes that are unknown, another restaurant's or unavailable, with the field's message", async () => {
    const guest = await seat(2);
    const unknown = await k.order(guest.guestToken, [{ menuItemId: "00000000-0000-4000-8000-000000000000", quantity: 1 }]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.fieldErrors?.items).toEqual(["Unknown menu item"]);
    const [elsewhere] = await k.dishes("spice-route");
    const other = await k.order(guest.guestToken, [{ menuItemId: elsewhere.id, quantity: 1 }]);
    expect(other.status).toBe(422);
    expect(other.body.fieldErrors?.items?.[0]).toMatch(/is not on Trattoria Bellini's menu/);
    expect((await k.order(guest.guestToken, [])).status).toBe(400);
    expect(await count(`select count(*)::int as n from orders where table_session_id = '${guest.session.id}'`)).toBe(0);
  });

  it("answers 409 when the restaurant is closed to orders", async () => {
    await t.database.db.execute("update restaurants set is_open = false where slug = 'el-jardin'");
    const guest = await k.seat("el-jardin", 1);
    const [dish] = await k.dishes("el-jardin");
    const res = await k.order(guest.guestToken, [{ menuItemId: dish.id, quantity: 1 }]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("El Jardín is closed and not taking orders right now");
    await t.database.db.execute("update restaurants set is_open = true where slug = 'el-jardin'");
  });

  it("gives a signed-in guest's table orders to them (My Orders)", async () => {
    const guest = await seat(3, customer);
    const [a] = await k.dishes("trattoria-bellini");
    const order = (await k.order(guest.guestToken, [{ menuItemId: a.id, quantity: 1 }])).body;
    expect(order.customerId).not.toBeNull();
    const mine = await k.call<Order[]>("GET", "/api/orders", { cookie: customer });
    expect(mine.body.some((o) => o.id === order.id && o.fulfilment === "dine_in")).toBe(true);
    expect((await k.call<Order>("GET", `/api/orders/${order.id}`, { cookie: customer })).status).toBe(200);
  });
});

describe("the bill", () => {
  it("lists every order's lines with their share of tax; two even shares pay it and close the table", async () => {
    const guest = await seat(8);
    const friend = await k.seat(bellini, 8);
    const [a, b] = await k.dishes("trattoria-bellini");
    const first = (await k.order(guest.guestToken, [{ menuItemId: a.id, quantity: 1 }, { menuItemId: b.id, quantity: 3 }])).body;
    const second = (await k.order(friend.guestToken, [{ menuItemId: b.id, quantity: 1 }])).body;
    const bill = billSchema.parse((await k.bill(friend.guestToken)).body);
    expect(bill.orders.map((o) => o.id).sort()).toEqual([first.id, second.id].sort());
    expect(bill.lines).toHaveLength(3);
    expect(bill.subtotalCents).toBe(first.subtotalCents + second.subtotalCents);
    expect(bill.taxCents).toBe(first.taxCents + second.taxCents);
    expect(bill.totalCents).toBe(first.totalCents + second.totalCents);
    expect(bill.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(bill.totalCents);
    expect(bill).toMatchObject({ status: "open", paidCents: 0, remainingCents: bill.totalCents, payments: [] });

    const half = Math.ceil(bill.totalCents / 2);
    const p1 = await k.pay(guest.guestToken, { split: "even", ways: 2, tipCents: 150, paymentToken: await k.cardToken() });
    expect(p1.status).toBe(201);
    expect(p1.body).toMatchObject({ paidCents: half, closed: false, bill: { paidCents: half, remainingCents: bill.totalCents - half } });
    expect(p1.body.bill.payments[0]).toMatchObject({ splitMode: "even", amountCents: half, tipCents: 150, brand: "visa", last4: "4242" });
    // An order placed meanwhile joins the bill; here nobody orders, so the second share is what is left.
    const p2 = await k.pay(friend.guestToken, { split: "even", ways: 2, paymentToken: await k.cardToken(undefined, SANDBOX_CARDS.mastercardSuccess) });
    expect(p2.status).toBe(201);
    expect(p2.body).toMatchObject({ paidCents: bill.totalCents - half, closed: true, bill: { status: "closed", remainingCents: 0, paidCents: bill.totalCents } });
    // Captured now, for the share plus the tip.
    const captured = await rows<{ captured_cents: number }>(
      `select p.captured_cents from payments p join bill_payments b on b.payment_id = p.id where b.session_id = '${bill.sessionId}' order by b.created_at`,
    );
    expect(captured.map((c) => Number(c.captured_cents))).toEqual([half + 150, bill.totalCents - half]);

    const third = await k.pay(guest.guestToken, { split: "full", paymentToken: await k.cardToken() });
    expect(third.status).toBe(409);
    const closed = await k.session(guest.guestToken);
    expect(closed.body).toMatchObject({ status: "closed" });
    expect(closed.body.closedAt).not.toBeNull();
    const late = await k.order(guest.guestToken, [{ menuItemId: a.id, quantity: 1 }]);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This table has checked out");
    // The table is free again: the next check-in opens a new session.
    expect((await seat(8)).session.id).not.toBe(bill.sessionId);
  });

  it("pays by item: each line once, lines of this table only", async () => {
    const guest = await seat(9);
    const other = await seat(10);
    const [a, b] = await k.dishes("trattoria-bellini");
    await k.order(guest.guestToken, [{ menuItemId: a.id, quantity: 1 }, { menuItemId: b.id, quantity: 2 }]);
    await k.order(other.guestToken, [{ menuItemId: a.id, quantity: 1 }]);
    const bill = (await k.bill(guest.guestToken)).body;
    const otherLine = (await k.bill(other.guestToken)).body.lines[0]!;
    const [line1, line2] = bill.lines;

    const foreign = await k.pay(guest.guestToken, { split: "items", orderItemIds: [otherLine.orderItemId], paymentToken: await k.cardToken(customer) });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors?.orderItemIds).toEqual(["That dish is not on this table's bill"]);
    expect((await k.pay(guest.guestToken, { split: "items", paymentToken: await k.cardToken(customer) })).status).toBe(400);

    const mine = await k.pay(guest.guestToken, { split: "items", orderItemIds: [line1!.orderItemId], paymentToken: await k.cardToken(customer) });
    expect(mine.status).toBe(201);
    expect(mine.body.paidCents).toBe(line1!.amountCents);
    expect(mine.body.bill.lines.find((l) => l.orderItemId === line1!.orderItemId)!.paid).toBe(true);
    expect(mine.body.bill.remainingCents).toBe(bill.totalCents - line1!.amountCents);

    const again = await k.pay(guest.guestToken, { split: "items", orderItemIds: [line1!.orderItemId, line2!.orderItemId], paymentToken: await k.cardToken(customer) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Someone at your table already paid for ${line1!.name}`);

    const rest = await k.pay(guest.guestToken, { split: "items", orderItemIds: [line2!.orderItemId], paymentToken: await k.cardToken(customer) });
    expect(rest.body).toMatchObject({ paidCents: line2!.amountCents, closed: true });
    expect(await count(`select count(*)::int as n from bill_payment_items i join bill_payments b on b.id = i.bill_payment_id where b.session_id = '${bill.sessionId}'`)).toBe(2);
    // The other table's bill is untouched.
    expect((await k.bill(other.guestToken)).body).toMatchObject({ status: "open", paidCents: 0 });
  });

  it("answers a declined card with 402 and stores nothing", async () => {
    const guest = await seat(6);
    const [a] = await k.dishes("trattoria-bellini");
    await k.order(guest.guestToken, [{ menuItemId: a.id, quantity: 1 }]);
    const before = await count("select count(*)::int as n from bill_payments");
    const payments = await count("select count(*)::int as n from payments where purpose = 'bill'");
    const res = await k.pay(guest.guestToken, { split: "full", paymentToken: await k.cardToken(customer, SANDBOX_CARDS.declined) });
    expect(res.status).toBe(402);
    expect(res.body.fieldErrors?.paymentToken?.[0]).toBeTruthy();
    expect(await count("select count(*)::int as n from bill_payments")).toBe(before);
    expect(await count("select count(*)::int as n from payments where purpose = 'bill'")).toBe(payments);
    expect((await k.bill(guest.guestToken)).body).toMatchObject({ status: "open", paidCents: 0, payments: [] });
    expect((await k.pay(guest.guestToken, { split: "even", paymentToken: "tok_whatever" })).body.fieldErrors?.ways).toEqual(["Split between 2 and 20 ways"]);
  });
});

describe("Call Server", () => {
  it("pages once however often it is pressed; staff see it, acknowledge and resolve it", async () => {
    const guest = (await k.checkIn({ qrToken: await k.qrToken(owner, "trattoria-bellini", 2) })).body;
    const first = await k.callServer(guest.guestToken);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ kind: "server", status: "open", tableNumber: 2, sessionId: guest.session.id, acknowledgedAt: null });
    const second = await k.callServer(guest.guestToken, "bill");
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(await count(`select count(*)::int as n from service_calls where session_id = '${guest.session.id}'`)).toBe(1);

    const floor = floorSessionsSchema.parse((await k.call<FloorSessions>("GET", `/api/restaurants/${bellini}/table-sessions`, { cookie: owner })).body);
    expect(floor.serviceCalls.map((c) => c.id)).toContain(first.body.id);
    expect(floor.sessions.find((s) => s.id === guest.session.id)?.serviceCall?.id).toBe(first.body.id);

    const ack = await k.call("POST", `/api/restaurants/${bellini}/service-calls/${first.body.id}`, { cookie: owner, payload: { status: "acknowledged" } });
    expect(ack.status).toBe(200);
    expect(ack.body).toMatchObject({ status: "acknowledged", acknowledgedAt: expect.any(String) });
    expect((await k.session(guest.guestToken)).body.serviceCall?.status).toBe("acknowledged");
    const resolved = await k.call("POST", `/api/restaurants/${bellini}/service-calls/${first.body.id}`, { cookie: owner, payload: { status: "resolved" } });
    expect(resolved.body).toMatchObject({ status: "resolved" });
    expect((await k.call("POST", `/api/restaurants/${bellini}/service-calls/${first.body.id}`, { cookie: owner, payload: { status: "resolved" } })).status).toBe(409);
    expect((await k.call("POST", `/api/restaurants/${bellini}/service-calls/${first.body.id}`, { cookie: owner, payload: { status: "open" } })).status).toBe(400);
    const after = (await k.call<FloorSessions>("GET", `/api/restaurants/${bellini}/table-sessions`, { cookie: owner })).body;
    expect(after.serviceCalls.some((c) => c.id === first.body.id)).toBe(false);
    expect((await k.session(guest.guestToken)).body.serviceCall).toBeNull();
    // Once resolved, the table can call again.
    expect((await k.callServer(guest.guestToken)).status).toBe(201);

    // Staff close the table (paid in cash): its call is resolved with it; closing twice is 409.
    const close = await k.call<TableSession>("POST", `/api/restaurants/${bellini}/table-sessions/${guest.session.id}/close`, { cookie: owner });
    expect(close.status).toBe(200);
    expect(close.body).toMatchObject({ status: "closed", serviceCall: null });
    expect((await k.call("POST", `/api/restaurants/${bellini}/table-sessions/${guest.session.id}/close`, { cookie: owner })).status).toBe(409);
    expect((await k.callServer(guest.guestToken)).status).toBe(409);
  });
});

describe("who may see what", () => {
  it("a guest's secret opens their own table only: another table's bill is out of reach", async () => {
    const a = await seat(7);
    const b = await seat(5);
    const [dish] = await k.dishes("trattoria-bellini");
    const bOrder = (await k.order(b.guestToken, [{ menuItemId: dish.id, quantity: 1 }])).body;
    expect((await k.session(a.guestToken)).body.id).toBe(a.session.id);
    const aBill = (await k.bill(a.guestToken)).body;
    expect(aBill.sessionId).toBe(a.session.id);
    expect(aBill.orders.some((o) => o.id === bOrder.id)).toBe(false);
    // Paying from A's phone can only touch A's bill (nothing on it yet), never B's.
    expect((await k.pay(a.guestToken, { split: "full", paymentToken: await k.cardToken(customer) })).status).toBe(409);
    expect((await k.bill(b.guestToken)).body).toMatchObject({ sessionId: b.session.id, paidCents: 0 });
    // Guest URLs carry no session id: a session id in the header is not a secret that opens it.
    expect((await k.bill(b.session.id)).status).toBe(401);
  });

  it("another restaurant's staff, customers and anonymous callers cannot manage this restaurant's floor", async () => {
    // The demo staff member works at Spice Route instead, for this test file.
    const spice = (await k.menu("spice-route")).restaurant.id;
    await t.database.db.execute(
      `update restaurant_staff set restaurant_id = '${spice}' where user_id = (select id from users where role = 'restaurant_staff' limit 1)`,
    );
    const outsider = await signInAs(t.app, "restaurant_staff");
    const guest = await seat(4);
    const call = (await k.callServer(guest.guestToken)).body;
    const tableId = guest.session.table.tableId;
    const attempts: Array<["GET" | "POST", string, unknown?]> = [
      ["GET", `/api/restaurants/${bellini}/table-sessions`],
      ["GET", `/api/restaurants/${bellini}/table-codes`],
      ["POST", `/api/restaurants/${bellini}/tables/${tableId}/qr-code/rotate`],
      ["POST", `/api/restaurants/${bellini}/table-sessions/${guest.session.id}/close`],
      ["POST", `/api/restaurants/${bellini}/service-calls/${call.id}`, { status: "resolved" }],
      ["GET", `/api/restaurants/trattoria-bellini/floor/stream`],
    ];
    for (const [method, url, payload] of attempts) {
      expect((await k.call(method, url, { cookie: outsider, payload })).status, `${method} ${url}`).toBe(403);
      expect((await k.call(method, url, { cookie: customer, payload })).status, `${method} ${url}`).toBe(403);
      expect((await k.call(method, url, { payload })).status, `${method} ${url}`).toBe(401);
    }
    // Through their own restaurant's path, this restaurant's session, call and table do not exist.
    expect((await k.call("POST", `/api/restaurants/${spice}/table-sessions/${guest.session.id}/close`, { cookie: outsider })).status).toBe(404);
    expect((await k.call("POST", `/api/restaurants/${spice}/service-calls/${call.id}`, { cookie: outsider, payload: { status: "resolved" } })).status).toBe(404);
    expect((await k.call("POST", `/api/restaurants/${spice}/tables/${tableId}/qr-code/rotate`, { cookie: outsider })).status).toBe(404);
    const theirs = await k.call<FloorSessions>("GET", `/api/restaurants/${spice}/table-sessions`, { cookie: outsider });
    expect(theirs.status).toBe(200);
    expect(theirs.body.sessions.some((s) => s.id === guest.session.id)).toBe(false);
    // Nothing changed.
    expect((await k.session(guest.guestToken)).body).toMatchObject({ status: "open", serviceCall: { id: call.id, status: "open" } });
    // Executives may look at any floor.
    expect((await k.call("GET", `/api/restaurants/${bellini}/table-sessions`, { cookie: await signInAs(t.app, "ceo") })).status).toBe(200);
  });
});

describe("card tokens for guests who are not signed in", () => {
  it("allows 30 per address per 10 minutes, then 429 with Retry-After; signed-in callers are not limited by it", async () => {
    const body = { cardNumber: SANDBOX_CARDS.visaSuccess, expMonth: 12, expYear: 2040, cvc: "123" };
    const tokenise = (remoteAddress: string, cookie?: string) =>
      t.app.inject({ method: "POST", url: "/api/payments/sandbox/tokens", remoteAddress, payload: body, headers: cookie ? { cookie } : {} });
    for (let i = 0; i < 30; i++) expect((await tokenise("203.0.113.7")).statusCode).toBe(201);
    const blocked = await tokenise("203.0.113.7");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("rate_limited");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(600);
    // Another address, and a signed-in customer at the same address, still get tokens.
    expect((await tokenise("203.0.113.8")).statusCode).toBe(201);
    expect((await tokenise("203.0.113.7", customer)).statusCode).toBe(201);
  });
});

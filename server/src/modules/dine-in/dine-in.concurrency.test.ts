import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WAITING_GUESTS_MAX, type TableSession } from "@tavola/contracts";
import { hashToken } from "../../platform/session.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { dineInKit } from "../../test/dine-in-kit.js";

// Races at one table. On in-memory PGlite requests serialise; the Postgres run (TEST_DATABASE_URL) is the
// proof: many connections at once, with the partial unique index and the session row lock as the last word.
let t: TestApp;
let k: ReturnType<typeof dineInKit>;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  k = dineInKit(t.app, t.database.db);
  customer = await signInAs(t.app, "customer");
});
afterAll(async () => t?.close());

const count = async (query: string) => Number(((await t.database.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);

describe(`concurrent dine-in (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("20 concurrent first check-ins at one table open exactly one session that all 20 phones share", async () => {
    const tableCode = await k.tableCode("sakura-house", 3);
    const results = await Promise.all(Array.from({ length: 20 }, () => k.checkIn({ restaurantId: "sakura-house", tableNumber: 3, tableCode })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const ids = new Set(results.map((r) => r.body.session.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(await count(`select count(*)::int as n from table_sessions s join restaurant_tables t on t.id = s.table_id
      join restaurants r on r.id = s.restaurant_id where r.slug = 'sakura-house' and t.number = 3 and s.status = 'open'`)).toBe(1);
    expect(await count(`select count(*)::int as n from table_session_guests where session_id = '${id}'`)).toBe(20);
    expect(new Set(results.map((r) => r.body.guestToken)).size).toBe(20);
  });

  it("20 concurrent 'pay it all' taps on one bill charge once, for exactly the bill", async () => {
    const tableCode = await k.tableCode("trattoria-bellini", 6);
    const guests = await Promise.all(Array.from({ length: 4 }, () => k.checkIn({ restaurantId: "trattoria-bellini", tableNumber: 6, tableCode })));
    const [a, b] = await k.dishes("trattoria-bellini");
    await k.order(guests[0]!.body.guestToken, [{ menuItemId: a.id, quantity: 3 }]);
    await k.order(guests[1]!.body.guestToken, [{ menuItemId: b.id, quantity: 1 }]);
    const bill = (await k.bill(guests[2]!.body.guestToken)).body;
    const tokens = await Promise.all(Array.from({ length: 20 }, () => k.cardToken(customer)));
    const results = await Promise.all(
      tokens.map((paymentToken, i) => k.pay(guests[i % 4]!.body.guestToken, { split: "full", paymentToken })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await count(`select count(*)::int as n from bill_payments where session_id = '${bill.sessionId}'`)).toBe(1);
    expect(
      await count(`select coalesce(sum(p.captured_cents), 0)::int as n from payments p join bill_payments b on b.payment_id = p.id
        where b.session_id = '${bill.sessionId}'`),
    ).toBe(bill.totalCents);
    expect((await k.bill(guests[3]!.body.guestToken)).body).toMatchObject({ status: "closed", paidCents: bill.totalCents, remainingCents: 0 });
  }, 60_000);

  it("racing Call Server taps page once", async () => {
    const guest = await k.seat("el-jardin", 2);
    const results = await Promise.all(Array.from({ length: 15 }, () => k.callServer(guest.guestToken)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await count(`select count(*)::int as n from service_calls where session_id = '${guest.session.id}'`)).toBe(1);
  });

  it(`a burst of number-only check-ins leaves exactly ${WAITING_GUESTS_MAX} waiting; the rest are told to ask the staff`, async () => {
    await k.seat("spice-route", 2);
    const results = await Promise.all(Array.from({ length: 12 }, () => k.checkIn({ restaurantId: "spice-route", tableNumber: 2 })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(WAITING_GUESTS_MAX);
    expect(results.filter((r) => r.status === 429)).toHaveLength(12 - WAITING_GUESTS_MAX);
    const sessionId = results.find((r) => r.status === 201)!.body.session.id;
    expect(await count(`select count(*)::int as n from table_session_guests where session_id = '${sessionId}' and admission = 'pending'`)).toBe(WAITING_GUESTS_MAX);
  });

  it("a guest letting a newcomer in while the host turns them away: one decision wins, the other is told", async () => {
    const party = await k.seat("trattoria-bellini", 4);
    const waiting = (await k.checkIn({ restaurantId: "trattoria-bellini", tableNumber: 4 })).body;
    const hash = hashToken(waiting.guestToken);
    const { rows } = (await t.database.db.execute(`select id from table_session_guests where token_hash = '${hash}'`)) as unknown as { rows: Array<{ id: string }> };
    const guestId = rows[0]!.id;
    const owner = await signInAs(t.app, "restaurant_owner");
    const admit = () => k.call<TableSession>("POST", `/api/table-sessions/current/guests/${guestId}/admission`, { guest: party.guestToken, payload: { decision: "admit" } });
    const decline = () =>
      k.call<TableSession>("POST", `/api/restaurants/trattoria-bellini/table-sessions/${party.session.id}/guests/${guestId}/admission`, { cookie: owner, payload: { decision: "decline" } });
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2 ? admit() : decline()).then((r) => ({ kind: i % 2 ? "admit" : "decline", status: r.status }))));
    const final = (await k.session(waiting.guestToken)).body.admission;
    expect(["admitted", "declined"]).toContain(final);
    const winner = final === "admitted" ? "admit" : "decline";
    // Every request of the winning decision is answered as done; every one of the other is a 409.
    expect(results.filter((r) => r.kind === winner).every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.kind !== winner).every((r) => r.status === 409)).toBe(true);
    expect(await count(`select count(*)::int as n from table_session_guests where id = '${guestId}' and decided_at is not null`)).toBe(1);
  });
});

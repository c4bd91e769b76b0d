import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { dineInKit } from "../../test/dine-in-kit.js";

// Races at one table. On in-memory PGlite requests serialise; the Postgres run (TEST_DATABASE_URL) is the
// proof: many connections at once, with the partial unique index and the session row lock as the last word.
let t: TestApp;
let k: ReturnType<typeof dineInKit>;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  k = dineInKit(t.app);
  customer = await signInAs(t.app, "customer");
});
afterAll(async () => t?.close());

const count = async (query: string) => Number(((await t.database.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);

describe(`concurrent dine-in (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("20 concurrent first check-ins at one table open exactly one session that all 20 phones share", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => k.checkIn({ restaurantId: "sakura-house", tableNumber: 3 })));
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
    const guests = await Promise.all(Array.from({ length: 4 }, () => k.checkIn({ restaurantId: "trattoria-bellini", tableNumber: 6 })));
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
    const guest = (await k.checkIn({ restaurantId: "el-jardin", tableNumber: 2 })).body;
    const results = await Promise.all(Array.from({ length: 15 }, () => k.callServer(guest.guestToken)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await count(`select count(*)::int as n from service_calls where session_id = '${guest.session.id}'`)).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { floorSessionsSchema, tableSessionSchema, TABLE_GUEST_HEADER, WAITING_GUESTS_MAX, type FloorSessions, type TableSession } from "@tavola/contracts";
import { hashToken } from "../../platform/session.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { dineInKit } from "../../test/dine-in-kit.js";
import { expectLimited, postFrom } from "../../test/limit-kit.js";
import { DINE_IN_LIMITS, TABLE_CODE_LIMITED_MESSAGE } from "./guest-limits.js";
import { DECLINED, NOT_LET_IN } from "./table-session.service.js";

// Issue 15, part 1: Manual Entry by table number alone must not open a stranger's bill.
let t: TestApp;
let k: ReturnType<typeof dineInKit>;
let post: ReturnType<typeof postFrom>;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  k = dineInKit(t.app, t.database.db);
  post = postFrom(t.app);
  owner = await signInAs(t.app, "restaurant_owner");
});
afterAll(async () => t?.close());

const count = async (query: string) => Number(((await t.database.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
const byNumber = (restaurantId: string, tableNumber: number) => k.checkIn({ restaurantId, tableNumber });
const decideAsGuest = (guest: string, guestId: string, decision: "admit" | "decline") =>
  k.call<TableSession>("POST", `/api/table-sessions/current/guests/${guestId}/admission`, { guest, payload: { decision } });
const decideAsStaff = (sessionId: string, guestId: string, decision: "admit" | "decline", cookie = owner) =>
  k.call<TableSession>("POST", `/api/restaurants/trattoria-bellini/table-sessions/${sessionId}/guests/${guestId}/admission`, { cookie, payload: { decision } });
/** The waiting guest's id, as the prompt on the table shows it. */
const guestIdOf = async (token: string) => {
  const rows = (await t.database.db.execute(`select id from table_session_guests where token_hash = '${hashToken(token)}'`)) as unknown as { rows: Array<{ id: string }> };
  return rows.rows[0]!.id;
};

describe("a stranger with the right table number and no code", () => {
  it("waits to be let in, sees nothing of the bill and changes nothing", async () => {
    const party = await k.seat("trattoria-bellini", 5);
    const [dish] = await k.dishes("trattoria-bellini");
    expect((await k.order(party.guestToken, [{ menuItemId: dish.id, quantity: 2 }])).status).toBe(201);
    await k.callServer(party.guestToken);

    const stranger = await byNumber("trattoria-bellini", 5);
    expect(stranger.status).toBe(201);
    const view = tableSessionSchema.parse(stranger.body.session);
    // The table card (which they typed) and nothing else: no head count, no call, no other newcomers.
    expect(view).toMatchObject({ id: party.session.id, admission: "pending", guestCount: 0, serviceCall: null, waitingGuests: [] });
    expect((await k.session(stranger.body.guestToken)).body).toMatchObject({ admission: "pending", guestCount: 0, serviceCall: null });

    const token = stranger.body.guestToken;
    const bill = await k.bill(token);
    expect(bill.status).toBe(403);
    expect(bill.body).toMatchObject({ code: "forbidden", message: NOT_LET_IN });
    expect(bill.body).not.toHaveProperty("lines");
    const before = {
      orders: await count(`select count(*)::int as n from orders where table_session_id = '${party.session.id}'`),
      payments: await count(`select count(*)::int as n from bill_payments where session_id = '${party.session.id}'`),
      calls: await count(`select count(*)::int as n from service_calls where session_id = '${party.session.id}'`),
    };
    expect((await k.order(token, [{ menuItemId: dish.id, quantity: 1 }])).status).toBe(403);
    expect((await k.pay(token, { split: "full", paymentToken: await k.cardToken(owner) })).status).toBe(403);
    expect((await k.callServer(token)).status).toBe(403);
    // Nor can they let themselves (or anyone) in.
    expect((await decideAsGuest(token, await guestIdOf(token), "admit")).status).toBe(403);
    expect({
      orders: await count(`select count(*)::int as n from orders where table_session_id = '${party.session.id}'`),
      payments: await count(`select count(*)::int as n from bill_payments where session_id = '${party.session.id}'`),
      calls: await count(`select count(*)::int as n from service_calls where session_id = '${party.session.id}'`),
    }).toEqual(before);

    // The party sees who waits (and still counts one phone).
    const partyView = (await k.session(party.guestToken)).body;
    expect(partyView).toMatchObject({ admission: "admitted", guestCount: 1 });
    expect(partyView.waitingGuests).toEqual([{ id: await guestIdOf(token), name: null, joinedAt: expect.any(String) }]);
  });

  it("is let in by a guest at the table, and then sees the bill and can order", async () => {
    const party = await k.seat("trattoria-bellini", 6);
    const friend = await byNumber("trattoria-bellini", 6);
    const friendId = await guestIdOf(friend.body.guestToken);
    const admitted = await decideAsGuest(party.guestToken, friendId, "admit");
    expect(admitted.status).toBe(200);
    expect(admitted.body).toMatchObject({ guestCount: 2, waitingGuests: [], admission: "admitted" });
    expect((await k.session(friend.body.guestToken)).body).toMatchObject({ admission: "admitted", guestCount: 2 });
    expect((await k.bill(friend.body.guestToken)).status).toBe(200);
    const [dish] = await k.dishes("trattoria-bellini");
    expect((await k.order(friend.body.guestToken, [{ menuItemId: dish.id, quantity: 1 }])).status).toBe(201);
    // Tapping "Let in" again is done, not an error; turning them away now is a 409 that says why.
    expect((await decideAsGuest(party.guestToken, friendId, "admit")).status).toBe(200);
    const late = await decideAsGuest(party.guestToken, friendId, "decline");
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("That guest was already let in");
  });

  it("turned away by the staff, is told so and still sees nothing", async () => {
    const party = await k.seat("trattoria-bellini", 7);
    const stranger = await byNumber("trattoria-bellini", 7);
    const floor = await k.call<FloorSessions>("GET", "/api/restaurants/trattoria-bellini/table-sessions", { cookie: owner });
    const session = floorSessionsSchema.parse(floor.body).sessions.find((s) => s.id === party.session.id)!;
    expect(session.waitingGuests).toHaveLength(1);
    expect(session.admission).toBeNull();
    const declined = await decideAsStaff(party.session.id, session.waitingGuests[0]!.id, "decline");
    expect(declined.status).toBe(200);
    expect(declined.body.waitingGuests).toEqual([]);
    expect((await k.session(stranger.body.guestToken)).body).toMatchObject({ admission: "declined", guestCount: 0 });
    expect((await k.bill(stranger.body.guestToken)).body).toMatchObject({ code: "forbidden", message: DECLINED });
    // The party's table carries on.
    expect((await k.session(party.guestToken)).body).toMatchObject({ status: "open", guestCount: 1 });
  });

  it("at an empty table waits too; turning them away frees the table", async () => {
    const stranger = await byNumber("trattoria-bellini", 9);
    expect(stranger.body.session).toMatchObject({ status: "open", admission: "pending" });
    const sessionId = stranger.body.session.id;
    // A party arriving later by QR joins as themselves and can turn the stranger away.
    const party = await k.checkIn({ qrToken: await k.qrToken(owner, "trattoria-bellini", 9) });
    expect(party.body.session).toMatchObject({ id: sessionId, admission: "admitted", guestCount: 1 });
    expect((await decideAsGuest(party.body.guestToken, await guestIdOf(stranger.body.guestToken), "decline")).status).toBe(200);

    // Alone at table 10 and turned away by the staff: the session closes, nothing was ever on it.
    const alone = await byNumber("trattoria-bellini", 10);
    const res = await decideAsStaff(alone.body.session.id, await guestIdOf(alone.body.guestToken), "decline");
    expect(res.body.status).toBe("closed");
    const floor = (await k.call<FloorSessions>("GET", "/api/restaurants/trattoria-bellini/table-sessions", { cookie: owner })).body;
    expect(floor.sessions.some((s) => s.id === alone.body.session.id)).toBe(false);
  });

  it(`waits at most ${WAITING_GUESTS_MAX} at a table, then 429`, async () => {
    await k.seat("trattoria-bellini", 8);
    for (let i = 0; i < WAITING_GUESTS_MAX; i++) expect((await byNumber("trattoria-bellini", 8)).status).toBe(201);
    const more = await byNumber("trattoria-bellini", 8);
    expect(more.status).toBe(429);
    expect(more.body.message).toBe("Too many people are waiting to join this table. Please ask a member of staff.");
    expect(more.headers["retry-after"]).toBe("60");
  });

  it("cannot be decided on from another table, by another restaurant's staff, or by a customer", async () => {
    const party = await k.seat("trattoria-bellini", 1);
    const elsewhere = await k.seat("trattoria-bellini", 2);
    const stranger = await byNumber("trattoria-bellini", 1);
    const strangerId = await guestIdOf(stranger.body.guestToken);
    expect((await decideAsGuest(elsewhere.guestToken, strangerId, "admit")).status).toBe(404);
    expect((await decideAsStaff(party.session.id, strangerId, "admit", await signInAs(t.app, "customer"))).status).toBe(403);
    expect((await decideAsGuest(party.guestToken, strangerId, "maybe" as "admit")).status).toBe(400);
    expect((await k.session(stranger.body.guestToken)).body.admission).toBe("pending");
  });
});

describe("the table card's short code", () => {
  it("lets in at once when right, and a wrong one gets the field's message", async () => {
    const code = await k.tableCode("trattoria-bellini", 3);
    const wrong = code === "AAAA" ? "CCCC" : "AAAA";
    const miss = await k.checkIn({ restaurantId: "trattoria-bellini", tableNumber: 3, tableCode: wrong });
    expect(miss.status).toBe(400);
    expect(miss.body.fieldErrors?.tableCode).toEqual(["That is not table 3's code. Check the card on your table, or leave the code empty to ask to join."]);
    expect((await k.checkIn({ restaurantId: "trattoria-bellini", tableNumber: 3, tableCode: "K7" })).body.fieldErrors?.tableCode).toEqual([
      "A table code has 4 characters",
    ]);
    const hit = await k.checkIn({ restaurantId: "trattoria-bellini", tableNumber: 3, tableCode: code.toLowerCase() });
    expect(hit.status).toBe(201);
    expect(hit.body.session.admission).toBe("admitted");
    expect((await k.bill(hit.body.guestToken)).status).toBe(200);
  });

  it(`allows ${DINE_IN_LIMITS.codePerTable.limit} wrong codes per table and address, then 429 — even for the right code; the QR code still works`, async () => {
    const code = await k.tableCode("sakura-house", 4);
    const wrong = code === "AAAA" ? "CCCC" : "AAAA";
    const attempt = (tableCode: string, address: string) => post("/api/table-sessions", { restaurantId: "sakura-house", tableNumber: 4, tableCode }, address);
    for (let i = 0; i < DINE_IN_LIMITS.codePerTable.limit; i++) {
      const res = await attempt(wrong, "203.0.113.50");
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toHaveProperty("tableCode");
    }
    expectLimited(await attempt(wrong, "203.0.113.50"), TABLE_CODE_LIMITED_MESSAGE, DINE_IN_LIMITS.codePerTable.windowSeconds);
    expectLimited(await attempt(code, "203.0.113.50"), TABLE_CODE_LIMITED_MESSAGE, DINE_IN_LIMITS.codePerTable.windowSeconds);
    // Counted per table in the database: another address guessing at this table is refused too.
    expectLimited(await attempt(code, "203.0.113.51"), TABLE_CODE_LIMITED_MESSAGE, DINE_IN_LIMITS.codePerTable.windowSeconds);
    expect(await count(`select hits as n from rate_limits where key like 'dinein-code:table:%' order by hits desc limit 1`)).toBeGreaterThan(DINE_IN_LIMITS.codePerTable.limit);
    // Guessing cannot lock the table out: its QR code, and the number with a wait to be let in, still work.
    const sakuraOwner = await signInAs(t.app, "super_admin");
    const byQr = await post("/api/table-sessions", { qrToken: await k.qrToken(sakuraOwner, "sakura-house", 4) }, "203.0.113.52");
    expect(byQr.status).toBe(201);
    expect((byQr.body.session as TableSession).admission).toBe("admitted");
    // The address that guessed is limited at other tables' codes too.
    const other = await k.tableCode("sakura-house", 5);
    expectLimited(await post("/api/table-sessions", { restaurantId: "sakura-house", tableNumber: 5, tableCode: other }, "203.0.113.50"), TABLE_CODE_LIMITED_MESSAGE, 900);
  });

  it("right codes are not counted against the table", async () => {
    const code = await k.tableCode("el-jardin", 3);
    for (let i = 0; i < DINE_IN_LIMITS.codePerTable.limit + 2; i++) {
      const res = await post("/api/table-sessions", { restaurantId: "el-jardin", tableNumber: 3, tableCode: code }, `203.0.113.${60 + (i % 5)}`);
      expect(res.status).toBe(201);
    }
  });
});

describe("the demo table", () => {
  it("is given out in demo mode only (otherwise it would be a real restaurant's table)", async () => {
    const demo = await k.call<{ shortCode: string; tableNumber: number }>("GET", "/api/dine-in/demo-table");
    expect(demo.status).toBe(200);
    expect(demo.body.shortCode).toBe(await k.tableCode("trattoria-bellini", demo.body.tableNumber));
    const production = await createTestApp({ DEMO_MODE: "0" }, { database: t.database });
    try {
      const res = await production.app.inject({ method: "GET", url: "/api/dine-in/demo-table", headers: { [TABLE_GUEST_HEADER]: "" } });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

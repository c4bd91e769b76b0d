import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostStandSchema, reservationSchema, tableRecommendationsSchema, type Availability, type HostStand, type Reservation, type TableRecommendations } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { firstRow, reservationsKit, shiftReservation } from "../../test/reservations-kit.js";
import { orderingKit } from "../../test/ordering-kit.js";
import { localDateOf } from "./local-time.js";

let t: TestApp;
let k: ReturnType<typeof reservationsKit>;
let owner: string; // Trattoria Bellini's owner
let customer: string;
let ceo: string;
let bellini: string;
beforeAll(async () => {
  t = await createTestApp();
  k = reservationsKit(t.app);
  [owner, customer, ceo] = await Promise.all([signInAs(t.app, "restaurant_owner"), signInAs(t.app, "customer"), signInAs(t.app, "ceo")]);
  bellini = (await k.nextOpenDay("trattoria-bellini", 2)).restaurantId;
});
afterAll(async () => t?.close());

const option = (a: Availability, label: string) => {
  const o = a.options.find((x) => x.label === label);
  if (!o) throw new Error(`${label} not offered: ${a.options.map((x) => x.label).join(", ")}`);
  return o;
};
/** Books `label` on the open day `days` ahead (or later) at its first free time. */
async function bookAhead(slug: string, partySize: number, label: string, days: number, extra: Record<string, unknown> = {}) {
  const day = await k.nextOpenDay(slug, partySize, days);
  const o = option(day, label);
  const res = await k.book({ restaurantId: day.restaurantId, tableIds: o.tableIds, startsAt: o.times[0], partySize, ...extra });
  if (res.status !== 201) throw new Error(`booking ${label} failed: ${JSON.stringify(res.body)}`);
  return { ...res.body, day };
}
const act = (restaurant: string, id: string, action: string, cookie = owner) =>
  k.json<Reservation & { message?: string }>("POST", `/api/restaurants/${restaurant}/reservations/${id}/actions`, cookie, { action });
const minutesFromNow = (m: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + m * 60_000);
const paymentOf = (reservationId: string) =>
  firstRow<{ status: string; amount_cents: number; purpose: string }>(
    t.database.db,
    `select p.status, p.amount_cents, p.purpose from payments p join reservations r on r.hold_payment_id = p.id where r.id = '${reservationId}'`,
  );

describe("who may use the host stand", () => {
  it("lets the restaurant's team and executives in; other restaurants' staff and guests get 403, nobody signed in 401", async () => {
    const own = await k.json<HostStand>("GET", `/api/restaurants/${bellini}/host-stand`, owner);
    expect(own.status).toBe(200);
    expect(hostStandSchema.parse(own.body)).toMatchObject({ restaurant: { name: "Trattoria Bellini" }, timezone: "America/New_York" });
    expect(own.body.date).toBe(k.dateIn(0));
    expect(own.body.tables.map((x) => [x.number, x.serverName])).toEqual([
      [1, "Sophie"], [2, "Sophie"], [3, "Sophie"], [4, "Sophie"], [5, "Marco"], [6, "Marco"], [7, "Marco"], [8, "Marco"], [9, "Aiko"], [10, "Aiko"],
    ]);
    expect((await k.json("GET", `/api/restaurants/sakura-house/host-stand`, owner)).status).toBe(403);
    expect((await k.json("GET", `/api/restaurants/${bellini}/host-stand`, customer)).status).toBe(403);
    expect((await k.json("GET", `/api/restaurants/${bellini}/host-stand`)).status).toBe(401);
    expect((await k.json("GET", `/api/restaurants/sakura-house/host-stand`, ceo)).status).toBe(200);
    expect((await k.json("GET", `/api/restaurants/no-such-place/host-stand`, ceo)).status).toBe(404);
    expect((await k.json("GET", `/api/restaurants/${bellini}/host-stand?date=tomorrow`, owner)).status).toBe(400);
    const stranger = "00000000-0000-4000-8000-000000000000";
    for (const [url, body] of [
      [`/api/restaurants/sakura-house/reservations/${stranger}/actions`, { action: "seat" }],
      [`/api/restaurants/sakura-house/reservations/${stranger}/move`, { tableIds: [stranger] }],
      [`/api/restaurants/sakura-house/walk-ins`, { partySize: 2, tableIds: [stranger] }],
    ] as const) {
      expect((await k.json("POST", url, owner, body)).status).toBe(403);
      expect((await k.json("POST", url.replace("sakura-house", bellini), customer, body)).status).toBe(403);
    }
    expect((await k.json("GET", `/api/restaurants/sakura-house/table-recommendations?date=${k.dateIn(2)}&time=19:00&partySize=2`, owner)).status).toBe(403);
    expect((await k.json("GET", `/api/restaurants/${bellini}/table-recommendations?date=${k.dateIn(2)}&time=19:00&partySize=2`, customer)).status).toBe(403);
  });

  it("does not act on another restaurant's booking through its own path (404)", async () => {
    const sakura = await bookAhead("sakura-house", 2, "Table 1", 1);
    const res = await act(bellini, sakura.reservation.id, "seat");
    expect(res.status).toBe(404);
    expect((await act(bellini, "not-a-uuid", "seat")).status).toBe(400);
    expect((await act(bellini, sakura.reservation.id, "dance")).body).toMatchObject({ fieldErrors: { action: ["Unknown action"] } });
  });
});

describe("seat, complete, no-show", () => {
  it("seats a party due soon, completes it, and the table is free again", async () => {
    const booked = await bookAhead("trattoria-bellini", 10, "Table 10", 1);
    const id = booked.reservation.id;
    // Due in two hours: too early to seat.
    await shiftReservation(t.database.db, id, minutesFromNow(120));
    const early = await act(bellini, id, "seat");
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("A party can be seated from 60 minutes before its time");
    expect((await act(bellini, id, "complete")).body).toMatchObject({ message: "Only a seated party can be completed; this one is booked" });

    // Due in ten minutes — or ten minutes ago when "in ten minutes" is already tomorrow in New York (the floor's
    // "current" party is today's): either way inside the arrival window.
    const today = localDateOf(minutesFromNow(0), "America/New_York");
    const due = localDateOf(minutesFromNow(10), "America/New_York") === today ? minutesFromNow(10) : minutesFromNow(-10);
    await shiftReservation(t.database.db, id, due);
    const stand = (await k.json<HostStand>("GET", `/api/restaurants/${bellini}/host-stand?date=${today}`, owner)).body;
    expect(stand.bookings.map((b) => b.id)).toContain(id);
    expect(stand.tables.find((x) => x.number === 10)!.current).toMatchObject({ reservationId: id, status: "booked", partySize: 10 });

    const seated = await act(bellini, id, "seat");
    expect(seated.status).toBe(200);
    expect(reservationSchema.parse(seated.body)).toMatchObject({ status: "seated", source: "online" });
    expect(seated.body.seatedAt).not.toBeNull();
    expect((await act(bellini, id, "seat")).body).toMatchObject({ message: "Only a booked party can be seated; this one is seated" });

    // While seated the table is taken: a walk-in there is refused.
    const blocked = await k.json("POST", `/api/restaurants/${bellini}/walk-ins`, owner, { partySize: 10, tableIds: booked.reservation.tables.map((x) => x.id) });
    expect(blocked.status).toBe(409);

    const done = await act(bellini, id, "complete");
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "completed", tables: [{ number: 10 }] });
    const row = await firstRow<{ ended_at: string | null; active: boolean }>(
      t.database.db,
      `select r.ended_at, rt.active from reservations r join reservation_tables rt on rt.reservation_id = r.id where r.id = '${id}'`,
    );
    expect(row).toMatchObject({ active: false });
    expect(row!.ended_at).not.toBeNull();
    expect((await act(bellini, id, "no_show")).status).toBe(409);
    // The table is free again now.
    const walkIn = await k.json<Reservation>("POST", `/api/restaurants/${bellini}/walk-ins`, owner, { partySize: 10, tableIds: booked.reservation.tables.map((x) => x.id) });
    expect(walkIn.status).toBe(201);
  });
});

describe("the no-show card hold (Maison Lumière: $25 a guest)", () => {
  let cardOwner: string;
  beforeAll(async () => {
    cardOwner = await signInAs(t.app, "customer");
  });
  const card = (number?: string) => orderingKit(t.app).token(cardOwner, number);

  it("asks for a card, refuses a declined one with 402 and stores nothing", async () => {
    const day = await k.nextOpenDay("maison-lumiere", 2);
    expect(day.holdPerGuestCents).toBe(2500);
    const o = day.options[0]!;
    const base = { restaurantId: day.restaurantId, tableIds: o.tableIds, startsAt: o.times[0], partySize: 2 };
    const missing = await k.book(base);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ fieldErrors: { holdPaymentToken: ["A card is required to hold this booking"] } });
    const count = async () => Number((await firstRow<{ n: number }>(t.database.db, `select count(*)::int as n from reservations where restaurant_id = '${day.restaurantId}'`))!.n);
    const before = await count();
    const declined = await k.book({ ...base, holdPaymentToken: await card("4000000000000002") });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ code: "payment_failed", fieldErrors: { holdPaymentToken: ["Your card was declined."] } });
    expect(await count()).toBe(before);
    // Nothing half-written: the table is still free at that time.
    expect((await k.book({ ...base, holdPaymentToken: await card() })).status).toBe(201);
  });

  it("holds fee × party size, and charges it only on a no-show, once the time has passed", async () => {
    const booked = await bookAhead("maison-lumiere", 3, "Table 3", 1, { holdPaymentToken: await card() });
    expect(booked.reservation.hold).toEqual({ amountCents: 7500, status: "held", last4: "4242" });
    expect(await paymentOf(booked.reservation.id)).toEqual({ status: "authorized", amount_cents: 7500, purpose: "reservation_hold" });
    const maison = booked.reservation.restaurant.id;
    const early = await act(maison, booked.reservation.id, "no_show", ceo);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("A party can be marked a no-show only after its time");
    expect((await paymentOf(booked.reservation.id))!.status).toBe("authorized");

    await shiftReservation(t.database.db, booked.reservation.id, minutesFromNow(-20));
    const noShow = await act(maison, booked.reservation.id, "no_show", ceo);
    expect(noShow.status).toBe(200);
    expect(noShow.body).toMatchObject({ status: "no_show", hold: { amountCents: 7500, status: "charged" } });
    expect((await paymentOf(booked.reservation.id))!.status).toBe("captured");
  });

  it("releases the hold when the guest cancels and when the party completes", async () => {
    const cancelled = await bookAhead("maison-lumiere", 2, "Table 1", 2, { holdPaymentToken: await card() });
    const res = await k.json<Reservation>("POST", `/api/reservations/${cancelled.reservation.reference}/cancel?token=${cancelled.manageToken}`);
    expect(res.body).toMatchObject({ status: "cancelled", hold: { status: "released" } });
    expect((await paymentOf(cancelled.reservation.id))!.status).toBe("voided");

    const dined = await bookAhead("maison-lumiere", 2, "Table 2", 2, { holdPaymentToken: await card() });
    const maison = dined.reservation.restaurant.id;
    await shiftReservation(t.database.db, dined.reservation.id, minutesFromNow(-5));
    expect((await act(maison, dined.reservation.id, "seat", ceo)).body).toMatchObject({ status: "seated", hold: { status: "held" } });
    expect((await act(maison, dined.reservation.id, "complete", ceo)).body).toMatchObject({ status: "completed", hold: { status: "released" } });
    expect((await paymentOf(dined.reservation.id))!.status).toBe("voided");
  });
});

describe("moving a booking", () => {
  it("moves to a free table for the same time, refuses a taken one (409) and one too small (400)", async () => {
    const day = await k.nextOpenDay("trattoria-bellini", 4, 3);
    const startsAt = option(day, "Table 3").times[2]!;
    const book = async (label: string, name: string) =>
      (await k.book({ restaurantId: day.restaurantId, tableIds: option(day, label).tableIds, startsAt, partySize: 4, name })).body.reservation;
    const mover = await book("Table 3", "Mover");
    const blocker = await book("Table 5", "Blocker");
    const table = (n: number) => day.options.flatMap((o) => o.tableIds.length === 1 && o.label === `Table ${n}` ? o.tableIds : [])[0]!;
    const url = `/api/restaurants/${bellini}/reservations/${mover.id}/move`;

    const moved = await k.json<Reservation>("POST", url, owner, { tableIds: [table(4)] });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: "booked", startsAt, tables: [{ number: 4 }] });
    // Table 3 is free at that time again; Table 4 is not.
    const after = (await k.availability("trattoria-bellini", day.date, 4)).body;
    expect(option(after, "Table 3").times).toContain(startsAt);
    expect(after.options.find((o) => o.label === "Table 4")?.times ?? []).not.toContain(startsAt);

    const taken = await k.json("POST", url, owner, { tableIds: blocker.tables.map((x) => x.id) });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "conflict", message: "That table is taken then" });
    const tiny = (await k.nextOpenDay("trattoria-bellini", 2)).options.find((o) => o.label === "Table 1")!.tableIds;
    expect((await k.json("POST", url, owner, { tableIds: tiny })).body).toMatchObject({ message: "That table is too small for a party of 4" });
    expect((await k.json("POST", url, owner, { tableIds: [] })).body).toMatchObject({ fieldErrors: { tableIds: ["Choose a table"] } });
    expect((await k.json("POST", url, customer, { tableIds: [table(4)] })).status).toBe(403);
  });
});

describe("walk-ins", () => {
  it("seats a party now on a free table, defaults the name, and refuses a table that is taken", async () => {
    const stand = (await k.json<HostStand>("GET", `/api/restaurants/${bellini}/host-stand`, owner)).body;
    const nine = stand.tables.find((x) => x.number === 9)!;
    const res = await k.json<Reservation>("POST", `/api/restaurants/${bellini}/walk-ins`, owner, { partySize: 6, tableIds: [nine.id] });
    expect(res.status).toBe(201);
    expect(reservationSchema.parse(res.body)).toMatchObject({ source: "walk_in", status: "seated", name: "Walk-in", email: "", phone: "", partySize: 6 });
    expect(Date.parse(res.body.startsAt) % 60_000).toBe(0);
    expect(Date.parse(res.body.endsAt) - Date.parse(res.body.startsAt)).toBe(120 * 60_000);

    const again = await k.json("POST", `/api/restaurants/${bellini}/walk-ins`, owner, { partySize: 2, tableIds: [nine.id], name: "Sam" });
    expect(again.status).toBe(409);
    const named = await k.json<Reservation>("POST", `/api/restaurants/${bellini}/walk-ins`, owner, { partySize: 2, tableIds: [stand.tables[0]!.id], name: "Sam" });
    expect(named.body).toMatchObject({ name: "Sam", tables: [{ number: 1 }] });
    expect((await k.json("POST", `/api/restaurants/${bellini}/walk-ins`, owner, { partySize: 0, tableIds: [nine.id] })).status).toBe(400);
    expect((await k.json("POST", `/api/restaurants/${bellini}/walk-ins`, owner, { partySize: 9, tableIds: [nine.id] })).body).toMatchObject({
      message: "That table is too small for a party of 9",
    });

    const after = (await k.json<HostStand>("GET", `/api/restaurants/${bellini}/host-stand`, owner)).body;
    expect(after.bookings.map((b) => b.id)).toEqual(expect.arrayContaining([res.body.id, named.body.id]));
    expect(after.tables.find((x) => x.number === 9)!.current).toMatchObject({ reservationId: res.body.id, status: "seated" });
  });
});

describe("table recommendations", () => {
  const recommend = (query: string, cookie = owner) =>
    k.json<TableRecommendations>("GET", `/api/restaurants/${bellini}/table-recommendations?${query}`, cookie);

  it("fits the party snugly, honours the section asked for and spreads the load across servers", async () => {
    const date = k.dateIn(6);
    const two = await recommend(`date=${date}&time=19:00&partySize=2`);
    expect(two.status).toBe(200);
    expect(tableRecommendationsSchema.parse(two.body).best).toMatchObject({
      label: "Table 1", serverName: "Sophie", reasons: ["Seats 2 for a party of 2", "Sophie has the fewest guests tonight (0)"],
    });

    const patio = (await recommend(`date=${date}&time=19:00&partySize=4&section=Patio`)).body;
    expect(patio.best).toMatchObject({ label: "Table 7", location: "Patio" });
    expect(patio.best!.reasons).toContain("On the Patio, as asked");

    const eight = (await recommend(`date=${date}&time=19:00&partySize=8`)).body;
    expect(eight.best).toMatchObject({ label: "Table 9", reasons: ["Seats 8 for a party of 8", "Aiko has the fewest guests tonight (0)"] });
    expect(eight.others.map((o) => o.label)).toEqual(expect.arrayContaining(["Tables 5 + 6", "Tables 7 + 8"]));
    expect(eight.others.find((o) => o.label === "Tables 5 + 6")!.reasons).toContain("Tables 5 + 6 pushed together");

    // Sophie's tables fill up at lunch: a couple is steered to Marco in the evening.
    const lunch = await k.availability("trattoria-bellini", date, 4);
    for (const label of ["Table 3", "Table 4"]) {
      const o = option(lunch.body, label);
      expect((await k.book({ restaurantId: bellini, tableIds: o.tableIds, startsAt: o.times[0], partySize: 4 })).status).toBe(201);
    }
    const spread = (await recommend(`date=${date}&time=19:00&partySize=4`)).body;
    expect(spread.best).toMatchObject({ serverName: "Marco" });
    expect(spread.best!.reasons).toContain("Marco has the fewest guests tonight (0)");
    expect(spread.others.find((o) => o.serverName === "Sophie")!.reasons).toContain("Sophie has 8 guests tonight");
  });

  it("without a date and time answers for the next open slot within the opening hours, in the restaurant's zone", async () => {
    const next = await recommend("partySize=2");
    expect(next.status).toBe(200);
    const body = tableRecommendationsSchema.parse(next.body);
    // Trattoria Bellini's default hours (New York): 12:00–15:00 and 17:00 to 22:30 or 23:00, the last seating for
    // two 90 minutes before closing — never the small hours.
    expect(body.time >= "12:00" && body.time <= "21:30").toBe(true);
    expect(Date.parse(body.startsAt)).toBeGreaterThanOrEqual(Date.now() - 15 * 60_000);
    expect(new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(body.startsAt))).toBe(body.time);
    expect(body.date >= k.dateIn(0)).toBe(true);
    // The same question with that date and time gets the same answer.
    expect((await recommend(`date=${body.date}&time=${body.time}&partySize=2`)).body).toMatchObject({ startsAt: body.startsAt, best: { label: body.best!.label } });
    // Only one of the two is a mistake.
    expect((await recommend(`date=${body.date}&partySize=2`)).body).toMatchObject({ fieldErrors: { time: ["Choose a date and a time"] } });
  });

  it("answers null with a reason when nothing fits, and validates the query", async () => {
    // A party of 20 fits only Tables 9 + 10 pushed together; once they are booked at noon, nothing fits then.
    const date = k.dateIn(7);
    const day = (await k.availability("trattoria-bellini", date, 20)).body;
    const o = option(day, "Tables 9 + 10");
    expect(new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", hour: "2-digit", minute: "2-digit" }).format(new Date(o.times[0]!))).toBe("12:00");
    expect((await recommend(`date=${date}&time=12:00&partySize=20`)).body.best).toMatchObject({ label: "Tables 9 + 10" });
    expect((await k.book({ restaurantId: bellini, tableIds: o.tableIds, startsAt: o.times[0], partySize: 20 })).status).toBe(201);
    const none = (await recommend(`date=${date}&time=12:00&partySize=20`)).body;
    expect(none).toMatchObject({ best: null, others: [], reason: "Every table for a party of 20 is taken at 12:00" });
    expect((await recommend(`date=${k.dateIn(6)}&time=7pm&partySize=2`)).body).toMatchObject({ fieldErrors: { time: ["Choose a time"] } });
    expect((await recommend(`date=${k.dateIn(6)}&time=19:00`)).status).toBe(400);
  });
});

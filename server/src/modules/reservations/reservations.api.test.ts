import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createdReservationSchema, reservationConflictSchema, reservationSchema, type Availability, type Reservation } from "@tavola/contracts";
import { createTestApp, registerCustomer, signInAs, type TestApp } from "../../test/test-app.js";
import { reservationsKit } from "../../test/reservations-kit.js";
import { weekdayOf } from "./local-time.js";

let t: TestApp;
let k: ReturnType<typeof reservationsKit>;
let bellini: Availability; // party of 2, the next open day at Trattoria Bellini
beforeAll(async () => {
  t = await createTestApp();
  k = reservationsKit(t.app);
  bellini = await k.nextOpenDay("trattoria-bellini", 2);
});
afterAll(async () => t?.close());

const option = (a: Availability, label: string) => {
  const o = a.options.find((x) => x.label === label);
  if (!o) throw new Error(`${label} not offered: ${a.options.map((x) => x.label).join(", ")}`);
  return o;
};
const bookOn = (a: Availability, label: string, timeIndex: number, extra: Record<string, unknown> = {}, cookie?: string) =>
  k.book({ restaurantId: a.restaurantId, tableIds: option(a, label).tableIds, startsAt: option(a, label).times[timeIndex], partySize: a.partySize, ...extra }, cookie);

describe("GET /api/restaurants/:id/availability", () => {
  it("lists snug tables and their start times in the restaurant's zone", async () => {
    expect(bellini).toMatchObject({ partySize: 2, timezone: "America/New_York", durationMinutes: 90, reason: null });
    expect(bellini.options.map((o) => o.label)).toEqual(["Table 1", "Table 2", "Table 3", "Table 4", "Table 5", "Table 7"]);
    const times = bellini.options[0]!.times;
    expect(times.length).toBeGreaterThan(10);
    for (let i = 1; i < times.length; i++) expect(Date.parse(times[i]!)).toBeGreaterThan(Date.parse(times[i - 1]!));
    expect(times.every((x) => Date.parse(x) % (15 * 60_000) === 0)).toBe(true);
  });

  it("joins tables for a party of 8 and reads Copenhagen's hours in Copenhagen time", async () => {
    const big = await k.nextOpenDay("trattoria-bellini", 8);
    expect(big.options.map((o) => o.label)).toEqual(["Table 9", "Tables 5 + 6", "Tables 7 + 8"]);
    expect(big.durationMinutes).toBe(150);
    const nordhavn = await k.nextOpenDay("nordhavn-kitchen", 2);
    expect(nordhavn.timezone).toBe("Europe/Copenhagen");
  });

  it("refuses past dates and bad input, and 404s an unknown restaurant", async () => {
    const past = await k.availability("trattoria-bellini", k.dateIn(-1), 2);
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: "invalid", message: "Choose a date from today on" });
    expect((await k.availability("trattoria-bellini", "2025-13-45", 2)).body).toMatchObject({ message: "Choose a date" });
    expect((await k.availability("trattoria-bellini", "tomorrow", 2)).status).toBe(400);
    expect((await k.availability("trattoria-bellini", k.dateIn(1), 0)).body).toMatchObject({ message: "Choose a party size" });
    expect((await k.availability("trattoria-bellini", k.dateIn(1), 21)).body).toMatchObject({
      message: "For parties over 20, please contact the restaurant",
    });
    expect((await k.availability("no-such-place", k.dateIn(1), 2)).status).toBe(404);
  });

  it("answers beyond the horizon with no options and a reason", async () => {
    const far = await k.availability("trattoria-bellini", k.dateIn(31), 2);
    expect(far.status).toBe(200);
    expect(far.body).toMatchObject({ options: [], reason: "Reservations open 30 days ahead" });
  });

  it("says when the restaurant is closed that day", async () => {
    let d = 1;
    while (weekdayOf(k.dateIn(d)) !== "mon") d++;
    const monday = await k.availability("maison-lumiere", k.dateIn(d), 2);
    expect(monday.body).toMatchObject({ options: [], reason: "The restaurant is closed that day" });
  });
});

describe("POST /api/reservations", () => {
  it("books anonymously and returns the link once; the token opens it, nothing else does", async () => {
    const res = await bookOn(bellini, "Table 1", 0, { notes: "Window seat if possible" });
    expect(res.status).toBe(201);
    const created = createdReservationSchema.parse(res.body);
    expect(created.reservation.reference).toMatch(/^R-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(created.manageUrl).toBe(`/reservations/${created.reservation.reference}?token=${created.manageToken}`);
    expect(created.reservation).toMatchObject({
      status: "booked", partySize: 2, canCancel: true, notes: "Window seat if possible", name: "Ada Lovelace",
      restaurant: { name: "Trattoria Bellini", timezone: "America/New_York" },
      tables: [{ number: 1, capacity: 2, location: "Window" }],
    });
    expect(Date.parse(created.reservation.endsAt) - Date.parse(created.reservation.startsAt)).toBe(90 * 60_000);
    expect(Date.parse(created.reservation.cancelUntil)).toBe(Date.parse(created.reservation.startsAt) - 120 * 60_000);
    const [row] = (await t.database.db.execute(`select customer_id, manage_token_hash from reservations where reference = '${created.reservation.reference}'`) as unknown as { rows: Array<{ customer_id: string | null; manage_token_hash: string }> }).rows;
    expect(row!.customer_id).toBeNull();
    expect(row!.manage_token_hash).not.toContain(created.manageToken);

    const ref = created.reservation.reference;
    const view = await k.json<Reservation>("GET", `/api/reservations/${ref}?token=${created.manageToken}`);
    expect(view.status).toBe(200);
    expect(reservationSchema.parse(view.body).id).toBe(created.reservation.id);
    const wrongToken = await k.json("GET", `/api/reservations/${ref}?token=${"x".repeat(43)}`);
    expect(wrongToken.status).toBe(404);
    expect(wrongToken.body).toMatchObject({ message: "Reservation not found" });
    expect((await k.json("GET", `/api/reservations/R-00000000?token=${created.manageToken}`)).status).toBe(404);
    expect((await k.json("GET", `/api/reservations/not-a-ref?token=${created.manageToken}`)).status).toBe(404);
    // A mangled link is 400; no link at all asks who is signed in (401 here: nobody).
    expect((await k.json("GET", `/api/reservations/${ref}?token=short`)).status).toBe(400);
    expect((await k.json("GET", `/api/reservations/${ref}`)).status).toBe(401);
  });

  it("takes the table off availability for the whole duration, and a second booking gets 409 with alternatives", async () => {
    const o = option(bellini, "Table 2");
    // A start whose back-to-back successor (90 minutes on) is also offered.
    const startsAt = o.times.find((x) => o.times.includes(new Date(Date.parse(x) + 90 * 60_000).toISOString()))!;
    expect((await k.book({ restaurantId: bellini.restaurantId, tableIds: o.tableIds, startsAt, partySize: 2 })).status).toBe(201);
    const after = option((await k.availability("trattoria-bellini", bellini.date, 2)).body, "Table 2").times;
    const start = Date.parse(startsAt);
    // Nothing starting within the 90 minutes either side overlaps; back-to-back at exactly +90 is free.
    expect(after.filter((x) => Math.abs(Date.parse(x) - start) < 90 * 60_000)).toEqual([]);
    expect(after).toContain(new Date(start + 90 * 60_000).toISOString());

    const again = await k.book({ restaurantId: bellini.restaurantId, tableIds: o.tableIds, startsAt, partySize: 2, name: "Grace Hopper" });
    expect(again.status).toBe(409);
    const conflict = reservationConflictSchema.parse(again.body);
    expect(conflict.message).toBe("That table was just booked. Here are the nearest free alternatives.");
    expect(conflict.alternatives).toHaveLength(5);
    expect(conflict.alternatives[0]).toMatchObject({ startsAt });
    expect(conflict.alternatives.some((a) => a.label === "Table 2" && a.startsAt === startsAt)).toBe(false);

    // An overlapping start (45 minutes later) is refused too.
    const overlapping = new Date(start + 45 * 60_000).toISOString();
    expect((await k.book({ restaurantId: bellini.restaurantId, tableIds: o.tableIds, startsAt: overlapping, partySize: 2 })).status).toBe(409);
  });

  it("books joined tables for a large party", async () => {
    const big = await k.nextOpenDay("trattoria-bellini", 8);
    const res = await bookOn(big, "Tables 5 + 6", 0);
    expect(res.status).toBe(201);
    expect(res.body.reservation.tables.map((x) => x.number)).toEqual([5, 6]);
    const after = (await k.availability("trattoria-bellini", big.date, 8)).body;
    expect(after.options.find((o) => o.label === "Tables 5 + 6")?.times ?? []).not.toContain(option(big, "Tables 5 + 6").times[0]);
  });

  it("refuses tables that are not the restaurant's, too small or not offered for the party", async () => {
    const other = await k.nextOpenDay("sakura-house", 2);
    const time = option(bellini, "Table 3").times[5]!;
    const base = { restaurantId: bellini.restaurantId, startsAt: time, partySize: 2 };
    const foreign = await k.book({ ...base, tableIds: option(other, "Table 1").tableIds });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ message: "That table is not at this restaurant", fieldErrors: { tableIds: ["That table is not at this restaurant"] } });
    const small = await k.book({ ...base, partySize: 4, tableIds: option(bellini, "Table 1").tableIds });
    expect(small.body).toMatchObject({ message: "That table is too small for a party of 4" });
    const big = await k.nextOpenDay("trattoria-bellini", 12);
    const wasteful = await k.book({ ...base, tableIds: option(big, "Table 10").tableIds });
    expect(wasteful.status).toBe(400);
    expect(wasteful.body).toMatchObject({ message: "Choose one of the tables offered for a party of 2" });
  });

  it("refuses times that are not offered, each with its own message: off the grid, passed, too soon, beyond the horizon", async () => {
    const o = option(bellini, "Table 3");
    const base = { restaurantId: bellini.restaurantId, tableIds: o.tableIds, partySize: 2 };
    const offGrid = await k.book({ ...base, startsAt: new Date(Date.parse(o.times[0]!) + 5 * 60_000).toISOString() });
    expect(offGrid.status).toBe(400);
    expect(offGrid.body).toMatchObject({
      message: "Bookings start every 15 minutes from opening; choose one of the offered times",
      fieldErrors: { startsAt: ["Bookings start every 15 minutes from opening; choose one of the offered times"] },
    });
    const soon = new Date(Math.ceil(Date.now() / 900_000) * 900_000).toISOString();
    expect((await k.book({ ...base, startsAt: soon })).body).toMatchObject({ message: "That time is too soon; book at least 60 minutes ahead" });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const pastDay = await k.book({ ...base, startsAt: yesterday });
    expect(pastDay.status).toBe(400);
    expect(pastDay.body).toMatchObject({ message: "That date has passed; choose a date from today on" });
    const far = new Date(Date.parse(o.times[0]!) + 40 * 86_400_000).toISOString();
    expect((await k.book({ ...base, startsAt: far })).body).toMatchObject({ message: "Reservations open 30 days ahead" });
  });

  it("validates the contact details and the restaurant", async () => {
    const o = option(bellini, "Table 3");
    const base = { restaurantId: bellini.restaurantId, tableIds: o.tableIds, startsAt: o.times[0], partySize: 2 };
    const bad = await k.book({ ...base, name: "", email: "nope", phone: "12" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      fieldErrors: { name: ["Name is required"], email: ["Valid email is required"], phone: ["Valid phone number is required"] },
    });
    expect((await k.book({ ...base, startsAt: "7pm" })).body).toMatchObject({ fieldErrors: { startsAt: ["Choose a time"] } });
    expect((await k.book({ ...base, tableIds: [] })).body).toMatchObject({ fieldErrors: { tableIds: ["Choose a table"] } });
    expect((await k.book({ ...base, restaurantId: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
  });

  it("paces arrivals: a full 15-minute window answers 409 with alternatives", async () => {
    const day = await k.nextOpenDay("olive-and-fig", 4);
    await t.database.db.execute(`update reservation_policies set pacing_covers_per_15 = 6 where restaurant_id = '${day.restaurantId}'`);
    const startsAt = option(day, "Table 3").times[3]!;
    const first = await k.book({ restaurantId: day.restaurantId, tableIds: option(day, "Table 3").tableIds, startsAt, partySize: 4 });
    expect(first.status).toBe(201);
    const second = await k.book({ restaurantId: day.restaurantId, tableIds: option(day, "Table 4").tableIds, startsAt, partySize: 4 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe("That time is fully booked. Here are the nearest free alternatives.");
    expect(second.body.alternatives!.length).toBeGreaterThan(0);
    expect((second.body.alternatives as Array<{ startsAt: string }>).every((a) => a.startsAt !== startsAt)).toBe(true);
    // Availability agrees: that start time is gone for a party of 4 (6 − 4 < 4), but not for a couple.
    expect((await k.availability("olive-and-fig", day.date, 4)).body.options.flatMap((o) => o.times)).not.toContain(startsAt);
    expect((await k.availability("olive-and-fig", day.date, 2)).body.options.flatMap((o) => o.times)).toContain(startsAt);
  });
});

describe("cancelling and listing", () => {
  it("cancels through the link, frees the table, and refuses a second cancel", async () => {
    const day = await k.nextOpenDay("spice-route", 2);
    const booked = (await bookOn(day, "Table 1", 1)).body;
    const url = `/api/reservations/${booked.reservation.reference}/cancel?token=${booked.manageToken}`;
    expect((await k.json("POST", `/api/reservations/${booked.reservation.reference}/cancel?token=${"y".repeat(43)}`)).status).toBe(404);
    const cancelled = await k.json<Reservation>("POST", url);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled", canCancel: false });
    const again = await k.json("POST", url);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "conflict", message: "This reservation is already cancelled" });
    // The table is free again at that time.
    expect((await bookOn(day, "Table 1", 1)).status).toBe(201);
  });

  it("refuses to cancel online once the cancellation window has begun", async () => {
    const day = await k.nextOpenDay("spice-route", 2);
    const booked = (await bookOn(day, "Table 2", 4)).body;
    await t.database.db.execute(
      `update reservations set starts_at = now() + interval '90 minutes', ends_at = now() + interval '180 minutes' where id = '${booked.reservation.id}'`,
    );
    const view = await k.json<Reservation>("GET", `/api/reservations/${booked.reservation.reference}?token=${booked.manageToken}`);
    expect(view.body.canCancel).toBe(false);
    const late = await k.json("POST", `/api/reservations/${booked.reservation.reference}/cancel?token=${booked.manageToken}`);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ message: "This reservation can no longer be cancelled online; please call the restaurant" });
  });

  it("lists a signed-in guest's own reservations, newest first, and nobody else's", async () => {
    const customer = await signInAs(t.app, "customer");
    const other = await signInAs(t.app, "restaurant_owner");
    expect((await k.json("GET", "/api/reservations")).status).toBe(401);
    const day = await k.nextOpenDay("el-jardin", 2);
    const first = (await bookOn(day, "Table 1", 0, {}, customer)).body;
    const second = (await bookOn(day, "Table 2", 0, {}, customer)).body;
    const mine = await k.json<Reservation[]>("GET", "/api/reservations", customer);
    expect(mine.status).toBe(200);
    expect(mine.body.slice(0, 2).map((r) => r.id)).toEqual([second.reservation.id, first.reservation.id]);
    const theirs = await k.json<Reservation[]>("GET", "/api/reservations", other);
    expect(theirs.body.map((r) => r.id)).not.toContain(first.reservation.id);
    // Another guest's own token does not open someone else's reservation.
    const own = (await bookOn(day, "Table 3", 0, {}, other)).body;
    expect((await k.json("GET", `/api/reservations/${first.reservation.reference}?token=${own.manageToken}`, other)).status).toBe(404);
    expect((await k.json("POST", `/api/reservations/${first.reservation.reference}/cancel?token=${own.manageToken}`, other)).status).toBe(404);
  });

  it("opens and cancels a booking without its link for the signed-in guest who made it: another customer gets 404, nobody signed in 401", async () => {
    const owner = await registerCustomer(t.app);
    const stranger = await registerCustomer(t.app);
    const day = await k.nextOpenDay("sakura-house", 2);
    const res = await bookOn(day, day.options[0]!.label, 2, {}, owner.cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const booked = res.body;
    const ref = booked.reservation.reference;

    // Signed out, with no token: who is asking? 401, for viewing and for cancelling.
    expect((await k.json("GET", `/api/reservations/${ref}`)).status).toBe(401);
    expect((await k.json("POST", `/api/reservations/${ref}/cancel`)).status).toBe(401);
    // Another customer's session opens nothing, and looks exactly like a wrong reference.
    const seenByStranger = await k.json("GET", `/api/reservations/${ref}`, stranger.cookie);
    expect(seenByStranger.status).toBe(404);
    expect(seenByStranger.body).toMatchObject({ message: "Reservation not found" });
    expect((await k.json("POST", `/api/reservations/${ref}/cancel`, stranger.cookie)).status).toBe(404);
    expect((await k.json("GET", "/api/reservations/R-00000000", owner.cookie)).status).toBe(404);

    const view = await k.json<Reservation>("GET", `/api/reservations/${ref}`, owner.cookie);
    expect(view.status).toBe(200);
    expect(reservationSchema.parse(view.body)).toMatchObject({ id: booked.reservation.id, status: "booked", canCancel: true });
    const cancelled = await k.json<Reservation>("POST", `/api/reservations/${ref}/cancel`, owner.cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled", canCancel: false });
    expect((await k.json("POST", `/api/reservations/${ref}/cancel`, owner.cookie)).status).toBe(409);
    // The stranger could not have cancelled it: it is cancelled once, by its owner, and still listed as theirs.
    const mine = await k.json<Reservation[]>("GET", "/api/reservations", owner.cookie);
    expect(mine.body.find((r) => r.id === booked.reservation.id)?.status).toBe("cancelled");
  });

  it("does not open a booking made signed out to a signed-in session without its token", async () => {
    const customer = await registerCustomer(t.app);
    const day = await k.nextOpenDay("sakura-house", 2);
    const anonymous = (await bookOn(day, day.options[1]!.label, 2)).body;
    expect((await k.json("GET", `/api/reservations/${anonymous.reservation.reference}`, customer.cookie)).status).toBe(404);
    expect((await k.json("GET", `/api/reservations/${anonymous.reservation.reference}?token=${anonymous.manageToken}`, customer.cookie)).status).toBe(200);
  });
});

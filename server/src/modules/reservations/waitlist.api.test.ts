import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createdReservationSchema, joinedWaitlistSchema, waitlistEntrySchema, type Availability, type HostStand, type WaitlistEntry } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { nextGuest, reservationsKit } from "../../test/reservations-kit.js";
import { weekdayOf } from "./local-time.js";

type Joined = { entry: WaitlistEntry; manageToken: string; manageUrl: string };

let t: TestApp;
let k: ReturnType<typeof reservationsKit>;
let twelve: Availability; // a party of 12 at Trattoria Bellini: only Table 10 seats it
beforeAll(async () => {
  t = await createTestApp();
  k = reservationsKit(t.app);
  twelve = await k.nextOpenDay("trattoria-bellini", 12, 2);
});
afterAll(async () => t?.close());

/** Joins as a new guest each time (own email, phone and address), so the waitlist's guest limits stay out of the way. */
const join = (body: Record<string, unknown>, cookie?: string) => {
  const { email, phone, remoteAddress } = nextGuest();
  return k.json<Joined & { message?: string; fieldErrors?: Record<string, string[]> }>(
    "POST", "/api/waitlist", cookie, { name: "Grace Hopper", email, phone, ...body }, remoteAddress,
  );
};
const link = (j: Joined, action = "") => `/api/waitlist/${j.entry.reference}${action}?token=${j.manageToken}`;

describe("the waitlist", () => {
  it("waits while the table is taken, offers it first come first served when it frees, and books the offer", async () => {
    // Table 10 is booked from noon; the window 12:00–12:30 has nothing for a party of 12.
    const table10 = twelve.options.find((o) => o.label === "Table 10")!;
    const blocking = await k.book({ restaurantId: twelve.restaurantId, tableIds: table10.tableIds, startsAt: table10.times[0], partySize: 12 });
    expect(blocking.status).toBe(201);
    const window = { restaurantId: twelve.restaurantId, date: twelve.date, from: "12:00", to: "12:30", partySize: 12 };
    const first = await join(window);
    expect(first.status).toBe(201);
    const joined = joinedWaitlistSchema.parse(first.body);
    expect(joined.entry).toMatchObject({ status: "waiting", offer: null, partySize: 12, restaurant: { name: "Trattoria Bellini" } });
    expect(joined.entry.reference).toMatch(/^W-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(joined.manageUrl).toBe(`/waitlist/${joined.entry.reference}?token=${joined.manageToken}`);
    expect(Date.parse(joined.entry.windowStart)).toBe(Date.parse(table10.times[0]!));
    const second = (await join({ ...window, name: "Alan Turing" })).body;
    expect(second.entry.status).toBe("waiting");

    const view = await k.json<WaitlistEntry>("GET", link(joined));
    expect(waitlistEntrySchema.parse(view.body).id).toBe(joined.entry.id);
    expect((await k.json("GET", `/api/waitlist/${joined.entry.reference}?token=${"z".repeat(43)}`)).status).toBe(404);
    expect((await k.json("GET", `/api/waitlist/W-00000000?token=${joined.manageToken}`)).status).toBe(404);
    // No offer yet: nothing to accept.
    const tooSoon = await k.json("POST", link(joined, "/accept"), undefined, {});
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body).toMatchObject({ message: "There is no table on offer for this entry right now" });

    // The blocking party cancels: the first entry is offered Table 10 at noon, for 30 minutes; the second waits.
    const cancel = await k.json("POST", `/api/reservations/${blocking.body.reservation.reference}/cancel?token=${blocking.body.manageToken}`);
    expect(cancel.status).toBe(200);
    const offered = (await k.json<WaitlistEntry>("GET", link(joined))).body;
    expect(offered).toMatchObject({ status: "offered", offer: { label: "Table 10", tableIds: table10.tableIds, startsAt: table10.times[0] } });
    const expiresIn = Date.parse(offered.offer!.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(25 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 60_000);
    expect((await k.json<WaitlistEntry>("GET", link(second))).body).toMatchObject({ status: "waiting", offer: null });

    // The host stand sees both entries.
    const owner = await signInAs(t.app, "restaurant_owner");
    const stand = (await k.json<HostStand>("GET", `/api/restaurants/${twelve.restaurantId}/host-stand?date=${twelve.date}`, owner)).body;
    expect(stand.waitlist.map((w) => [w.reference, w.status])).toEqual([
      [joined.entry.reference, "offered"],
      [second.entry.reference, "waiting"],
    ]);

    const accepted = await k.json("POST", link(joined, "/accept"), undefined, {});
    expect(accepted.status).toBe(201);
    const booking = createdReservationSchema.parse(accepted.body);
    expect(booking.reservation).toMatchObject({ status: "booked", partySize: 12, name: "Grace Hopper", startsAt: table10.times[0], tables: [{ number: 10 }] });
    expect((await k.json<WaitlistEntry>("GET", link(joined))).body).toMatchObject({ status: "booked", reservationReference: booking.reservation.reference });
    expect((await k.json("POST", link(joined, "/accept"), undefined, {})).status).toBe(409);
    expect((await k.json("POST", link(joined, "/cancel"))).body).toMatchObject({ message: "This waitlist entry is already booked" });

    // The second guest gives up.
    const left = await k.json<WaitlistEntry>("POST", link(second, "/cancel"));
    expect(left.body).toMatchObject({ status: "cancelled" });
    expect((await k.json("POST", link(second, "/cancel"))).status).toBe(409);
  });

  it("offers a slot at once when one is already free in the window", async () => {
    const day = await k.nextOpenDay("olive-and-fig", 2, 2);
    const res = await join({ restaurantId: day.restaurantId, date: day.date, from: "19:00", to: "20:00", partySize: 2 });
    expect(res.status).toBe(201);
    expect(res.body.entry).toMatchObject({ status: "offered", offer: { label: "Table 1" } });
  });

  it("validates the date, the time range, the party size and the restaurant", async () => {
    const base = { restaurantId: twelve.restaurantId, date: twelve.date, from: "18:00", to: "19:00", partySize: 2 };
    expect((await join({ ...base, date: k.dateIn(-1) })).body).toMatchObject({ fieldErrors: { date: ["Choose a date from today on"] } });
    expect((await join({ ...base, date: k.dateIn(40) })).body).toMatchObject({ fieldErrors: { date: ["Reservations open 30 days ahead"] } });
    expect((await join({ ...base, date: "2025-02-30" })).status).toBe(400);
    expect((await join({ ...base, from: "04:00", to: "05:00" })).body).toMatchObject({ fieldErrors: { from: ["Choose times within the opening hours"] } });
    expect((await join({ ...base, from: "19:00", to: "18:00" })).body).toMatchObject({ fieldErrors: { to: ["The end of the range must be after its start"] } });
    expect((await join({ ...base, from: "7pm" })).body).toMatchObject({ fieldErrors: { from: ["Choose a time"] } });
    expect((await join({ ...base, partySize: 21 })).status).toBe(400);
    expect((await join({ ...base, email: "nope" })).body).toMatchObject({ fieldErrors: { email: ["Valid email is required"] } });
    expect((await join({ ...base, restaurantId: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    let d = 1;
    while (weekdayOf(k.dateIn(d)) !== "mon") d++;
    const maison = (await k.nextOpenDay("maison-lumiere", 2)).restaurantId;
    expect((await join({ ...base, restaurantId: maison, date: k.dateIn(d) })).body).toMatchObject({ fieldErrors: { date: ["The restaurant is closed that day"] } });
  });
});

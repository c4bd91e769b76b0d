import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createdReservationSchema } from "@tavola/contracts";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { nextGuest, reservationsKit } from "../../test/reservations-kit.js";
import { expectLimited, postFrom } from "../../test/limit-kit.js";
import { GUEST_BOOKINGS_PER_DAY, GUEST_DAY_FULL } from "./booking.service.js";
import { BOOKING_LIMITED_MESSAGE, BOOKING_LIMITS, LINK_LIMITED_MESSAGE, LINK_LIMITS, WAITLIST_LIMITED_MESSAGE } from "./guest-limits.js";

// Issue 13, item 5: one anonymous client could book out a restaurant's day (30 bookings with one email).
let t: TestApp;
let k: ReturnType<typeof reservationsKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = reservationsKit(t.app);
  post = postFrom(t.app);
});
afterAll(async () => t?.close());

type Slot = { restaurantId: string; tableIds: string[]; startsAt: string; partySize: number };

/** `count` free slots for a party of 2 at the restaurant, each on its own day (a guest may hold 2 a day there). */
async function slotsOnDistinctDays(count: number, restaurant = "trattoria-bellini"): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (let d = 1; slots.length < count && d <= 30; d++) {
    const a = await k.availability(restaurant, k.dateIn(d), 2);
    const o = a.status === 200 ? a.body.options.find((x) => x.times.length > 0) : undefined;
    if (o) slots.push({ restaurantId: a.body.restaurantId, tableIds: o.tableIds, startsAt: o.times.at(-1)!, partySize: 2 });
  }
  if (slots.length < count) throw new Error(`only ${slots.length} free days at ${restaurant}`);
  return slots;
}

/** Distinct tables free at one time on one day, for one guest's several bookings that day. */
async function slotsOnOneDay(count: number, day: number): Promise<Slot[]> {
  const a = (await k.availability("trattoria-bellini", k.dateIn(day), 2)).body;
  const startsAt = a.options[0]!.times.at(-1)!;
  const free = a.options.filter((o) => o.times.includes(startsAt)).slice(0, count);
  if (free.length < count) throw new Error(`only ${free.length} tables free at ${startsAt}`);
  return free.map((o) => ({ restaurantId: a.restaurantId, tableIds: o.tableIds, startsAt, partySize: 2 }));
}


let post: ReturnType<typeof postFrom>;

describe("POST /api/reservations: guest limits", () => {
  it(`books ${BOOKING_LIMITS.perEmail} times a day per email, then 429 with Retry-After; another email is unaffected`, async () => {
    const slots = await slotsOnDistinctDays(BOOKING_LIMITS.perEmail + 1);
    const email = "day-hoarder@example.com";
    for (const slot of slots.slice(0, BOOKING_LIMITS.perEmail)) {
      const g = nextGuest();
      expect((await post("/api/reservations", { ...slot, name: "Hoarder", email, phone: g.phone }, g.remoteAddress)).status).toBe(201);
    }
    const last = slots.at(-1)!;
    const g = nextGuest();
    // Upper case makes no new email.
    const blocked = await post("/api/reservations", { ...last, name: "Hoarder", email: "Day-Hoarder@Example.com", phone: g.phone }, g.remoteAddress);
    expectLimited(blocked, BOOKING_LIMITED_MESSAGE, BOOKING_LIMITS.emailPhoneWindowSeconds);
    const other = nextGuest();
    expect((await post("/api/reservations", { ...last, name: "Someone Else", email: other.email, phone: other.phone }, other.remoteAddress)).status).toBe(201);
  });

  it(`books ${BOOKING_LIMITS.perPhone} times a day per phone (however it is written), then 429`, async () => {
    const slots = await slotsOnDistinctDays(BOOKING_LIMITS.perPhone + 1);
    const phones = ["+1 212 555 0142", "+1 (212) 555-0142", "12125550142", "+1.212.555.0142", "1 212 5550142", "+1-212-555-0142"];
    for (const [i, slot] of slots.slice(0, BOOKING_LIMITS.perPhone).entries()) {
      const g = nextGuest();
      expect((await post("/api/reservations", { ...slot, name: "Caller", email: g.email, phone: phones[i] }, g.remoteAddress)).status).toBe(201);
    }
    const g = nextGuest();
    expectLimited(await post("/api/reservations", { ...slots.at(-1)!, name: "Caller", email: g.email, phone: phones.at(-1) }, g.remoteAddress), BOOKING_LIMITED_MESSAGE, 86_400);
  });

  it(`books ${BOOKING_LIMITS.perAddress} times an hour per address, then 429; another address is unaffected`, async () => {
    const slots = await slotsOnDistinctDays(BOOKING_LIMITS.perAddress + 1);
    const address = "203.0.113.50";
    for (const slot of slots.slice(0, BOOKING_LIMITS.perAddress)) {
      const g = nextGuest();
      expect((await post("/api/reservations", { ...slot, name: "Office", email: g.email, phone: g.phone }, address)).status).toBe(201);
    }
    const g = nextGuest();
    expectLimited(await post("/api/reservations", { ...slots.at(-1)!, name: "Office", email: g.email, phone: g.phone }, address), BOOKING_LIMITED_MESSAGE, 3600);
    expect((await post("/api/reservations", { ...slots.at(-1)!, name: "Office", email: g.email, phone: g.phone }, "203.0.113.51")).status).toBe(201);
  });

  it(`lets one email or phone hold ${GUEST_BOOKINGS_PER_DAY} live bookings at a restaurant a day; cancelling one frees a place`, async () => {
    const [a, b, c] = await slotsOnOneDay(3, 3);
    const guest = { name: "Evening Holder", email: "holder@example.com", phone: "+1 212 555 0177" };
    const first = await post("/api/reservations", { ...a, ...guest }, "198.51.100.1");
    expect(first.status).toBe(201);
    expect((await post("/api/reservations", { ...b, ...guest }, "198.51.100.2")).status).toBe(201);
    const third = await post("/api/reservations", { ...c, ...guest }, "198.51.100.3");
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: "conflict", message: GUEST_DAY_FULL, requestId: expect.any(String) });
    // The same phone under another email, written differently, is the same guest.
    const samePhone = await post("/api/reservations", { ...c, ...guest, email: "holder.two@example.com", phone: "12125550177" }, "198.51.100.4");
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.message).toBe(GUEST_DAY_FULL);
    // Another restaurant that day is fine.
    const [elsewhere] = await slotsOnDistinctDays(1, "nordhavn-kitchen");
    expect((await post("/api/reservations", { ...elsewhere, ...guest, phone: "+45 12 34 56 00" }, "198.51.100.5")).status).toBe(201);
    // Cancelling one through its link lets the guest book the third table.
    const created = createdReservationSchema.parse(first.body);
    expect((await post(`/api/reservations/${created.reservation.reference}/cancel?token=${created.manageToken}`, undefined, "198.51.100.6")).status).toBe(200);
    expect((await post("/api/reservations", { ...c, ...guest }, "198.51.100.7")).status).toBe(201);
  });
});

describe("POST /api/waitlist: guest limits", () => {
  it("joins 5 times a day per email and 10 times an hour per address, then 429", async () => {
    const day = await k.nextOpenDay("trattoria-bellini", 2, 2);
    const base = { restaurantId: day.restaurantId, date: day.date, from: "18:00", to: "19:00", partySize: 2, name: "Patient Guest" };
    const email = "patient@example.com";
    for (let i = 0; i < 5; i++) {
      const g = nextGuest();
      expect((await post("/api/waitlist", { ...base, email, phone: g.phone }, g.remoteAddress)).status).toBe(201);
    }
    const g = nextGuest();
    expectLimited(await post("/api/waitlist", { ...base, email, phone: g.phone }, g.remoteAddress), WAITLIST_LIMITED_MESSAGE, 86_400);

    const address = "203.0.113.60";
    for (let i = 0; i < 10; i++) {
      const h = nextGuest();
      expect((await post("/api/waitlist", { ...base, email: h.email, phone: h.phone }, address)).status).toBe(201);
    }
    const h = nextGuest();
    expectLimited(await post("/api/waitlist", { ...base, email: h.email, phone: h.phone }, address), WAITLIST_LIMITED_MESSAGE, 3600);
    expect((await post("/api/waitlist", { ...base, email: h.email, phone: h.phone }, "203.0.113.61")).status).toBe(201);
  });
});

describe("cancel and accept through a link: per address", () => {
  it(`allows ${LINK_LIMITS.perAddress} link actions per address per 10 minutes, then 429; another address is unaffected`, async () => {
    const token = "x".repeat(43);
    const urls = [`/api/reservations/R-00000000/cancel?token=${token}`, `/api/waitlist/W-00000000/cancel?token=${token}`, `/api/waitlist/W-00000000/accept?token=${token}`];
    for (let i = 0; i < LINK_LIMITS.perAddress; i++) expect((await post(urls[i % 3]!, {}, "203.0.113.70")).status).toBe(404);
    for (const url of urls) expectLimited(await post(url, {}, "203.0.113.70"), LINK_LIMITED_MESSAGE, LINK_LIMITS.windowSeconds);
    expect((await post(urls[0]!, {}, "203.0.113.71")).status).toBe(404);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATERING_KITCHEN_FULL_MESSAGE, cateringKitchenPlaces } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, freshClientAddress, signInAs, type TestApp } from "../../test/test-app.js";
import { restaurantTimeZone } from "../reservations/index.js";
import { localDateOf, localTimeOf } from "../reservations/local-time.js";
import { restaurantIdBySlug } from "./crm-test-helpers.js";
import { clientCall, draftAndSend, freshLead, moveOn } from "./quote-test-helpers.js";

/** Accepting a quote books kitchen places in the event's preparation window, in the budget online orders use. */
let t: TestApp;
let owner: string;
let bellini: string;
let capacity: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t.app, "restaurant_owner");
  bellini = await restaurantIdBySlug(t, "trattoria-bellini");
  const [r] = await queryRows<{ slot_capacity: number }>(t.database.db, sql`select slot_capacity from restaurants where id = ${bellini}::uuid`);
  capacity = r!.slot_capacity;
});
afterAll(async () => t?.close());

const SLOT = 15 * 60_000;
const places = cateringKitchenPlaces(26); // "26-50 people" → 26 guests

/** A lead whose event starts at `start` (Bellini's local date and time), quoted and sent. */
async function leadStartingAt(name: string, start: Date) {
  const zone = await restaurantTimeZone(t.database.db, bellini);
  const leadId = await freshLead(t.app, owner, bellini, name);
  await t.database.db.execute(sql`update catering_leads set event_date = ${localDateOf(start, zone)}::date, event_time = ${localTimeOf(start, zone)} where id = ${leadId}::uuid`);
  const { quote, token } = await draftAndSend(t.app, owner, leadId);
  return { leadId, token, versionId: quote.versions[0]!.id };
}
const accept = (token: string, versionId: string) => clientCall(t.app, "POST", "/accept", token, { versionId, fullName: "Kit Chen" }, freshClientAddress());
const remainingBySlot = async () => {
  const res = await t.app.inject({ method: "GET", url: `/api/restaurants/${bellini}/slots` });
  return new Map((res.json() as { slots: { start: string; remaining: number }[] }).slots.map((s) => [s.start, s.remaining]));
};

describe("kitchen capacity on accept", () => {
  it("books the two hours before the event in the slots online checkout offers, and gives them back on cancellation", async () => {
    // An event 6 hours from now: its preparation window lies inside the online ordering horizon (12 hours).
    const start = new Date(Math.ceil((Date.now() + 6 * 3_600_000) / SLOT) * SLOT);
    const { leadId, token, versionId } = await leadStartingAt("Capacity Shared Lunch", start);
    const window = Array.from({ length: 8 }, (_, i) => new Date(start.getTime() - (8 - i) * SLOT).toISOString());
    const before = await remainingBySlot();
    expect(window.map((s) => before.get(s) ?? capacity)).toEqual(Array(8).fill(capacity));

    const res = await accept(token, versionId);
    expect(res.status).toBe(200);
    const after = await remainingBySlot();
    expect(window.map((s) => after.get(s))).toEqual(Array(8).fill(capacity - places));
    // The slot after the event is untouched.
    expect(after.get(start.toISOString()) ?? capacity).toBe(before.get(start.toISOString()) ?? capacity);

    await moveOn(t.app, owner, leadId, "cancelled", "Client changed plans");
    const released = await remainingBySlot();
    expect(window.map((s) => released.get(s) ?? capacity)).toEqual(Array(8).fill(capacity));
    const rows = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from catering_capacity_bookings where lead_id = ${leadId}::uuid`);
    expect(rows[0]!.n).toBe(0);
  });

  it("refuses the accept with 409 when online orders filled a slot of the window, and books nothing", async () => {
    const start = new Date(Date.UTC(2032, 2, 3, 17, 0));
    const { token, versionId, leadId } = await leadStartingAt("Capacity Full Dinner", start);
    // Online orders took all but one place in one slot of the window.
    const full = new Date(start.getTime() - 3 * SLOT).toISOString();
    await t.database.db.execute(sql`insert into kitchen_slots (restaurant_id, slot_start, booked) values (${bellini}::uuid, ${full}::timestamptz, ${capacity - places + 1})`);
    const res = await accept(token, versionId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CATERING_KITCHEN_FULL_MESSAGE);
    const booked = await queryRows<{ slot_start: string; booked: number }>(t.database.db, sql`
      select slot_start::text, booked from kitchen_slots where restaurant_id = ${bellini}::uuid
        and slot_start >= ${new Date(start.getTime() - 8 * SLOT).toISOString()}::timestamptz and slot_start < ${start.toISOString()}::timestamptz`);
    expect(booked.map((b) => b.booked)).toEqual([capacity - places + 1]);
    const [q] = await queryRows<{ accepted_version_id: string | null }>(t.database.db, sql`select accepted_version_id from catering_quotes where lead_id = ${leadId}::uuid`);
    expect(q!.accepted_version_id).toBeNull();
  });
});

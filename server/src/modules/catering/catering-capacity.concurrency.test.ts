import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATERING_KITCHEN_FULL_MESSAGE, cateringKitchenPlaces } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, freshClientAddress, signInAs, type TestApp } from "../../test/test-app.js";
import { restaurantIdBySlug } from "./crm-test-helpers.js";
import { clientCall, draftAndSend, freshLead } from "./quote-test-helpers.js";

/** Racing accepts for the kitchen's last capacity: exactly the ones that fit (Postgres with TEST_DATABASE_URL). */
let t: TestApp;
let owner: string;
let bellini: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t.app, "restaurant_owner");
  bellini = await restaurantIdBySlug(t, "trattoria-bellini");
});
afterAll(async () => t?.close());

describe("racing accepts for kitchen capacity", () => {
  it("of eight events on one day, exactly the ones that fit are accepted; the rest get 409", async () => {
    const [r] = await queryRows<{ slot_capacity: number }>(t.database.db, sql`select slot_capacity from restaurants where id = ${bellini}::uuid`);
    const capacity = r!.slot_capacity;
    const places = cateringKitchenPlaces(26);
    const fit = Math.floor(capacity / places);
    const quotes: { token: string; versionId: string }[] = [];
    for (let i = 0; i < fit + 3; i++) {
      const leadId = await freshLead(t.app, owner, bellini, `Capacity Race ${i}`, "2032-06-18T00:00:00.000Z");
      const { quote, token } = await draftAndSend(t.app, owner, leadId);
      quotes.push({ token, versionId: quote.versions[0]!.id });
    }
    const results = await Promise.all(quotes.map((q, i) => clientCall(t.app, "POST", "/accept", q.token, { versionId: q.versionId, fullName: `Racer ${i}` }, freshClientAddress())));
    expect(results.filter((x) => x.status === 200)).toHaveLength(fit);
    const refused = results.filter((x) => x.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused.every((x) => x.body.message === CATERING_KITCHEN_FULL_MESSAGE)).toBe(true);
    // Every slot of the window holds exactly the winners' places, never more than the kitchen declared.
    const slots = await queryRows<{ booked: number }>(t.database.db, sql`
      select booked from kitchen_slots where restaurant_id = ${bellini}::uuid
        and slot_start in (select slot_start from catering_capacity_bookings where lead_id in (select id from catering_leads where event_date = '2032-06-18'))`);
    expect(slots).toHaveLength(8);
    expect(slots.every((s) => Number(s.booked) === fit * places && Number(s.booked) <= capacity)).toBe(true);
    const accepted = await queryRows<{ n: number }>(t.database.db, sql`
      select count(*)::int as n from catering_quotes q join catering_leads l on l.id = q.lead_id where l.event_date = '2032-06-18' and q.accepted_version_id is not null`);
    expect(accepted[0]!.n).toBe(fit);
  });
});

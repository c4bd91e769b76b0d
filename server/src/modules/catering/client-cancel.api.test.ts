import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATERING_CANCELLATION_POLICY, cancellationFeeCents } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, freshClientAddress, signInAs, type TestApp } from "../../test/test-app.js";
import { localDateOf, localTimeOf } from "../reservations/local-time.js";
import { restaurantTimeZone } from "../reservations/index.js";
import { detail, restaurantIdBySlug } from "./crm-test-helpers.js";
import { clientCall, confirmedLead, draftAndSend, freshLead } from "./quote-test-helpers.js";

/** The client's cancellation through the link, under the published policy. */
let t: TestApp;
let owner: string;
let bellini: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t.app, "restaurant_owner");
  bellini = await restaurantIdBySlug(t, "trattoria-bellini");
});
afterAll(async () => t?.close());

const cancel = async (token: string, payload: unknown) => {
  const res = await t.app.inject({ method: "POST", url: `/api/catering/quotes/by-token/cancel?token=${token}`, payload: payload as Record<string, unknown>, remoteAddress: freshClientAddress() });
  return { status: res.statusCode, body: res.json() };
};
async function startIn(leadId: string, hours: number) {
  const start = new Date(Date.now() + hours * 3_600_000);
  const zone = await restaurantTimeZone(t.database.db, bellini);
  await t.database.db.execute(sql`update catering_leads set event_date = ${localDateOf(start, zone)}::date, event_time = ${localTimeOf(start, zone)} where id = ${leadId}::uuid`);
}

describe("fee policy (pure)", () => {
  it("is free before acceptance and outside 24 hours, 25 % of the taxed total inside", () => {
    const eventStart = new Date("2031-05-20T18:00:00Z");
    const at = (h: number) => new Date(eventStart.getTime() - h * 3_600_000);
    expect(cancellationFeeCents({ totalCents: 100_001, accepted: false, eventStart, now: at(2) })).toBe(0);
    expect(cancellationFeeCents({ totalCents: 100_001, accepted: true, eventStart, now: at(25) })).toBe(0);
    expect(cancellationFeeCents({ totalCents: 100_001, accepted: true, eventStart, now: at(24) })).toBe(25_000);
    expect(cancellationFeeCents({ totalCents: 100_002, accepted: true, eventStart, now: at(1) })).toBe(25_001);
    expect(CATERING_CANCELLATION_POLICY.feePpm).toBe(250_000);
  });
});

describe("client cancellation", () => {
  it("is free before the quote is accepted; the lead moves to Cancelled with the reason", async () => {
    const leadId = await freshLead(t.app, owner, bellini, "Cancel Free Picnic");
    const { token } = await draftAndSend(t.app, owner, leadId);
    const view = await clientCall(t.app, "GET", "", token);
    expect(view.body.event.cancellation).toMatchObject({ allowed: true, feeCentsNow: 0, policy: CATERING_CANCELLATION_POLICY.text });
    const res = await cancel(token, { reason: "We moved the offsite online", acceptedFeeCents: 0 });
    expect(res.status).toBe(200);
    expect(res.body.event.cancellation).toMatchObject({ cancelled: true, allowed: false, feeCents: 0 });
    const lead = await detail(t.app, owner, leadId);
    expect(lead.body.stage).toBe("cancelled");
    expect(lead.body.stageReason).toBe("Cancelled by the client: We moved the offsite online");
    expect(lead.body.activities.map((a) => a.kind)).toContain("client_cancelled");
    // Again: 409, nothing changes.
    const again = await cancel(token, { reason: "Twice", acceptedFeeCents: 0 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This event is already cancelled.");
  });

  it("inside 24 hours of an accepted event costs 25 % of the taxed total, shown before and confirmed by the client", async () => {
    const { leadId, token, version } = await confirmedLead(t.app, owner, bellini, "Cancel Late Dinner");
    await startIn(leadId, 10);
    const fee = Math.floor((version.totalCents * 250_000 + 500_000) / 1_000_000);
    expect((await clientCall(t.app, "GET", "", token)).body.event.cancellation.feeCentsNow).toBe(fee);
    // The client agreed to "free" (an old page): refused with the fee it is now, nothing changes.
    const stale = await cancel(token, { reason: "Weather", acceptedFeeCents: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(`The cancellation fee is now $${(fee / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}. Please review it and confirm again.`);
    expect((await detail(t.app, owner, leadId)).body.stage).toBe("deposit_paid");
    const res = await cancel(token, { reason: "Weather", acceptedFeeCents: fee });
    expect(res.status).toBe(200);
    expect(res.body.event.cancellation.feeCents).toBe(fee);
    const mails = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from mail_outbox where dedupe_key like ${`client-cancelled:${leadId}:%`}`);
    expect(mails[0]!.n).toBeGreaterThan(0);
    // Its kitchen places went back.
    const held = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from catering_capacity_bookings where lead_id = ${leadId}::uuid`);
    expect(held[0]!.n).toBe(0);
  });

  it("is free for an accepted event more than 24 hours away", async () => {
    const { leadId, token } = await confirmedLead(t.app, owner, bellini, "Cancel Early Brunch");
    await startIn(leadId, 72);
    expect((await cancel(token, { reason: "Budget cut", acceptedFeeCents: 0 })).status).toBe(200);
    expect((await detail(t.app, owner, leadId)).body.stage).toBe("cancelled");
  });

  it("refuses bad input with the field's message, a made-up token, and an event already under way", async () => {
    const { leadId, token } = await confirmedLead(t.app, owner, bellini, "Cancel Invalid Lunch");
    const noReason = await cancel(token, { reason: " ", acceptedFeeCents: 0 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors.reason).toEqual(["Tell the restaurant why you cancel"]);
    const long = await cancel(token, { reason: "x".repeat(501), acceptedFeeCents: 0 });
    expect(long.body.fieldErrors.reason).toEqual(["At most 500 characters"]);
    expect((await cancel(token, { reason: "Fine reason" })).body.fieldErrors.acceptedFeeCents).toEqual(["Confirm the cancellation fee"]);
    expect((await cancel("Q".repeat(43), { reason: "Fine reason", acceptedFeeCents: 0 })).status).toBe(404);
    await startIn(leadId, -1);
    const past = await cancel(token, { reason: "Too late", acceptedFeeCents: 0 });
    expect(past.status).toBe(409);
    expect(past.body.message).toBe("This event can no longer be cancelled online. Please call the restaurant.");
  });
});

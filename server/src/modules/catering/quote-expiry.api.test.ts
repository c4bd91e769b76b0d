import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUOTE_EXPIRED_MESSAGE } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, freshClientAddress, signInAs, type TestApp } from "../../test/test-app.js";
import { CATERING_QUOTE_EXPIRY_JOB } from "./catering.jobs.js";
import { outsiderOwner, restaurantIdBySlug } from "./crm-test-helpers.js";
import { clientCall, draftAndSend, freshLead, quoteCall } from "./quote-test-helpers.js";

/** Quote expiry on the job queue: sent quotes past validity are marked expired once; the link and accept refuse them. */
let t: TestApp;
let owner: string;
let bellini: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t.app, "restaurant_owner");
  bellini = await restaurantIdBySlug(t, "trattoria-bellini");
});
afterAll(async () => t?.close());

const runExpiry = async () => {
  await t.app.jobs.send(CATERING_QUOTE_EXPIRY_JOB, {}, { db: t.database.db });
  return t.app.jobs.drain([CATERING_QUOTE_EXPIRY_JOB]);
};
const ageQuote = (leadId: string) =>
  t.database.db.execute(sql`
    update catering_quote_versions set valid_until = now() - interval '1 minute'
    where quote_id = (select id from catering_quotes where lead_id = ${leadId}::uuid)`);
const expiryRows = (leadId: string) =>
  queryRows<{ expired_at: string | null; activities: number }>(t.database.db, sql`
    select v.expired_at::text as expired_at,
      (select count(*)::int from catering_lead_activities a where a.lead_id = q.lead_id and a.kind = 'quote_expired') as activities
    from catering_quotes q join catering_quote_versions v on v.id = q.latest_sent_version_id where q.lead_id = ${leadId}::uuid`);

describe("quote expiry job", () => {
  it("is scheduled every five minutes", async () => {
    const schedules = await t.app.jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([CATERING_QUOTE_EXPIRY_JOB, "*/5 * * * *"]);
  });

  it("new quotes are valid 30 days by default", async () => {
    const leadId = await freshLead(t.app, owner, bellini, "Expiry Default Lunch");
    const { quote } = await draftAndSend(t.app, owner, leadId);
    const v = quote.versions[0]!;
    expect(v.validDays).toBe(30);
    expect(Date.parse(v.validUntil!) - Date.parse(v.sentAt!)).toBe(30 * 86_400_000);
  });

  it("marks a sent quote past its validity expired once; the link shows it and accept is refused with 409", async () => {
    const leadId = await freshLead(t.app, owner, bellini, "Expiry Gala");
    const { quote, token } = await draftAndSend(t.app, owner, leadId);
    expect(await runExpiry()).toEqual({ completed: 1, failed: 0 });
    expect((await expiryRows(leadId))[0]).toEqual({ expired_at: null, activities: 0 });

    await ageQuote(leadId);
    await runExpiry();
    const [first] = await expiryRows(leadId);
    expect(first!.expired_at).not.toBeNull();
    expect(first!.activities).toBe(1);

    // A second run changes nothing: the same mark, one timeline entry.
    await runExpiry();
    expect(await expiryRows(leadId)).toEqual([first]);

    const link = await clientCall(t.app, "GET", "", token);
    expect(link.status).toBe(200);
    expect(link.body.expired).toBe(true);
    expect(link.body.message).toBe(QUOTE_EXPIRED_MESSAGE);
    expect(link.body.version.status).toBe("expired");

    const accept = await clientCall(t.app, "POST", "/accept", token, { versionId: quote.versions[0]!.id, fullName: "Late Client" }, freshClientAddress());
    expect(accept.status).toBe(409);
    expect(accept.body.message).toBe(QUOTE_EXPIRED_MESSAGE);
    // The team sees it expired too.
    expect((await quoteCall(t.app, owner, "GET", leadId)).body.versions[0]!.status).toBe("expired");
  });

  it("leaves an accepted quote alone even past its validity", async () => {
    const leadId = await freshLead(t.app, owner, bellini, "Expiry Accepted Dinner");
    const { quote, token } = await draftAndSend(t.app, owner, leadId);
    const accepted = await clientCall(t.app, "POST", "/accept", token, { versionId: quote.versions[0]!.id, fullName: "Prompt Client" }, freshClientAddress());
    expect(accepted.status).toBe(200);
    await ageQuote(leadId);
    await runExpiry();
    expect((await expiryRows(leadId))[0]).toEqual({ expired_at: null, activities: 0 });
    expect((await clientCall(t.app, "GET", "", token)).body.expired).toBe(false);
  });

  it("another restaurant's staff cannot read the lead's quote; a wrong token is 404", async () => {
    const leadId = await freshLead(t.app, owner, bellini, "Expiry Forbidden Brunch");
    await draftAndSend(t.app, owner, leadId);
    const other = await outsiderOwner(t);
    expect((await quoteCall(t.app, other, "GET", leadId)).status).toBe(404);
    expect((await clientCall(t.app, "GET", "", "x".repeat(43))).status).toBe(404);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/database.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { detail, restaurantIdBySlug } from "./crm-test-helpers.js";
import { clientCall, confirmedLead, draftBody, inDays, moveOn, payByToken, sandboxCard, tokenInText } from "./quote-test-helpers.js";

/** The balance after delivery: due when the lead moves to Delivered, mailed as a link, paid once. */
let t: TestApp;
let owner: string;
let bellini: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t.app, "restaurant_owner");
  bellini = await restaurantIdBySlug(t, "trattoria-bellini");
});
afterAll(async () => t?.close());

const balanceMails = (leadId: string) =>
  queryRows<{ subject: string; text_body: string }>(t.database.db, sql`
    select subject, text_body from mail_outbox where kind = 'catering-balance-due'
      and dedupe_key = 'balance-due:' || (select id::text from catering_quotes where lead_id = ${leadId}::uuid)`);

describe("balance after delivery", () => {
  it("is due on delivery (taxed total − deposits paid), mailed once with a link, paid once per Idempotency-Key", async () => {
    const { leadId, token, version } = await confirmedLead(t.app, owner, bellini, "Balance Banquet");
    const deposit = version.schedule[0]!.amountCents;
    // Before delivery nothing is due.
    expect((await clientCall(t.app, "GET", "", token)).body.event.balance).toBeNull();
    const early = await payByToken(t.app, "/balance", token, crypto.randomUUID(), await sandboxCard(t.app));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("The balance is due after delivery. Nothing is due yet.");

    await moveOn(t.app, owner, leadId, "in_progress");
    await moveOn(t.app, owner, leadId, "delivered");
    const mails = await balanceMails(leadId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Balance due: Balance Banquet");
    expect(mails[0]!.text_body).toContain(`/catering-checkout/${leadId}?token=`);
    const link = tokenInText(mails[0]!.text_body)!;
    const due = await clientCall(t.app, "GET", "", link);
    expect(due.body.event.balance).toEqual({ dueCents: version.totalCents - deposit, paid: null });

    // Invalid: no key, a bad card token; a declined card charges nothing.
    expect((await payByToken(t.app, "/balance", link, null, await sandboxCard(t.app))).status).toBe(400);
    const badBody = await payByToken(t.app, "/balance", link, crypto.randomUUID(), "short");
    expect(badBody.status).toBe(400);
    expect(badBody.body.fieldErrors?.paymentToken).toEqual(["Payment is required"]);
    expect((await payByToken(t.app, "/balance", link, crypto.randomUUID(), await sandboxCard(t.app, "4000000000000002"))).status).toBe(402);

    const key = crypto.randomUUID();
    const paid = await payByToken(t.app, "/balance", link, key, await sandboxCard(t.app));
    expect(paid.status).toBe(200);
    expect(paid.body.event.balance).toEqual({ dueCents: 0, paid: expect.objectContaining({ amountCents: version.totalCents - deposit, last4: "4242" }) });
    // A replay with the same key answers the same and charges nothing; another key is refused.
    expect((await payByToken(t.app, "/balance", link, key, await sandboxCard(t.app))).status).toBe(200);
    const second = await payByToken(t.app, "/balance", token, crypto.randomUUID(), await sandboxCard(t.app));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe("The balance is paid already.");
    const charged = await queryRows<{ n: number; cents: number }>(t.database.db, sql`
      select count(*)::int as n, coalesce(sum(captured_cents), 0)::int as cents from payments where purpose = 'catering_balance'
        and subject_id in (select id from catering_balance_payments where quote_id = (select id from catering_quotes where lead_id = ${leadId}::uuid))`);
    expect(charged[0]).toEqual({ n: 1, cents: version.totalCents - deposit });
    // Deposits + balance = the taxed total, to the cent.
    const sum = await queryRows<{ cents: number }>(t.database.db, sql`
      select (select coalesce(sum(amount_cents), 0) from catering_deposit_payments where quote_id = q.id and payment_id is not null)
           + (select coalesce(sum(amount_cents), 0) from catering_balance_payments where quote_id = q.id and payment_id is not null) as cents
      from catering_quotes q where q.lead_id = ${leadId}::uuid`);
    expect(Number(sum[0]!.cents)).toBe(version.totalCents);
    expect((await detail(t.app, owner, leadId)).body.activities.map((a) => a.kind)).toEqual(expect.arrayContaining(["balance_due", "balance_paid"]));

    // Moving on to Closed mails nothing more.
    await moveOn(t.app, owner, leadId, "closed");
    expect(await balanceMails(leadId)).toHaveLength(1);
  });

  it("nothing is due when the deposits covered the total", async () => {
    const { leadId, token } = await confirmedLead(t.app, owner, bellini, "Balance Prepaid Lunch", draftBody({ deposits: [{ kind: "percent", ppm: 1_000_000, dueAt: inDays(3) }] }));
    await moveOn(t.app, owner, leadId, "in_progress");
    await moveOn(t.app, owner, leadId, "delivered");
    expect(await balanceMails(leadId)).toHaveLength(0);
    expect((await clientCall(t.app, "GET", "", token)).body.event.balance).toEqual({ dueCents: 0, paid: null });
    const res = await payByToken(t.app, "/balance", token, crypto.randomUUID(), await sandboxCard(t.app));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Nothing is due: the deposits covered the total.");
  });

  it("another client's token opens nothing; a made-up token is 404", async () => {
    const res = await payByToken(t.app, "/balance", "A".repeat(43), crypto.randomUUID(), await sandboxCard(t.app));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Quote not found");
  });
});

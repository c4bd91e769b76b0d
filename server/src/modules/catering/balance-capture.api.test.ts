import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/database.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { authorizePayment } from "../payments/index.js";
import { CATERING_BALANCE_CAPTURE_JOB, captureBalanceOnFile } from "./balance-capture.service.js";
import { leadVaultSubject } from "./card-on-file.js";
import { detail, restaurantIdBySlug } from "./crm-test-helpers.js";
import { clientCall, confirmedLead, draftAndSend, freshLead, moveOn, payByToken, sandboxCard, tokenInText } from "./quote-test-helpers.js";

/** The balance captured automatically after delivery, from a card the client kept on file (with consent) at deposit time. */
let t: TestApp;
let owner: string;
let bellini: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t.app, "restaurant_owner");
  bellini = await restaurantIdBySlug(t, "trattoria-bellini");
});
afterAll(async () => t?.close());

const drain = () => t.app.jobs.drain([CATERING_BALANCE_CAPTURE_JOB]);
const deps = () => ({ db: t.database.db, jobs: t.app.jobs, config: t.config });
const mails = (leadId: string, kind: string) =>
  queryRows<{ subject: string; text_body: string }>(t.database.db, sql`
    select subject, text_body from mail_outbox where kind = ${kind}
      and dedupe_key like '%' || (select id::text from catering_quotes where lead_id = ${leadId}::uuid)`);
const balanceCharges = (leadId: string) =>
  queryRows<{ n: number; cents: number }>(t.database.db, sql`
    select count(*)::int as n, coalesce(sum(p.captured_cents), 0)::int as cents from payments p
    where p.purpose = 'catering_balance' and p.status = 'captured'
      and p.subject_id in (select id from catering_balance_payments where quote_id = (select id from catering_quotes where lead_id = ${leadId}::uuid))`);
const cardToken = async (leadId: string) =>
  (await queryRows<{ token: string }>(t.database.db, sql`select token from catering_cards_on_file where lead_id = ${leadId}::uuid`))[0]?.token;

async function deliver(leadId: string) {
  await moveOn(t.app, owner, leadId, "in_progress");
  await moveOn(t.app, owner, leadId, "delivered");
}

describe("card on file at deposit time", () => {
  it("is kept only with the client's consent, as brand + last four + a vault token bound to the lead", async () => {
    const without = await confirmedLead(t.app, owner, bellini, "No Consent Lunch");
    expect((await clientCall(t.app, "GET", "", without.token)).body.event.cardOnFile).toBeNull();
    expect(await cardToken(without.leadId)).toBeUndefined();

    const leadId = await freshLead(t.app, owner, bellini, "Consent Lunch");
    const { token, quote } = await draftAndSend(t.app, owner, leadId);
    await clientCall(t.app, "POST", "/accept", token, { versionId: quote.versions[0]!.id, fullName: "Client Person" });
    // Invalid consent value: 400 with the field's message, nothing paid.
    const bad = await payByToken(t.app, "/deposits", token, crypto.randomUUID(), await sandboxCard(t.app), { keepCardOnFile: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.keepCardOnFile).toEqual(["Choose whether to keep the card on file"]);
    const paid = await payByToken(t.app, "/deposits", token, crypto.randomUUID(), await sandboxCard(t.app), { keepCardOnFile: true });
    expect(paid.status).toBe(200);
    expect(paid.body.event.cardOnFile).toEqual({ brand: "visa", last4: "4242", declined: false });
    expect(JSON.stringify(paid.body)).not.toMatch(/pm_/);
    const vault = await queryRows<{ owner_subject: string; owner_user_id: string | null }>(t.database.db, sql`
      select owner_subject, owner_user_id from sandbox_card_tokens where token = (select token from catering_cards_on_file where lead_id = ${leadId}::uuid)`);
    expect(vault).toEqual([{ owner_subject: leadVaultSubject(leadId), owner_user_id: null }]);
    const lead = (await detail(t.app, owner, leadId)).body;
    expect(lead.money.cardOnFile).toEqual({ brand: "visa", last4: "4242", declined: false });
    expect(lead.activities.map((a) => a.kind)).toContain("card_on_file");
  });

  it("pays for its own lead only: not as a checkout token, not for another lead", async () => {
    const a = await confirmedLead(t.app, owner, bellini, "Vault Bound A", undefined, { keepCardOnFile: true });
    const b = await confirmedLead(t.app, owner, bellini, "Vault Bound B");
    const token = (await cardToken(a.leadId))!;
    await deliver(b.leadId);
    const link = tokenInText((await mails(b.leadId, "catering-balance-due"))[0]!.text_body)!;
    const misuse = await payByToken(t.app, "/balance", link, crypto.randomUUID(), token);
    expect(misuse.status).toBe(402);
    await expect(
      t.database.db.transaction((tx) => authorizePayment(tx, { purpose: "catering_balance", subjectId: crypto.randomUUID(), token, amountCents: 100, country: "US", vaultSubject: leadVaultSubject(b.leadId) })),
    ).rejects.toMatchObject({ code: "payment_failed" });
  });
});

describe("capture after delivery", () => {
  it("charges the balance once through the job, mails a receipt, and shows the balance paid", async () => {
    const { leadId, token, version } = await confirmedLead(t.app, owner, bellini, "Auto Balance Gala", undefined, { keepCardOnFile: true });
    const due = version.totalCents - version.schedule[0]!.amountCents;
    await deliver(leadId);
    // Queued, not mailed as a link: the card on file pays.
    expect(await mails(leadId, "catering-balance-due")).toHaveLength(0);
    expect((await clientCall(t.app, "GET", "", token)).body.event.balance).toEqual({ dueCents: due, paid: null });
    expect(await drain()).toEqual({ completed: 1, failed: 0 });

    const view = await clientCall(t.app, "GET", "", token);
    expect(view.body.event.balance).toEqual({ dueCents: 0, paid: expect.objectContaining({ amountCents: due, brand: "visa", last4: "4242", automatic: true }) });
    expect(await balanceCharges(leadId)).toEqual([{ n: 1, cents: due }]);
    const receipt = await mails(leadId, "catering-balance-receipt");
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.subject).toBe("Receipt: Auto Balance Gala");
    expect(receipt[0]!.text_body).toContain(`Balance charged: $${(due / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
    const lead = (await detail(t.app, owner, leadId)).body;
    expect(lead.ops.balanceDueCents).toBeNull();
    expect(lead.money.balancePaid).toMatchObject({ amountCents: due, automatic: true });
    expect(lead.activities.map((a) => a.kind)).toContain("balance_captured");

    // Again (a rerun, a retry): nothing more is charged or mailed; the link refuses a second payment.
    expect(await captureBalanceOnFile(deps(), leadId)).toBe("already_paid");
    expect(await drain()).toEqual({ completed: 0, failed: 0 });
    expect(await balanceCharges(leadId)).toEqual([{ n: 1, cents: due }]);
    expect(await mails(leadId, "catering-balance-receipt")).toHaveLength(1);
    const late = await payByToken(t.app, "/balance", token, crypto.randomUUID(), await sandboxCard(t.app));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("The balance is paid already.");
  });

  it("without consent the delivery mails the Balance due link as before (no job)", async () => {
    const { leadId } = await confirmedLead(t.app, owner, bellini, "Link Balance Supper");
    await deliver(leadId);
    expect(await drain()).toEqual({ completed: 0, failed: 0 });
    expect(await mails(leadId, "catering-balance-due")).toHaveLength(1);
    expect(await balanceCharges(leadId)).toEqual([{ n: 0, cents: 0 }]);
  });

  it("a declined card falls back to the Balance due link, which the client then pays", async () => {
    const { leadId, token, version } = await confirmedLead(t.app, owner, bellini, "Declined Card Brunch", undefined, { keepCardOnFile: true });
    // The card was cancelled since the deposit: the vault declines its token from now on.
    await t.database.db.execute(sql`update sandbox_card_tokens set outcome = 'decline' where token = (select token from catering_cards_on_file where lead_id = ${leadId}::uuid)`);
    await deliver(leadId);
    expect(await drain()).toEqual({ completed: 1, failed: 0 });
    expect(await balanceCharges(leadId)).toEqual([{ n: 0, cents: 0 }]);
    const linkMail = await mails(leadId, "catering-balance-due");
    expect(linkMail).toHaveLength(1);
    expect(linkMail[0]!.subject).toBe("Balance due: Declined Card Brunch");
    const view = await clientCall(t.app, "GET", "", token);
    expect(view.body.event.cardOnFile).toEqual({ brand: "visa", last4: "4242", declined: true });
    expect(view.body.event.balance?.paid).toBeNull();
    expect((await detail(t.app, owner, leadId)).body.activities.map((a) => a.kind)).toContain("balance_capture_declined");
    // A rerun does not try the declined card again, nor mail twice.
    expect(await captureBalanceOnFile(deps(), leadId)).toBe("no_card");
    expect(await mails(leadId, "catering-balance-due")).toHaveLength(1);
    const paid = await payByToken(t.app, "/balance", tokenInText(linkMail[0]!.text_body)!, crypto.randomUUID(), await sandboxCard(t.app));
    expect(paid.status).toBe(200);
    expect(paid.body.event.balance?.paid).toMatchObject({ amountCents: version.totalCents - version.schedule[0]!.amountCents, automatic: false });
  });

  it("a lead not delivered is not charged by a stray run", async () => {
    const { leadId } = await confirmedLead(t.app, owner, bellini, "Not Yet Delivered", undefined, { keepCardOnFile: true });
    expect(await captureBalanceOnFile(deps(), leadId)).toBe("not_delivered");
    expect(await balanceCharges(leadId)).toEqual([{ n: 0, cents: 0 }]);
  });
});

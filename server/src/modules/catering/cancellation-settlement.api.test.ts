import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/database.js";
import { createTestApp, freshClientAddress, signInAs, type TestApp } from "../../test/test-app.js";
import { restaurantTimeZone } from "../reservations/index.js";
import { localDateOf, localTimeOf } from "../reservations/local-time.js";
import { detail, restaurantIdBySlug } from "./crm-test-helpers.js";
import { clientCall, draftAndSend, draftBody, freshLead, inDays, payByToken, sandboxCard, saveDraft, tokenInText } from "./quote-test-helpers.js";

/** A client's cancellation settled against the deposits paid: refund the excess, charge the rest (card on file) or owe it by link. */
let t: TestApp;
let owner: string;
let bellini: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t.app, "restaurant_owner");
  bellini = await restaurantIdBySlug(t, "trattoria-bellini");
});
afterAll(async () => t?.close());

const feeOf = (totalCents: number) => Math.floor((totalCents * 250_000 + 500_000) / 1_000_000);
const cancel = async (token: string, acceptedFeeCents: number) => {
  const res = await t.app.inject({ method: "POST", url: `/api/catering/quotes/by-token/cancel?token=${token}`, payload: { reason: "The offsite moved", acceptedFeeCents }, remoteAddress: freshClientAddress() });
  return { status: res.statusCode, body: res.json() };
};
async function startIn(leadId: string, hours: number) {
  const start = new Date(Date.now() + hours * 3_600_000);
  const zone = await restaurantTimeZone(t.database.db, bellini);
  await t.database.db.execute(sql`update catering_leads set event_date = ${localDateOf(start, zone)}::date, event_time = ${localTimeOf(start, zone)} where id = ${leadId}::uuid`);
}
const depositPayments = (leadId: string) =>
  queryRows<{ status: string; captured_cents: number; refunded_cents: number }>(t.database.db, sql`
    select p.status, p.captured_cents, p.refunded_cents from payments p join catering_deposit_payments d on d.payment_id = p.id
    join catering_quotes q on q.id = d.quote_id where q.lead_id = ${leadId}::uuid`);
const feePayments = (leadId: string) =>
  queryRows<{ n: number; cents: number }>(t.database.db, sql`
    select count(*)::int as n, coalesce(sum(captured_cents), 0)::int as cents from payments where purpose = 'catering_cancellation_fee' and status = 'captured' and subject_id = ${leadId}::uuid`);
const refundOps = (leadId: string) =>
  queryRows<{ cents: number }>(t.database.db, sql`
    select coalesce(sum(o.amount_cents), 0)::int as cents from payment_operations o join catering_deposit_payments d on d.payment_id = o.payment_id
    join catering_quotes q on q.id = d.quote_id where q.lead_id = ${leadId}::uuid and o.kind = 'refund'`);
const settlementMail = (leadId: string) =>
  queryRows<{ subject: string; text_body: string; kind: string }>(t.database.db, sql`select subject, text_body, kind from mail_outbox where dedupe_key = ${`cancellation-settlement:${leadId}`}`);

/**
 * An accepted Bellini quote whose one deposit is `depositOf(total)` cents (0: accepted, no deposit paid), optionally
 * kept on file, with the event 10 hours away (inside the fee window) unless `hours` says otherwise.
 */
async function acceptedLead(name: string, depositOf: (total: number) => number, opts: { keepCardOnFile?: boolean; hours?: number } = {}) {
  const leadId = await freshLead(t.app, owner, bellini, name);
  const total = (await saveDraft(t.app, owner, leadId)).body.versions[0]!.totalCents;
  const deposit = depositOf(total);
  // A quote always schedules a deposit; "no deposit" is one accepted and not paid yet.
  const deposits = deposit > 0 ? [{ kind: "amount" as const, cents: deposit, dueAt: inDays(7) }] : draftBody().deposits;
  const { token, quote } = await draftAndSend(t.app, owner, leadId, { ...draftBody(), deposits } as unknown as ReturnType<typeof draftBody>);
  expect((await clientCall(t.app, "POST", "/accept", token, { versionId: quote.versions[0]!.id, fullName: "Client Person" }, freshClientAddress())).status).toBe(200);
  if (deposit > 0) {
    const paid = await payByToken(t.app, "/deposits", token, crypto.randomUUID(), await sandboxCard(t.app), { keepCardOnFile: opts.keepCardOnFile ?? false });
    expect(paid.status).toBe(200);
  }
  await startIn(leadId, opts.hours ?? 10);
  return { leadId, token, total, deposit, fee: opts.hours && opts.hours > 24 ? 0 : feeOf(total) };
}

describe("cancellation settled against the deposits", () => {
  it("fee < deposits: the fee is kept, the excess refunded through the payments ledger; shown before confirming and on the lead", async () => {
    const { leadId, token, total, deposit, fee } = await acceptedLead("Settle Refund Dinner", (total) => Math.round(total / 2));
    const before = (await clientCall(t.app, "GET", "", token)).body.event.cancellation;
    expect(before.settlementNow).toEqual({ feeCents: fee, depositsPaidCents: deposit, keptCents: fee, refundCents: deposit - fee, owedCents: 0, owedBy: "none" });
    const res = await cancel(token, fee);
    expect(res.status).toBe(200);
    expect(res.body.event.cancellation.settlement).toEqual({ feeCents: fee, depositsPaidCents: deposit, keptCents: fee, refundCents: deposit - fee, owedCents: 0, owedBy: "none", paid: null });
    expect(await depositPayments(leadId)).toEqual([{ status: "partially_refunded", captured_cents: deposit, refunded_cents: deposit - fee }]);
    expect(await refundOps(leadId)).toEqual([{ cents: deposit - fee }]);
    const lead = (await detail(t.app, owner, leadId)).body;
    expect(lead.money.settlement).toMatchObject({ keptCents: fee, refundCents: deposit - fee });
    expect(lead.activities.find((a) => a.kind === "cancellation_settled")?.body).toContain(`of your $${(deposit / 100).toFixed(2)} deposit and refund`);
    const mail = await settlementMail(leadId);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Your cancellation: Settle Refund Dinner");
    expect(total).toBeGreaterThan(0);
  });

  it("fee = deposits: the deposit is kept, nothing refunded or owed", async () => {
    const { leadId, token, deposit, fee } = await acceptedLead("Settle Equal Lunch", feeOf);
    expect(deposit).toBe(fee);
    expect((await cancel(token, fee)).status).toBe(200);
    expect(await depositPayments(leadId)).toEqual([{ status: "captured", captured_cents: deposit, refunded_cents: 0 }]);
    expect((await detail(t.app, owner, leadId)).body.money.settlement).toMatchObject({ keptCents: fee, refundCents: 0, owedCents: 0, owedBy: "none" });
    expect(await feePayments(leadId)).toEqual([{ n: 0, cents: 0 }]);
  });

  it("fee > deposits with a card on file: the rest is charged to it at once", async () => {
    const { leadId, token, deposit, fee } = await acceptedLead("Settle Card Gala", (total) => Math.round(total / 10), { keepCardOnFile: true });
    const before = (await clientCall(t.app, "GET", "", token)).body.event.cancellation.settlementNow;
    expect(before).toMatchObject({ keptCents: deposit, refundCents: 0, owedCents: fee - deposit, owedBy: "card_on_file" });
    const res = await cancel(token, fee);
    expect(res.status).toBe(200);
    expect(res.body.event.cancellation.settlement).toMatchObject({ owedCents: fee - deposit, owedBy: "card_on_file", paid: expect.objectContaining({ last4: "4242" }) });
    expect(await feePayments(leadId)).toEqual([{ n: 1, cents: fee - deposit }]);
    expect((await settlementMail(leadId))[0]!.text_body).toContain("was charged to your card on file");
  });

  it("fee > deposits without a card: a Cancellation fee due link, paid once on the checkout", async () => {
    const { leadId, token, deposit, fee } = await acceptedLead("Settle Link Brunch", (total) => Math.round(total / 10));
    expect((await cancel(token, fee)).status).toBe(200);
    expect(await feePayments(leadId)).toEqual([{ n: 0, cents: 0 }]);
    const mail = await settlementMail(leadId);
    expect(mail[0]!.subject).toBe("Cancellation fee due: Settle Link Brunch");
    expect(mail[0]!.text_body).toContain(`/catering-checkout/${leadId}?token=`);
    const link = tokenInText(mail[0]!.text_body)!;
    expect((await clientCall(t.app, "GET", "", link)).body.event.cancellation.settlement).toMatchObject({ owedCents: fee - deposit, owedBy: "link", paid: null });
    // Invalid: no key; declined: nothing charged.
    expect((await payByToken(t.app, "/cancellation-fee", link, null, await sandboxCard(t.app))).status).toBe(400);
    expect((await payByToken(t.app, "/cancellation-fee", link, crypto.randomUUID(), await sandboxCard(t.app, "4000000000000002"))).status).toBe(402);
    const key = crypto.randomUUID();
    const paid = await payByToken(t.app, "/cancellation-fee", link, key, await sandboxCard(t.app));
    expect(paid.status).toBe(200);
    expect(paid.body.event.cancellation.settlement?.paid).toMatchObject({ last4: "4242" });
    expect((await payByToken(t.app, "/cancellation-fee", link, key, await sandboxCard(t.app))).status).toBe(200);
    const again = await payByToken(t.app, "/cancellation-fee", token, crypto.randomUUID(), await sandboxCard(t.app));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("The cancellation fee is paid already.");
    expect(await feePayments(leadId)).toEqual([{ n: 1, cents: fee - deposit }]);
    expect((await detail(t.app, owner, leadId)).body.activities.map((a) => a.kind)).toContain("cancellation_fee_paid");
  });

  it("no deposit paid: the whole fee is owed by link", async () => {
    const { leadId, token, fee } = await acceptedLead("Settle No Deposit", () => 0);
    expect((await clientCall(t.app, "GET", "", token)).body.event.cancellation.settlementNow).toEqual({ feeCents: fee, depositsPaidCents: 0, keptCents: 0, refundCents: 0, owedCents: fee, owedBy: "link" });
    expect((await cancel(token, fee)).status).toBe(200);
    expect((await detail(t.app, owner, leadId)).body.money.settlement).toMatchObject({ owedCents: fee, owedBy: "link", paid: null });
    expect((await settlementMail(leadId))[0]!.subject).toBe("Cancellation fee due: Settle No Deposit");
  });

  it("a free cancellation refunds every deposit in full; nothing is owed, so the fee checkout refuses", async () => {
    const { leadId, token, deposit } = await acceptedLead("Settle Free Picnic", (total) => Math.round(total / 4), { hours: 72 });
    expect((await cancel(token, 0)).status).toBe(200);
    expect(await depositPayments(leadId)).toEqual([{ status: "refunded", captured_cents: deposit, refunded_cents: deposit }]);
    const none = await payByToken(t.app, "/cancellation-fee", token, crypto.randomUUID(), await sandboxCard(t.app));
    expect(none.status).toBe(409);
    expect(none.body.message).toBe("No cancellation fee is due.");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { depositSchedule, quoteTotals, QUOTE_EXPIRED_MESSAGE } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { freshClientAddress, signInAs } from "../../test/test-app.js";
import { allCards, board, cateringTeam, detail, outsiderOwner } from "./crm-test-helpers.js";
import { clientCall, draftAndSend, draftBody, freshLead, quoteCall, saveDraft } from "./quote-test-helpers.js";

let { t, owner, staff, ceo, bellini } = {} as Awaited<ReturnType<typeof cateringTeam>>;

beforeAll(async () => {
  ({ t, owner, staff, ceo, bellini } = await cateringTeam());
});
afterAll(async () => t?.close());

describe("building a quote", () => {
  it("computes every figure on the server with the shared maths, ignoring totals a client sends", async () => {
    const leadId = await freshLead(t.app, owner, bellini, "Quote Maths Gala");
    const [{ tax_rate_ppm: taxRatePpm }] = await queryRows<{ tax_rate_ppm: number }>(t.database.db, sql`select tax_rate_ppm from restaurants where id = ${bellini}::uuid`) as [{ tax_rate_ppm: number }];
    const draft = draftBody();
    const body = { ...draft, totalCents: 1, subtotalCents: 1 };
    const res = await saveDraft(t.app, staff, leadId, body as ReturnType<typeof draftBody>);
    expect(res.status).toBe(200);
    const v = res.body.versions[0]!;
    const expected = quoteTotals(draft.lines, { kind: "percent", ppm: 100_000 }, taxRatePpm);
    expect(v).toMatchObject({ number: 1, status: "draft", subtotalCents: expected.subtotalCents, discountCents: expected.discountCents, taxCents: expected.taxCents, totalCents: expected.totalCents });
    expect(v.subtotalCents).toBe(40 * 3_250 + 4 * 4_500 + 10_000);
    expect(v.schedule).toEqual(depositSchedule(expected.totalCents, draft.deposits));
    expect(v.schedule.reduce((a, p) => a + p.amountCents, 0)).toBe(v.totalCents);
    expect(v.lines[0]!.dietaryNote).toBe("6 vegetarian, 2 gluten-free");
    expect(v.validDays).toBe(30);
    // Saving again edits the same draft; it stays v1.
    const again = await saveDraft(t.app, owner, leadId, draftBody({ validDays: 14 }));
    expect(again.body.versions.map((x) => [x.number, x.validDays])).toEqual([[1, 14]]);
  });

  it("refuses bad input with the field's message", async () => {
    const leadId = await freshLead(t.app, owner, bellini, "Quote Invalid Lunch");
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lines: [] }, "lines"],
      [{ lines: [{ kind: "custom", description: "", quantity: 1, unitPriceCents: 100 }] }, "lines.0.description"],
      [{ lines: [{ kind: "custom", description: "x".repeat(201), quantity: 1, unitPriceCents: 100 }] }, "lines.0.description"],
      [{ lines: [{ kind: "custom", description: "Cake", quantity: 1, unitPriceCents: 10.5 }] }, "lines.0.unitPriceCents"],
      [{ serviceType: "picnic" }, "serviceType"],
      [{ deposits: [] }, "deposits"],
      [{ deposits: [{ kind: "percent", ppm: 250_000, dueAt: "soon" }] }, "deposits.0.dueAt"],
      [{ discount: { kind: "amount", cents: 99_999_999 } }, "discount"],
      [{ deposits: [{ kind: "amount", cents: 99_999_999, dueAt: new Date().toISOString() }] }, "deposits.0"],
    ];
    for (const [over, field] of cases) {
      const res = await saveDraft(t.app, owner, leadId, draftBody(over));
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {}), field).toContain(field);
    }
  });

  it("lets only the restaurant's team and executives build or send; others get 403 or 404", async () => {
    const leadId = await freshLead(t.app, owner, bellini, "Quote Permission Party");
    const [customer, courier, outsider] = await Promise.all([signInAs(t.app, "customer"), signInAs(t.app, "courier"), outsiderOwner(t)]);
    for (const c of [customer, courier]) {
      expect((await quoteCall(t.app, c, "GET", leadId)).status).toBe(403);
      expect((await saveDraft(t.app, c, leadId)).status).toBe(403);
    }
    expect((await quoteCall(t.app, outsider, "GET", leadId)).status).toBe(404);
    expect((await saveDraft(t.app, outsider, leadId)).status).toBe(404);
    expect((await quoteCall(t.app, outsider, "POST", leadId, "/send", { versionId: crypto.randomUUID() })).status).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/catering/crm/leads/${leadId}/quote` })).statusCode).toBe(401);
    expect((await saveDraft(t.app, ceo, leadId)).status).toBe(200);
  });
});

describe("an enterprise client's own lead", () => {
  it("reads the versions sent to it (never the draft), and cannot build one", async () => {
    const client = await signInAs(t.app, "enterprise_client");
    const made = await t.app.inject({
      method: "POST", url: "/api/catering", headers: { cookie: client },
      payload: { name: "Quote Client Read Lunch", eventDate: "2031-10-02T00:00:00.000Z", guestCount: "10-25 people", cuisinePreferences: [], restaurantId: bellini },
    });
    expect(made.statusCode).toBe(201);
    const leadId = allCards((await board(t.app, owner, "q=Quote Client Read Lunch")).body)[0]!.id;
    await draftAndSend(t.app, owner, leadId);
    await saveDraft(t.app, owner, leadId, draftBody({ validDays: 10 }));
    const seen = await quoteCall(t.app, client, "GET", leadId);
    expect(seen.status).toBe(200);
    expect(seen.body.canEdit).toBe(false);
    expect(seen.body.versions.map((v) => `${v.number}:${v.status}`)).toEqual(["1:sent"]);
    expect((await saveDraft(t.app, client, leadId)).status).toBe(403);
    expect((await quoteCall(t.app, client, "POST", leadId, "/send", { versionId: crypto.randomUUID() })).status).toBe(403);
  });
});

describe("sending a quote", () => {
  it("freezes the version, moves the lead to Quoted, and mails the client a link whose token is stored only as a hash", async () => {
    const leadId = await freshLead(t.app, owner, bellini, "Quote Send Soiree");
    const { quote, token } = await draftAndSend(t.app, owner, leadId);
    const v1 = quote.versions[0]!;
    expect(v1.status).toBe("sent");
    expect(Date.parse(v1.validUntil!) - Date.parse(v1.sentAt!)).toBe(30 * 86_400_000);
    const lead = await detail(t.app, owner, leadId);
    expect(lead.body.stage).toBe("quoted");
    expect(lead.body.valueCents).toBe(v1.totalCents);
    expect(lead.body.activities.map((a) => a.kind)).toContain("quote_sent");
    const mails = await queryRows<{ recipient: string; text_body: string }>(t.database.db, sql`select recipient, text_body from mail_outbox where kind = 'catering-quote' and dedupe_key = ${`catering-quote:${v1.id}`}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(lead.body.email);
    expect(mails[0]!.text_body).toContain(`/catering-quotes?token=${token}`);
    const stored = await queryRows<{ token_hash: string }>(t.database.db, sql`select token_hash from catering_quotes where lead_id = ${leadId}::uuid`);
    expect(stored[0]!.token_hash).not.toContain(token);
    // A sent version never changes: saving again starts v2, which records what changed.
    const edited = await saveDraft(t.app, owner, leadId, draftBody({ lines: [...draftBody().lines.slice(0, 2)], changeNote: "Client collects" }));
    expect(edited.body.versions.map((x) => `${x.number}:${x.status}`)).toEqual(["2:draft", "1:sent"]);
    expect(edited.body.versions[0]!.changes).toContain("Removed Delivery and set-up");
    expect(edited.body.versions[0]!.changeNote).toBe("Client collects");
    expect(edited.body.versions[1]!.totalCents).toBe(v1.totalCents);
  });

  it("refuses to send a draft other than the one the sender saw, or nothing", async () => {
    const leadId = await freshLead(t.app, owner, bellini, "Quote Stale Send");
    expect((await quoteCall(t.app, owner, "POST", leadId, "/send", { versionId: crypto.randomUUID() })).status).toBe(409);
    await saveDraft(t.app, owner, leadId);
    const res = await quoteCall(t.app, owner, "POST", leadId, "/send", { versionId: crypto.randomUUID() });
    expect(res.status).toBe(409);
    expect((await quoteCall(t.app, owner, "POST", leadId, "/send", { versionId: "nope" })).status).toBe(400);
  });
});

describe("the client's link", () => {
  it("shows the latest sent version without an account and accepts it once, with the typed name, version, time and address", async () => {
    const leadId = await freshLead(t.app, owner, bellini, "Quote Accept Dinner");
    const { quote, token } = await draftAndSend(t.app, owner, leadId);
    const view = await clientCall(t.app, "GET", "", token);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ leadId, expired: false, acceptance: null });
    expect(view.body.version.totalCents).toBe(quote.versions[0]!.totalCents);
    const bad = await clientCall(t.app, "POST", "/accept", token, { versionId: view.body.version.id, fullName: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.fullName).toEqual(["Type your full name to accept"]);
    const ip = freshClientAddress();
    const ok = await clientCall(t.app, "POST", "/accept", token, { versionId: view.body.version.id, fullName: "Ada Lovelace" }, ip);
    expect(ok.status).toBe(200);
    expect(ok.body.acceptance).toMatchObject({ versionId: view.body.version.id, versionNumber: 1, fullName: "Ada Lovelace" });
    const [row] = await queryRows<{ accepted_ip: string; accepted_version_id: string }>(t.database.db, sql`select accepted_ip, accepted_version_id from catering_quotes where lead_id = ${leadId}::uuid`);
    expect(row).toEqual({ accepted_ip: ip, accepted_version_id: view.body.version.id });
    expect((await clientCall(t.app, "POST", "/accept", token, { versionId: view.body.version.id, fullName: "Ada Lovelace" })).status).toBe(409);
    expect((await detail(t.app, owner, leadId)).body.activities.map((a) => a.kind)).toContain("quote_accepted");
    // Accepted: the team can no longer change it.
    expect((await saveDraft(t.app, owner, leadId)).status).toBe(409);
  });

  it("accepts only the latest sent version; a wrong token is 404; an expired quote says so and cannot be accepted", async () => {
    const leadId = await freshLead(t.app, owner, bellini, "Quote Versions Brunch");
    const first = await draftAndSend(t.app, owner, leadId);
    const v1 = first.quote.versions[0]!.id;
    const second = await draftAndSend(t.app, owner, leadId, draftBody({ validDays: 1 }));
    expect(second.quote.versions.map((v) => `${v.number}:${v.status}`)).toEqual(["2:sent", "1:superseded"]);
    expect((await clientCall(t.app, "GET", "", first.token)).status).toBe(404);
    const stale = await clientCall(t.app, "POST", "/accept", second.token, { versionId: v1, fullName: "Grace Hopper" });
    expect(stale.status).toBe(409);
    expect((await clientCall(t.app, "GET", "", "x".repeat(43))).status).toBe(404);
    expect((await clientCall(t.app, "GET", "", "short")).status).toBe(400);
    await t.database.db.execute(sql`update catering_quote_versions set valid_until = now() - interval '1 minute' where id = ${second.quote.versions[0]!.id}::uuid`);
    const expired = await clientCall(t.app, "GET", "", second.token);
    expect(expired.body).toMatchObject({ expired: true, message: QUOTE_EXPIRED_MESSAGE });
    const late = await clientCall(t.app, "POST", "/accept", second.token, { versionId: second.quote.versions[0]!.id, fullName: "Grace Hopper" });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(QUOTE_EXPIRED_MESSAGE);
  });

  it("rate-limits accepts per client address", async () => {
    const ip = freshClientAddress();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await clientCall(t.app, "POST", "/accept", "y".repeat(43), { versionId: crypto.randomUUID(), fullName: "Guesser" }, ip)).status);
    expect(codes.slice(0, 10).every((c) => c === 404)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe("the quote as a PDF", () => {
  it("is a PDF with the total, for the team and through the client's link; others get 404", async () => {
    const leadId = await freshLead(t.app, owner, bellini, "Quote PDF Picnic");
    const { quote, token } = await draftAndSend(t.app, owner, leadId);
    const total = `$${(quote.versions[0]!.totalCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    const team = await t.app.inject({ method: "GET", url: `/api/catering/crm/leads/${leadId}/quote/versions/1.pdf?raw=1`, headers: { cookie: staff } });
    expect(team.statusCode).toBe(200);
    expect(team.headers["content-type"]).toBe("application/pdf");
    expect(team.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const client = await clientCall(t.app, "GET", "/pdf", token);
    expect(client.status).toBe(200);
    expect(client.raw.subarray(0, 5).toString()).toBe("%PDF-");
    const { renderQuotePdf } = await import("./quote-pdf.js");
    const plain = (await renderQuotePdf({ restaurantName: "Trattoria Bellini", eventName: "Quote PDF Picnic", contactName: "C", eventDate: "2031-09-12" }, quote.versions[0]!, { compress: false })).toString("latin1");
    expect(plain.startsWith("%PDF")).toBe(true);
    expect(hexOrText(plain)).toContain(total);
    expect((await t.app.inject({ method: "GET", url: `/api/catering/crm/leads/${leadId}/quote/versions/9.pdf`, headers: { cookie: staff } })).statusCode).toBe(404);
    const outsider = await outsiderOwner(t);
    expect((await t.app.inject({ method: "GET", url: `/api/catering/crm/leads/${leadId}/quote/versions/1.pdf`, headers: { cookie: outsider } })).statusCode).toBe(404);
  });
});

/** pdfkit writes text as hex strings (<24...>) inside TJ operators: decode them to look for a figure. */
function hexOrText(pdf: string): string {
  return pdf.replace(/<([0-9a-fA-F]+)>/g, (_, hex: string) => Buffer.from(hex, "hex").toString("latin1")).replace(/\]\s*TJ/g, "").replace(/\)\s*-?\d+\s*\(/g, "");
}

describe("paying the deposit through the link", () => {
  const card = async (number = "4242424242424242") => {
    const res = await t.app.inject({ method: "POST", url: "/api/payments/sandbox/tokens", payload: { cardNumber: number, expMonth: 12, expYear: 2035, cvc: "123" }, remoteAddress: freshClientAddress() });
    return (res.json() as { token: string }).token;
  };
  const pay = (token: string, key: string | null, paymentToken: string) =>
    t.app.inject({
      method: "POST", url: `/api/catering/quotes/by-token/deposits?token=${token}`, payload: { paymentToken }, remoteAddress: freshClientAddress(),
      headers: key ? { "idempotency-key": key } : {},
    });

  it("charges the first due deposit once per Idempotency-Key and confirms the lead; a decline changes nothing", async () => {
    const leadId = await freshLead(t.app, owner, bellini, "Quote Deposit Dinner");
    const { quote, token } = await draftAndSend(t.app, owner, leadId);
    const v = quote.versions[0]!;
    expect((await pay(token, crypto.randomUUID(), await card())).statusCode).toBe(409); // not accepted yet
    await clientCall(t.app, "POST", "/accept", token, { versionId: v.id, fullName: "Ada Lovelace" });
    expect((await pay(token, null, await card())).statusCode).toBe(400);
    const declined = await pay(token, crypto.randomUUID(), await card("4000000000000002"));
    expect(declined.statusCode).toBe(402);
    expect((await detail(t.app, owner, leadId)).body.stage).toBe("quoted");
    const key = crypto.randomUUID();
    const first = await pay(token, key, await card());
    expect(first.statusCode).toBe(200);
    expect(first.json().deposits).toEqual([expect.objectContaining({ scheduleIndex: 0, amountCents: v.schedule[0]!.amountCents, last4: "4242" })]);
    expect(first.json().nextDeposit).toBeNull();
    const again = await pay(token, key, await card());
    expect(again.statusCode).toBe(200);
    const rows = await queryRows<{ n: number; cents: number }>(t.database.db, sql`select count(*)::int as n, coalesce(sum(amount_cents), 0)::int as cents from payments where purpose = 'catering_deposit' and status = 'captured' and subject_id in (select id from catering_deposit_payments where quote_id = (select id from catering_quotes where lead_id = ${leadId}::uuid))`);
    expect(rows[0]).toEqual({ n: 1, cents: v.schedule[0]!.amountCents });
    expect((await pay(token, crypto.randomUUID(), await card())).statusCode).toBe(409); // nothing more due before delivery
    const lead = await detail(t.app, owner, leadId);
    expect(lead.body.stage).toBe("deposit_paid");
    expect(lead.body.activities.map((a) => a.kind)).toContain("deposit_paid");
  });
});

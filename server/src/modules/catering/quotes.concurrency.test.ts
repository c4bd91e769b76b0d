import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../../platform/database.js";
import { createTestApp, freshClientAddress, signInAs, type TestApp } from "../../test/test-app.js";
import { detail, restaurantIdBySlug } from "./crm-test-helpers.js";
import { clientCall, draftAndSend, draftBody, freshLead, quoteCall, saveDraft } from "./quote-test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("racing accepts", () => {
  it("records exactly one acceptance when many clients accept the same version at once", async () => {
    const owner = await signInAs(t.app, "restaurant_owner");
    const leadId = await freshLead(t.app, owner, await restaurantIdBySlug(t, "trattoria-bellini"), "Quote Race Banquet");
    const { quote, token } = await draftAndSend(t.app, owner, leadId);
    const versionId = quote.versions[0]!.id;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => clientCall(t.app, "POST", "/accept", token, { versionId, fullName: `Racer ${i}` }, freshClientAddress())),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    const winner = results.find((r) => r.status === 200)!.body.acceptance!.fullName;
    const [row] = await queryRows<{ accepted_name: string }>(t.database.db, sql`select accepted_name from catering_quotes where lead_id = ${leadId}::uuid`);
    expect(row!.accepted_name).toBe(winner);
    expect((await detail(t.app, owner, leadId)).body.activities.filter((a) => a.kind === "quote_accepted")).toHaveLength(1);
  });

  it("lets either an accept of v1 or the send of v2 win, never both", async () => {
    const owner = await signInAs(t.app, "restaurant_owner");
    const leadId = await freshLead(t.app, owner, await restaurantIdBySlug(t, "trattoria-bellini"), "Quote Race Resend");
    const { quote, token } = await draftAndSend(t.app, owner, leadId);
    const v2 = await saveDraft(t.app, owner, leadId, draftBody({ validDays: 10 }));
    const [accept, send] = await Promise.all([
      clientCall(t.app, "POST", "/accept", token, { versionId: quote.versions[0]!.id, fullName: "Early Bird" }, freshClientAddress()),
      quoteCall(t.app, owner, "POST", leadId, "/send", { versionId: v2.body.versions[0]!.id }),
    ]);
    expect([accept.status, send.status].sort()).toEqual([200, 409]);
    const [row] = await queryRows<{ accepted_version_id: string | null; latest_sent_version_id: string }>(
      t.database.db,
      sql`select accepted_version_id, latest_sent_version_id from catering_quotes where lead_id = ${leadId}::uuid`,
    );
    if (accept.status === 200) expect(row).toEqual({ accepted_version_id: quote.versions[0]!.id, latest_sent_version_id: quote.versions[0]!.id });
    else expect(row).toEqual({ accepted_version_id: null, latest_sent_version_id: v2.body.versions[0]!.id });
  });

  it("charges one deposit when the client's pay taps race, with one Idempotency-Key or several", async () => {
    const owner = await signInAs(t.app, "restaurant_owner");
    const leadId = await freshLead(t.app, owner, await restaurantIdBySlug(t, "trattoria-bellini"), "Quote Race Deposit");
    const { quote, token } = await draftAndSend(t.app, owner, leadId);
    await clientCall(t.app, "POST", "/accept", token, { versionId: quote.versions[0]!.id, fullName: "Ada Lovelace" });
    const cardToken = async () =>
      ((await t.app.inject({ method: "POST", url: "/api/payments/sandbox/tokens", payload: { cardNumber: "4242424242424242", expMonth: 12, expYear: 2035, cvc: "123" }, remoteAddress: freshClientAddress() })).json() as { token: string }).token;
    const tokens = await Promise.all(Array.from({ length: 8 }, cardToken));
    const sameKey = crypto.randomUUID();
    const results = await Promise.all(
      tokens.map((paymentToken, i) =>
        t.app.inject({
          method: "POST", url: `/api/catering/quotes/by-token/deposits?token=${token}`, payload: { paymentToken }, remoteAddress: freshClientAddress(),
          headers: { "idempotency-key": i < 4 ? sameKey : crypto.randomUUID() },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payments where purpose = 'catering_deposit' and subject_id in (select id from catering_deposit_payments where quote_id = (select id from catering_quotes where lead_id = ${leadId}::uuid))`,
    );
    expect(row!.n).toBe(1);
    expect((await detail(t.app, owner, leadId)).body.stage).toBe("deposit_paid");
  });
});

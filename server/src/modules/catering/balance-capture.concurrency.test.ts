import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/database.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { captureBalanceOnFile } from "./balance-capture.service.js";
import { restaurantIdBySlug } from "./crm-test-helpers.js";
import { confirmedLead, moveOn, payByToken, sandboxCard } from "./quote-test-helpers.js";

/**
 * The automatic capture racing itself and the client's link payment: exactly one charge (run on Postgres with
 * TEST_DATABASE_URL — `npm run test:pg -- <this file>`; on PGlite too, where the single connection serialises them).
 */
let t: TestApp;
let owner: string;
let bellini: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t.app, "restaurant_owner");
  bellini = await restaurantIdBySlug(t, "trattoria-bellini");
});
afterAll(async () => t?.close());

const deps = () => ({ db: t.database.db, jobs: t.app.jobs, config: t.config });
const charges = (leadId: string) =>
  queryRows<{ n: number; cents: number; rows: number }>(t.database.db, sql`
    select count(*)::int as n, coalesce(sum(p.captured_cents), 0)::int as cents,
      (select count(*)::int from catering_balance_payments b join catering_quotes q on q.id = b.quote_id where q.lead_id = ${leadId}::uuid) as rows
    from payments p
    where p.purpose = 'catering_balance' and p.status = 'captured'
      and p.subject_id in (select id from catering_balance_payments where quote_id = (select id from catering_quotes where lead_id = ${leadId}::uuid))`);

async function deliveredWithCard(name: string) {
  const c = await confirmedLead(t.app, owner, bellini, name, undefined, { keepCardOnFile: true });
  await moveOn(t.app, owner, c.leadId, "in_progress");
  await moveOn(t.app, owner, c.leadId, "delivered");
  return { ...c, due: c.version.totalCents - c.version.schedule[0]!.amountCents };
}

describe("racing the balance capture", () => {
  it("the job twice at once and the client paying by link at the same moment: one charge", async () => {
    for (let round = 0; round < 3; round++) {
      const { leadId, token, due } = await deliveredWithCard(`Capture Race ${round}`);
      const card = await sandboxCard(t.app);
      const [jobA, jobB, link] = await Promise.all([
        captureBalanceOnFile(deps(), leadId),
        captureBalanceOnFile(deps(), leadId),
        payByToken(t.app, "/balance", token, crypto.randomUUID(), card),
      ]);
      const captured = [jobA, jobB].filter((o) => o === "captured").length + (link.status === 200 ? 1 : 0);
      expect(captured).toBe(1);
      // The losers saw the payment under the quote's lock: "already_paid" for a job, 409 for the link.
      expect([jobA, jobB].every((o) => o === "captured" || o === "already_paid")).toBe(true);
      expect([200, 409]).toContain(link.status);
      expect((await charges(leadId))[0]).toEqual({ n: 1, cents: due, rows: 1 });
    }
  });

  it("ten job runs at once: one charge, one receipt", async () => {
    const { leadId, due } = await deliveredWithCard("Capture Race Ten");
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => captureBalanceOnFile(deps(), leadId)));
    expect(outcomes.filter((o) => o === "captured")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "already_paid")).toHaveLength(9);
    expect((await charges(leadId))[0]).toEqual({ n: 1, cents: due, rows: 1 });
    const receipts = await queryRows<{ n: number }>(t.database.db, sql`
      select count(*)::int as n from mail_outbox where kind = 'catering-balance-receipt' and dedupe_key = 'balance-receipt:' || (select id::text from catering_quotes where lead_id = ${leadId}::uuid)`);
    expect(receipts[0]!.n).toBe(1);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/database.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { restaurantIdBySlug } from "./crm-test-helpers.js";
import { confirmedLead, moveOn, payByToken, sandboxCard } from "./quote-test-helpers.js";

/** The balance is charged exactly once, whatever races (run on Postgres with TEST_DATABASE_URL; on PGlite too). */
let t: TestApp;
let owner: string;
let bellini: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAs(t.app, "restaurant_owner");
  bellini = await restaurantIdBySlug(t, "trattoria-bellini");
});
afterAll(async () => t?.close());

const balancePayments = (leadId: string) =>
  queryRows<{ n: number; cents: number }>(t.database.db, sql`
    select count(*)::int as n, coalesce(sum(p.captured_cents), 0)::int as cents from payments p
    where p.purpose = 'catering_balance' and p.subject_id in (select id from catering_balance_payments where quote_id = (select id from catering_quotes where lead_id = ${leadId}::uuid))`);

async function delivered(name: string) {
  const c = await confirmedLead(t.app, owner, bellini, name);
  await moveOn(t.app, owner, c.leadId, "in_progress");
  await moveOn(t.app, owner, c.leadId, "delivered");
  return c;
}

describe("racing balance payments", () => {
  it("ten pays with different keys: one charge, nine 409", async () => {
    const { leadId, token, version } = await delivered("Balance Race Keys");
    const cards = await Promise.all(Array.from({ length: 10 }, () => sandboxCard(t.app)));
    const results = await Promise.all(cards.map((card) => payByToken(t.app, "/balance", token, crypto.randomUUID(), card)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect((await balancePayments(leadId))[0]).toEqual({ n: 1, cents: version.totalCents - version.schedule[0]!.amountCents });
  });

  it("ten pays with one key: every answer 200, one charge", async () => {
    const { leadId, token } = await delivered("Balance Race One Key");
    const key = crypto.randomUUID();
    const cards = await Promise.all(Array.from({ length: 10 }, () => sandboxCard(t.app)));
    const results = await Promise.all(cards.map((card) => payByToken(t.app, "/balance", token, key, card)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await balancePayments(leadId))[0]!.n).toBe(1);
  });
});

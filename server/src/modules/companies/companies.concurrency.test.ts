import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteTotals } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { belliniMenu, call, companyWithPeople, orderBody } from "./companies-test-helpers.js";
import { invoiceMonth } from "./company-invoicing.js";

/** On Postgres (the second layer): racing orders against one monthly limit, and month-end runs at once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("B2B races", () => {
  it("racing orders never spend past the monthly limit: exactly the ones that fit are placed", async () => {
    const { companyId, admin, orderer } = await companyWithPeople(t);
    const menu = await belliniMenu(t);
    const one = quoteTotals([{ quantity: 12, unitPriceCents: menu.items[0]!.priceCents }], null, menu.taxRatePpm).totalCents;
    // Room for three orders and a bit, not four.
    const set = await call(t.app, admin.cookie, "PUT", `/api/b2b/companies/${companyId}/settings`, { poNumberRequired: false, costCentreRequired: false, monthlyLimitCents: one * 3 + Math.floor(one / 2) });
    expect(set.status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(t.app, i % 2 ? orderer.cookie : admin.cookie, "POST", `/api/b2b/companies/${companyId}/orders`, orderBody(menu.restaurantId, menu.items[0]!.id, { poNumber: `PO-RACE-${i}` }))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422)).toHaveLength(7);
    const [sum] = await queryRows<{ cents: number; leads: number }>(t.database.db, sql`
      select coalesce(sum(o.total_cents), 0)::int as cents, count(l.id)::int as leads from company_orders o left join catering_leads l on l.company_order_id = o.id
      where o.company_id = ${companyId}::uuid and o.status = 'placed'`);
    expect(sum).toEqual({ cents: one * 3, leads: 3 });
  });

  it("month-end run three times at once issues one invoice per company, numbered without gaps", async () => {
    const companies = await Promise.all(Array.from({ length: 3 }, () => companyWithPeople(t)));
    const menu = await belliniMenu(t);
    for (const c of companies) {
      expect((await call(t.app, c.orderer.cookie, "POST", `/api/b2b/companies/${c.companyId}/orders`, orderBody(menu.restaurantId, menu.items[0]!.id))).status).toBe(201);
    }
    const month = new Date().toISOString().slice(0, 7);
    const runs = await Promise.all(Array.from({ length: 3 }, () => invoiceMonth(t.database.db, t.app.jobs, month, { publicUrl: "http://localhost" })));
    const rows = await queryRows<{ company_id: string; n: number }>(t.database.db, sql`select company_id, count(*)::int as n from company_invoices where month = ${month} group by company_id`);
    expect(runs.reduce((s, r) => s + r.issued, 0)).toBe(rows.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    for (const c of companies) expect(rows.map((r) => r.company_id)).toContain(c.companyId);
    const numbers = (await queryRows<{ number: number }>(t.database.db, sql`select number from company_invoices order by number`)).map((r) => r.number);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const [mails] = await queryRows<{ n: number; distinct_keys: number }>(t.database.db, sql`select count(*)::int as n, count(distinct dedupe_key)::int as distinct_keys from mail_outbox where kind = 'company_invoice'`);
    expect(mails!.n).toBe(mails!.distinct_keys);
    expect(mails!.n).toBe(rows.length);
  });
});

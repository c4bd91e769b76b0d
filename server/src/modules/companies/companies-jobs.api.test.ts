import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { B2B_MONTHLY_MINIMUM_CENTS, type CompanyOrderView, type Invoice } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { COMPANY_MONTHLY_INVOICES_JOB, COMPANY_RECURRING_ORDERS_JOB } from "./companies.jobs.js";
import { belliniMenu, call, companyBody, companyWithPeople, orderBody, register } from "./companies-test-helpers.js";
import { issueMonthlyInvoice } from "./company-invoicing.js";
import { renderInvoicePdf } from "./invoice-pdf.js";
import { upcomingDays } from "./company-recurring.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const thisMonth = () => new Date().toISOString().slice(0, 7);
const runJob = async (name: string, data: object) => {
  await t.app.jobs.send(name, data, { db: t.database.db });
  return t.app.jobs.drain([name]);
};
const invoiceNumbers = async () => (await queryRows<{ number: number }>(t.database.db, sql`select number from company_invoices order by number`)).map((r) => r.number);

describe("month-end invoicing", () => {
  it("issues one invoice per parent company with cost-centre subtotals, the subsidiaries' orders, and the minimum top-up; a second run adds nothing", async () => {
    const parent = await companyWithPeople(t);
    const child = await companyWithPeople(t, { parentCompanyId: parent.companyId });
    const menu = await belliniMenu(t);
    const place = (who: { cookie: string }, companyId: string, over: Record<string, unknown>) =>
      call<CompanyOrderView>(t.app, who.cookie, "POST", `/api/b2b/companies/${companyId}/orders`, orderBody(menu.restaurantId, menu.items[0]!.id, { headcount: 2, lines: [{ menuItemId: menu.items[0]!.id, quantity: 2 }], ...over }));
    const a = await place(parent.orderer, parent.companyId, { costCentre: "CC-SALES", poNumber: "PO-A" });
    const b = await place(parent.admin, parent.companyId, { costCentre: "CC-SALES", poNumber: "PO-B" });
    const c = await place(child.orderer, child.companyId, { costCentre: undefined, poNumber: "PO-CHILD" });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);

    // Before month end the screen reads the month so far, as it will be invoiced.
    const before = await call<{ invoices: Invoice[]; current: Invoice & { issuesOn: string } }>(t.app, parent.orderer.cookie, "GET", `/api/b2b/companies/${parent.companyId}/invoices`);
    expect(before.body.invoices).toEqual([]);
    expect(before.body.current.orders.map((o) => o.poNumber).sort()).toEqual(["PO-A", "PO-B", "PO-CHILD"]);
    expect(before.body.current.totalCents).toBe(B2B_MONTHLY_MINIMUM_CENTS);

    expect(await runJob(COMPANY_MONTHLY_INVOICES_JOB, { month: thisMonth() })).toEqual({ completed: 1, failed: 0 });
    const list = await call<{ invoices: Invoice[]; billedTo: { id: string } }>(t.app, parent.admin.cookie, "GET", `/api/b2b/companies/${parent.companyId}/invoices`);
    expect(list.body.invoices).toHaveLength(1);
    const inv = list.body.invoices[0]!;
    expect(inv.month).toBe(thisMonth());
    expect(inv.orders.map((o) => o.poNumber).sort()).toEqual(["PO-A", "PO-B", "PO-CHILD"]);
    expect(inv.costCentres).toEqual([
      { costCentre: "CC-SALES", orders: 2, subtotalCents: a.body.totalCents + b.body.totalCents },
      { costCentre: null, orders: 1, subtotalCents: c.body.totalCents },
    ]);
    const catering = a.body.totalCents + b.body.totalCents + c.body.totalCents;
    expect(catering).toBeLessThan(B2B_MONTHLY_MINIMUM_CENTS);
    expect(inv).toMatchObject({ cateringCents: catering, minimumTopUpCents: B2B_MONTHLY_MINIMUM_CENTS - catering, totalCents: B2B_MONTHLY_MINIMUM_CENTS });
    expect(inv.number).toMatch(/^INV-\d{6}$/);

    // The subsidiary is billed through its parent and sees no invoice of its own.
    const childList = await call<{ invoices: Invoice[]; billedTo: { id: string } }>(t.app, child.admin.cookie, "GET", `/api/b2b/companies/${child.companyId}/invoices`);
    expect(childList.body).toMatchObject({ invoices: [], billedTo: { id: parent.companyId }, current: null });

    // The admins were mailed once; a second run issues nothing and mails nothing.
    const mails = async () => (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from mail_outbox where kind = 'company_invoice'`))[0]!.n;
    const issued = { numbers: await invoiceNumbers(), mails: await mails() };
    expect(await runJob(COMPANY_MONTHLY_INVOICES_JOB, { month: thisMonth() })).toEqual({ completed: 1, failed: 0 });
    expect({ numbers: await invoiceNumbers(), mails: await mails() }).toEqual(issued);
    const [adminMail] = await queryRows<{ subject: string }>(t.database.db, sql`
      select o.subject from mail_outbox o join users u on u.email = o.recipient where u.id = ${parent.admin.userId}::uuid and o.kind = 'company_invoice'`);
    expect(adminMail!.subject).toContain(inv.number);

    // The PDF: served to the company, refused to another, and it lists the PO numbers and the top-up.
    const pdf = await t.app.inject({ method: "GET", url: `/api/b2b/companies/${parent.companyId}/invoices/${inv.id}/pdf`, headers: { cookie: parent.orderer.cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await t.app.inject({ method: "GET", url: `/api/b2b/companies/${child.companyId}/invoices/${inv.id}/pdf`, headers: { cookie: child.admin.cookie } })).statusCode).toBe(404);
    const text = pdfText((await renderInvoicePdf(inv, { billingAddress: "Strandgade 12", vatNumber: "DK24256790" }, { compress: false })).toString("latin1"));
    for (const s of [inv.number, "PO-CHILD", "CC-SALES", "Monthly minimum top-up"]) expect(text).toContain(s);
  });

  it("numbers invoices without gaps: a rolled-back invoice gives its number back", async () => {
    const ceo = (await companyWithPeople(t)).ceo;
    const body = companyBody();
    const created = await call<{ company: { id: string } }>(t.app, ceo, "POST", "/api/b2b/companies", body);
    const month = "2031-01";
    const [counter] = await queryRows<{ last_number: number }>(t.database.db, sql`select coalesce((select last_number from invoice_counters), 0) as last_number`);
    await t.database.db
      .transaction(async (tx) => {
        expect(await issueMonthlyInvoice(tx, t.app.jobs, created.body.company.id, month, { publicUrl: "http://x" })).not.toBeNull();
        throw new Error("crash after numbering");
      })
      .catch((e: Error) => expect(e.message).toBe("crash after numbering"));
    expect(await runJob(COMPANY_MONTHLY_INVOICES_JOB, { month })).toEqual({ completed: 1, failed: 0 });
    const [mine] = await queryRows<{ number: number; total_cents: number }>(t.database.db, sql`select number, total_cents from company_invoices where company_id = ${created.body.company.id}::uuid and month = ${month}`);
    expect(mine!.total_cents).toBe(B2B_MONTHLY_MINIMUM_CENTS);
    const numbers = await invoiceNumbers();
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(numbers.length).toBeGreaterThan(counter!.last_number);
  });
});

describe("recurring orders", () => {
  it("the daily job places each week's order once (idempotent), as a lead, and keeps a week the limit refused", async () => {
    const { companyId, admin, orderer } = await companyWithPeople(t);
    const menu = await belliniMenu(t);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const weekday = tomorrow.getUTCDay();
    const { eventDate: _omit, ...basics } = orderBody(menu.restaurantId, menu.items[0]!.id, { eventName: "Friday lunch", poNumber: "PO-WEEKLY" });
    expect((await call(t.app, orderer.cookie, "POST", `/api/b2b/companies/${companyId}/recurring-orders`, { ...basics, weekday })).status).toBe(403);
    const bad = await call(t.app, admin.cookie, "POST", `/api/b2b/companies/${companyId}/recurring-orders`, { ...basics, weekday: 7 });
    expect(bad.body.fieldErrors?.weekday).toEqual(["Choose a weekday"]);
    await call(t.app, admin.cookie, "PUT", `/api/b2b/companies/${companyId}/settings`, { poNumberRequired: true, costCentreRequired: false, monthlyLimitCents: null });
    const withoutPo = await call(t.app, admin.cookie, "POST", `/api/b2b/companies/${companyId}/recurring-orders`, { ...basics, weekday, poNumber: undefined });
    expect(withoutPo.status).toBe(400);
    expect(withoutPo.body.fieldErrors?.poNumber).toEqual(["PO number is required"]);
    const created = await call<{ id: string }>(t.app, admin.cookie, "POST", `/api/b2b/companies/${companyId}/recurring-orders`, { ...basics, weekday });
    expect(created.status).toBe(201);

    expect(await runJob(COMPANY_RECURRING_ORDERS_JOB, {})).toEqual({ completed: 1, failed: 0 });
    expect(await runJob(COMPANY_RECURRING_ORDERS_JOB, {})).toEqual({ completed: 1, failed: 0 });
    const orders = await queryRows<{ event_date: string; status: string; lead_id: string | null; po_number: string }>(t.database.db, sql`
      select to_char(event_date, 'YYYY-MM-DD') as event_date, status, lead_id, po_number from company_orders where recurring_order_id = ${created.body.id}::uuid`);
    expect(orders.map((o) => o.event_date)).toEqual(upcomingDays(new Date(), weekday));
    expect(orders.every((o) => o.status === "placed" && o.lead_id && o.po_number === "PO-WEEKLY")).toBe(true);

    // A second recurring order on the same day, with the limit now reached: that week is kept as refused, once.
    await call(t.app, admin.cookie, "PUT", `/api/b2b/companies/${companyId}/settings`, { poNumberRequired: false, costCentreRequired: false, monthlyLimitCents: 1 });
    const second = await call<{ id: string }>(t.app, admin.cookie, "POST", `/api/b2b/companies/${companyId}/recurring-orders`, { ...basics, weekday, eventName: "Board lunch" });
    await runJob(COMPANY_RECURRING_ORDERS_JOB, {});
    await runJob(COMPANY_RECURRING_ORDERS_JOB, {});
    const refused = await queryRows<{ status: string; refused_reason: string; lead_id: string | null }>(t.database.db, sql`select status, refused_reason, lead_id from company_orders where recurring_order_id = ${second.body.id}::uuid`);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ status: "refused", lead_id: null });
    expect(refused[0]!.refused_reason).toContain("monthly spending limit");

    // Stopped: no more weeks.
    const stopped = await call<{ recurringOrders: { id: string; active: boolean }[] }>(t.app, admin.cookie, "POST", `/api/b2b/companies/${companyId}/recurring-orders/${second.body.id}/stop`);
    expect(stopped.body.recurringOrders.find((r) => r.id === second.body.id)!.active).toBe(false);
    const newcomer = await register(t.app, `late-${Date.now()}@example.com`);
    expect((await call(t.app, newcomer.cookie, "GET", `/api/b2b/companies/${companyId}/recurring-orders`)).status).toBe(403);
  });
});

/** pdfkit writes each run of text as a TJ array of hex strings with kerning between: one line of text per array. */
function pdfText(pdf: string): string {
  return [...pdf.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((m) => [...m[1]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1")).join("")).join("\n");
}

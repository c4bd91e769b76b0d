import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteTotals, type CompanyAccount, type CompanyOrderView, type LeadDetail } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, registerCustomer, signInAs, type TestApp } from "../../test/test-app.js";
import { belliniMenu, call, companyBody, freshCvr, companyWithPeople, inviteTokenFor, orderBody, register } from "./companies-test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("company accounts", () => {
  it("an executive opens one; the invited admin joins as an enterprise client of it; the link works once", async () => {
    const ceo = await signInAs(t.app, "ceo");
    const cvr = freshCvr();
    const body = companyBody({ vatNumber: `DK ${cvr.slice(0, 4)} ${cvr.slice(4)}` });
    const created = await call<{ company: { id: string; vatNumber: string } }>(t.app, ceo, "POST", "/api/b2b/companies", body);
    expect(created.status).toBe(201);
    expect(created.body.company.vatNumber).toBe(`DK${cvr}`);
    const token = await inviteTokenFor(t, body.adminEmail);
    const [stored] = await queryRows<{ token_hash: string }>(t.database.db, sql`select token_hash from company_invites where email = ${body.adminEmail}`);
    expect(stored!.token_hash).not.toBe(token);
    const someoneElse = await registerCustomer(t.app);
    const wrongAccount = await call(t.app, someoneElse.cookie, "POST", "/api/b2b/invites/accept", { token });
    expect(wrongAccount.status).toBe(403);
    expect(wrongAccount.body.message).toBe("This invitation is for another email address: sign in with the invited one");
    const forged = await call(t.app, someoneElse.cookie, "POST", "/api/b2b/invites/accept", { token: "x".repeat(43) });
    expect(forged.status).toBe(404);
    expect((await t.app.inject({ method: "POST", url: "/api/b2b/invites/accept", payload: { token } })).statusCode).toBe(401);
    const admin = await register(t.app, body.adminEmail);
    const accepted = await call(t.app, admin.cookie, "POST", "/api/b2b/invites/accept", { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ companyId: created.body.company.id, role: "admin" });
    expect((await call(t.app, admin.cookie, "POST", "/api/b2b/invites/accept", { token })).status).toBe(404);
    const me = await call<{ role: string }>(t.app, admin.cookie, "GET", "/api/auth/user");
    expect(me.body.role).toBe("enterprise_client");
    const account = await call<CompanyAccount>(t.app, admin.cookie, "GET", "/api/b2b/company");
    expect(account.status).toBe(200);
    expect(account.body.viewerRole).toBe("admin");
    expect(account.body.members.map((m) => m.email)).toEqual([body.adminEmail]);
  });

  it("refuses a bad tax number with the field's message, a duplicate with 409, and non-executives with 403", async () => {
    const ceo = await signInAs(t.app, "ceo");
    const bad = await call(t.app, ceo, "POST", "/api/b2b/companies", companyBody({ vatNumber: "24256791" }));
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.vatNumber).toEqual(["This CVR number's check digit is wrong"]);
    const body = companyBody();
    expect((await call(t.app, ceo, "POST", "/api/b2b/companies", body)).status).toBe(201);
    const dup = await call(t.app, ceo, "POST", "/api/b2b/companies", { ...companyBody(), vatNumber: `DK${body.vatNumber}` });
    expect(dup.status).toBe(409);
    for (const role of ["customer", "restaurant_owner", "enterprise_client"]) {
      expect((await call(t.app, await signInAs(t.app, role), "POST", "/api/b2b/companies", companyBody())).status).toBe(403);
    }
    expect((await t.app.inject({ method: "POST", url: "/api/b2b/companies", payload: companyBody() })).statusCode).toBe(401);
  });

  it("lets admins change settings and invite; orderers may not", async () => {
    const { companyId, admin, orderer } = await companyWithPeople(t);
    const settings = { poNumberRequired: true, costCentreRequired: true, monthlyLimitCents: 250_000 };
    expect((await call(t.app, orderer.cookie, "PUT", `/api/b2b/companies/${companyId}/settings`, settings)).status).toBe(403);
    expect((await call(t.app, orderer.cookie, "POST", `/api/b2b/companies/${companyId}/invites`, { email: "x@example.com", role: "admin" })).status).toBe(403);
    const saved = await call(t.app, admin.cookie, "PUT", `/api/b2b/companies/${companyId}/settings`, settings);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(settings);
    const negative = await call(t.app, admin.cookie, "PUT", `/api/b2b/companies/${companyId}/settings`, { ...settings, monthlyLimitCents: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.fieldErrors?.monthlyLimitCents).toEqual(["The limit cannot be negative"]);
  });
});

/** A company's orders: priced by the server, with the required references, within the limit, as pipeline leads. */
describe("B2B orders", () => {
  it("prices from the menu with tax, makes a lead carrying company, PO number and cost centre, visible to the restaurant's team", async () => {
    const { companyId, companyName, orderer } = await companyWithPeople(t);
    const menu = await belliniMenu(t);
    const placed = await call<CompanyOrderView>(t.app, orderer.cookie, "POST", `/api/b2b/companies/${companyId}/orders`, orderBody(menu.restaurantId, menu.items[0]!.id, { totalCents: 1 }));
    expect(placed.status).toBe(201);
    expect(placed.body.totalCents).toBe(quoteTotals([{ quantity: 12, unitPriceCents: menu.items[0]!.priceCents }], null, menu.taxRatePpm).totalCents);
    expect(placed.body).toMatchObject({ poNumber: "PO-1001", costCentre: "CC-SALES", status: "placed" });
    const [lead] = await queryRows<{ source: string; company_id: string; company_name: string; po_number: string; cost_centre: string; value_cents: number; stage: string }>(
      t.database.db,
      sql`select source, company_id, company_name, po_number, cost_centre, value_cents, stage from catering_leads where id = ${placed.body.leadId}::uuid`,
    );
    expect(lead).toEqual({ source: "b2b", company_id: companyId, company_name: companyName, po_number: "PO-1001", cost_centre: "CC-SALES", value_cents: placed.body.totalCents, stage: "new" });
    const owner = await signInAs(t.app, "restaurant_owner");
    const seen = await call<LeadDetail>(t.app, owner, "GET", `/api/catering/crm/leads/${placed.body.leadId}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ source: "b2b", companyName, poNumber: "PO-1001", costCentre: "CC-SALES", valueCents: placed.body.totalCents });
    expect(seen.body.activities.some((a) => a.body?.includes("PO number: PO-1001") && a.body.includes("Cost centre: CC-SALES"))).toBe(true);
    expect((await call<LeadDetail>(t.app, orderer.cookie, "GET", `/api/catering/crm/leads/${placed.body.leadId}`)).status).toBe(200);
  });

  it("requires PO number and cost centre when the company says so, refuses unknown dishes and past dates (400 on the field)", async () => {
    const { companyId, admin, orderer } = await companyWithPeople(t);
    await call(t.app, admin.cookie, "PUT", `/api/b2b/companies/${companyId}/settings`, { poNumberRequired: true, costCentreRequired: true, monthlyLimitCents: null });
    const menu = await belliniMenu(t);
    const url = `/api/b2b/companies/${companyId}/orders`;
    const missing = await call(t.app, orderer.cookie, "POST", url, orderBody(menu.restaurantId, menu.items[0]!.id, { poNumber: " ", costCentre: undefined }));
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ poNumber: ["PO number is required"], costCentre: ["Cost centre is required"] });
    const otherMenu = await queryRows<{ id: string }>(t.database.db, sql`select m.id from menu_items m join restaurants r on r.id = m.restaurant_id where r.slug = 'sakura-house' limit 1`);
    const foreign = await call(t.app, orderer.cookie, "POST", url, orderBody(menu.restaurantId, otherMenu[0]!.id));
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors?.["lines.0.menuItemId"]).toEqual(["This dish is not on the restaurant's menu"]);
    const past = await call(t.app, orderer.cookie, "POST", url, orderBody(menu.restaurantId, menu.items[0]!.id, { eventDate: "2020-01-10" }));
    expect(past.status).toBe(400);
    expect(past.body.fieldErrors?.eventDate).toEqual(["The event date has passed"]);
    const tooLong = await call(t.app, orderer.cookie, "POST", url, orderBody(menu.restaurantId, menu.items[0]!.id, { poNumber: "P".repeat(51) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors?.poNumber).toEqual(["PO number is at most 50 characters"]);
  });

  it("refuses an order over the monthly limit with 422 saying what is left", async () => {
    const { companyId, admin, orderer } = await companyWithPeople(t);
    const menu = await belliniMenu(t);
    const one = quoteTotals([{ quantity: 12, unitPriceCents: menu.items[0]!.priceCents }], null, menu.taxRatePpm).totalCents;
    await call(t.app, admin.cookie, "PUT", `/api/b2b/companies/${companyId}/settings`, { poNumberRequired: false, costCentreRequired: false, monthlyLimitCents: one + 100 });
    const url = `/api/b2b/companies/${companyId}/orders`;
    expect((await call(t.app, orderer.cookie, "POST", url, orderBody(menu.restaurantId, menu.items[0]!.id))).status).toBe(201);
    const over = await call(t.app, orderer.cookie, "POST", url, orderBody(menu.restaurantId, menu.items[0]!.id));
    expect(over.status).toBe(422);
    expect(over.body.message).toContain("would exceed the company's monthly spending limit");
    expect(over.body.message).toContain("$1.00 is left this month");
    const account = await call<CompanyAccount>(t.app, admin.cookie, "GET", `/api/b2b/companies/${companyId}`);
    expect(account.body.spentCents).toBe(one);
  });

  it("keeps company A's people out of company B: account, orders, invoices, leads (404) and other roles (403)", async () => {
    const a = await companyWithPeople(t);
    const b = await companyWithPeople(t);
    const menu = await belliniMenu(t);
    const bOrder = await call<CompanyOrderView>(t.app, b.orderer.cookie, "POST", `/api/b2b/companies/${b.companyId}/orders`, orderBody(menu.restaurantId, menu.items[0]!.id));
    for (const path of ["", "/orders", "/invoices", "/recurring-orders"]) {
      expect((await call(t.app, a.admin.cookie, "GET", `/api/b2b/companies/${b.companyId}${path}`)).status, path).toBe(404);
    }
    expect((await call(t.app, a.orderer.cookie, "POST", `/api/b2b/companies/${b.companyId}/orders`, orderBody(menu.restaurantId, menu.items[0]!.id))).status).toBe(404);
    expect((await call(t.app, a.admin.cookie, "PUT", `/api/b2b/companies/${b.companyId}/settings`, { poNumberRequired: false, costCentreRequired: false, monthlyLimitCents: null })).status).toBe(404);
    expect((await call(t.app, a.admin.cookie, "GET", `/api/catering/crm/leads/${bOrder.body.leadId}`)).status).toBe(404);
    expect((await call(t.app, a.admin.cookie, "GET", `/api/catering/crm/leads/${bOrder.body.leadId}/quote`)).status).toBe(404);
    const board = await call<{ columns: { leads: { id: string }[] }[] }>(t.app, a.admin.cookie, "GET", "/api/catering/crm/leads");
    expect(board.body.columns.flatMap((c) => c.leads.map((l) => l.id))).not.toContain(bOrder.body.leadId);
    for (const role of ["customer", "restaurant_owner", "courier"]) {
      expect((await call(t.app, await signInAs(t.app, role), "GET", `/api/b2b/companies/${b.companyId}`)).status, role).toBe(403);
    }
    // An executive sees it, but does not order for the company.
    expect((await call(t.app, a.ceo, "GET", `/api/b2b/companies/${b.companyId}/orders`)).status).toBe(200);
    expect((await call(t.app, a.ceo, "POST", `/api/b2b/companies/${b.companyId}/orders`, orderBody(menu.restaurantId, menu.items[0]!.id))).status).toBe(403);
  });
});

describe("the demo company", () => {
  it("is Dana's: Northwind A/S with its orderer, this month's spend, a weekly lunch and last month's invoice", async () => {
    const dana = await signInAs(t.app, "enterprise_client");
    const account = await call<CompanyAccount>(t.app, dana, "GET", "/api/b2b/company");
    expect(account.status).toBe(200);
    expect(account.body.company).toMatchObject({ name: "Northwind A/S", vatNumber: "DK12345674", poNumberRequired: true, costCentreRequired: true });
    expect(account.body.members.map((m) => m.role).sort()).toEqual(["admin", "orderer"]);
    expect(account.body.spentCents).toBeGreaterThan(0);
    const id = account.body.company.id;
    const invoices = await call<{ invoices: { month: string; orders: { poNumber: string }[] }[] }>(t.app, dana, "GET", `/api/b2b/companies/${id}/invoices`);
    const d = new Date();
    const lastMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    expect(invoices.body.invoices.map((i) => i.month)).toEqual([lastMonth]);
    expect(invoices.body.invoices[0]!.orders.map((o) => o.poNumber)).toEqual(["PO-4471", "PO-4502"]);
    const recurring = await call<{ recurringOrders: { eventName: string }[] }>(t.app, dana, "GET", `/api/b2b/companies/${id}/recurring-orders`);
    expect(recurring.body.recurringOrders.map((r) => r.eventName)).toEqual(["Friday team lunch"]);
  });
});

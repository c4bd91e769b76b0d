import { sql } from "drizzle-orm";
import type { AuditPage } from "@tavola/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/database.js";
import { createTestApp, freshClientAddress, sessionCookie, signInAs, type TestApp } from "../../test/test-app.js";

/**
 * Issue 20's proof "every endpoint as each role", in one table: every executive endpoint (the figures, the AI
 * control, the audit log, the flags, the providers, the accounts, the outbox) asked by each role. A customer, a
 * restaurant owner and a courier get 403 (an owner reads the restaurant-scoped screens for their own restaurant
 * only); a ceo and a super admin get data; and a customer's session raised to ceo by the landing's CEO Access
 * modal (POST /api/auth/admin-key) reads what a ceo reads — and no more: the super admins' screens stay 403.
 */
const ADMIN_KEY = "exec-access-admin-key-0123456789";
let t: TestApp;
let own: string; // the demo owner's restaurant
let other: string; // a restaurant the demo owner does not run
let customerId: string;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ ADMIN_KEY });
  for (const role of ["customer", "restaurant_owner", "courier", "ceo", "super_admin"]) cookies[role] = await signInAs(t.app, role);
  const userId = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json<{ id: string }>().id;
  const ownerId = await userId(cookies.restaurant_owner!);
  const rows = await queryRows<{ id: string; mine: boolean }>(t.database.db, sql`
    select r.id, exists (select 1 from restaurant_staff s where s.restaurant_id = r.id and s.user_id = ${ownerId}) as mine
    from restaurants r order by r.slug`);
  own = rows.find((r) => r.mine)!.id;
  other = rows.find((r) => !r.mine)!.id;
  customerId = await userId(cookies.customer!);

  // A customer of their own (the demo customer's session stays a customer), raised by the CEO Access key.
  const reg = await t.app.inject({
    method: "POST", url: "/api/auth/register", remoteAddress: freshClientAddress(),
    payload: { email: "raised@example.com", password: "orbit kettle velvet 42", firstName: "Rae", lastName: "Sed" },
  });
  const raised = await t.app.inject({
    method: "POST", url: "/api/auth/admin-key", payload: { adminKey: ADMIN_KEY }, headers: { cookie: sessionCookie(reg) },
  });
  expect(raised.statusCode, raised.body).toBe(200);
  expect(raised.json()).toMatchObject({ role: "ceo", email: "raised@example.com" });
  cookies.raised = sessionCookie(raised);
}, 90_000);
afterAll(async () => t?.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const range = `from=${day(-7)}&to=${day(0)}`;
type Call = { method: "GET" | "POST" | "PUT"; url: () => string; body?: object };

/** Executives only: the ceo, a super admin and a raised session read them. */
const executiveCalls: Call[] = [
  { method: "GET", url: () => `/api/analytics/ceo-dashboard?${range}` },
  { method: "GET", url: () => `/api/analytics/finance?${range}` },
  { method: "GET", url: () => `/api/analytics/finance/export.csv?${range}` },
  { method: "GET", url: () => "/api/analytics/customer-churn" },
  { method: "GET", url: () => "/api/analytics/insights/anomalies" },
  { method: "POST", url: () => "/api/analytics/insights/ask", body: { question: "orders yesterday" } },
  // The restaurant-scoped screens, asked for a restaurant the demo owner does not run.
  { method: "GET", url: () => `/api/analytics/overview?${range}&restaurantId=${other}` },
  { method: "GET", url: () => `/api/analytics/advanced?${range}&restaurantId=${other}` },
  { method: "GET", url: () => `/api/analytics/demand-forecast?restaurantId=${other}` },
  { method: "GET", url: () => "/api/admin/audit" },
  { method: "GET", url: () => "/api/admin/flags" },
  { method: "PUT", url: () => "/api/payments/providers/global", body: { available: true } },
];
/** Super admins only: a ceo (and so a raised session) gets 403 too. */
const superAdminCalls: Call[] = [
  { method: "GET", url: () => "/api/admin/users" },
  { method: "GET", url: () => `/api/admin/users/${customerId}/sessions` },
  { method: "GET", url: () => "/api/admin/outbox" },
];
/** Super admins' changes: asked by anyone else, 403 before anything changes. */
const superAdminChanges: Call[] = [
  { method: "PUT", url: () => `/api/admin/users/${customerId}/role`, body: { role: "ceo", reason: "should not happen" } },
  { method: "POST", url: () => `/api/admin/users/${customerId}/lock`, body: { reason: "should not happen" } },
  { method: "PUT", url: () => "/api/admin/flags/finance-csv-export", body: { enabled: false } },
];

const call = (c: Call, cookie?: string) =>
  t.app.inject({ method: c.method, url: c.url(), ...(c.body ? { payload: c.body } : {}), headers: cookie ? { cookie } : {} });
const label = (c: Call) => `${c.method} ${c.url().split("?")[0]}`;

describe("every executive endpoint as each role", () => {
  it("signed out: 401 everywhere", async () => {
    for (const c of [...executiveCalls, ...superAdminCalls, ...superAdminChanges]) expect((await call(c)).statusCode, label(c)).toBe(401);
  });

  it("a customer and a courier: 403 everywhere", async () => {
    for (const role of ["customer", "courier"])
      for (const c of [...executiveCalls, ...superAdminCalls, ...superAdminChanges])
        expect((await call(c, cookies[role])).statusCode, `${role} ${label(c)}`).toBe(403);
  });

  it("a restaurant owner: 403 everywhere, except the restaurant-scoped screens for their own restaurant", async () => {
    for (const c of [...executiveCalls, ...superAdminCalls, ...superAdminChanges])
      expect((await call(c, cookies.restaurant_owner)).statusCode, `owner ${label(c)}`).toBe(403);
    const ownOnly: Call[] = [
      { method: "GET", url: () => `/api/analytics/overview?${range}&restaurantId=${own}` },
      { method: "GET", url: () => `/api/analytics/advanced?${range}&restaurantId=${own}` },
      { method: "GET", url: () => `/api/analytics/demand-forecast?restaurantId=${own}` },
    ];
    for (const c of ownOnly) expect((await call(c, cookies.restaurant_owner)).statusCode, `owner ${label(c)}`).toBe(200);
    // Without a restaurant named, the scoped screens answer the owner's own restaurant, never the platform's.
    const mine = await call({ method: "GET", url: () => `/api/analytics/overview?${range}` }, cookies.restaurant_owner);
    expect(mine.statusCode).toBe(200);
    const body = mine.json<{ scope: string; restaurants: Array<{ id: string }> }>();
    expect(body.scope).toBe("own");
    expect(body.restaurants.map((r) => r.id)).toEqual([own]);
  });

  it("the ceo and a super admin: data from every executive endpoint", async () => {
    for (const role of ["ceo", "super_admin"])
      for (const c of executiveCalls) {
        const res = await call(c, cookies[role]);
        // The churn model answers 202 (its fit queued) until a fit is stored.
        expect([200, 202], `${role} ${label(c)}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      }
  });

  it("the super admins' screens: a super admin reads them, the ceo gets 403", async () => {
    for (const c of superAdminCalls) {
      expect((await call(c, cookies.super_admin)).statusCode, `super_admin ${label(c)}`).toBe(200);
      expect((await call(c, cookies.ceo)).statusCode, `ceo ${label(c)}`).toBe(403);
    }
    for (const c of superAdminChanges) expect((await call(c, cookies.ceo)).statusCode, `ceo ${label(c)}`).toBe(403);
  });
});

describe("a session raised to ceo by the CEO Access modal", () => {
  it("reads every executive endpoint as the ceo does, with the same figures", async () => {
    for (const c of executiveCalls) {
      const res = await call(c, cookies.raised);
      expect([200, 202], `raised ${label(c)}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    }
    const url = `/api/analytics/ceo-dashboard?${range}`;
    const [asRaised, asCeo] = await Promise.all([call({ method: "GET", url: () => url }, cookies.raised), call({ method: "GET", url: () => url }, cookies.ceo)]);
    expect(asRaised.json().current).toEqual(asCeo.json().current);
  });

  it("is a ceo, not a super admin: the accounts, sessions, outbox and every change of theirs stay 403", async () => {
    for (const c of [...superAdminCalls, ...superAdminChanges]) expect((await call(c, cookies.raised)).statusCode, `raised ${label(c)}`).toBe(403);
    const [row] = await queryRows<{ role: string; locked_at: Date | null }>(t.database.db, sql`select role, locked_at from users where id = ${customerId}`);
    expect(row).toEqual({ role: "customer", locked_at: null });
  });

  it("is audited: who was raised, from which role", async () => {
    const res = await call({ method: "GET", url: () => "/api/admin/audit?action=auth.admin_key_elevation" }, cookies.super_admin);
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json<AuditPage>().items;
    expect(entries.find((e) => e.targetLabel === "raised@example.com")).toMatchObject({ before: { role: "customer" }, after: { role: "ceo" } });
  });
});

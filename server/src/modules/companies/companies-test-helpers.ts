import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { queryRows } from "../../platform/database.js";
import { freshClientAddress, sessionCookie, signInAs, type TestApp } from "../../test/test-app.js";

/** Helpers shared by the companies module's API and concurrency tests. */
export type Res<T = Record<string, unknown>> = { status: number; body: T & { message?: string; code?: string; fieldErrors?: Record<string, string[]> } };

export async function call<T = Record<string, unknown>>(app: FastifyInstance, cookie: string, method: "GET" | "POST" | "PUT", url: string, payload?: unknown): Promise<Res<T>> {
  const res = await app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  return { status: res.statusCode, body: res.json() as Res<T>["body"] };
}

/** A valid CVR number of its own per call (8 digits, mod-11), so every test's company is new. */
export function freshCvr(): string {
  const w = [2, 7, 6, 5, 4, 3, 2, 1];
  for (;;) {
    const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    if (w.reduce((s, x, i) => s + x * Number(digits[i]), 0) % 11 === 0) return digits;
  }
}

export const companyBody = (over: Record<string, unknown> = {}) => ({
  name: `Test Company ${randomUUID().slice(0, 8)}`,
  vatNumber: freshCvr(),
  billingAddress: { line1: "Strandgade 12", postalCode: "1401", city: "København K", country: "DK" },
  adminEmail: `admin-${randomUUID()}@example.com`,
  ...over,
});

export async function register(app: FastifyInstance, email: string): Promise<{ cookie: string; userId: string }> {
  const res = await app.inject({ method: "POST", url: "/api/auth/register", remoteAddress: freshClientAddress(), payload: { email, password: "correct horse battery", firstName: "Bea", lastName: "Buyer" } });
  return { cookie: sessionCookie(res), userId: (res.json() as { id: string }).id };
}

/** The token of the last invitation mailed to `email`, read from the outbox as the person would read the mail. */
export async function inviteTokenFor(t: TestApp, email: string): Promise<string> {
  const [row] = await queryRows<{ text_body: string }>(t.database.db, sql`select text_body from mail_outbox where recipient = ${email.toLowerCase()} and kind = 'company_invite' order by created_at desc limit 1`);
  const token = /invite=([A-Za-z0-9_-]+)/.exec(row?.text_body ?? "")?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/** A new company (opened by the demo CEO) with an admin who accepted the invitation, and an invited orderer. */
export async function companyWithPeople(t: TestApp, over: Record<string, unknown> = {}) {
  const ceo = await signInAs(t.app, "ceo");
  const body = companyBody(over);
  const created = await call<{ company: { id: string; name: string } }>(t.app, ceo, "POST", "/api/b2b/companies", body);
  if (created.status !== 201) throw new Error(`company: ${created.status} ${JSON.stringify(created.body)}`);
  const companyId = created.body.company.id;
  const admin = await register(t.app, body.adminEmail);
  await call(t.app, admin.cookie, "POST", "/api/b2b/invites/accept", { token: await inviteTokenFor(t, body.adminEmail) });
  const ordererEmail = `orderer-${randomUUID()}@example.com`;
  await call(t.app, admin.cookie, "POST", `/api/b2b/companies/${companyId}/invites`, { email: ordererEmail, role: "orderer" });
  const orderer = await register(t.app, ordererEmail);
  const joined = await call(t.app, orderer.cookie, "POST", "/api/b2b/invites/accept", { token: await inviteTokenFor(t, ordererEmail) });
  if (joined.status !== 200) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
  return { ceo, companyId, companyName: created.body.company.name, admin, orderer };
}

/** Two of Trattoria Bellini's dishes with their prices and the restaurant's tax rate. */
export async function belliniMenu(t: TestApp) {
  const rows = await queryRows<{ restaurant_id: string; id: string; price_cents: number; tax_rate_ppm: number }>(t.database.db, sql`
    select r.id as restaurant_id, m.id, m.price_cents, r.tax_rate_ppm from menu_items m join restaurants r on r.id = m.restaurant_id
    where r.slug = 'trattoria-bellini' and m.available order by m.price_cents, m.id limit 2`);
  return { restaurantId: rows[0]!.restaurant_id, items: rows.map((r) => ({ id: r.id, priceCents: r.price_cents })), taxRatePpm: rows[0]!.tax_rate_ppm };
}

export const orderBody = (restaurantId: string, menuItemId: string, over: Record<string, unknown> = {}) => ({
  restaurantId,
  eventName: "Team lunch",
  eventDate: new Date().toISOString().slice(0, 10),
  eventTime: "12:00",
  headcount: 12,
  lines: [{ menuItemId, quantity: 12 }],
  poNumber: "PO-1001",
  costCentre: "CC-SALES",
  ...over,
});

import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { LeadBoard, LeadCard, LeadDetail } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, registerCustomer, signInAs, type TestApp } from "../../test/test-app.js";

/** Helpers shared by the catering CRM's API tests. */
export const board = async (app: FastifyInstance, cookie: string, query = "") => {
  const res = await app.inject({ method: "GET", url: `/api/catering/crm/leads${query ? `?${query}` : ""}`, headers: { cookie } });
  return { status: res.statusCode, body: res.json() as LeadBoard & { fieldErrors?: Record<string, string[]> } };
};

export const allCards = (b: LeadBoard): LeadCard[] => b.columns.flatMap((c) => c.leads);

export const detail = async (app: FastifyInstance, cookie: string, id: string) => {
  const res = await app.inject({ method: "GET", url: `/api/catering/crm/leads/${id}`, headers: { cookie } });
  return { status: res.statusCode, body: res.json() as LeadDetail & { message?: string; fieldErrors?: Record<string, string[]> } };
};

export const send = async (app: FastifyInstance, cookie: string, method: "POST" | "PATCH", url: string, payload: unknown) => {
  const res = await app.inject({ method, url, headers: { cookie }, payload: payload as Record<string, unknown> });
  return { status: res.statusCode, body: res.json() as LeadDetail & { message?: string; code?: string; fieldErrors?: Record<string, string[]> } };
};

export const move = (app: FastifyInstance, cookie: string, id: string, body: { to: string; version: number; reason?: string }) =>
  send(app, cookie, "POST", `/api/catering/crm/leads/${id}/stage`, body);

export async function restaurantIdBySlug(t: TestApp, slug: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(t.database.db, sql`select id from restaurants where slug = ${slug}`);
  return row!.id;
}

/** A new account made the owner of another restaurant (Sakura House): Bellini's leads must stay hidden from it. */
export async function outsiderOwner(t: TestApp): Promise<string> {
  const { cookie, userId } = await registerCustomer(t.app);
  const sakura = await restaurantIdBySlug(t, "sakura-house");
  await t.database.db.execute(sql`update users set role = 'restaurant_owner' where id = ${userId}::uuid`);
  await t.database.db.execute(sql`insert into restaurant_staff (restaurant_id, user_id, role) values (${sakura}::uuid, ${userId}::uuid, 'owner')`);
  return cookie;
}

export const premiumBody = (over: Record<string, unknown> = {}) => ({
  orderType: "company",
  companyName: "Globex Corporation",
  contactPerson: "Hank Scorpio",
  email: "hank@globex.example",
  phone: "+1 212 555 0199",
  deliveryAddress: "1 Globex Way, Cypress Creek",
  eventDate: "2031-05-20",
  eventTime: "13:00",
  headcount: 45,
  serviceType: "buffet",
  budgetRange: "2500-5000",
  message: "Volcano-themed if possible.",
  ...over,
});

/** The app the CRM and quote tests share: Bellini's owner and staff, an executive, and Bellini's id. */
export async function cateringTeam() {
  const t = await createTestApp();
  const [owner, staff, ceo] = await Promise.all([signInAs(t.app, "restaurant_owner"), signInAs(t.app, "restaurant_staff"), signInAs(t.app, "ceo")]);
  return { t, owner, staff, ceo, bellini: await restaurantIdBySlug(t, "trattoria-bellini") };
}

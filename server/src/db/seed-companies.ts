import { eq, sql } from "drizzle-orm";
import type { Db } from "../platform/database.js";
import type { JobQueue } from "../platform/jobs/index.js";
import { issueMonthlyInvoice, placeOrderIn } from "../modules/companies/index.js";
import { seedOnce } from "./seed-marker.js";
import { companies, companyMembers, companyRecurringOrders, menuItems, restaurants, users } from "./schema/index.js";
import { DEMO_EMAIL_DOMAIN, demoEmailFor } from "./seed-data.js";

/**
 * The B2B accounts' demo (issue 17), under its own marker: Northwind A/S (a valid CVR number, made up) with Dana
 * (the demo enterprise client) as admin and an orderer; a subsidiary billed through it; a few orders this month
 * with PO numbers and cost centres (pipeline leads at Trattoria Bellini), a weekly Friday lunch, and last month's
 * invoice. Dana's `organization_id` becomes the company's id, and the demo leads that named her old organisation
 * follow it, so her catering CRM view keeps them.
 */
const KEY = "seed_companies";
const VERSION = "1";
const DAY = 86_400_000;
/** Last month's invoice is issued before anyone is a member: nobody to mail, and the seed has no job queue. */
const NO_MAIL: JobQueue = new Proxy({} as JobQueue, {
  get: () => () => {
    throw new Error("seed: the demo invoice mails nobody");
  },
});

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
/** A day of this month `offset` days from today, pulled back inside the month when it falls outside. */
function dayThisMonth(now: number, offset: number): string {
  const d = new Date(now);
  const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const last = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0);
  return isoDay(Math.min(Math.max(now + offset * DAY, first), last));
}

export async function seedCompanies(db: Db, now = Date.now()): Promise<boolean> {
  return seedOnce(db, KEY, VERSION, async (tx) => {
    const [dana] = await tx.select({ id: users.id, organizationId: users.organizationId }).from(users).where(eq(users.email, demoEmailFor("enterprise_client")));
    const [bellini] = await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, "trattoria-bellini"));
    if (!dana || !bellini) return;
    const dishes = await tx.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.restaurantId, bellini.id)).orderBy(menuItems.priceCents).limit(3);
    const lastMonthStart = new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() - 1, 1));
    const address = { billingLine1: "Nyhavn 43", billingPostalCode: "1051", billingCity: "København K", billingCountry: "DK" };
    const [northwind] = await tx
      .insert(companies)
      .values({ name: "Northwind A/S", vatNumber: "DK12345674", ...address, poNumberRequired: true, costCentreRequired: true, monthlyLimitCents: 500_000, createdAt: new Date(lastMonthStart.getTime() - 30 * DAY) })
      .returning();
    const [events] = await tx
      .insert(companies)
      .values({ name: "Northwind Events ApS", vatNumber: "DK10000009", ...address, parentCompanyId: northwind!.id, createdAt: new Date(lastMonthStart.getTime() - 30 * DAY) })
      .returning();
    const [oliver] = await tx
      .insert(users)
      .values({ email: `orderer-oliver@${DEMO_EMAIL_DOMAIN}`, firstName: "Oliver", lastName: "Jensen", role: "enterprise_client", organizationId: northwind!.id })
      .onConflictDoNothing()
      .returning({ id: users.id });

    const lines = (q: number[]) => dishes.slice(0, q.length).map((d, i) => ({ menuItemId: d.id, quantity: q[i]! }));
    const order = (companyId: string, userId: string, eventDate: string, eventName: string, poNumber: string, costCentre: string, q: number[]) =>
      placeOrderIn(tx, { userId }, companyId, { restaurantId: bellini.id, eventName, eventDate, eventTime: "12:00", headcount: q[0]!, lines: lines(q), poNumber, costCentre }, { now: new Date(Math.min(now, Date.parse(eventDate) - 3 * DAY)) });

    // Last month: two lunches, then the month-end invoice (numbered from the counter like any other).
    await order(northwind!.id, dana.id, isoDay(lastMonthStart.getTime() + 9 * DAY), "Quarterly planning lunch", "PO-4471", "CC-SALES", [14, 6]);
    await order(northwind!.id, dana.id, isoDay(lastMonthStart.getTime() + 20 * DAY), "Client workshop lunch", "PO-4502", "CC-MARKETING", [10]);
    await issueMonthlyInvoice(tx, NO_MAIL, northwind!.id, lastMonthStart.toISOString().slice(0, 7), { publicUrl: "" });

    // This month: a few orders so the spend chart and the invoice-to-be are alive.
    await order(northwind!.id, dana.id, dayThisMonth(now, -8), "Sales kick-off lunch", "PO-4610", "CC-SALES", [18, 8, 4]);
    await order(northwind!.id, oliver?.id ?? dana.id, dayThisMonth(now, -3), "Engineering demo day", "PO-4633", "CC-ENGINEERING", [12, 6]);
    await order(events!.id, dana.id, dayThisMonth(now, 2), "Partner breakfast", "PO-4650", "CC-EVENTS", [8]);

    await tx.insert(companyMembers).values([
      { userId: dana.id, companyId: northwind!.id, role: "admin" },
      ...(oliver ? [{ userId: oliver.id, companyId: northwind!.id, role: "orderer" }] : []),
    ]);
    await tx.insert(companyRecurringOrders).values({
      companyId: northwind!.id,
      createdByUserId: dana.id,
      restaurantId: bellini.id,
      eventName: "Friday team lunch",
      weekday: 5,
      eventTime: "12:00",
      headcount: 20,
      lines: lines([20]),
      poNumber: "PO-4400",
      costCentre: "CC-ENGINEERING",
    });
    // Dana's account and the demo leads that named her old organisation now point at the company.
    const oldOrg = dana.organizationId;
    await tx.update(users).set({ organizationId: northwind!.id }).where(eq(users.id, dana.id));
    if (oldOrg) await tx.execute(sql`update catering_leads set company_id = ${northwind!.id} where company_id = ${oldOrg}`);
    // The orders whose day has passed were delivered: the board shows them done, not overdue.
    await tx.execute(sql`
      update catering_leads set stage = 'delivered', contacted_at = created_at + interval '1 hour', stage_changed_at = event_date::timestamptz + interval '15 hours'
      where source = 'b2b' and company_id in (${northwind!.id}, ${events!.id}) and event_date < ${isoDay(now)}::date`);
  });
}

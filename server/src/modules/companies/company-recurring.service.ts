import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { COST_CENTRE_REQUIRED, PO_NUMBER_REQUIRED, type recurringOrderSchema, type RecurringOrderView } from "@tavola/contracts";
import { companies, companyRecurringOrders, restaurants } from "../../db/schema/index.js";
import { queryRows, type Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { companyViewerOf, requireAdmin } from "./company-access.policy.js";
import { placeOrderIn } from "./company-orders.service.js";

/** How far ahead the job places a recurring order's week (the kitchen and the pipeline see it coming). */
export const RECURRING_LEAD_DAYS = 7;

type RecurringRow = typeof companyRecurringOrders.$inferSelect;
const toView = (r: RecurringRow, restaurantName: string): RecurringOrderView => ({
  id: r.id,
  eventName: r.eventName,
  weekday: r.weekday,
  eventTime: r.eventTime,
  headcount: r.headcount,
  restaurantName,
  poNumber: r.poNumber,
  costCentre: r.costCentre,
  active: r.active,
});

export async function listRecurring(db: Db, user: SessionUser, companyId: string) {
  await companyViewerOf(db, user, companyId);
  const rows = await db
    .select({ r: companyRecurringOrders, restaurantName: restaurants.name })
    .from(companyRecurringOrders)
    .innerJoin(restaurants, eq(restaurants.id, companyRecurringOrders.restaurantId))
    .where(eq(companyRecurringOrders.companyId, companyId))
    .orderBy(asc(companyRecurringOrders.weekday), asc(companyRecurringOrders.eventTime));
  return { recurringOrders: rows.map(({ r, restaurantName }) => toView(r, restaurantName)) };
}

/** An admin sets one up; its weeks are placed by the daily job (the rules of a one-off order apply to each). */
export async function createRecurring(db: Db, user: SessionUser, companyId: string, input: z.output<typeof recurringOrderSchema>) {
  const viewer = await companyViewerOf(db, user, companyId);
  requireAdmin(viewer);
  if (viewer.role === "executive") throw new AppError("forbidden", "Orders are placed by the company's employees");
  // The company's order-time requirements hold for every week: refused now, not silently each day by the job.
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  const missing: Record<string, string[]> = {};
  if (company?.poNumberRequired && !input.poNumber?.trim()) missing.poNumber = [PO_NUMBER_REQUIRED];
  if (company?.costCentreRequired && !input.costCentre?.trim()) missing.costCentre = [COST_CENTRE_REQUIRED];
  if (Object.keys(missing).length > 0) throw new AppError("invalid", Object.values(missing)[0]![0]!, missing);
  const [restaurant] = await db.select({ name: restaurants.name }).from(restaurants).where(eq(restaurants.id, input.restaurantId));
  if (!restaurant) throw new AppError("invalid", "Choose a restaurant", { restaurantId: ["Choose a restaurant"] });
  const [row] = await db
    .insert(companyRecurringOrders)
    .values({
      companyId,
      createdByUserId: user.userId,
      restaurantId: input.restaurantId,
      eventName: input.eventName,
      weekday: input.weekday,
      eventTime: input.eventTime,
      headcount: input.headcount,
      lines: input.lines,
      poNumber: input.poNumber?.trim() || null,
      costCentre: input.costCentre?.trim() || null,
      notes: input.notes?.trim() || null,
    })
    .returning();
  return toView(row!, restaurant.name);
}

export async function stopRecurring(db: Db, user: SessionUser, companyId: string, id: string) {
  requireAdmin(await companyViewerOf(db, user, companyId));
  const rows = await db
    .update(companyRecurringOrders)
    .set({ active: false })
    .where(and(eq(companyRecurringOrders.id, id), eq(companyRecurringOrders.companyId, companyId)))
    .returning({ id: companyRecurringOrders.id });
  if (rows.length === 0) throw notFound("Recurring order not found");
  return listRecurring(db, user, companyId);
}

/** The calendar days from `today` to `today + days` that fall on `weekday` (UTC calendar days). */
export function upcomingDays(today: Date, weekday: number, days = RECURRING_LEAD_DAYS): string[] {
  const out: string[] = [];
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  for (let i = 1; i <= days; i++) {
    const d = new Date(start + i * 86_400_000);
    if (d.getUTCDay() === weekday) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

/**
 * The daily job: every active recurring order's weeks within the next RECURRING_LEAD_DAYS days are placed, each in
 * its own transaction through the one-off order's path (requirements, limit, lead). Idempotent: the unique
 * (recurring order, day) row makes a second run — or two at once — place nothing more; a week the limit refused
 * is kept as refused. A recurring order whose dishes left the menu is skipped (400 inside) and tried next day.
 */
export async function placeRecurringOrders(db: Db, now = new Date()): Promise<{ placed: number; refused: number; skipped: number }> {
  const due = await queryRows<{ id: string; company_id: string; created_by_user_id: string; weekday: number }>(db, sql`
    select r.id, r.company_id, r.created_by_user_id, r.weekday from company_recurring_orders r
    join company_members m on m.user_id = r.created_by_user_id and m.company_id = r.company_id
    where r.active order by r.created_at`);
  const counts = { placed: 0, refused: 0, skipped: 0 };
  for (const r of due) {
    for (const day of upcomingDays(now, r.weekday)) {
      const [exists] = await queryRows<{ one: number }>(db, sql`select 1 as one from company_orders where recurring_order_id = ${r.id}::uuid and event_date = ${day}::date`);
      if (exists) continue;
      try {
        const result = await db.transaction(async (tx) => {
          const [row] = await tx.select().from(companyRecurringOrders).where(eq(companyRecurringOrders.id, r.id));
          return placeOrderIn(
            tx,
            { userId: r.created_by_user_id },
            r.company_id,
            {
              restaurantId: row!.restaurantId,
              eventName: row!.eventName,
              eventDate: day,
              eventTime: row!.eventTime,
              headcount: row!.headcount,
              lines: row!.lines,
              poNumber: row!.poNumber ?? undefined,
              costCentre: row!.costCentre ?? undefined,
              notes: row!.notes ?? undefined,
            },
            { recurringOrderId: r.id, now },
          );
        });
        if (result.status === "placed") counts.placed++;
        else if (result.status === "refused") counts.refused++;
      } catch (e) {
        if (!(e instanceof AppError) || e.status >= 500) throw e;
        counts.skipped++;
      }
    }
  }
  return counts;
}

import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { COST_CENTRE_REQUIRED, PO_NUMBER_REQUIRED, QuoteMathError, quoteTotals, type CompanyOrderView, type companyOrderSchema } from "@tavola/contracts";
import { companyOrders, restaurants, users, type CompanyOrderLine } from "../../db/schema/index.js";
import { queryRows, type Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { createB2bLead } from "../catering/index.js";
import { findRestaurant, menuItemsByIds } from "../restaurants/index.js";
import { companyViewerOf, requireEmployee } from "./company-access.policy.js";
import { monthRange } from "./company-view.js";

export type OrderInput = z.output<typeof companyOrderSchema>;
const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The limit was reached: the order is refused with what is left this month. */
export class SpendingLimitError extends AppError {
  constructor(limitCents: number, spentCents: number, orderCents: number) {
    const left = Math.max(0, limitCents - spentCents);
    const message = `This order (${money(orderCents)}) would exceed the company's monthly spending limit of ${money(limitCents)}: ${money(left)} is left this month`;
    super("unprocessable", message, { lines: [message] });
  }
}

/** Dishes priced from the restaurant's menu (available, of that restaurant) and taxed at its rate: 400 on the field otherwise. */
async function priceOrder(db: Db, restaurantId: string, lines: OrderInput["lines"]) {
  const restaurant = await findRestaurant(db, restaurantId);
  if (!restaurant) throw new AppError("invalid", "Choose a restaurant", { restaurantId: ["Choose a restaurant"] });
  const items = new Map((await menuItemsByIds(db, lines.map((l) => l.menuItemId))).map((m) => [m.id, m]));
  const priced: CompanyOrderLine[] = lines.map((l, i) => {
    const item = items.get(l.menuItemId);
    if (!item || item.restaurantId !== restaurantId || !item.available) {
      throw new AppError("invalid", "This dish is not on the restaurant's menu", { [`lines.${i}.menuItemId`]: ["This dish is not on the restaurant's menu"] });
    }
    return { menuItemId: item.id, name: item.name, quantity: l.quantity, unitPriceCents: item.priceCents };
  });
  try {
    const t = quoteTotals(priced.map((l) => ({ quantity: l.quantity, unitPriceCents: l.unitPriceCents })), null, restaurant.taxRatePpm);
    return { restaurant, priced, subtotalCents: t.subtotalCents, taxCents: t.taxCents, totalCents: t.totalCents };
  } catch (e) {
    if (e instanceof QuoteMathError) throw new AppError("invalid", e.message, { [e.field]: [e.message] });
    throw e;
  }
}

export type PlaceOrderResult = { status: "placed"; orderId: string; leadId: string } | { status: "refused"; reason: string } | { status: "already_placed" };

/**
 * Places a B2B order in `tx`: the company row is locked first (`for update`), so the month's sum and the limit check
 * see every committed order and two racing orders are decided one after the other — at most the limit is ever spent.
 * The order and its pipeline lead are written together. `recurringOrderId` marks a recurring order's week: a refusal
 * is then kept as a `refused` row (the job does not retry it) instead of being thrown.
 */
export async function placeOrderIn(
  tx: Db,
  placedBy: { userId: string },
  companyId: string,
  input: OrderInput,
  options: { recurringOrderId?: string; now?: Date } = {},
): Promise<PlaceOrderResult> {
  const now = options.now ?? new Date();
  const [company] = await queryRows<{ id: string; name: string; po_number_required: boolean; cost_centre_required: boolean; monthly_limit_cents: number | null }>(
    tx,
    sql`select id, name, po_number_required, cost_centre_required, monthly_limit_cents from companies where id = ${companyId}::uuid for update`,
  );
  if (!company) throw new AppError("not_found", "Company not found");
  const poNumber = input.poNumber?.trim() || null;
  const costCentre = input.costCentre?.trim() || null;
  const missing: Record<string, string[]> = {};
  if (company.po_number_required && !poNumber) missing.poNumber = [PO_NUMBER_REQUIRED];
  if (company.cost_centre_required && !costCentre) missing.costCentre = [COST_CENTRE_REQUIRED];
  if (Object.keys(missing).length > 0) throw new AppError("invalid", Object.values(missing)[0]![0]!, missing);

  const { restaurant, priced, subtotalCents, taxCents, totalCents } = await priceOrder(tx, input.restaurantId, input.lines);
  const base = {
    companyId,
    placedByUserId: placedBy.userId,
    restaurantId: restaurant.id,
    recurringOrderId: options.recurringOrderId ?? null,
    eventName: input.eventName,
    eventDate: input.eventDate,
    eventTime: input.eventTime,
    headcount: input.headcount,
    lines: priced,
    subtotalCents,
    taxCents,
    totalCents,
    poNumber,
    costCentre,
    notes: input.notes?.trim() || null,
    createdAt: now,
  };
  if (company.monthly_limit_cents !== null) {
    const { from, to } = monthRange(input.eventDate.slice(0, 7));
    const [spent] = await queryRows<{ cents: number }>(tx, sql`
      select coalesce(sum(total_cents), 0)::int as cents from company_orders
      where company_id = ${companyId}::uuid and status = 'placed' and event_date >= ${from}::date and event_date < ${to}::date`);
    if (spent!.cents + totalCents > company.monthly_limit_cents) {
      const error = new SpendingLimitError(company.monthly_limit_cents, spent!.cents, totalCents);
      if (!options.recurringOrderId) throw error;
      await tx.insert(companyOrders).values({ ...base, status: "refused", refusedReason: error.message }).onConflictDoNothing();
      return { status: "refused", reason: error.message };
    }
  }
  const [order] = await tx.insert(companyOrders).values(base).onConflictDoNothing().returning({ id: companyOrders.id });
  // A recurring week placed already (a second run of the job): nothing more to do.
  if (!order) return { status: "already_placed" };
  const [person] = await tx.select({ first: users.firstName, last: users.lastName, email: users.email }).from(users).where(eq(users.id, placedBy.userId));
  const lead = await createB2bLead(tx, {
    companyOrderId: order.id,
    companyId,
    companyName: company.name,
    customerUserId: placedBy.userId,
    contactName: [person!.first, person!.last].filter(Boolean).join(" ") || person!.email,
    email: person!.email,
    restaurantId: restaurant.id,
    eventName: input.eventName,
    eventDate: input.eventDate,
    eventTime: input.eventTime,
    headcount: input.headcount,
    totalCents,
    poNumber,
    costCentre,
    summary: [priced.map((l) => `${l.quantity} × ${l.name}`).join("\n"), base.notes].filter(Boolean).join("\n\n"),
    now,
  });
  await tx.update(companyOrders).set({ leadId: lead.id }).where(eq(companyOrders.id, order.id));
  return { status: "placed", orderId: order.id, leadId: lead.id };
}

export async function placeOrder(db: Db, user: SessionUser, companyId: string, input: OrderInput) {
  const viewer = await companyViewerOf(db, user, companyId);
  requireEmployee(viewer);
  if (input.eventDate < new Date().toISOString().slice(0, 10)) throw new AppError("invalid", "The event date has passed", { eventDate: ["The event date has passed"] });
  const result = await db.transaction((tx) => placeOrderIn(tx, viewer, companyId, input));
  if (result.status !== "placed") throw new AppError("conflict", "The order was not placed");
  const [view] = await listOrderViews(db, companyId, { id: result.orderId });
  return view!;
}

export async function listOrderViews(db: Db, companyId: string, filter: { month?: string; id?: string }): Promise<CompanyOrderView[]> {
  const conds = [eq(companyOrders.companyId, companyId)];
  if (filter.id) conds.push(eq(companyOrders.id, filter.id));
  if (filter.month) {
    const { from, to } = monthRange(filter.month);
    conds.push(sql`${companyOrders.eventDate} >= ${from}::date and ${companyOrders.eventDate} < ${to}::date`);
  }
  const rows = await db
    .select({ o: companyOrders, restaurantName: restaurants.name, first: users.firstName, last: users.lastName, email: users.email })
    .from(companyOrders)
    .innerJoin(restaurants, eq(restaurants.id, companyOrders.restaurantId))
    .innerJoin(users, eq(users.id, companyOrders.placedByUserId))
    .where(and(...conds))
    .orderBy(asc(companyOrders.eventDate), asc(companyOrders.createdAt))
    .limit(1000);
  return rows.map(({ o, restaurantName, first, last, email }) => ({
    id: o.id,
    eventName: o.eventName,
    eventDate: o.eventDate,
    eventTime: o.eventTime,
    headcount: o.headcount,
    restaurantName,
    poNumber: o.poNumber,
    costCentre: o.costCentre,
    totalCents: o.totalCents,
    status: o.status as "placed" | "refused",
    refusedReason: o.refusedReason,
    placedBy: [first, last].filter(Boolean).join(" ") || email,
    leadId: o.leadId,
    recurringOrderId: o.recurringOrderId,
  }));
}

export async function listOrders(db: Db, user: SessionUser, companyId: string, month: string) {
  await companyViewerOf(db, user, companyId);
  return { month, orders: await listOrderViews(db, companyId, { month }) };
}

import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity.js";
import { restaurants } from "./restaurants.js";

/**
 * Owned by the companies module (issue 17, B2B catering accounts). A company's id is also its members'
 * `users.organization_id`, which is how the catering pipeline scopes an enterprise client to its company's leads.
 */
export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Normalised: "DK" + 8 digits for a CVR number, else the EU VAT number with its prefix. */
    vatNumber: text("vat_number").notNull().unique(),
    billingLine1: text("billing_line1").notNull(),
    billingPostalCode: text("billing_postal_code").notNull(),
    billingCity: text("billing_city").notNull(),
    billingCountry: text("billing_country").notNull(),
    /** A subsidiary's orders are invoiced to the top of its tree (one invoice per parent company). */
    parentCompanyId: uuid("parent_company_id").references((): AnyPgColumn => companies.id, { onDelete: "restrict" }),
    poNumberRequired: boolean("po_number_required").notNull().default(false),
    costCentreRequired: boolean("cost_centre_required").notNull().default(false),
    /** Null: no limit. Checked against the month's placed orders under the company row's lock. */
    monthlyLimitCents: integer("monthly_limit_cents"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("companies_parent_idx").on(t.parentCompanyId),
    check("companies_limit_nonnegative", sql`${t.monthlyLimitCents} is null or ${t.monthlyLimitCents} >= 0`),
    check("companies_not_own_parent", sql`${t.parentCompanyId} is null or ${t.parentCompanyId} <> ${t.id}`),
  ],
);

/** An employee belongs to one company (the primary key), as admin or orderer. */
export const companyMembers = pgTable(
  "company_members",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("company_members_company_idx").on(t.companyId), check("company_members_role_known", sql`${t.role} in ('admin','orderer')`)],
);

/** An emailed invitation: only the SHA-256 of its token is kept; accepting spends it. */
export const companyInvites = pgTable(
  "company_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedByUserId: uuid("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedByUserId: uuid("accepted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("company_invites_company_idx").on(t.companyId), check("company_invites_role_known", sql`${t.role} in ('admin','orderer')`)],
);

export type CompanyOrderLine = { menuItemId: string; name: string; quantity: number; unitPriceCents: number };

/** "Every Friday lunch": the job places each week's order a few days ahead (one per recurring order and day). */
export const companyRecurringOrders = pgTable(
  "company_recurring_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdByUserId: uuid("created_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    eventName: text("event_name").notNull(),
    weekday: smallint("weekday").notNull(),
    eventTime: text("event_time").notNull(),
    headcount: integer("headcount").notNull(),
    /** Dishes and quantities; priced again from the menu each week. */
    lines: jsonb("lines").$type<{ menuItemId: string; quantity: number }[]>().notNull(),
    poNumber: text("po_number"),
    costCentre: text("cost_centre"),
    notes: text("notes"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("company_recurring_orders_company_idx").on(t.companyId), check("company_recurring_weekday", sql`${t.weekday} between 0 and 6`)],
);

/**
 * A B2B employee's catering order: priced from the menu with the restaurant's tax, counted against the month of its
 * event date. A recurring order's week the limit refused is kept as `refused` (with the reason), so the job does
 * not try it again and the admins see why.
 */
export const companyOrders = pgTable(
  "company_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    placedByUserId: uuid("placed_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "restrict" }),
    recurringOrderId: uuid("recurring_order_id").references(() => companyRecurringOrders.id, { onDelete: "set null" }),
    eventName: text("event_name").notNull(),
    eventDate: date("event_date").notNull(),
    eventTime: text("event_time").notNull(),
    headcount: integer("headcount").notNull(),
    lines: jsonb("lines").$type<CompanyOrderLine[]>().notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    poNumber: text("po_number"),
    costCentre: text("cost_centre"),
    notes: text("notes"),
    status: text("status").notNull().default("placed"),
    refusedReason: text("refused_reason"),
    /** The pipeline lead it made (catering module); null for a refused week. */
    leadId: uuid("lead_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("company_orders_company_month_idx").on(t.companyId, t.eventDate),
    unique("company_orders_one_per_recurring_day").on(t.recurringOrderId, t.eventDate),
    check("company_orders_status_known", sql`${t.status} in ('placed','refused')`),
    check("company_orders_total_nonnegative", sql`${t.totalCents} >= 0`),
  ],
);

/** One invoice per parent company and month; `number` comes from `invoice_counters` in the same transaction. */
export const companyInvoices = pgTable(
  "company_invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    month: text("month").notNull(),
    number: integer("number").notNull(),
    /** What was invoiced, as issued (orders, cost-centre subtotals): the PDF is drawn from it. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    cateringCents: integer("catering_cents").notNull(),
    minimumTopUpCents: integer("minimum_top_up_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("company_invoices_company_month_idx").on(t.companyId, t.month), uniqueIndex("company_invoices_number_idx").on(t.number)],
);

/** Gapless numbering: one row per series, bumped in the invoice's transaction (a rollback gives the number back). */
export const invoiceCounters = pgTable("invoice_counters", {
  series: text("series").primaryKey(),
  lastNumber: integer("last_number").notNull().default(0),
});

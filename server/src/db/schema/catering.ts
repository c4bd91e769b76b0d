import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./identity.js";
import { restaurants } from "./restaurants.js";
import { companyOrders } from "./companies.js";

/** Owned by the catering module. Every request starts as pending. */
export const cateringRequests = pgTable(
  "catering_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    eventDate: timestamp("event_date", { withTimezone: true }).notNull(),
    guestCount: text("guest_count").notNull(),
    cuisinePreferences: text("cuisine_preferences").array().notNull().default(sql`'{}'::text[]`),
    message: text("message"),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catering_requests_user_created_idx").on(t.userId, t.createdAt)],
);

/** The anonymous premium form; stored as submitted, for the catering team to call back. */
export const premiumCateringRequests = pgTable("premium_catering_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  orderType: text("order_type").notNull(),
  companyName: text("company_name"),
  cvr: text("cvr"),
  contactPerson: text("contact_person").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  deliveryAddress: text("delivery_address").notNull(),
  eventDate: text("event_date").notNull(),
  eventTime: text("event_time").notNull(),
  headcount: integer("headcount").notNull(),
  serviceType: text("service_type").notNull(),
  budgetRange: text("budget_range").notNull(),
  dietaryNotes: text("dietary_notes"),
  preferredCuisine: text("preferred_cuisine"),
  message: text("message"),
  status: text("status").notNull().default("pending"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The catering pipeline (issue 17): one lead per request, whichever form (or, later, a B2B order) made it. The
 * request tables keep what the client wrote; the lead carries the work on it: stage, restaurant, owner, SLA timers.
 * Card fields (event name, contact, date, headcount, value) are copied here so the board reads one table.
 */
export const cateringLeads = pgTable(
  "catering_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "simple" (the signed-in form), "premium" (the public form), "b2b" (a company account's order). */
    source: text("source").notNull(),
    cateringRequestId: uuid("catering_request_id").references(() => cateringRequests.id, { onDelete: "cascade" }),
    premiumRequestId: uuid("premium_request_id").references(() => premiumCateringRequests.id, { onDelete: "cascade" }),
    companyOrderId: uuid("company_order_id").references(() => companyOrders.id, { onDelete: "cascade" }),
    /** A B2B order's references, as the company's accounts payable will ask for them. */
    poNumber: text("po_number"),
    costCentre: text("cost_centre"),
    /** The signed-in client who asked (simple form), so their My Requests and an enterprise client's board see it. */
    customerUserId: uuid("customer_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The client's company (users.organization_id: a B2B company account's id). */
    companyId: text("company_id"),
    /** Null until an executive assigns it (the forms may name one). */
    restaurantId: uuid("restaurant_id").references(() => restaurants.id, { onDelete: "set null" }),
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    stage: text("stage").notNull().default("new"),
    /** Why it was lost or cancelled. */
    stageReason: text("stage_reason"),
    /** Bumped by every change staff make: a move names the version it saw (compare-and-set). */
    version: integer("version").notNull().default(1),
    eventName: text("event_name").notNull(),
    contactName: text("contact_name").notNull(),
    companyName: text("company_name"),
    /** Lower-cased: duplicates are the same email and event date. */
    email: text("email").notNull(),
    phone: text("phone"),
    eventDate: date("event_date").notNull(),
    eventTime: text("event_time"),
    headcount: integer("headcount"),
    guestCountLabel: text("guest_count_label"),
    valueCents: integer("value_cents"),
    isPremium: boolean("is_premium").notNull().default(false),
    firstContactDueAt: timestamp("first_contact_due_at", { withTimezone: true }).notNull(),
    callDueAt: timestamp("call_due_at", { withTimezone: true }),
    /** The first contact (moved on from new, or a call logged): keeps both promises. */
    contactedAt: timestamp("contacted_at", { withTimezone: true }),
    /** When each promise's overdue alert was raised: once per lead and promise. */
    firstContactAlertedAt: timestamp("first_contact_alerted_at", { withTimezone: true }),
    callAlertedAt: timestamp("call_alerted_at", { withTimezone: true }),
    /** A duplicate merged into another lead: kept for its history, off the board. */
    mergedIntoLeadId: uuid("merged_into_lead_id"),
    /** The reconfirmation ladder (24 h before the event): when the restaurant's task opened, and when it was confirmed and by whom. */
    reconfirmTaskAt: timestamp("reconfirm_task_at", { withTimezone: true }),
    reconfirmedAt: timestamp("reconfirmed_at", { withTimezone: true }),
    reconfirmedBy: text("reconfirmed_by"),
    /** A client's cancellation: the fee the published policy set (0 when free). */
    cancellationFeeCents: integer("cancellation_fee_cents"),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("catering_leads_request_idx").on(t.cateringRequestId),
    uniqueIndex("catering_leads_premium_request_idx").on(t.premiumRequestId),
    uniqueIndex("catering_leads_company_order_idx").on(t.companyOrderId),
    index("catering_leads_restaurant_stage_idx").on(t.restaurantId, t.stage, t.eventDate),
    index("catering_leads_stage_idx").on(t.stage, t.eventDate),
    index("catering_leads_duplicate_idx").on(t.email, t.eventDate),
    index("catering_leads_customer_idx").on(t.customerUserId),
    index("catering_leads_company_idx").on(t.companyId),
    check(
      "catering_leads_stage_known",
      sql`${t.stage} in ('new','contacted','quoted','deposit_paid','in_progress','delivered','closed','lost','cancelled')`,
    ),
    check("catering_leads_source_known", sql`${t.source} in ('simple','premium','b2b')`),
    check("catering_leads_one_request", sql`num_nonnulls(${t.cateringRequestId}, ${t.premiumRequestId}, ${t.companyOrderId}) = 1`),
    check("catering_leads_value_nonnegative", sql`${t.valueCents} is null or ${t.valueCents} >= 0`),
  ],
);

/** A lead's timeline: stage moves, notes, calls, assignments, the client's messages, merges and SLA alerts. */
export const cateringLeadActivities = pgTable(
  "catering_lead_activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => cateringLeads.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catering_lead_activities_lead_idx").on(t.leadId, t.createdAt)],
);

/** Days a restaurant's catering team is off (business-hour SLAs skip them), in its local calendar. */
export const cateringHolidays = pgTable(
  "catering_holidays",
  {
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day] })],
);

/**
 * A lead's quote (issue 17): one per lead, in versions. The client's link token is stored as its SHA-256 only and
 * is replaced at every send (the newest mail's link works). Acceptance is recorded here, once: the compare-and-set
 * on `accepted_version_id is null` and `latest_sent_version_id` is what makes racing accepts produce one.
 */
export const cateringQuotes = pgTable(
  "catering_quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => cateringLeads.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash"),
    latestSentVersionId: uuid("latest_sent_version_id"),
    acceptedVersionId: uuid("accepted_version_id"),
    acceptedName: text("accepted_name"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedIp: text("accepted_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("catering_quotes_lead_idx").on(t.leadId), uniqueIndex("catering_quotes_token_idx").on(t.tokenHash)],
);

/**
 * One version of a quote: what staff entered (lines, service type, discount, deposits) and the figures the server
 * computed from it with the shared maths. A version with `sent_at` is never updated again.
 */
export const cateringQuoteVersions = pgTable(
  "catering_quote_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => cateringQuotes.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    serviceType: text("service_type").notNull(),
    lines: jsonb("lines").$type<unknown[]>().notNull(),
    discount: jsonb("discount").$type<unknown>(),
    deposits: jsonb("deposits").$type<unknown[]>().notNull(),
    taxRatePpm: integer("tax_rate_ppm").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    schedule: jsonb("schedule").$type<unknown[]>().notNull(),
    validDays: integer("valid_days").notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** Set once by the quote-expiry job when the version, still the latest sent and unaccepted, ran past its validity. */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    changeNote: text("change_note"),
    changes: jsonb("changes").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("catering_quote_versions_number_idx").on(t.quoteId, t.number),
    check("catering_quote_versions_totals", sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.taxCents} and ${t.totalCents} >= 0`),
    check("catering_quote_versions_sent_valid", sql`${t.sentAt} is null or ${t.validUntil} is not null`),
  ],
);

/**
 * A deposit of an accepted quote paid through its link: one row per scheduled deposit (unique index), claimed by the
 * client's Idempotency-Key (unique per quote), so a retried or doubled tap makes one payment.
 */
export const cateringDepositPayments = pgTable(
  "catering_deposit_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => cateringQuotes.id, { onDelete: "cascade" }),
    versionId: uuid("version_id").notNull(),
    /** The deposit's place in the accepted version's schedule. */
    scheduleIndex: integer("schedule_index").notNull(),
    amountCents: integer("amount_cents").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The payments module's row (purpose `catering_deposit`, subject = this row). */
    paymentId: uuid("payment_id"),
    brand: text("brand"),
    last4: text("last4"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("catering_deposit_payments_key_idx").on(t.quoteId, t.idempotencyKey),
    uniqueIndex("catering_deposit_payments_index_idx").on(t.quoteId, t.scheduleIndex),
    check("catering_deposit_payments_amount", sql`${t.amountCents} > 0`),
  ],
);

/**
 * Extra client links of a quote (reminders, balance, reconfirmation mails): only the SHA-256 of each token is kept,
 * as for the quote's own link. Each opens the same quote; the quote's link itself stays on `catering_quotes`.
 */
export const cateringClientLinks = pgTable(
  "catering_client_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => cateringQuotes.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catering_client_links_quote_idx").on(t.quoteId)],
);

/**
 * One row per notice sent about a lead (a deposit reminder step, the balance mail, a reconfirmation step): the
 * unique key is claimed before anything is sent, so a job that runs twice, or after a crash, sends nothing twice.
 */
export const cateringNotices = pgTable(
  "catering_notices",
  {
    key: text("key").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => cateringLeads.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catering_notices_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * The balance of a delivered event (taxed total − deposits paid), paid once: unique per quote, so racing pays make
 * one payment; the client's Idempotency-Key makes a retry return the first answer.
 */
export const cateringBalancePayments = pgTable(
  "catering_balance_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => cateringQuotes.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    paymentId: uuid("payment_id"),
    brand: text("brand"),
    last4: text("last4"),
    /** How it was paid: `link` (the client, by card on the checkout) or `card_on_file` (the capture job after delivery). */
    source: text("source").notNull().default("link"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("catering_balance_payments_quote_idx").on(t.quoteId),
    check("catering_balance_payments_amount", sql`${t.amountCents} > 0`),
    check("catering_balance_payments_source", sql`${t.source} in ('link','card_on_file')`),
  ],
);

/**
 * A card the client (no account needed) chose to keep on file when paying a deposit, for this lead only: the sandbox
 * vault's reusable token bound to `catering_lead:<id>` (it pays nothing else), with brand and last four — never the
 * number. One per lead; consenting again with another card replaces it (the old token is retired).
 */
export const cateringCardsOnFile = pgTable("catering_cards_on_file", {
  leadId: uuid("lead_id")
    .primaryKey()
    .references(() => cateringLeads.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  /** When the client ticked "Keep this card on file…" (the deposit payment that carried the consent). */
  consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when an automatic charge was declined: the client pays by link from then on. */
  declinedAt: timestamp("declined_at", { withTimezone: true }),
});

/**
 * How a client's cancellation was settled against the deposits paid, once per lead: the fee is kept from the
 * deposits, the excess refunded through the payments module; a fee above the deposits is charged to the card on
 * file or owed through a "Cancellation fee due" link (`payment_id` set once it is paid).
 */
export const cateringCancellationSettlements = pgTable(
  "catering_cancellation_settlements",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => cateringLeads.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id").references(() => cateringQuotes.id, { onDelete: "cascade" }),
    feeCents: integer("fee_cents").notNull(),
    depositsPaidCents: integer("deposits_paid_cents").notNull(),
    keptCents: integer("kept_cents").notNull(),
    refundedCents: integer("refunded_cents").notNull(),
    /** The part of the fee the deposits did not cover. */
    owedCents: integer("owed_cents").notNull(),
    /** How the owed part is paid: none owed, charged to the card on file, or due by link. */
    owedBy: text("owed_by").notNull(),
    idempotencyKey: text("idempotency_key"),
    paymentId: uuid("payment_id"),
    brand: text("brand"),
    last4: text("last4"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("catering_cancellation_settlements_sums", sql`${t.keptCents} + ${t.refundedCents} = ${t.depositsPaidCents} and ${t.keptCents} + ${t.owedCents} = ${t.feeCents}`),
    check("catering_cancellation_settlements_nonnegative", sql`${t.keptCents} >= 0 and ${t.refundedCents} >= 0 and ${t.owedCents} >= 0`),
    check("catering_cancellation_settlements_owed_by", sql`${t.owedBy} in ('none','card_on_file','link')`),
  ],
);

/**
 * Kitchen places an accepted catering event holds in the 15-minute slots of its preparation window: the same
 * `kitchen_slots` budget online orders book (ordering module), recorded here so a cancellation gives them back.
 */
export const cateringCapacityBookings = pgTable(
  "catering_capacity_bookings",
  {
    leadId: uuid("lead_id")
      .notNull()
      .references(() => cateringLeads.id, { onDelete: "cascade" }),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    places: integer("places").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.slotStart] }), check("catering_capacity_bookings_places", sql`${t.places} > 0`)],
);

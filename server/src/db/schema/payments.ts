import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity.js";
import { orders } from "./ordering.js";

/**
 * Owned by the payments module. We keep only the provider's reference, the card brand and last four
 * digits — never a card number.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the money is for: an order, a share of a dine-in bill, a reservation's no-show card hold, or a catering deposit. */
    purpose: text("purpose").notNull().default("order"),
    /** Set for purpose "order" (one payment per order). */
    orderId: uuid("order_id")
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The bill payment or reservation this payment is for (purposes other than "order"). */
    subjectId: uuid("subject_id"),
    provider: text("provider").notNull(),
    reference: text("reference").notNull(),
    status: text("status").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    amountCents: integer("amount_cents").notNull(),
    capturedCents: integer("captured_cents").notNull().default(0),
    refundedCents: integer("refunded_cents").notNull().default(0),
    failedOver: boolean("failed_over").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payments_refund_within_capture", sql`${t.refundedCents} between 0 and ${t.capturedCents}`),
    check("payments_capture_within_amount", sql`${t.capturedCents} between 0 and ${t.amountCents}`),
    check("payments_purpose_known", sql`${t.purpose} in ('order','bill','reservation_hold','catering_deposit','catering_balance','catering_cancellation_fee','pos')`),
    check("payments_subject_given", sql`(${t.purpose} = 'order') = (${t.orderId} is not null) and (${t.purpose} = 'order' or ${t.subjectId} is not null)`),
    index("payments_subject_idx").on(t.subjectId),
  ],
);

/** Each call made to a provider (authorize, capture, void, refund), for the audit trail. */
export const paymentOperations = pgTable(
  "payment_operations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_operations_payment_idx").on(t.paymentId),
    // Analytics' rollup refresh reads a day's refunds by time.
    index("payment_operations_refund_created_idx").on(t.createdAt).where(sql`${t.kind} = 'refund'`),
  ],
);

/** Whether a provider takes payments; a switch every server process sees (the sandbox's outage drill). */
export const paymentProviderStatus = pgTable("payment_provider_status", {
  provider: text("provider").primaryKey(),
  available: boolean("available").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox processors' own books, standing in for the provider's side: tokens from the tokenisation
 * step (brand, last four, and the test card's scripted outcome) and the charges made with them.
 */
export const sandboxCardTokens = pgTable("sandbox_card_tokens", {
  token: text("token").primaryKey(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  /** What the test card does: succeed, decline, insufficient_funds. */
  outcome: text("outcome").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Anonymous callers only: a one-way tag of their address, which the tokenisation throttle counts by. */
  requesterTag: text("requester_tag"),
  /** The card's expiry (kept so a card can be saved from its token; null for tokens made before it was kept). */
  expMonth: integer("exp_month"),
  expYear: integer("exp_year"),
  /**
   * Set on a saved card's reusable token: the vault authorizes it for this customer only (a one-off
   * checkout token has no owner and lives 30 minutes).
   */
  ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "cascade" }),
  /**
   * Set on a card kept on file for one subject of a client without an account (e.g. `catering_lead:<id>`): the vault
   * authorizes it only for a payment naming that subject, never for a checkout or another subject.
   */
  ownerSubject: text("owner_subject"),
}, (t) => [index("sandbox_card_tokens_requester_idx").on(t.requesterTag, t.createdAt).where(sql`${t.requesterTag} is not null`)]);

/**
 * A customer's saved cards (opt-in "Save this card" at checkout): the vault's reusable token and what the
 * customer recognises the card by — brand, last four, expiry. Never a number or a CVC. One row per card
 * (brand, last four, expiry) per customer; saving it again renews its token.
 */
export const savedCards = pgTable(
  "saved_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_cards_user_card_idx").on(t.userId, t.brand, t.last4, t.expMonth, t.expYear),
    check("saved_cards_last4_digits", sql`${t.last4} ~ '^[0-9]{4}$'`),
    check("saved_cards_exp_month_range", sql`${t.expMonth} between 1 and 12`),
  ],
);

export const sandboxCharges = pgTable("sandbox_charges", {
  reference: text("reference").primaryKey(),
  provider: text("provider").notNull(),
  token: text("token").notNull(),
  amountCents: integer("amount_cents").notNull(),
  capturedCents: integer("captured_cents").notNull().default(0),
  refundedCents: integer("refunded_cents").notNull().default(0),
  status: text("status").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

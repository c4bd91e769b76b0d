import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "./ordering.js";

/**
 * Owned by the payments module. We keep only the provider's reference, the card brand and last four
 * digits — never a card number.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the money is for: an order, a share of a dine-in bill, or a reservation's no-show card hold. */
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
    check("payments_purpose_known", sql`${t.purpose} in ('order','bill','reservation_hold')`),
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
  (t) => [index("payment_operations_payment_idx").on(t.paymentId)],
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
}, (t) => [index("sandbox_card_tokens_requester_idx").on(t.requesterTag, t.createdAt).where(sql`${t.requesterTag} is not null`)]);

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

import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity.js";
import { orderItems, orders } from "./ordering.js";
import { restaurants } from "./restaurants.js";

/**
 * Owned by the pos module: each payment taken at the point of sale toward a POS order — card (its `payments` row,
 * purpose "pos") or cash (what was handed over and the change). Their amounts sum to at most the order's total
 * (the order row is locked while a payment is taken).
 */
export const posPayments = pgTable(
  "pos_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id),
    tender: text("tender").notNull(),
    splitMode: text("split_mode").notNull(),
    splitWays: integer("split_ways"),
    amountCents: integer("amount_cents").notNull(),
    tenderedCents: integer("tendered_cents"),
    changeCents: integer("change_cents").notNull().default(0),
    /** The card payment (owned by payments); null for cash. */
    paymentId: uuid("payment_id"),
    takenBy: uuid("taken_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pos_payments_order_idx").on(t.orderId),
    check("pos_payments_tender_known", sql`${t.tender} in ('card','cash')`),
    check("pos_payments_split_known", sql`${t.splitMode} in ('full','even','items')`),
    check("pos_payments_amount_positive", sql`${t.amountCents} > 0`),
    check("pos_payments_change", sql`${t.changeCents} >= 0 and (${t.tender} = 'card' or ${t.tenderedCents} = ${t.amountCents} + ${t.changeCents})`),
  ],
);

/** The dishes a by-dish payment covered: a dish is paid once (its primary key). */
export const posPaymentItems = pgTable("pos_payment_items", {
  orderItemId: uuid("order_item_id")
    .primaryKey()
    .references(() => orderItems.id, { onDelete: "cascade" }),
  posPaymentId: uuid("pos_payment_id")
    .notNull()
    .references(() => posPayments.id, { onDelete: "cascade" }),
  amountCents: integer("amount_cents").notNull(),
});

import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity.js";
import { orderItems, orders } from "./ordering.js";
import { restaurants } from "./restaurants.js";

/**
 * A till's shift: opened with a float, closed with the cash counted (the expected cash is stored as it was at the
 * close). One open shift per till and one per person at a time (partial unique indexes: two opens at once → one).
 */
export const posShifts = pgTable(
  "pos_shifts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id),
    terminal: text("terminal").notNull(),
    openedBy: uuid("opened_by")
      .notNull()
      .references(() => users.id),
    openingFloatCents: integer("opening_float_cents").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: uuid("closed_by").references(() => users.id),
    countedCashCents: integer("counted_cash_cents"),
    expectedCashCents: integer("expected_cash_cents"),
  },
  (t) => [
    uniqueIndex("pos_shifts_one_open_per_terminal").on(t.restaurantId, t.terminal).where(sql`${t.closedAt} is null`),
    uniqueIndex("pos_shifts_one_open_per_person").on(t.openedBy).where(sql`${t.closedAt} is null`),
    index("pos_shifts_restaurant_idx").on(t.restaurantId, t.openedAt),
    check("pos_shifts_float", sql`${t.openingFloatCents} >= 0`),
    check("pos_shifts_closed", sql`(${t.closedAt} is null) = (${t.countedCashCents} is null)`),
  ],
);

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
    /** A card tip, charged on top of the amount (the amount alone pays toward the ticket). */
    tipCents: integer("tip_cents").notNull().default(0),
    /** The shift of the person who took it (null when they had none open). */
    shiftId: uuid("shift_id").references(() => posShifts.id),
    takenBy: uuid("taken_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pos_payments_order_idx").on(t.orderId),
    check("pos_payments_tender_known", sql`${t.tender} in ('card','cash')`),
    check("pos_payments_split_known", sql`${t.splitMode} in ('full','even','items')`),
    check("pos_payments_amount_positive", sql`${t.amountCents} > 0`),
    check("pos_payments_change", sql`${t.changeCents} >= 0 and (${t.tender} = 'card' or ${t.tenderedCents} = ${t.amountCents} + ${t.changeCents})`),
    check("pos_payments_tip", sql`${t.tipCents} >= 0 and (${t.tender} = 'card' or ${t.tipCents} = 0)`),
    index("pos_payments_shift_idx").on(t.shiftId),
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

/** A discount on a ticket or one of its dishes, with the reason and, above the threshold, who approved it. */
export const posDiscounts = pgTable(
  "pos_discounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id),
    orderItemId: uuid("order_item_id").references(() => orderItems.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    value: integer("value").notNull(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    appliedBy: uuid("applied_by")
      .notNull()
      .references(() => users.id),
    approvedBy: uuid("approved_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pos_discounts_order_idx").on(t.orderId),
    check("pos_discounts_kind_known", sql`${t.kind} in ('percent','amount')`),
    check("pos_discounts_amount_positive", sql`${t.amountCents} > 0`),
  ],
);

/** Money given back on a POS payment: a card through the payments module, cash out of the drawer. */
export const posRefunds = pgTable(
  "pos_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id),
    posPaymentId: uuid("pos_payment_id")
      .notNull()
      .references(() => posPayments.id),
    tender: text("tender").notNull(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    shiftId: uuid("shift_id").references(() => posShifts.id),
    refundedBy: uuid("refunded_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pos_refunds_order_idx").on(t.orderId),
    index("pos_refunds_shift_idx").on(t.shiftId),
    index("pos_refunds_restaurant_time_idx").on(t.restaurantId, t.createdAt),
    check("pos_refunds_amount_positive", sql`${t.amountCents} > 0`),
    check("pos_refunds_tender_known", sql`${t.tender} in ('card','cash')`),
  ],
);

/**
 * The dishes a by-dish refund covered and how many of each: a line's units are refunded at most once in all (the
 * service checks the sum under the order row's lock; the check keeps a row sane).
 */
export const posRefundItems = pgTable(
  "pos_refund_items",
  {
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    posRefundId: uuid("pos_refund_id")
      .notNull()
      .references(() => posRefunds.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    amountCents: integer("amount_cents").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.posRefundId, t.orderItemId] }), index("pos_refund_items_item_idx").on(t.orderItemId), check("pos_refund_items_quantity", sql`${t.quantity} > 0`)],
);

/**
 * A staff member's discount waiting for an owner's or manager's word from their own screen (the other path to a PIN
 * typed at the till). Decided once: the decision is a compare-and-set on status = 'pending'; an approval inserts the
 * discount (linked here) in the same transaction.
 */
export const posApprovalRequests = pgTable(
  "pos_approval_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id),
    orderItemId: uuid("order_item_id").references(() => orderItems.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    value: integer("value").notNull(),
    /** What it came to when asked (the approval recomputes it against the ticket as it then stands). */
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    requestedBy: uuid("requested_by")
      .notNull()
      .references(() => users.id),
    status: text("status").notNull().default("pending"),
    decidedBy: uuid("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    discountId: uuid("discount_id").references(() => posDiscounts.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("pos_approval_requests_pending_idx").on(t.restaurantId, t.createdAt).where(sql`${t.status} = 'pending'`),
    index("pos_approval_requests_order_idx").on(t.orderId),
    check("pos_approval_requests_status_known", sql`${t.status} in ('pending','approved','declined')`),
    check("pos_approval_requests_kind_known", sql`${t.kind} in ('percent','amount')`),
    check("pos_approval_requests_decided", sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);

/** An owner's or manager's PIN for approving at the till (scrypt, salted). */
export const posApproverPins = pgTable(
  "pos_approver_pins",
  {
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pinHash: text("pin_hash").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.userId] })],
);

import { bigint, bigserial, date, index, integer, jsonb, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Owned by the analytics module: rollups of the operational tables, never written by any other module (the
 * operational tables' triggers only append keys to the two `analytics_dirty_*` logs). Every figure of a cell is a
 * plain sum over one ledger row kind, bucketed by that row's own time (an order by `placed_at`, a refund by its
 * operation's `created_at`, a commission by when it was earned…), so the sum of any set of cells is the sum over the
 * rows of the same instants. A cell is recomputed whole from the operational rows (never adjusted by a delta).
 *
 * `restaurant_id` NO_RESTAURANT (the nil uuid) holds what belongs to no restaurant (courier payouts, refunds of
 * payments that are not an order's).
 */
export const figures = () => ({
  /** Counted orders (placed, neither rejected nor cancelled) and their money. */
  orders: integer("orders").notNull().default(0),
  gmvCents: bigint("gmv_cents", { mode: "number" }).notNull().default(0),
  serviceFeeCents: bigint("service_fee_cents", { mode: "number" }).notNull().default(0),
  deliveryFeeCents: bigint("delivery_fee_cents", { mode: "number" }).notNull().default(0),
  taxCents: bigint("tax_cents", { mode: "number" }).notNull().default(0),
  tipCents: bigint("tip_cents", { mode: "number" }).notNull().default(0),
  discountCents: bigint("discount_cents", { mode: "number" }).notNull().default(0),
  /** Orders placed in the cell that were cancelled or rejected. */
  cancelled: integer("cancelled").notNull().default(0),
  rejected: integer("rejected").notNull().default(0),
  /** Counted orders delivered with a promised latest time, and those delivered by it (late = deliveries − on_time). */
  deliveries: integer("deliveries").notNull().default(0),
  onTime: integer("on_time").notNull().default(0),
  /** Refund operations (payment_operations kind refund) by the refund's time. */
  refunds: integer("refunds").notNull().default(0),
  refundsCents: bigint("refunds_cents", { mode: "number" }).notNull().default(0),
  /** Tavola's commission on courier fees (courier_earnings kind commission, sign flipped), by when earned. */
  courierCommissionCents: bigint("courier_commission_cents", { mode: "number" }).notNull().default(0),
  /** Catering deposits and balances paid, by payment time. */
  cateringCents: bigint("catering_cents", { mode: "number" }).notNull().default(0),
  /** Net courier payouts, by paid time (always NO_RESTAURANT). */
  courierPayoutsCents: bigint("courier_payouts_cents", { mode: "number" }).notNull().default(0),
  /** Feedback left, by its time, and its sentiment. */
  feedback: integer("feedback").notNull().default(0),
  feedbackPositive: integer("feedback_positive").notNull().default(0),
  feedbackNegative: integer("feedback_negative").notNull().default(0),
});

/** Per restaurant per UTC quarter hour (every real time zone's midnight falls on a quarter hour). */
export const analyticsQuarterCells = pgTable(
  "analytics_quarter_cells",
  {
    restaurantId: uuid("restaurant_id").notNull(),
    slot: timestamp("slot", { withTimezone: true }).notNull(),
    /** The slot's UTC day (the unit a refresh recomputes). */
    day: date("day").notNull(),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.slot] }), index("analytics_quarter_cells_slot_idx").on(t.slot)],
);

/** Per restaurant per UTC day: the sum of that day's quarter cells. */
export const analyticsDayCells = pgTable(
  "analytics_day_cells",
  {
    restaurantId: uuid("restaurant_id").notNull(),
    day: date("day").notNull(),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day] }), index("analytics_day_cells_day_idx").on(t.day)],
);

/** The whole platform per UTC quarter hour: the sum of every restaurant's (and NO_RESTAURANT's) cells of the slot. */
export const analyticsPlatformQuarterCells = pgTable("analytics_platform_quarter_cells", {
  slot: timestamp("slot", { withTimezone: true }).primaryKey(),
  day: date("day").notNull(),
  ...figures(),
});

/** The whole platform per UTC day. */
export const analyticsPlatformDayCells = pgTable("analytics_platform_day_cells", {
  day: date("day").primaryKey(),
  ...figures(),
});

/**
 * Per customer: the instants of their counted orders, sorted (duplicates kept: two orders at once are two), so
 * "customers with at least one / two orders in a window" is two binary searches per customer (`width_bucket`), and
 * their distinct UTC order days (as day numbers since 1970-01-01) for the churn model.
 */
export const analyticsCustomers = pgTable(
  "analytics_customers",
  {
    customerId: uuid("customer_id").primaryKey(),
    orderTimes: timestamp("order_times", { withTimezone: true }).array().notNull(),
    orderDays: integer("order_days").array().notNull(),
    firstOrderAt: timestamp("first_order_at", { withTimezone: true }).notNull(),
    lastOrderAt: timestamp("last_order_at", { withTimezone: true }).notNull(),
    spentCents: bigint("spent_cents", { mode: "number" }).notNull(),
  },
  (t) => [index("analytics_customers_first_idx").on(t.firstOrderAt), index("analytics_customers_last_idx").on(t.lastOrderAt)],
);

/** Keys whose cells must be recomputed, appended by the operational tables' triggers; a refresh deletes what it takes. */
export const analyticsDirtyCells = pgTable("analytics_dirty_cells", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  restaurantId: uuid("restaurant_id").notNull(),
  day: date("day").notNull(),
});

export const analyticsDirtyCustomers = pgTable("analytics_dirty_customers", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  customerId: uuid("customer_id").notNull(),
});

/**
 * One row (id 1): when the rollups were last built whole. Null (a fresh migration over existing orders, or a bulk
 * load with triggers off) asks the next refresh for a full rebuild.
 */
export const analyticsRollupState = pgTable("analytics_rollup_state", {
  id: integer("id").primaryKey(),
  builtAt: timestamp("built_at", { withTimezone: true }),
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }),
});

/** The churn model's stored fits, one per holdout length, computed by the `analytics-churn-fit` job. */
export const analyticsChurnResults = pgTable("analytics_churn_results", {
  holdoutDays: integer("holdout_days").primaryKey(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  /** When it was last asked for: the job refits only holdouts someone reads. */
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  result: jsonb("result").notNull(),
});

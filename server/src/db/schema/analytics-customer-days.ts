import { date, index, integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Owned by the analytics module (ARCHITECTURE.md "Analytics rollups"): what makes distinct-customer counts over any
 * range exact and cheap. A customer's first counted order inside a window [s, e) is the one order in it whose
 * previous order (any restaurant) is before s; their second is the one whose previous is inside and whose
 * second-previous is before s. So "customers with ≥ 1 / ≥ 2 orders in a window" are counts of orders by where their
 * previous orders fall — sums, which day cells can hold.
 */

/**
 * One row per counted order (neither rejected nor cancelled) that has a customer, with that customer's previous and
 * second-previous counted orders (ordered by placed_at, then id: two orders at one instant are two) platform-wide and
 * at the same restaurant, and their first. Recomputed whole per customer by the refresh.
 */
export const analyticsCustomerOrders = pgTable(
  "analytics_customer_orders",
  {
    orderId: uuid("order_id").primaryKey(),
    customerId: uuid("customer_id").notNull(),
    restaurantId: uuid("restaurant_id").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** `at`'s UTC date: the day cell the order counts in. */
    day: date("day").notNull(),
    prevAt: timestamp("prev_at", { withTimezone: true }),
    prev2At: timestamp("prev2_at", { withTimezone: true }),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
    /** The same at this order's restaurant (for a restaurant's own customers). */
    restaurantPrevAt: timestamp("r_prev_at", { withTimezone: true }),
    restaurantPrev2At: timestamp("r_prev2_at", { withTimezone: true }),
    restaurantFirstAt: timestamp("r_first_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    // Covering: the counts at a range's cut edges are index-only scans.
    index("analytics_customer_orders_at_idx").on(t.at, t.prevAt, t.prev2At),
    index("analytics_customer_orders_prev_idx").on(t.prevAt),
    index("analytics_customer_orders_prev2_idx").on(t.prev2At),
    index("analytics_customer_orders_first_idx").on(t.firstAt, t.at, t.prevAt),
    index("analytics_customer_orders_customer_idx").on(t.customerId),
    // Covering: a restaurant's counts and cohorts are index-only scans of its own orders.
    index("analytics_customer_orders_restaurant_idx").on(t.restaurantId, t.at, t.restaurantPrevAt, t.restaurantPrev2At, t.restaurantFirstAt),
  ],
);

/**
 * Platform-wide per UTC day: its customers' counted orders, those with no previous order (first-ever: new customers)
 * and no second-previous, and for returning ones how far back their previous orders lie, cumulated:
 * `before1[j]` = the day's orders whose previous order is on a UTC day before `day − j + 1` (first-ever included),
 * so the day's orders whose previous order is before any earlier midnight m are `before1[day − m + 1]` (past the
 * array's end: `new1`). `before2`/`new2` the same for the second-previous order.
 */
export const analyticsCustomerDays = pgTable("analytics_customer_days", {
  day: date("day").primaryKey(),
  orders: integer("orders").notNull(),
  new1: integer("new1").notNull(),
  new2: integer("new2").notNull(),
  before1: integer("before1").array().notNull(),
  before2: integer("before2").array().notNull(),
});

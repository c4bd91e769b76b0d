import { bigserial, date, index, integer, pgTable, primaryKey, smallint, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Owned by the analytics module (issue 20's /analytics and /advanced-analytics): per restaurant per UTC day, the
 * rollups behind the funnel and the basket analysis, kept by `refreshInsightRollups` (modules/analytics/rollups/
 * insight-*.ts) from the keys the operational tables' triggers append to `analytics_dirty_insight_days`. A day is
 * recomputed whole from the operational rows, never adjusted by a delta.
 */

/**
 * The funnel's visits — a visit is one visitor (browser) at one restaurant on one UTC day — that had a menu view, a
 * cart add and a checkout start, so a range's step count is a sum of these cells (plus its partial end days' events);
 * paid online orders (the payments table says paid) by the order's placed time; and counted baskets (orders with
 * dishes). Pruned events (90-day retention) mark their days, which are recomputed from the events kept: a visit
 * counts while its events are kept, as it did when the funnel counted visitors.
 */
export const analyticsInsightDays = pgTable(
  "analytics_insight_days",
  {
    day: date("day").notNull(),
    restaurantId: uuid("restaurant_id").notNull(),
    menuViews: integer("menu_views").notNull().default(0),
    cartAdds: integer("cart_adds").notNull().default(0),
    checkoutStarts: integer("checkout_starts").notNull().default(0),
    paid: integer("paid").notNull().default(0),
    baskets: integer("baskets").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.restaurantId] }), index("analytics_insight_days_restaurant_idx").on(t.restaurantId, t.day)],
);

/** Baskets holding each dish, per day (a dish belongs to one restaurant). */
export const analyticsBasketItemDays = pgTable(
  "analytics_basket_item_days",
  {
    day: date("day").notNull(),
    restaurantId: uuid("restaurant_id").notNull(),
    menuItemId: uuid("menu_item_id").notNull(),
    baskets: integer("baskets").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.restaurantId, t.menuItemId] }), index("analytics_basket_item_days_restaurant_idx").on(t.restaurantId, t.day)],
);

/** Baskets holding both dishes of a pair (`item_a` < `item_b`), per day. */
export const analyticsBasketPairDays = pgTable(
  "analytics_basket_pair_days",
  {
    day: date("day").notNull(),
    restaurantId: uuid("restaurant_id").notNull(),
    itemA: uuid("item_a").notNull(),
    itemB: uuid("item_b").notNull(),
    together: integer("together").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.restaurantId, t.itemA, t.itemB] }), index("analytics_basket_pair_days_restaurant_idx").on(t.restaurantId, t.day)],
);

/**
 * The platform's heatmap per UTC day: counted orders of every restaurant placed that day, by the weekday (0 = Monday)
 * and hour of each restaurant's own zone (its booking policy's, the platform default otherwise). A restaurant's zone
 * change marks every day it has orders (trigger `analytics_note_insight_zones`), so the days are bucketed again.
 */
export const analyticsHeatDays = pgTable(
  "analytics_heat_days",
  {
    day: date("day").notNull(),
    weekday: smallint("weekday").notNull(),
    hour: smallint("hour").notNull(),
    orders: integer("orders").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.weekday, t.hour] })],
);

/**
 * The platform funnel's partial days (a zone's midnight is not UTC's: a range's first and last UTC days are partial):
 * per UTC day and quarter hour (slot 0 … 95), the visits whose first, and whose last, event of a step fell in it. A
 * day's first hours [00:00, e) hold the visits whose first event is before e, its last [s, 24:00) those whose last
 * event is at or after s — sums over slots, for every e and s on a quarter hour (every zone's midnight is one).
 */
export const analyticsFunnelSlots = pgTable(
  "analytics_funnel_slots",
  {
    day: date("day").notNull(),
    slot: smallint("slot").notNull(),
    firstMenuViews: integer("first_menu_views").notNull().default(0),
    firstCartAdds: integer("first_cart_adds").notNull().default(0),
    firstCheckoutStarts: integer("first_checkout_starts").notNull().default(0),
    lastMenuViews: integer("last_menu_views").notNull().default(0),
    lastCartAdds: integer("last_cart_adds").notNull().default(0),
    lastCheckoutStarts: integer("last_checkout_starts").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.slot] })],
);

/**
 * Weekly sums of the basket day rollups (a week starts on a UTC Monday), so a long range reads its whole weeks here
 * and only its remaining days from the day rows; recomputed from the day rows of the weeks a refresh touched.
 */
export const analyticsBasketItemWeeks = pgTable(
  "analytics_basket_item_weeks",
  {
    week: date("week").notNull(),
    restaurantId: uuid("restaurant_id").notNull(),
    menuItemId: uuid("menu_item_id").notNull(),
    baskets: integer("baskets").notNull(),
  },
  (t) => [primaryKey({ columns: [t.week, t.restaurantId, t.menuItemId] }), index("analytics_basket_item_weeks_restaurant_idx").on(t.restaurantId, t.week)],
);

export const analyticsBasketPairWeeks = pgTable(
  "analytics_basket_pair_weeks",
  {
    week: date("week").notNull(),
    restaurantId: uuid("restaurant_id").notNull(),
    itemA: uuid("item_a").notNull(),
    itemB: uuid("item_b").notNull(),
    together: integer("together").notNull(),
  },
  (t) => [primaryKey({ columns: [t.week, t.restaurantId, t.itemA, t.itemB] }), index("analytics_basket_pair_weeks_restaurant_idx").on(t.restaurantId, t.week)],
);

/** Keys (restaurant, UTC day) whose insight rollups must be recomputed; appended by triggers, deleted by the refresh. */
export const analyticsDirtyInsightDays = pgTable("analytics_dirty_insight_days", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  restaurantId: uuid("restaurant_id").notNull(),
  day: date("day").notNull(),
});

/** One row (id 1): when the insight rollups were last built whole; null asks the next refresh for a full rebuild. */
export const analyticsInsightRollupState = pgTable("analytics_insight_rollup_state", {
  id: integer("id").primaryKey(),
  builtAt: timestamp("built_at", { withTimezone: true }),
});

import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Owned by the analytics module (issue 20): per UTC day, restaurant and dish (its name as the order line copied it),
 * what the AI control's dish questions read ("top dishes", "complaints per dish"), kept by `refreshDishRollups`
 * (modules/analytics/rollups/dish-*.ts) from the keys the operational tables' triggers append to
 * `analytics_dirty_dish_days`. A day is recomputed whole from the operational rows, never adjusted by a delta.
 *
 * Sales are by the order's placed day; complaints by the feedback's own day (a complaint is counted when it is
 * left, about an order that held the dish, at the order's restaurant).
 */
export const analyticsDishDays = pgTable(
  "analytics_dish_days",
  {
    day: date("day").notNull(),
    restaurantId: uuid("restaurant_id").notNull(),
    dish: text("dish").notNull(),
    /** Counted orders (neither rejected nor cancelled): portions, their revenue (unit price × quantity), orders with the dish. */
    quantity: integer("quantity").notNull().default(0),
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull().default(0),
    orders: integer("orders").notNull().default(0),
    /** Orders of any status placed with the dish (the complaints answer's "orders with it"). */
    placedOrders: integer("placed_orders").notNull().default(0),
    /** Negative feedback left this day about an order with the dish. */
    complaints: integer("complaints").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.restaurantId, t.dish] }), index("analytics_dish_days_restaurant_idx").on(t.restaurantId, t.day)],
);

/** Keys (restaurant, UTC day) whose dish cells must be recomputed; appended by triggers, deleted by the refresh. */
export const analyticsDirtyDishDays = pgTable("analytics_dirty_dish_days", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  restaurantId: uuid("restaurant_id").notNull(),
  day: date("day").notNull(),
});

/** One row (id 1): when the dish rollup was last built whole; null asks the next refresh for a full rebuild. */
export const analyticsDishRollupState = pgTable("analytics_dish_rollup_state", {
  id: integer("id").primaryKey(),
  builtAt: timestamp("built_at", { withTimezone: true }),
});

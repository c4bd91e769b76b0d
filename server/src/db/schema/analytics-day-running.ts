import { date, index, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { figures } from "./analytics.js";

/**
 * Owned by the analytics module: per restaurant, the running totals of its day cells (`analytics_day_cells`) through
 * each day that has one. A run of whole UTC days [d1, d2] of a restaurant is the running row at or before d2 less the
 * one before d1: two rows however long the run, so a year's league or a month-by-month report of 200 restaurants
 * reads a few hundred rows, not 73,000 day cells. Recomputed from the first changed day onward by the refresh.
 */
export const analyticsDayRunning = pgTable(
  "analytics_day_running",
  {
    restaurantId: uuid("restaurant_id").notNull(),
    day: date("day").notNull(),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day] }), index("analytics_day_running_day_idx").on(t.day)],
);

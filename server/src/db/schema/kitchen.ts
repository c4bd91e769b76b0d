import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity.js";
import { orderItems, orders } from "./ordering.js";
import { restaurants } from "./restaurants.js";

/**
 * Owned by the kitchen module: a dish bumped off the kitchen display. One bump action (a dish, or a whole ticket)
 * shares an `action_id`, so Recall brings back what one press took away. A recalled bump keeps its row
 * (`recalled_at`); at most one live bump per dish, so two bump bars pressing at once bump it once.
 */
export const kitchenBumps = pgTable(
  "kitchen_bumps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actionId: uuid("action_id").notNull(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    /** The screen it was bumped on: a station, or "all" (the expediter); Recall on a screen takes its own last. */
    view: text("view").notNull(),
    bumpedBy: uuid("bumped_by").references(() => users.id),
    bumpedAt: timestamp("bumped_at", { withTimezone: true }).notNull().defaultNow(),
    recalledAt: timestamp("recalled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("kitchen_bumps_live_item").on(t.orderItemId).where(sql`${t.recalledAt} is null`),
    index("kitchen_bumps_restaurant_idx").on(t.restaurantId, t.bumpedAt),
  ],
);

/**
 * A catering line bumped off the kitchen display (catering is not an order: its lines are the confirmed quote's,
 * named by `line_key` = "<quote version id>:<index>"). Same rules as `kitchen_bumps`: one action per press, Recall
 * keeps the row, at most one live bump per line.
 */
export const kitchenCateringBumps = pgTable(
  "kitchen_catering_bumps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actionId: uuid("action_id").notNull(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id").notNull(),
    lineKey: text("line_key").notNull(),
    view: text("view").notNull(),
    bumpedBy: uuid("bumped_by").references(() => users.id),
    bumpedAt: timestamp("bumped_at", { withTimezone: true }).notNull().defaultNow(),
    recalledAt: timestamp("recalled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("kitchen_catering_bumps_live_line").on(t.lineKey).where(sql`${t.recalledAt} is null`),
    index("kitchen_catering_bumps_restaurant_idx").on(t.restaurantId, t.bumpedAt),
  ],
);

import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Owned by the web-events module: the funnel's browser events (menu view, cart add, checkout start), append-only
 * (a trigger refuses UPDATE; the retention job deletes rows older than 90 days). No personal data: a random visitor
 * id the browser keeps, the user id when signed in. No foreign keys: rows outlive nothing and inserts stay cheap
 * (unknown restaurants are dropped at insert time).
 */
export const webEvents = pgTable(
  "web_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    type: text("type").notNull(),
    visitorId: text("visitor_id").notNull(),
    userId: uuid("user_id"),
    restaurantId: uuid("restaurant_id").notNull(),
    menuItemId: uuid("menu_item_id"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("web_events_occurred_idx").on(t.occurredAt),
    index("web_events_restaurant_occurred_idx").on(t.restaurantId, t.occurredAt),
    check("web_events_type", sql`${t.type} in ('menu_view', 'cart_add', 'checkout_start')`),
    check("web_events_visitor_length", sql`length(${t.visitorId}) between 8 and 64`),
  ],
);

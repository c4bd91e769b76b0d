import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity.js";
import { restaurants } from "./restaurants.js";

/**
 * Owned by the feedback module: what guests tell us (the spec's "Share Your Feedback"), with the sentiment
 * the server's NLP found in it, and the restaurant's reply.
 */
export const feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The signed-in guest, if any. */
    customerId: uuid("customer_id").references(() => users.id, { onDelete: "set null" }),
    restaurantId: uuid("restaurant_id").references(() => restaurants.id, { onDelete: "cascade" }),
    /** The order the guest came from (owned by ordering; no FK across modules). */
    orderId: uuid("order_id"),
    /** 1 Poor … 5 Excellent. */
    rating: integer("rating").notNull(),
    /** The spec's eight: food-quality, service, ambiance, value, cleanliness, speed, staff, other. */
    category: text("category").notNull(),
    text: text("text").notNull(),
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    /** Normalised score in [-1, 1] and its label: positive, neutral or negative. */
    sentimentScore: doublePrecision("sentiment_score").notNull(),
    sentimentLabel: text("sentiment_label").notNull(),
    keyPhrases: jsonb("key_phrases").$type<string[]>().notNull().default([]),
    /** ISO 639-1 code of the language the text was analysed in. */
    language: text("language").notNull().default("en"),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedBy: uuid("replied_by").references(() => users.id, { onDelete: "set null" }),
    /** Negative feedback about an order raises an alert on the restaurant dashboard: open → resolved. */
    alertState: text("alert_state"),
    alertResolvedAt: timestamp("alert_resolved_at", { withTimezone: true }),
    /** The loyalty recovery credit granted for this feedback (the ledger allows one per order). */
    recoveryPoints: integer("recovery_points"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("feedback_restaurant_created_idx").on(t.restaurantId, t.createdAt),
    index("feedback_customer_idx").on(t.customerId),
    check("feedback_rating_range", sql`${t.rating} between 1 and 5`),
    check("feedback_category_known", sql`${t.category} in ('food-quality','service','ambiance','value','cleanliness','speed','staff','other')`),
    index("feedback_open_alerts_idx").on(t.restaurantId).where(sql`${t.alertState} = 'open'`),
    check("feedback_alert_state_known", sql`${t.alertState} is null or ${t.alertState} in ('open','resolved')`),
    check("feedback_sentiment_known", sql`${t.sentimentLabel} in ('positive','neutral','negative')`),
  ],
);

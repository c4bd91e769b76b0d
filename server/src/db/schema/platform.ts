import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Owned by platform/rate-limit: one fixed-window counter per key ("login:ip:<addr>", "reservation:email:<x>",
 * …). In the database so every server process counts the same hits; an upsert per hit makes a parallel burst
 * count one by one.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    windowSeconds: integer("window_seconds").notNull(),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStart)],
);

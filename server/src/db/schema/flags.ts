import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";

/**
 * Owned by the flags module: the current state of each feature flag the code defines (contracts' FEATURE_FLAGS).
 * A flag without a row has its default. Every change is audited (admin's audit_log) in the same transaction.
 */
export const featureFlags = pgTable(
  "feature_flags",
  {
    key: varchar("key", { length: 64 }).primaryKey(),
    description: varchar("description", { length: 300 }).notNull(),
    enabled: boolean("enabled").notNull(),
    /** Null: everyone; 0–100: that share of signed-in users by a stable hash of their id. */
    rolloutPercent: integer("rollout_percent"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by"),
  },
  (t) => [check("feature_flags_rollout_range", sql`${t.rolloutPercent} is null or ${t.rolloutPercent} between 0 and 100`)],
);

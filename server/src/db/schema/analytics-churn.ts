import { integer, pgTable, real, timestamp } from "drizzle-orm/pg-core";

/**
 * Owned by the analytics module: churn fits asked for and not finished yet, one per holdout length (the fit runs in
 * the `analytics-churn-fit-holdout` job, never in a request). `started_at` null: queued; `progress` 0–1 as the job
 * reports it. The job deletes its row when the fit is stored (or fails: the next request queues it again).
 */
export const analyticsChurnFits = pgTable("analytics_churn_fits", {
  holdoutDays: integer("holdout_days").primaryKey(),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp("started_at", { withTimezone: true }),
  progress: real("progress").notNull().default(0),
});

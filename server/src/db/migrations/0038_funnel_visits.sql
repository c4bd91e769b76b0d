DROP TABLE "analytics_funnel_visitor_days" CASCADE;--> statement-breakpoint
ALTER TABLE "analytics_insight_days" ADD COLUMN "menu_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_insight_days" ADD COLUMN "cart_adds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_insight_days" ADD COLUMN "checkout_starts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The funnel counts visits now (hand-written): the next refresh rebuilds the insight rollups whole, filling the new columns.
UPDATE "analytics_insight_rollup_state" SET "built_at" = NULL;

CREATE TABLE "analytics_funnel_slots" (
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"first_menu_views" integer DEFAULT 0 NOT NULL,
	"first_cart_adds" integer DEFAULT 0 NOT NULL,
	"first_checkout_starts" integer DEFAULT 0 NOT NULL,
	"last_menu_views" integer DEFAULT 0 NOT NULL,
	"last_cart_adds" integer DEFAULT 0 NOT NULL,
	"last_checkout_starts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_funnel_slots_day_slot_pk" PRIMARY KEY("day","slot")
);
--> statement-breakpoint
-- Hand-written: the next refresh rebuilds the insight rollups whole, filling the funnel's slots.
UPDATE "analytics_insight_rollup_state" SET "built_at" = NULL;

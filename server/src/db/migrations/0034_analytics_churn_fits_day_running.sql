CREATE TABLE "analytics_churn_fits" (
	"holdout_days" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"progress" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_day_running" (
	"restaurant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gmv_cents" bigint DEFAULT 0 NOT NULL,
	"service_fee_cents" bigint DEFAULT 0 NOT NULL,
	"delivery_fee_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"tip_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunds_cents" bigint DEFAULT 0 NOT NULL,
	"courier_commission_cents" bigint DEFAULT 0 NOT NULL,
	"catering_cents" bigint DEFAULT 0 NOT NULL,
	"courier_payouts_cents" bigint DEFAULT 0 NOT NULL,
	"feedback" integer DEFAULT 0 NOT NULL,
	"feedback_positive" integer DEFAULT 0 NOT NULL,
	"feedback_negative" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_day_running_restaurant_id_day_pk" PRIMARY KEY("restaurant_id","day")
);
--> statement-breakpoint
CREATE INDEX "analytics_day_running_day_idx" ON "analytics_day_running" USING btree ("day");--> statement-breakpoint
-- Hand-written: the running totals are built for the cells already there by the next refresh's full rebuild.
UPDATE "analytics_rollup_state" SET "built_at" = NULL WHERE "id" = 1;

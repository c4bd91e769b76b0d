CREATE TABLE "courier_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier_id" uuid NOT NULL,
	"job_id" uuid,
	"kind" varchar(12) NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_earnings_kind_check" CHECK ("courier_earnings"."kind" in ('fee', 'commission', 'tip', 'adjustment')),
	CONSTRAINT "courier_earnings_sign_check" CHECK (("courier_earnings"."kind" in ('fee', 'tip') and "courier_earnings"."amount_cents" >= 0) or ("courier_earnings"."kind" = 'commission' and "courier_earnings"."amount_cents" <= 0) or ("courier_earnings"."kind" = 'adjustment' and "courier_earnings"."amount_cents" <> 0 and "courier_earnings"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "courier_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier_id" uuid NOT NULL,
	"week_start" varchar(10) NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"deliveries" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	"tip_cents" integer NOT NULL,
	"adjustment_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_payouts_sums_check" CHECK ("courier_payouts"."gross_cents" = "courier_payouts"."fee_cents" + "courier_payouts"."tip_cents" + "courier_payouts"."adjustment_cents" and "courier_payouts"."net_cents" = "courier_payouts"."gross_cents" - "courier_payouts"."commission_cents")
);
--> statement-breakpoint
CREATE TABLE "courier_presence" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"reported_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"courier_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"to_pickup_km" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_bids_amount_check" CHECK ("delivery_bids"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"restaurant_name" varchar(200) NOT NULL,
	"pickup_area" varchar(200) NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lng" double precision NOT NULL,
	"dropoff_area" varchar(200) NOT NULL,
	"dropoff_lat" double precision,
	"dropoff_lng" double precision,
	"distance_km" double precision NOT NULL,
	"expected_minutes" integer NOT NULL,
	"fee_floor_cents" integer NOT NULL,
	"fee_cap_cents" integer NOT NULL,
	"night" boolean NOT NULL,
	"rain" boolean NOT NULL,
	"peak" boolean NOT NULL,
	"due_by" timestamp with time zone,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"bid_closes_at" timestamp with time zone NOT NULL,
	"courier_id" uuid,
	"fee_cents" integer,
	"award_method" varchar(4),
	"explanation" jsonb,
	"awarded_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancel_reason" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_jobs_status_check" CHECK ("delivery_jobs"."status" in ('open', 'assigned', 'picked_up', 'delivered', 'cancelled')),
	CONSTRAINT "delivery_jobs_band_check" CHECK ("delivery_jobs"."fee_floor_cents" > 0 and "delivery_jobs"."fee_cap_cents" >= "delivery_jobs"."fee_floor_cents"),
	CONSTRAINT "delivery_jobs_award_check" CHECK (("delivery_jobs"."status" in ('open', 'cancelled')) or ("delivery_jobs"."courier_id" is not null and "delivery_jobs"."fee_cents" between "delivery_jobs"."fee_floor_cents" and "delivery_jobs"."fee_cap_cents" and "delivery_jobs"."award_method" in ('bid', 'auto')))
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "uses_platform_couriers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_code" varchar(4);--> statement-breakpoint
ALTER TABLE "courier_earnings" ADD CONSTRAINT "courier_earnings_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_earnings" ADD CONSTRAINT "courier_earnings_job_id_delivery_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."delivery_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_payouts" ADD CONSTRAINT "courier_payouts_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_presence" ADD CONSTRAINT "courier_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_bids" ADD CONSTRAINT "delivery_bids_job_id_delivery_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."delivery_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_bids" ADD CONSTRAINT "delivery_bids_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD CONSTRAINT "delivery_jobs_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_earnings_job_kind_idx" ON "courier_earnings" USING btree ("job_id","kind");--> statement-breakpoint
CREATE INDEX "courier_earnings_courier_idx" ON "courier_earnings" USING btree ("courier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_payouts_week_idx" ON "courier_payouts" USING btree ("courier_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_bids_job_courier_idx" ON "delivery_bids" USING btree ("job_id","courier_id");--> statement-breakpoint
CREATE INDEX "delivery_bids_courier_idx" ON "delivery_bids" USING btree ("courier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_jobs_order_idx" ON "delivery_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "delivery_jobs_open_idx" ON "delivery_jobs" USING btree ("status","bid_closes_at");--> statement-breakpoint
CREATE INDEX "delivery_jobs_courier_idx" ON "delivery_jobs" USING btree ("courier_id","delivered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_jobs_one_active_run" ON "delivery_jobs" USING btree ("courier_id") WHERE "delivery_jobs"."status" in ('assigned', 'picked_up');--> statement-breakpoint
-- The earnings ledger is append-only: corrections are adjustment rows, never edits (deletes stay possible so
-- erasing a user still cascades).
CREATE FUNCTION "courier_earnings_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'courier_earnings is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "courier_earnings_append_only" BEFORE UPDATE ON "courier_earnings"
  FOR EACH ROW EXECUTE FUNCTION "courier_earnings_refuse_update"();

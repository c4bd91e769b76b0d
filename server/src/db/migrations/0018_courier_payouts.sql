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
ALTER TABLE "courier_payouts" ADD CONSTRAINT "courier_payouts_courier_id_users_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_payouts_week_idx" ON "courier_payouts" USING btree ("courier_id","week_start");
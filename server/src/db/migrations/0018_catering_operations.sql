CREATE TABLE "catering_balance_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" uuid,
	"brand" text,
	"last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_balance_payments_amount" CHECK ("catering_balance_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "catering_capacity_bookings" (
	"lead_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"places" integer NOT NULL,
	CONSTRAINT "catering_capacity_bookings_lead_id_slot_start_pk" PRIMARY KEY("lead_id","slot_start"),
	CONSTRAINT "catering_capacity_bookings_places" CHECK ("catering_capacity_bookings"."places" > 0)
);
--> statement-breakpoint
CREATE TABLE "catering_client_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"quote_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catering_notices" (
	"key" text PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_known";--> statement-breakpoint
ALTER TABLE "catering_leads" ADD COLUMN "reconfirm_task_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catering_leads" ADD COLUMN "reconfirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catering_leads" ADD COLUMN "reconfirmed_by" text;--> statement-breakpoint
ALTER TABLE "catering_leads" ADD COLUMN "cancellation_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "catering_quote_versions" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catering_balance_payments" ADD CONSTRAINT "catering_balance_payments_quote_id_catering_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."catering_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_capacity_bookings" ADD CONSTRAINT "catering_capacity_bookings_lead_id_catering_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."catering_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_capacity_bookings" ADD CONSTRAINT "catering_capacity_bookings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_client_links" ADD CONSTRAINT "catering_client_links_quote_id_catering_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."catering_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_notices" ADD CONSTRAINT "catering_notices_lead_id_catering_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."catering_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catering_balance_payments_quote_idx" ON "catering_balance_payments" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "catering_client_links_quote_idx" ON "catering_client_links" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "catering_notices_lead_idx" ON "catering_notices" USING btree ("lead_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" in ('order','bill','reservation_hold','catering_deposit','catering_balance'));
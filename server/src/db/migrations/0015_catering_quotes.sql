CREATE TABLE "catering_deposit_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"schedule_index" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" uuid,
	"brand" text,
	"last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_deposit_payments_amount" CHECK ("catering_deposit_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "catering_quote_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"service_type" text NOT NULL,
	"lines" jsonb NOT NULL,
	"discount" jsonb,
	"deposits" jsonb NOT NULL,
	"tax_rate_ppm" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"schedule" jsonb NOT NULL,
	"valid_days" integer NOT NULL,
	"valid_until" timestamp with time zone,
	"change_note" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "catering_quote_versions_totals" CHECK ("catering_quote_versions"."total_cents" = "catering_quote_versions"."subtotal_cents" - "catering_quote_versions"."discount_cents" + "catering_quote_versions"."tax_cents" and "catering_quote_versions"."total_cents" >= 0),
	CONSTRAINT "catering_quote_versions_sent_valid" CHECK ("catering_quote_versions"."sent_at" is null or "catering_quote_versions"."valid_until" is not null)
);
--> statement-breakpoint
CREATE TABLE "catering_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"token_hash" text,
	"latest_sent_version_id" uuid,
	"accepted_version_id" uuid,
	"accepted_name" text,
	"accepted_at" timestamp with time zone,
	"accepted_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_known";--> statement-breakpoint
ALTER TABLE "catering_deposit_payments" ADD CONSTRAINT "catering_deposit_payments_quote_id_catering_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."catering_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_quote_versions" ADD CONSTRAINT "catering_quote_versions_quote_id_catering_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."catering_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_quote_versions" ADD CONSTRAINT "catering_quote_versions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_quotes" ADD CONSTRAINT "catering_quotes_lead_id_catering_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."catering_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catering_deposit_payments_key_idx" ON "catering_deposit_payments" USING btree ("quote_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "catering_deposit_payments_index_idx" ON "catering_deposit_payments" USING btree ("quote_id","schedule_index");--> statement-breakpoint
CREATE UNIQUE INDEX "catering_quote_versions_number_idx" ON "catering_quote_versions" USING btree ("quote_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "catering_quotes_lead_idx" ON "catering_quotes" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catering_quotes_token_idx" ON "catering_quotes" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" in ('order','bill','reservation_hold','catering_deposit'));
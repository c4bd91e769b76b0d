CREATE TABLE "catering_cancellation_settlements" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"quote_id" uuid,
	"fee_cents" integer NOT NULL,
	"deposits_paid_cents" integer NOT NULL,
	"kept_cents" integer NOT NULL,
	"refunded_cents" integer NOT NULL,
	"owed_cents" integer NOT NULL,
	"owed_by" text NOT NULL,
	"idempotency_key" text,
	"payment_id" uuid,
	"brand" text,
	"last4" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_cancellation_settlements_sums" CHECK ("catering_cancellation_settlements"."kept_cents" + "catering_cancellation_settlements"."refunded_cents" = "catering_cancellation_settlements"."deposits_paid_cents" and "catering_cancellation_settlements"."kept_cents" + "catering_cancellation_settlements"."owed_cents" = "catering_cancellation_settlements"."fee_cents"),
	CONSTRAINT "catering_cancellation_settlements_nonnegative" CHECK ("catering_cancellation_settlements"."kept_cents" >= 0 and "catering_cancellation_settlements"."refunded_cents" >= 0 and "catering_cancellation_settlements"."owed_cents" >= 0),
	CONSTRAINT "catering_cancellation_settlements_owed_by" CHECK ("catering_cancellation_settlements"."owed_by" in ('none','card_on_file','link'))
);
--> statement-breakpoint
CREATE TABLE "catering_cards_on_file" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"declined_at" timestamp with time zone,
	CONSTRAINT "catering_cards_on_file_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_known";--> statement-breakpoint
ALTER TABLE "catering_balance_payments" ADD COLUMN "source" text DEFAULT 'link' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_card_tokens" ADD COLUMN "owner_subject" text;--> statement-breakpoint
ALTER TABLE "catering_cancellation_settlements" ADD CONSTRAINT "catering_cancellation_settlements_lead_id_catering_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."catering_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_cancellation_settlements" ADD CONSTRAINT "catering_cancellation_settlements_quote_id_catering_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."catering_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_cards_on_file" ADD CONSTRAINT "catering_cards_on_file_lead_id_catering_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."catering_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catering_balance_payments" ADD CONSTRAINT "catering_balance_payments_source" CHECK ("catering_balance_payments"."source" in ('link','card_on_file'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" in ('order','bill','reservation_hold','catering_deposit','catering_balance','catering_cancellation_fee','pos'));
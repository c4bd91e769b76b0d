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
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_known";--> statement-breakpoint
ALTER TABLE "catering_deposit_payments" ADD CONSTRAINT "catering_deposit_payments_quote_id_catering_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."catering_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catering_deposit_payments_key_idx" ON "catering_deposit_payments" USING btree ("quote_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "catering_deposit_payments_index_idx" ON "catering_deposit_payments" USING btree ("quote_id","schedule_index");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" in ('order','bill','reservation_hold','catering_deposit'));
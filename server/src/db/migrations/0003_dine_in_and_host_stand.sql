CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"customer_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"party_size" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_table_ids" jsonb,
	"offered_starts_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"reservation_id" uuid,
	"manage_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_reference_unique" UNIQUE("reference"),
	CONSTRAINT "waitlist_status_known" CHECK ("waitlist_entries"."status" in ('waiting','offered','booked','expired','cancelled')),
	CONSTRAINT "waitlist_window_ordered" CHECK ("waitlist_entries"."window_end" > "waitlist_entries"."window_start"),
	CONSTRAINT "waitlist_party_size_range" CHECK ("waitlist_entries"."party_size" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "bill_payment_items" (
	"order_item_id" uuid PRIMARY KEY NOT NULL,
	"bill_payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"line" jsonb
);
--> statement-breakpoint
CREATE TABLE "bill_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"guest_id" uuid,
	"split_mode" text NOT NULL,
	"split_ways" integer,
	"amount_cents" integer NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_payments_amount_positive" CHECK ("bill_payments"."amount_cents" > 0),
	CONSTRAINT "bill_payments_tip_nonnegative" CHECK ("bill_payments"."tip_cents" >= 0),
	CONSTRAINT "bill_payments_split_known" CHECK ("bill_payments"."split_mode" in ('full','even','items'))
);
--> statement-breakpoint
CREATE TABLE "service_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"kind" text DEFAULT 'server' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "service_calls_kind_known" CHECK ("service_calls"."kind" in ('server','bill')),
	CONSTRAINT "service_calls_status_known" CHECK ("service_calls"."status" in ('open','acknowledged','resolved'))
);
--> statement-breakpoint
CREATE TABLE "table_qr_codes" (
	"table_id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"token" text NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_qr_codes_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "table_session_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid,
	"joined_via" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_session_guests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "table_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reservation_id" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "table_sessions_status_known" CHECK ("table_sessions"."status" in ('open','closed'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "server_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_session_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_number" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "reservation_policies" ADD COLUMN "no_show_fee_cents_per_guest" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "seated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payment_items" ADD CONSTRAINT "bill_payment_items_bill_payment_id_bill_payments_id_fk" FOREIGN KEY ("bill_payment_id") REFERENCES "public"."bill_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_guest_id_table_session_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."table_session_guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_calls" ADD CONSTRAINT "service_calls_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_calls" ADD CONSTRAINT "service_calls_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_calls" ADD CONSTRAINT "service_calls_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_calls" ADD CONSTRAINT "service_calls_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_qr_codes" ADD CONSTRAINT "table_qr_codes_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_qr_codes" ADD CONSTRAINT "table_qr_codes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_session_guests" ADD CONSTRAINT "table_session_guests_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_session_guests" ADD CONSTRAINT "table_session_guests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_restaurant_window_idx" ON "waitlist_entries" USING btree ("restaurant_id","window_start");--> statement-breakpoint
CREATE INDEX "bill_payments_session_idx" ON "bill_payments" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "service_calls_restaurant_status_idx" ON "service_calls" USING btree ("restaurant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "service_calls_one_open_per_session" ON "service_calls" USING btree ("session_id") WHERE "service_calls"."status" <> 'resolved';--> statement-breakpoint
CREATE INDEX "table_session_guests_session_idx" ON "table_session_guests" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_sessions_one_open_per_table" ON "table_sessions" USING btree ("table_id") WHERE "table_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "table_sessions_restaurant_idx" ON "table_sessions" USING btree ("restaurant_id","status");--> statement-breakpoint
CREATE INDEX "orders_table_session_idx" ON "orders" USING btree ("table_session_id");--> statement-breakpoint
CREATE INDEX "payments_subject_idx" ON "payments" USING btree ("subject_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_owner_known" CHECK ("orders"."customer_id" is not null or "orders"."table_session_id" is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfillment_known" CHECK ("orders"."fulfillment" in ('delivery','pickup','dine_in'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('placed','accepted','preparing','ready','out_for_delivery','delivered','picked_up','served','rejected','cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" in ('order','bill','reservation_hold'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subject_given" CHECK (("payments"."purpose" = 'order') = ("payments"."order_id" is not null) and ("payments"."purpose" = 'order' or "payments"."subject_id" is not null));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_source_known" CHECK ("reservations"."source" in ('online','walk_in','host'));--> statement-breakpoint
-- Tables that existed before this migration: a QR secret each (gen_random_uuid is 122 random bits) and the demo servers.
INSERT INTO "table_qr_codes" ("table_id", "restaurant_id", "token")
SELECT "id", "restaurant_id", replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
FROM "restaurant_tables"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "restaurant_tables" SET "server_name" = CASE
  WHEN "number" <= 4 THEN 'Sophie'
  WHEN "number" <= 8 THEN 'Marco'
  ELSE 'Aiko'
END WHERE "server_name" IS NULL;--> statement-breakpoint
-- Maison Lumière holds a card for $25 a guest, charged only if the party does not come.
UPDATE "reservation_policies" SET "no_show_fee_cents_per_guest" = 2500
WHERE "restaurant_id" IN (SELECT "id" FROM "restaurants" WHERE "slug" = 'maison-lumiere');

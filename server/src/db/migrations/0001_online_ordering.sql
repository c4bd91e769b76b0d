CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "kitchen_slots" (
	"restaurant_id" uuid NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"booked" integer NOT NULL,
	CONSTRAINT "kitchen_slots_restaurant_id_slot_start_pk" PRIMARY KEY("restaurant_id","slot_start"),
	CONSTRAINT "kitchen_slots_booked_nonnegative" CHECK ("kitchen_slots"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"status" text NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer DEFAULT 0 NOT NULL,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_operations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_provider_status" (
	"provider" text PRIMARY KEY NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"failed_over" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payments_refund_within_capture" CHECK ("payments"."refunded_cents" between 0 and "payments"."captured_cents"),
	CONSTRAINT "payments_capture_within_amount" CHECK ("payments"."captured_cents" between 0 and "payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"outcome" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "prep_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_extra_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "slot_capacity" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "delivery_radius_km" double precision DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "tax_rate_ppm" integer DEFAULT 88750 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "distance_km" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prep_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eta_earliest" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eta_latest" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_slots" ADD CONSTRAINT "kitchen_slots_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_operations_payment_idx" ON "payment_operations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_restaurant_placed_idx" ON "orders" USING btree ("restaurant_id","placed_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_slot_capacity_positive" CHECK ("restaurants"."slot_capacity" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('placed','accepted','preparing','ready','out_for_delivery','delivered','picked_up','rejected','cancelled'));--> statement-breakpoint
-- Orders placed before this migration get a reference and their slot; Danish kitchens charge 25 % VAT.
UPDATE "orders" SET "reference" = 'T-' || upper(substr(replace("id"::text, '-', ''), 1, 6)) WHERE "reference" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "slot_start" = to_timestamp(floor(extract(epoch from "placed_at") / 900) * 900) WHERE "slot_start" IS NULL;--> statement-breakpoint
UPDATE "restaurants" SET "tax_rate_ppm" = 250000 WHERE "country" = 'DK';--> statement-breakpoint
INSERT INTO "promo_codes" ("code", "label", "kind", "percent_off", "min_subtotal_cents", "first_order_only") VALUES
  ('WELCOME20', '20% off your first order', 'percent_off', 20, 0, true),
  ('FREEDELIVERY25', 'Free delivery over $25', 'free_delivery', 0, 2500, false)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "payment_provider_status" ("provider", "available") VALUES ('global', true), ('regional', true) ON CONFLICT DO NOTHING;

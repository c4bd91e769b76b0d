CREATE TABLE "reservation_policies" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"slot_interval_minutes" integer DEFAULT 15 NOT NULL,
	"lead_time_minutes" integer DEFAULT 60 NOT NULL,
	"booking_horizon_days" integer DEFAULT 30 NOT NULL,
	"pacing_covers_per_15" integer DEFAULT 20 NOT NULL,
	"cancellation_window_minutes" integer DEFAULT 120 NOT NULL,
	"durations" jsonb NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_policies_interval_positive" CHECK ("reservation_policies"."slot_interval_minutes" > 0),
	CONSTRAINT "reservation_policies_pacing_positive" CHECK ("reservation_policies"."pacing_covers_per_15" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_tables" (
	"reservation_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"during" "tstzrange" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reservation_tables_reservation_id_table_id_pk" PRIMARY KEY("reservation_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"customer_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"notes" text,
	"party_size" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"manage_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_reference_unique" UNIQUE("reference"),
	CONSTRAINT "reservations_status_known" CHECK ("reservations"."status" in ('booked','seated','completed','cancelled','no_show')),
	CONSTRAINT "reservations_party_size_range" CHECK ("reservations"."party_size" between 1 and 50),
	CONSTRAINT "reservations_ends_after_starts" CHECK ("reservations"."ends_at" > "reservations"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD COLUMN "join_group" text;--> statement-breakpoint
ALTER TABLE "reservation_policies" ADD CONSTRAINT "reservation_policies_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_tables_restaurant_idx" ON "reservation_tables" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "reservations_restaurant_starts_idx" ON "reservations" USING btree ("restaurant_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservations_customer_created_idx" ON "reservations" USING btree ("customer_id","created_at");--> statement-breakpoint
-- What drizzle cannot express: the database itself forbids two active bookings of one table that overlap in time.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_no_overlap" EXCLUDE USING gist ("table_id" WITH =, "during" WITH &&) WHERE ("active");--> statement-breakpoint
-- Restaurants seeded before this migration: the demo layout's joinable pairs, and a default booking policy each.
UPDATE "restaurant_tables" SET "join_group" = CASE
  WHEN "number" IN (5, 6) THEN 'main-floor'
  WHEN "number" IN (7, 8) THEN 'patio'
  WHEN "number" IN (9, 10) THEN 'private-room'
END WHERE "join_group" IS NULL AND "number" BETWEEN 5 AND 10;--> statement-breakpoint
INSERT INTO "reservation_policies" ("restaurant_id", "timezone", "durations", "opening_hours")
SELECT "id",
  CASE WHEN "country" = 'DK' THEN 'Europe/Copenhagen' ELSE 'America/New_York' END,
  '[{"upTo":2,"minutes":90},{"upTo":4,"minutes":105},{"upTo":6,"minutes":120},{"upTo":null,"minutes":150}]'::jsonb,
  '{"mon":[["12:00","15:00"],["17:00","22:30"]],"tue":[["12:00","15:00"],["17:00","22:30"]],"wed":[["12:00","15:00"],["17:00","22:30"]],"thu":[["12:00","15:00"],["17:00","22:30"]],"fri":[["12:00","15:00"],["17:00","23:00"]],"sat":[["12:00","15:00"],["17:00","23:00"]],"sun":[["12:00","15:00"],["17:00","22:00"]]}'::jsonb
FROM "restaurants"
ON CONFLICT DO NOTHING;

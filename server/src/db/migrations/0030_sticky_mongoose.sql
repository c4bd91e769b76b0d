CREATE TABLE "kitchen_catering_bumps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"line_key" text NOT NULL,
	"view" text NOT NULL,
	"bumped_by" uuid,
	"bumped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recalled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "kitchen_catering_bumps" ADD CONSTRAINT "kitchen_catering_bumps_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_catering_bumps" ADD CONSTRAINT "kitchen_catering_bumps_bumped_by_users_id_fk" FOREIGN KEY ("bumped_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_catering_bumps_live_line" ON "kitchen_catering_bumps" USING btree ("line_key") WHERE "kitchen_catering_bumps"."recalled_at" is null;--> statement-breakpoint
CREATE INDEX "kitchen_catering_bumps_restaurant_idx" ON "kitchen_catering_bumps" USING btree ("restaurant_id","bumped_at");
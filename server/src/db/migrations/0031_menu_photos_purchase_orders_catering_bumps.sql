CREATE TABLE "menu_photo_variants" (
	"hash" varchar(24) NOT NULL,
	"variant" varchar(10) NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_photo_variants_hash_variant_pk" PRIMARY KEY("hash","variant")
);
--> statement-breakpoint
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
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"ingredient_id" uuid,
	"position" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"unit" varchar(8) NOT NULL,
	"quantity" integer NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"unit_cost_cents" integer NOT NULL,
	CONSTRAINT "purchase_order_lines_quantity_positive" CHECK ("purchase_order_lines"."quantity" > 0),
	CONSTRAINT "purchase_order_lines_received_range" CHECK ("purchase_order_lines"."received" >= 0 and "purchase_order_lines"."received" <= "purchase_order_lines"."quantity"),
	CONSTRAINT "purchase_order_lines_cost_nonnegative" CHECK ("purchase_order_lines"."unit_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"supplier" varchar(120) NOT NULL,
	"supplier_email" varchar(254) NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "purchase_orders_status_known" CHECK ("purchase_orders"."status" in ('draft','sent','partially_received','received','closed'))
);
--> statement-breakpoint
ALTER TABLE "kitchen_catering_bumps" ADD CONSTRAINT "kitchen_catering_bumps_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_catering_bumps" ADD CONSTRAINT "kitchen_catering_bumps_bumped_by_users_id_fk" FOREIGN KEY ("bumped_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_catering_bumps_live_line" ON "kitchen_catering_bumps" USING btree ("line_key") WHERE "kitchen_catering_bumps"."recalled_at" is null;--> statement-breakpoint
CREATE INDEX "kitchen_catering_bumps_restaurant_idx" ON "kitchen_catering_bumps" USING btree ("restaurant_id","bumped_at");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_po_idx" ON "purchase_order_lines" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_idx" ON "purchase_orders" USING btree ("restaurant_id","number");
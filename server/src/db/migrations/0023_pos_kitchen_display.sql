CREATE TABLE "kitchen_bumps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"view" text NOT NULL,
	"bumped_by" uuid,
	"bumped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recalled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pos_payment_items" (
	"order_item_id" uuid PRIMARY KEY NOT NULL,
	"pos_payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"tender" text NOT NULL,
	"split_mode" text NOT NULL,
	"split_ways" integer,
	"amount_cents" integer NOT NULL,
	"tendered_cents" integer,
	"change_cents" integer DEFAULT 0 NOT NULL,
	"payment_id" uuid,
	"taken_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_payments_tender_known" CHECK ("pos_payments"."tender" in ('card','cash')),
	CONSTRAINT "pos_payments_split_known" CHECK ("pos_payments"."split_mode" in ('full','even','items')),
	CONSTRAINT "pos_payments_amount_positive" CHECK ("pos_payments"."amount_cents" > 0),
	CONSTRAINT "pos_payments_change" CHECK ("pos_payments"."change_cents" >= 0 and ("pos_payments"."tender" = 'card' or "pos_payments"."tendered_cents" = "pos_payments"."amount_cents" + "pos_payments"."change_cents"))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_owner_known";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_known";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "channel" = 'dine_in' WHERE "table_session_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_bumps" ADD CONSTRAINT "kitchen_bumps_bumped_by_users_id_fk" FOREIGN KEY ("bumped_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_payment_items" ADD CONSTRAINT "pos_payment_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_payment_items" ADD CONSTRAINT "pos_payment_items_pos_payment_id_pos_payments_id_fk" FOREIGN KEY ("pos_payment_id") REFERENCES "public"."pos_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_payments" ADD CONSTRAINT "pos_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_payments" ADD CONSTRAINT "pos_payments_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_payments" ADD CONSTRAINT "pos_payments_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_bumps_live_item" ON "kitchen_bumps" USING btree ("order_item_id") WHERE "kitchen_bumps"."recalled_at" is null;--> statement-breakpoint
CREATE INDEX "kitchen_bumps_restaurant_idx" ON "kitchen_bumps" USING btree ("restaurant_id","bumped_at");--> statement-breakpoint
CREATE INDEX "pos_payments_order_idx" ON "pos_payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_known" CHECK ("orders"."channel" in ('online','dine_in','pos'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_owner_known" CHECK ("orders"."customer_id" is not null or "orders"."table_session_id" is not null or "orders"."channel" = 'pos');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_known" CHECK ("payments"."purpose" in ('order','bill','reservation_hold','catering_deposit','catering_balance','pos'));
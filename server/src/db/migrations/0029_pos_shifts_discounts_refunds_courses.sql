CREATE TABLE "pos_approver_pins" (
	"restaurant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"pin_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_approver_pins_restaurant_id_user_id_pk" PRIMARY KEY("restaurant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "pos_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"order_item_id" uuid,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"applied_by" uuid NOT NULL,
	"approved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_discounts_kind_known" CHECK ("pos_discounts"."kind" in ('percent','amount')),
	CONSTRAINT "pos_discounts_amount_positive" CHECK ("pos_discounts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "pos_refund_items" (
	"order_item_id" uuid PRIMARY KEY NOT NULL,
	"pos_refund_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"pos_payment_id" uuid NOT NULL,
	"tender" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"shift_id" uuid,
	"refunded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_refunds_amount_positive" CHECK ("pos_refunds"."amount_cents" > 0),
	CONSTRAINT "pos_refunds_tender_known" CHECK ("pos_refunds"."tender" in ('card','cash'))
);
--> statement-breakpoint
CREATE TABLE "pos_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"terminal" text NOT NULL,
	"opened_by" uuid NOT NULL,
	"opening_float_cents" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"counted_cash_cents" integer,
	"expected_cash_cents" integer,
	CONSTRAINT "pos_shifts_float" CHECK ("pos_shifts"."opening_float_cents" >= 0),
	CONSTRAINT "pos_shifts_closed" CHECK (("pos_shifts"."closed_at" is null) = ("pos_shifts"."counted_cash_cents" is null))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "seat" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "course" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pos_payments" ADD COLUMN "tip_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_payments" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "pos_approver_pins" ADD CONSTRAINT "pos_approver_pins_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_approver_pins" ADD CONSTRAINT "pos_approver_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_discounts" ADD CONSTRAINT "pos_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_discounts" ADD CONSTRAINT "pos_discounts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_discounts" ADD CONSTRAINT "pos_discounts_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_discounts" ADD CONSTRAINT "pos_discounts_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_discounts" ADD CONSTRAINT "pos_discounts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_refund_items" ADD CONSTRAINT "pos_refund_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_refund_items" ADD CONSTRAINT "pos_refund_items_pos_refund_id_pos_refunds_id_fk" FOREIGN KEY ("pos_refund_id") REFERENCES "public"."pos_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_refunds" ADD CONSTRAINT "pos_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_refunds" ADD CONSTRAINT "pos_refunds_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_refunds" ADD CONSTRAINT "pos_refunds_pos_payment_id_pos_payments_id_fk" FOREIGN KEY ("pos_payment_id") REFERENCES "public"."pos_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_refunds" ADD CONSTRAINT "pos_refunds_shift_id_pos_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."pos_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_refunds" ADD CONSTRAINT "pos_refunds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_shifts" ADD CONSTRAINT "pos_shifts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_shifts" ADD CONSTRAINT "pos_shifts_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_shifts" ADD CONSTRAINT "pos_shifts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_discounts_order_idx" ON "pos_discounts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pos_refunds_order_idx" ON "pos_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pos_refunds_shift_idx" ON "pos_refunds" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_shifts_one_open_per_terminal" ON "pos_shifts" USING btree ("restaurant_id","terminal") WHERE "pos_shifts"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_shifts_one_open_per_person" ON "pos_shifts" USING btree ("opened_by") WHERE "pos_shifts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "pos_shifts_restaurant_idx" ON "pos_shifts" USING btree ("restaurant_id","opened_at");--> statement-breakpoint
ALTER TABLE "pos_payments" ADD CONSTRAINT "pos_payments_shift_id_pos_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."pos_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_payments_shift_idx" ON "pos_payments" USING btree ("shift_id");--> statement-breakpoint
ALTER TABLE "pos_payments" ADD CONSTRAINT "pos_payments_tip" CHECK ("pos_payments"."tip_cents" >= 0 and ("pos_payments"."tender" = 'card' or "pos_payments"."tip_cents" = 0));
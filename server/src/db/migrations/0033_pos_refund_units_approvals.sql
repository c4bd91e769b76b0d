CREATE TABLE "pos_approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"order_item_id" uuid,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"discount_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_approval_requests_status_known" CHECK ("pos_approval_requests"."status" in ('pending','approved','declined')),
	CONSTRAINT "pos_approval_requests_kind_known" CHECK ("pos_approval_requests"."kind" in ('percent','amount')),
	CONSTRAINT "pos_approval_requests_decided" CHECK (("pos_approval_requests"."status" = 'pending') = ("pos_approval_requests"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "pos_refund_items" DROP CONSTRAINT "pos_refund_items_pkey";--> statement-breakpoint
ALTER TABLE "pos_refund_items" ADD CONSTRAINT "pos_refund_items_pos_refund_id_order_item_id_pk" PRIMARY KEY("pos_refund_id","order_item_id");--> statement-breakpoint
ALTER TABLE "pos_refund_items" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_refund_items" ADD COLUMN "amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_approval_requests" ADD CONSTRAINT "pos_approval_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_approval_requests" ADD CONSTRAINT "pos_approval_requests_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_approval_requests" ADD CONSTRAINT "pos_approval_requests_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_approval_requests" ADD CONSTRAINT "pos_approval_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_approval_requests" ADD CONSTRAINT "pos_approval_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_approval_requests" ADD CONSTRAINT "pos_approval_requests_discount_id_pos_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."pos_discounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_approval_requests_pending_idx" ON "pos_approval_requests" USING btree ("restaurant_id","created_at") WHERE "pos_approval_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "pos_approval_requests_order_idx" ON "pos_approval_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pos_refund_items_item_idx" ON "pos_refund_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "pos_refunds_restaurant_time_idx" ON "pos_refunds" USING btree ("restaurant_id","created_at");--> statement-breakpoint
ALTER TABLE "pos_refund_items" ADD CONSTRAINT "pos_refund_items_quantity" CHECK ("pos_refund_items"."quantity" > 0);--> statement-breakpoint
-- Hand-written: refunds by dish made before units were counted refunded the whole line.
UPDATE "pos_refund_items" ri SET "quantity" = oi."quantity" FROM "order_items" oi WHERE oi."id" = ri."order_item_id";
--> statement-breakpoint
-- Hand-written: POS discounts and POS cash refunds reach the analytics rollups (rollup-sources.ts), kept by triggers
-- like the other ledgers' (0032). A discount counts with its order (its restaurant and placed_at day); a cash refund
-- at its own time.
CREATE FUNCTION "analytics_note_pos_discounts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_dirty_cells (restaurant_id, day)
      SELECT DISTINCT o.restaurant_id, (o.placed_at AT TIME ZONE 'UTC')::date FROM new_rows nr JOIN orders o ON o.id = nr.order_id;
  ELSE
    INSERT INTO analytics_dirty_cells (restaurant_id, day)
      SELECT DISTINCT o.restaurant_id, (o.placed_at AT TIME ZONE 'UTC')::date FROM old_rows od JOIN orders o ON o.id = od.order_id;
  END IF;
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_pos_discounts_inserted" AFTER INSERT ON "pos_discounts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_pos_discounts();
--> statement-breakpoint
CREATE TRIGGER "analytics_pos_discounts_deleted" AFTER DELETE ON "pos_discounts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_pos_discounts();
--> statement-breakpoint
CREATE FUNCTION "analytics_note_pos_refunds"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  INSERT INTO analytics_dirty_cells (restaurant_id, day)
    SELECT DISTINCT restaurant_id, (created_at AT TIME ZONE 'UTC')::date FROM new_rows WHERE tender = 'cash';
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_pos_refunds_inserted" AFTER INSERT ON "pos_refunds" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_pos_refunds();
--> statement-breakpoint
-- The cells built before these ledgers counted are rebuilt whole by the next refresh.
UPDATE "analytics_rollup_state" SET "built_at" = NULL WHERE "id" = 1;

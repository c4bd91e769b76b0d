CREATE TABLE "analytics_churn_results" (
	"holdout_days" integer PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"result" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_customers" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"order_times" timestamp with time zone[] NOT NULL,
	"order_days" integer[] NOT NULL,
	"first_order_at" timestamp with time zone NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL,
	"spent_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_day_cells" (
	"restaurant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gmv_cents" bigint DEFAULT 0 NOT NULL,
	"service_fee_cents" bigint DEFAULT 0 NOT NULL,
	"delivery_fee_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"tip_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunds_cents" bigint DEFAULT 0 NOT NULL,
	"courier_commission_cents" bigint DEFAULT 0 NOT NULL,
	"catering_cents" bigint DEFAULT 0 NOT NULL,
	"courier_payouts_cents" bigint DEFAULT 0 NOT NULL,
	"feedback" integer DEFAULT 0 NOT NULL,
	"feedback_positive" integer DEFAULT 0 NOT NULL,
	"feedback_negative" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_day_cells_restaurant_id_day_pk" PRIMARY KEY("restaurant_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_dirty_cells" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_dirty_customers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_platform_day_cells" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gmv_cents" bigint DEFAULT 0 NOT NULL,
	"service_fee_cents" bigint DEFAULT 0 NOT NULL,
	"delivery_fee_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"tip_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunds_cents" bigint DEFAULT 0 NOT NULL,
	"courier_commission_cents" bigint DEFAULT 0 NOT NULL,
	"catering_cents" bigint DEFAULT 0 NOT NULL,
	"courier_payouts_cents" bigint DEFAULT 0 NOT NULL,
	"feedback" integer DEFAULT 0 NOT NULL,
	"feedback_positive" integer DEFAULT 0 NOT NULL,
	"feedback_negative" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_platform_quarter_cells" (
	"slot" timestamp with time zone PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gmv_cents" bigint DEFAULT 0 NOT NULL,
	"service_fee_cents" bigint DEFAULT 0 NOT NULL,
	"delivery_fee_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"tip_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunds_cents" bigint DEFAULT 0 NOT NULL,
	"courier_commission_cents" bigint DEFAULT 0 NOT NULL,
	"catering_cents" bigint DEFAULT 0 NOT NULL,
	"courier_payouts_cents" bigint DEFAULT 0 NOT NULL,
	"feedback" integer DEFAULT 0 NOT NULL,
	"feedback_positive" integer DEFAULT 0 NOT NULL,
	"feedback_negative" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_quarter_cells" (
	"restaurant_id" uuid NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gmv_cents" bigint DEFAULT 0 NOT NULL,
	"service_fee_cents" bigint DEFAULT 0 NOT NULL,
	"delivery_fee_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"tip_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunds_cents" bigint DEFAULT 0 NOT NULL,
	"courier_commission_cents" bigint DEFAULT 0 NOT NULL,
	"catering_cents" bigint DEFAULT 0 NOT NULL,
	"courier_payouts_cents" bigint DEFAULT 0 NOT NULL,
	"feedback" integer DEFAULT 0 NOT NULL,
	"feedback_positive" integer DEFAULT 0 NOT NULL,
	"feedback_negative" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_quarter_cells_restaurant_id_slot_pk" PRIMARY KEY("restaurant_id","slot")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "analytics_customers_first_idx" ON "analytics_customers" USING btree ("first_order_at");--> statement-breakpoint
CREATE INDEX "analytics_customers_last_idx" ON "analytics_customers" USING btree ("last_order_at");--> statement-breakpoint
CREATE INDEX "analytics_day_cells_day_idx" ON "analytics_day_cells" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_quarter_cells_slot_idx" ON "analytics_quarter_cells" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "payment_operations_refund_created_idx" ON "payment_operations" USING btree ("created_at") WHERE "payment_operations"."kind" = 'refund';--> statement-breakpoint
CREATE INDEX "courier_earnings_commission_created_idx" ON "courier_earnings" USING btree ("created_at") WHERE "courier_earnings"."kind" = 'commission';--> statement-breakpoint
-- Change capture for the analytics rollups (hand-written). Statement-level triggers append the (restaurant, UTC day)
-- cells and the customers a write touched to analytics' dirty logs — insert-only rows, so writers never wait on each
-- other — and NOTIFY the live-events channel (identical notifications of one transaction arrive once, on commit);
-- a worker that hears it queues a debounced refresh. The nil uuid is "no restaurant".
CREATE FUNCTION "analytics_notify_dirty"() RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('tavola_events', '{"topics":["analytics:rollups"],"type":"rollups-dirty","data":{}}');
$$;
--> statement-breakpoint
CREATE FUNCTION "analytics_note_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_dirty_cells (restaurant_id, day)
      SELECT DISTINCT restaurant_id, (placed_at AT TIME ZONE 'UTC')::date FROM new_rows;
    GET DIAGNOSTICS n = ROW_COUNT;
    INSERT INTO analytics_dirty_customers (customer_id) SELECT DISTINCT customer_id FROM new_rows WHERE customer_id IS NOT NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only changes a figure can see (a kitchen note or an updated_at alone marks nothing).
    INSERT INTO analytics_dirty_cells (restaurant_id, day)
      SELECT DISTINCT k.restaurant_id, k.day
        FROM new_rows nr JOIN old_rows o ON o.id = nr.id
        CROSS JOIN LATERAL (VALUES (nr.restaurant_id, (nr.placed_at AT TIME ZONE 'UTC')::date),
                                   (o.restaurant_id, (o.placed_at AT TIME ZONE 'UTC')::date)) AS k(restaurant_id, day)
       WHERE (nr.status, nr.placed_at, nr.restaurant_id, nr.total_cents, nr.service_fee_cents, nr.delivery_fee_cents, nr.tax_cents,
              nr.tip_cents, nr.discount_cents, nr.completed_at, nr.eta_latest)
             IS DISTINCT FROM
             (o.status, o.placed_at, o.restaurant_id, o.total_cents, o.service_fee_cents, o.delivery_fee_cents, o.tax_cents,
              o.tip_cents, o.discount_cents, o.completed_at, o.eta_latest);
    GET DIAGNOSTICS n = ROW_COUNT;
    INSERT INTO analytics_dirty_customers (customer_id)
      SELECT DISTINCT c FROM new_rows nr JOIN old_rows o ON o.id = nr.id
        CROSS JOIN LATERAL (VALUES (nr.customer_id), (o.customer_id)) AS k(c)
       WHERE c IS NOT NULL
         AND (nr.status, nr.placed_at, nr.customer_id, nr.total_cents) IS DISTINCT FROM (o.status, o.placed_at, o.customer_id, o.total_cents);
  ELSE
    INSERT INTO analytics_dirty_cells (restaurant_id, day)
      SELECT DISTINCT restaurant_id, (placed_at AT TIME ZONE 'UTC')::date FROM old_rows;
    GET DIAGNOSTICS n = ROW_COUNT;
    INSERT INTO analytics_dirty_customers (customer_id) SELECT DISTINCT customer_id FROM old_rows WHERE customer_id IS NOT NULL;
  END IF;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_orders_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_orders();
--> statement-breakpoint
CREATE TRIGGER "analytics_orders_updated" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_orders();
--> statement-breakpoint
CREATE TRIGGER "analytics_orders_deleted" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_orders();
--> statement-breakpoint
CREATE FUNCTION "analytics_note_refunds"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  INSERT INTO analytics_dirty_cells (restaurant_id, day)
    SELECT DISTINCT coalesce(o.restaurant_id, '00000000-0000-0000-0000-000000000000'::uuid), (nr.created_at AT TIME ZONE 'UTC')::date
      FROM new_rows nr JOIN payments p ON p.id = nr.payment_id LEFT JOIN orders o ON o.id = p.order_id
     WHERE nr.kind = 'refund';
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_refunds_inserted" AFTER INSERT ON "payment_operations" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_refunds();
--> statement-breakpoint
CREATE FUNCTION "analytics_note_commissions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  INSERT INTO analytics_dirty_cells (restaurant_id, day)
    SELECT DISTINCT j.restaurant_id, (nr.created_at AT TIME ZONE 'UTC')::date
      FROM new_rows nr JOIN delivery_jobs j ON j.id = nr.job_id
     WHERE nr.kind = 'commission';
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_commissions_inserted" AFTER INSERT ON "courier_earnings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_commissions();
--> statement-breakpoint
CREATE FUNCTION "analytics_note_catering"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  INSERT INTO analytics_dirty_cells (restaurant_id, day)
    SELECT DISTINCT coalesce(l.restaurant_id, '00000000-0000-0000-0000-000000000000'::uuid), (nr.created_at AT TIME ZONE 'UTC')::date
      FROM new_rows nr JOIN catering_quotes q ON q.id = nr.quote_id JOIN catering_leads l ON l.id = q.lead_id;
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_deposits_inserted" AFTER INSERT ON "catering_deposit_payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_catering();
--> statement-breakpoint
CREATE TRIGGER "analytics_deposits_updated" AFTER UPDATE ON "catering_deposit_payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_catering();
--> statement-breakpoint
CREATE TRIGGER "analytics_balances_inserted" AFTER INSERT ON "catering_balance_payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_catering();
--> statement-breakpoint
CREATE TRIGGER "analytics_balances_updated" AFTER UPDATE ON "catering_balance_payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_catering();
--> statement-breakpoint
-- A lead moved to another restaurant takes its catering money along (finance attributes it by the lead's restaurant).
CREATE FUNCTION "analytics_note_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  INSERT INTO analytics_dirty_cells (restaurant_id, day)
    SELECT DISTINCT coalesce(k.rid, '00000000-0000-0000-0000-000000000000'::uuid), (x.created_at AT TIME ZONE 'UTC')::date
      FROM new_rows nr JOIN old_rows o ON o.id = nr.id
      JOIN catering_quotes q ON q.lead_id = nr.id
      JOIN (SELECT quote_id, created_at FROM catering_deposit_payments UNION ALL SELECT quote_id, created_at FROM catering_balance_payments) x ON x.quote_id = q.id
      CROSS JOIN LATERAL (VALUES (nr.restaurant_id), (o.restaurant_id)) AS k(rid)
     WHERE nr.restaurant_id IS DISTINCT FROM o.restaurant_id;
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_leads_updated" AFTER UPDATE ON "catering_leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_leads();
--> statement-breakpoint
CREATE FUNCTION "analytics_note_payouts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  INSERT INTO analytics_dirty_cells (restaurant_id, day)
    SELECT DISTINCT '00000000-0000-0000-0000-000000000000'::uuid, (paid_at AT TIME ZONE 'UTC')::date FROM new_rows;
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_payouts_inserted" AFTER INSERT ON "courier_payouts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_payouts();
--> statement-breakpoint
CREATE FUNCTION "analytics_note_feedback"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_dirty_cells (restaurant_id, day)
      SELECT DISTINCT coalesce(restaurant_id, '00000000-0000-0000-0000-000000000000'::uuid), (created_at AT TIME ZONE 'UTC')::date FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO analytics_dirty_cells (restaurant_id, day)
      SELECT DISTINCT coalesce(k.rid, '00000000-0000-0000-0000-000000000000'::uuid), k.day
        FROM new_rows nr JOIN old_rows o ON o.id = nr.id
        CROSS JOIN LATERAL (VALUES (nr.restaurant_id, (nr.created_at AT TIME ZONE 'UTC')::date), (o.restaurant_id, (o.created_at AT TIME ZONE 'UTC')::date)) AS k(rid, day)
       WHERE (nr.restaurant_id, nr.created_at, nr.sentiment_label) IS DISTINCT FROM (o.restaurant_id, o.created_at, o.sentiment_label);
  ELSE
    INSERT INTO analytics_dirty_cells (restaurant_id, day)
      SELECT DISTINCT coalesce(restaurant_id, '00000000-0000-0000-0000-000000000000'::uuid), (created_at AT TIME ZONE 'UTC')::date FROM old_rows;
  END IF;
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_feedback_inserted" AFTER INSERT ON "feedback" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_feedback();
--> statement-breakpoint
CREATE TRIGGER "analytics_feedback_updated" AFTER UPDATE ON "feedback" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_feedback();
--> statement-breakpoint
CREATE TRIGGER "analytics_feedback_deleted" AFTER DELETE ON "feedback" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_feedback();
--> statement-breakpoint
-- Whatever exists when this runs is built whole by the first refresh (built_at null).
INSERT INTO "analytics_rollup_state" ("id", "built_at") VALUES (1, NULL);

CREATE TABLE "analytics_customer_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"new1" integer NOT NULL,
	"new2" integer NOT NULL,
	"before1" integer[] NOT NULL,
	"before2" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_customer_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"prev_at" timestamp with time zone,
	"prev2_at" timestamp with time zone,
	"first_at" timestamp with time zone NOT NULL,
	"r_prev_at" timestamp with time zone,
	"r_prev2_at" timestamp with time zone,
	"r_first_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_churn_fits" (
	"holdout_days" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"progress" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_day_running" (
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
	CONSTRAINT "analytics_day_running_restaurant_id_day_pk" PRIMARY KEY("restaurant_id","day")
);
--> statement-breakpoint
CREATE INDEX "analytics_customer_orders_at_idx" ON "analytics_customer_orders" USING btree ("at","prev_at","prev2_at");--> statement-breakpoint
CREATE INDEX "analytics_customer_orders_prev_idx" ON "analytics_customer_orders" USING btree ("prev_at");--> statement-breakpoint
CREATE INDEX "analytics_customer_orders_prev2_idx" ON "analytics_customer_orders" USING btree ("prev2_at");--> statement-breakpoint
CREATE INDEX "analytics_customer_orders_first_idx" ON "analytics_customer_orders" USING btree ("first_at","at","prev_at");--> statement-breakpoint
CREATE INDEX "analytics_customer_orders_customer_idx" ON "analytics_customer_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "analytics_customer_orders_restaurant_idx" ON "analytics_customer_orders" USING btree ("restaurant_id","at","r_prev_at","r_prev2_at","r_first_at");--> statement-breakpoint
CREATE INDEX "analytics_day_running_day_idx" ON "analytics_day_running" USING btree ("day");--> statement-breakpoint
-- Hand-written: the new rollups (and the running totals) are built for the orders already there by the next refresh's full rebuild.
UPDATE "analytics_rollup_state" SET "built_at" = NULL WHERE "id" = 1;
--> statement-breakpoint
-- Hand-written: a customer's rows in analytics_customer_orders carry the order's restaurant, so an order moved to another
-- restaurant marks its customer too (0032's function, with restaurant_id in the customers' condition).
CREATE OR REPLACE FUNCTION "analytics_note_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
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
         AND (nr.status, nr.placed_at, nr.customer_id, nr.total_cents, nr.restaurant_id) IS DISTINCT FROM (o.status, o.placed_at, o.customer_id, o.total_cents, o.restaurant_id);
  ELSE
    INSERT INTO analytics_dirty_cells (restaurant_id, day)
      SELECT DISTINCT restaurant_id, (placed_at AT TIME ZONE 'UTC')::date FROM old_rows;
    GET DIAGNOSTICS n = ROW_COUNT;
    INSERT INTO analytics_dirty_customers (customer_id) SELECT DISTINCT customer_id FROM old_rows WHERE customer_id IS NOT NULL;
  END IF;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;

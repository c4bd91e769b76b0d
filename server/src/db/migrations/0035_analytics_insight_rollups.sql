CREATE TABLE "analytics_basket_item_days" (
	"day" date NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"baskets" integer NOT NULL,
	CONSTRAINT "analytics_basket_item_days_day_restaurant_id_menu_item_id_pk" PRIMARY KEY("day","restaurant_id","menu_item_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_basket_pair_days" (
	"day" date NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"item_a" uuid NOT NULL,
	"item_b" uuid NOT NULL,
	"together" integer NOT NULL,
	CONSTRAINT "analytics_basket_pair_days_day_restaurant_id_item_a_item_b_pk" PRIMARY KEY("day","restaurant_id","item_a","item_b")
);
--> statement-breakpoint
CREATE TABLE "analytics_dirty_insight_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_funnel_visitor_days" (
	"day" date NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"visitor_id" text NOT NULL,
	CONSTRAINT "analytics_funnel_visitor_days_day_restaurant_id_type_visitor_id_pk" PRIMARY KEY("day","restaurant_id","type","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_insight_days" (
	"day" date NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"baskets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_insight_days_day_restaurant_id_pk" PRIMARY KEY("day","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_insight_rollup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "analytics_basket_item_days_restaurant_idx" ON "analytics_basket_item_days" USING btree ("restaurant_id","day");--> statement-breakpoint
CREATE INDEX "analytics_basket_pair_days_restaurant_idx" ON "analytics_basket_pair_days" USING btree ("restaurant_id","day");--> statement-breakpoint
CREATE INDEX "analytics_funnel_visitor_days_restaurant_idx" ON "analytics_funnel_visitor_days" USING btree ("restaurant_id","day");--> statement-breakpoint
CREATE INDEX "analytics_insight_days_restaurant_idx" ON "analytics_insight_days" USING btree ("restaurant_id","day");--> statement-breakpoint
INSERT INTO "analytics_insight_rollup_state" ("id", "built_at") VALUES (1, NULL);
--> statement-breakpoint
-- Change capture for the insight rollups (hand-written): each trigger appends the (restaurant, UTC day) keys whose
-- funnel, paid or basket rows the change can alter, and wakes the refresh job (analytics_notify_dirty, migration 0032).
CREATE FUNCTION "analytics_note_insight_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_dirty_insight_days (restaurant_id, day)
      SELECT DISTINCT restaurant_id, (occurred_at AT TIME ZONE 'UTC')::date FROM new_rows;
  ELSE
    INSERT INTO analytics_dirty_insight_days (restaurant_id, day)
      SELECT DISTINCT restaurant_id, (occurred_at AT TIME ZONE 'UTC')::date FROM old_rows;
  END IF;
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_insight_events_inserted" AFTER INSERT ON "web_events" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_insight_events();
--> statement-breakpoint
CREATE TRIGGER "analytics_insight_events_deleted" AFTER DELETE ON "web_events" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_insight_events();
--> statement-breakpoint
CREATE FUNCTION "analytics_note_insight_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_dirty_insight_days (restaurant_id, day)
      SELECT DISTINCT restaurant_id, (placed_at AT TIME ZONE 'UTC')::date FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only what the funnel's paid step and the baskets read: status, time, restaurant, channel.
    INSERT INTO analytics_dirty_insight_days (restaurant_id, day)
      SELECT DISTINCT k.restaurant_id, k.day
        FROM new_rows nr JOIN old_rows o ON o.id = nr.id
        CROSS JOIN LATERAL (VALUES (nr.restaurant_id, (nr.placed_at AT TIME ZONE 'UTC')::date),
                                   (o.restaurant_id, (o.placed_at AT TIME ZONE 'UTC')::date)) AS k(restaurant_id, day)
       WHERE (nr.status, nr.placed_at, nr.restaurant_id, nr.channel) IS DISTINCT FROM (o.status, o.placed_at, o.restaurant_id, o.channel);
  ELSE
    INSERT INTO analytics_dirty_insight_days (restaurant_id, day)
      SELECT DISTINCT restaurant_id, (placed_at AT TIME ZONE 'UTC')::date FROM old_rows;
  END IF;
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_insight_orders_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_insight_orders();
--> statement-breakpoint
CREATE TRIGGER "analytics_insight_orders_updated" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_insight_orders();
--> statement-breakpoint
CREATE TRIGGER "analytics_insight_orders_deleted" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_insight_orders();
--> statement-breakpoint
-- Order lines: their order's key (a line whose order is gone was marked by the order's delete); an update only when
-- it moves the line or changes its dish (the kitchen's fired/held marks do not).
CREATE FUNCTION "analytics_note_insight_order_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_dirty_insight_days (restaurant_id, day)
      SELECT DISTINCT o.restaurant_id, (o.placed_at AT TIME ZONE 'UTC')::date FROM new_rows nr JOIN orders o ON o.id = nr.order_id;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO analytics_dirty_insight_days (restaurant_id, day)
      SELECT DISTINCT o.restaurant_id, (o.placed_at AT TIME ZONE 'UTC')::date
        FROM new_rows nr JOIN old_rows l ON l.id = nr.id
        CROSS JOIN LATERAL (VALUES (nr.order_id), (l.order_id)) AS k(order_id)
        JOIN orders o ON o.id = k.order_id
       WHERE (nr.order_id, nr.menu_item_id) IS DISTINCT FROM (l.order_id, l.menu_item_id);
  ELSE
    INSERT INTO analytics_dirty_insight_days (restaurant_id, day)
      SELECT DISTINCT o.restaurant_id, (o.placed_at AT TIME ZONE 'UTC')::date FROM old_rows r JOIN orders o ON o.id = r.order_id;
  END IF;
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_insight_lines_inserted" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_insight_order_rows();
--> statement-breakpoint
CREATE TRIGGER "analytics_insight_lines_updated" AFTER UPDATE ON "order_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_insight_order_rows();
--> statement-breakpoint
CREATE TRIGGER "analytics_insight_lines_deleted" AFTER DELETE ON "order_items" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_insight_order_rows();
--> statement-breakpoint
-- Payments: only a change of status or order moves the paid step (captures, refunds' amounts do not).
CREATE FUNCTION "analytics_note_insight_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_dirty_insight_days (restaurant_id, day)
      SELECT DISTINCT o.restaurant_id, (o.placed_at AT TIME ZONE 'UTC')::date FROM new_rows nr JOIN orders o ON o.id = nr.order_id;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO analytics_dirty_insight_days (restaurant_id, day)
      SELECT DISTINCT o.restaurant_id, (o.placed_at AT TIME ZONE 'UTC')::date
        FROM new_rows nr JOIN old_rows p ON p.id = nr.id
        CROSS JOIN LATERAL (VALUES (nr.order_id), (p.order_id)) AS k(order_id)
        JOIN orders o ON o.id = k.order_id
       WHERE (nr.status, nr.order_id) IS DISTINCT FROM (p.status, p.order_id);
  ELSE
    INSERT INTO analytics_dirty_insight_days (restaurant_id, day)
      SELECT DISTINCT o.restaurant_id, (o.placed_at AT TIME ZONE 'UTC')::date FROM old_rows r JOIN orders o ON o.id = r.order_id;
  END IF;
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_insight_payments_inserted" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_insight_payments();
--> statement-breakpoint
CREATE TRIGGER "analytics_insight_payments_updated" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_insight_payments();
--> statement-breakpoint
CREATE TRIGGER "analytics_insight_payments_deleted" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_insight_payments();

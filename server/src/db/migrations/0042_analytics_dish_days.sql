CREATE TABLE "analytics_dirty_dish_days" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_dish_days" (
	"day" date NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"dish" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"placed_orders" integer DEFAULT 0 NOT NULL,
	"complaints" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_dish_days_day_restaurant_id_dish_pk" PRIMARY KEY("day","restaurant_id","dish")
);
--> statement-breakpoint
CREATE TABLE "analytics_dish_rollup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "analytics_dish_days_restaurant_idx" ON "analytics_dish_days" USING btree ("restaurant_id","day");
--> statement-breakpoint
INSERT INTO "analytics_dish_rollup_state" ("id", "built_at") VALUES (1, NULL);
--> statement-breakpoint
-- Change capture for the dish rollup (hand-written): each trigger appends the (restaurant, UTC day) keys whose dish
-- cells the change can alter — an order's placed day, and the days of the feedback about it (complaints are counted
-- on the feedback's day) — and wakes the refresh job (analytics_notify_dirty, migration 0032). Functions of their own:
-- the figure cells' and insight rollups' capture functions are left as they are.
CREATE FUNCTION "analytics_dish_keys_of_orders"(ids uuid[]) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  INSERT INTO analytics_dirty_dish_days (restaurant_id, day)
    SELECT DISTINCT o.restaurant_id, (o.placed_at AT TIME ZONE 'UTC')::date FROM orders o WHERE o.id = ANY(ids)
    UNION
    SELECT DISTINCT o.restaurant_id, (f.created_at AT TIME ZONE 'UTC')::date
      FROM feedback f JOIN orders o ON o.id = f.order_id WHERE f.order_id = ANY(ids);
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;
--> statement-breakpoint
CREATE FUNCTION "analytics_note_dish_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_dirty_dish_days (restaurant_id, day)
      SELECT DISTINCT restaurant_id, (placed_at AT TIME ZONE 'UTC')::date FROM new_rows;
    GET DIAGNOSTICS n = ROW_COUNT;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only what the dish cells read: whether the order counts, its time and its restaurant (a move between
    -- restaurants takes its complaints along: both restaurants' feedback days too). The kitchen's status steps do not.
    INSERT INTO analytics_dirty_dish_days (restaurant_id, day)
      SELECT DISTINCT k.restaurant_id, k.day
        FROM new_rows nr JOIN old_rows o ON o.id = nr.id
        CROSS JOIN LATERAL (VALUES (nr.restaurant_id, (nr.placed_at AT TIME ZONE 'UTC')::date),
                                   (o.restaurant_id, (o.placed_at AT TIME ZONE 'UTC')::date)) AS k(restaurant_id, day)
       WHERE (nr.status IN ('rejected', 'cancelled'), nr.placed_at, nr.restaurant_id) IS DISTINCT FROM (o.status IN ('rejected', 'cancelled'), o.placed_at, o.restaurant_id)
      UNION
      SELECT DISTINCT k.restaurant_id, (f.created_at AT TIME ZONE 'UTC')::date
        FROM new_rows nr JOIN old_rows o ON o.id = nr.id JOIN feedback f ON f.order_id = nr.id
        CROSS JOIN LATERAL (VALUES (nr.restaurant_id), (o.restaurant_id)) AS k(restaurant_id)
       WHERE nr.restaurant_id IS DISTINCT FROM o.restaurant_id;
    GET DIAGNOSTICS n = ROW_COUNT;
  ELSE
    INSERT INTO analytics_dirty_dish_days (restaurant_id, day)
      SELECT DISTINCT restaurant_id, (placed_at AT TIME ZONE 'UTC')::date FROM old_rows
      UNION
      SELECT DISTINCT o.restaurant_id, (f.created_at AT TIME ZONE 'UTC')::date FROM old_rows o JOIN feedback f ON f.order_id = o.id;
    GET DIAGNOSTICS n = ROW_COUNT;
  END IF;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_dish_orders_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_dish_orders();
--> statement-breakpoint
CREATE TRIGGER "analytics_dish_orders_updated" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_dish_orders();
--> statement-breakpoint
CREATE TRIGGER "analytics_dish_orders_deleted" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_dish_orders();
--> statement-breakpoint
-- Order lines: their order's keys (a line whose order is gone was marked by the order's delete); an update only when
-- it moves the line or changes its dish, quantity or price (the kitchen's fired/held marks do not).
CREATE FUNCTION "analytics_note_dish_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    n := analytics_dish_keys_of_orders(ARRAY(SELECT DISTINCT order_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    n := analytics_dish_keys_of_orders(ARRAY(
      SELECT k.order_id FROM new_rows nr JOIN old_rows l ON l.id = nr.id
        CROSS JOIN LATERAL (VALUES (nr.order_id), (l.order_id)) AS k(order_id)
       WHERE (nr.order_id, nr.name, nr.quantity, nr.unit_price_cents) IS DISTINCT FROM (l.order_id, l.name, l.quantity, l.unit_price_cents)));
  ELSE
    n := analytics_dish_keys_of_orders(ARRAY(SELECT DISTINCT order_id FROM old_rows));
  END IF;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_dish_lines_inserted" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_dish_lines();
--> statement-breakpoint
CREATE TRIGGER "analytics_dish_lines_updated" AFTER UPDATE ON "order_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_dish_lines();
--> statement-breakpoint
CREATE TRIGGER "analytics_dish_lines_deleted" AFTER DELETE ON "order_items" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_dish_lines();
--> statement-breakpoint
-- Feedback: a complaint's key is its order's restaurant and its own day; an update only when its sentiment, order or
-- time changes (replies and alert states do not).
CREATE FUNCTION "analytics_note_dish_feedback"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_dirty_dish_days (restaurant_id, day)
      SELECT DISTINCT o.restaurant_id, (f.created_at AT TIME ZONE 'UTC')::date
        FROM new_rows f JOIN orders o ON o.id = f.order_id WHERE f.sentiment_label = 'negative';
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO analytics_dirty_dish_days (restaurant_id, day)
      SELECT DISTINCT o.restaurant_id, (k.created_at AT TIME ZONE 'UTC')::date
        FROM new_rows nf JOIN old_rows f ON f.id = nf.id
        CROSS JOIN LATERAL (VALUES (nf.order_id, nf.created_at), (f.order_id, f.created_at)) AS k(order_id, created_at)
        JOIN orders o ON o.id = k.order_id
       WHERE (nf.sentiment_label, nf.order_id, nf.created_at) IS DISTINCT FROM (f.sentiment_label, f.order_id, f.created_at);
  ELSE
    INSERT INTO analytics_dirty_dish_days (restaurant_id, day)
      SELECT DISTINCT o.restaurant_id, (f.created_at AT TIME ZONE 'UTC')::date
        FROM old_rows f JOIN orders o ON o.id = f.order_id WHERE f.sentiment_label = 'negative';
  END IF;
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_dish_feedback_inserted" AFTER INSERT ON "feedback" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_dish_feedback();
--> statement-breakpoint
CREATE TRIGGER "analytics_dish_feedback_updated" AFTER UPDATE ON "feedback" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_dish_feedback();
--> statement-breakpoint
CREATE TRIGGER "analytics_dish_feedback_deleted" AFTER DELETE ON "feedback" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_dish_feedback();

CREATE TABLE "analytics_basket_item_weeks" (
	"week" date NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"baskets" integer NOT NULL,
	CONSTRAINT "analytics_basket_item_weeks_week_restaurant_id_menu_item_id_pk" PRIMARY KEY("week","restaurant_id","menu_item_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_basket_pair_weeks" (
	"week" date NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"item_a" uuid NOT NULL,
	"item_b" uuid NOT NULL,
	"together" integer NOT NULL,
	CONSTRAINT "analytics_basket_pair_weeks_week_restaurant_id_item_a_item_b_pk" PRIMARY KEY("week","restaurant_id","item_a","item_b")
);
--> statement-breakpoint
CREATE TABLE "analytics_heat_days" (
	"day" date NOT NULL,
	"weekday" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "analytics_heat_days_day_weekday_hour_pk" PRIMARY KEY("day","weekday","hour")
);
--> statement-breakpoint
ALTER TABLE "analytics_insight_days" ADD COLUMN "menu_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_insight_days" ADD COLUMN "cart_adds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_insight_days" ADD COLUMN "checkout_starts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_basket_item_weeks_restaurant_idx" ON "analytics_basket_item_weeks" USING btree ("restaurant_id","week");--> statement-breakpoint
CREATE INDEX "analytics_basket_pair_weeks_restaurant_idx" ON "analytics_basket_pair_weeks" USING btree ("restaurant_id","week");--> statement-breakpoint
-- Hand-written: a restaurant's zone (its booking policy's; the platform default without one) buckets its orders in the
-- platform heatmap's day rows, so a zone set, changed or removed marks every UTC day the restaurant has orders on.
CREATE FUNCTION "analytics_note_insight_zones"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_dirty_insight_days (restaurant_id, day)
      SELECT DISTINCT o.restaurant_id, (o.placed_at AT TIME ZONE 'UTC')::date FROM orders o WHERE o.restaurant_id IN (SELECT restaurant_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO analytics_dirty_insight_days (restaurant_id, day)
      SELECT DISTINCT o.restaurant_id, (o.placed_at AT TIME ZONE 'UTC')::date FROM orders o WHERE o.restaurant_id IN (
        SELECT nr.restaurant_id FROM new_rows nr JOIN old_rows r ON r.restaurant_id = nr.restaurant_id WHERE nr.timezone IS DISTINCT FROM r.timezone
        UNION SELECT nr.restaurant_id FROM new_rows nr WHERE NOT EXISTS (SELECT 1 FROM old_rows r WHERE r.restaurant_id = nr.restaurant_id)
        UNION SELECT r.restaurant_id FROM old_rows r WHERE NOT EXISTS (SELECT 1 FROM new_rows nr WHERE nr.restaurant_id = r.restaurant_id));
  ELSE
    INSERT INTO analytics_dirty_insight_days (restaurant_id, day)
      SELECT DISTINCT o.restaurant_id, (o.placed_at AT TIME ZONE 'UTC')::date FROM orders o WHERE o.restaurant_id IN (SELECT restaurant_id FROM old_rows);
  END IF;
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_insight_zones_inserted" AFTER INSERT ON "reservation_policies" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_insight_zones();
--> statement-breakpoint
CREATE TRIGGER "analytics_insight_zones_updated" AFTER UPDATE ON "reservation_policies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_insight_zones();
--> statement-breakpoint
CREATE TRIGGER "analytics_insight_zones_deleted" AFTER DELETE ON "reservation_policies" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_insight_zones();
--> statement-breakpoint
-- The funnel counts visits, the heatmap and baskets gained day/week rows: the next refresh rebuilds the insight rollups.
UPDATE "analytics_insight_rollup_state" SET "built_at" = NULL;

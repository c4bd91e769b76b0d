-- An order moved to another restaurant (or a payment re-pointed at another order) takes its refunds along: the
-- refunds' cells are the order's restaurant on each refund's own day, which can be other days than the order's, so the
-- orders trigger (0032, replaced in 0036) now marks them too, for the old and the new restaurant. Without this a
-- moved order's refund on another day stayed in the old restaurant's cell until a rebuild.
CREATE OR REPLACE FUNCTION "analytics_note_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
DECLARE m integer := 0;
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
    -- A move: the refunds of the order's payments, on their own days, for both restaurants.
    INSERT INTO analytics_dirty_cells (restaurant_id, day)
      SELECT DISTINCT k.rid, (po.created_at AT TIME ZONE 'UTC')::date
        FROM new_rows nr JOIN old_rows o ON o.id = nr.id AND nr.restaurant_id IS DISTINCT FROM o.restaurant_id
        JOIN payments p ON p.order_id = nr.id
        JOIN payment_operations po ON po.payment_id = p.id AND po.kind = 'refund'
        CROSS JOIN LATERAL (VALUES (nr.restaurant_id), (o.restaurant_id)) AS k(rid);
    GET DIAGNOSTICS m = ROW_COUNT;
    n := n + m;
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
--> statement-breakpoint
-- A payment re-pointed at another order moves its refunds between restaurants the same way.
CREATE FUNCTION "analytics_note_payment_moves"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer := 0;
BEGIN
  INSERT INTO analytics_dirty_cells (restaurant_id, day)
    SELECT DISTINCT coalesce(ord.restaurant_id, '00000000-0000-0000-0000-000000000000'::uuid), (po.created_at AT TIME ZONE 'UTC')::date
      FROM new_rows nr JOIN old_rows o ON o.id = nr.id AND nr.order_id IS DISTINCT FROM o.order_id
      CROSS JOIN LATERAL (VALUES (nr.order_id), (o.order_id)) AS k(oid)
      LEFT JOIN orders ord ON ord.id = k.oid
      JOIN payment_operations po ON po.payment_id = nr.id AND po.kind = 'refund';
  GET DIAGNOSTICS n = ROW_COUNT;
  IF n > 0 THEN PERFORM analytics_notify_dirty(); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "analytics_payments_moved" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_note_payment_moves();

import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../../platform/database.js";

/** For the dish rollup's tests: operational changes of every kind its triggers capture, and the table as it stands. */
export type Change = { kind: "cancel" | "move" | "reassign" | "line" | "requantity" | "rename" | "unline" | "complain" | "relabel" | "uncomplain"; pick: number; minutes: number };

export async function applyChange(db: Db, c: Change) {
  const nth = (table: string, where = "true") => sql.raw(`(select id from ${table} where ${where} order by id offset ${c.pick} limit 1)`);
  switch (c.kind) {
    case "cancel":
      return db.execute(sql`update orders set status = 'cancelled' where id = ${nth("orders", "status not in ('cancelled', 'rejected')")}`);
    case "move":
      return db.execute(sql`update orders set placed_at = placed_at + ${c.minutes * 7} * interval '1 minute' where id = ${nth("orders")}`);
    case "reassign":
      // An order moved to another restaurant: its sales and its complaints go with it.
      return db.execute(sql`update orders set restaurant_id = (select id from restaurants where id <> orders.restaurant_id order by id offset ${c.minutes % 3} limit 1) where id = ${nth("orders")}`);
    case "line":
      // A dish already sold at the order's restaurant added to an order (so names repeat across orders).
      return db.execute(sql`
        insert into order_items (order_id, menu_item_id, name, unit_price_cents, quantity)
        select o.id, m.id, m.name, 150 + ${c.minutes % 500}, 1 + ${c.minutes % 4}
        from orders o join lateral (select id, name from menu_items where restaurant_id = o.restaurant_id order by id offset ${c.minutes % 5} limit 1) m on true
        where o.id = ${nth("orders")}`);
    case "requantity":
      return db.execute(sql`update order_items set quantity = 1 + ${c.minutes % 9}, unit_price_cents = unit_price_cents + ${c.minutes % 3} where id = ${nth("order_items")}`);
    case "rename":
      return db.execute(sql`update order_items set name = (select name from order_items order by id offset ${c.minutes % 40} limit 1) where id = ${nth("order_items")}`);
    case "unline":
      return db.execute(sql`delete from order_items where id = ${nth("order_items")}`);
    case "complain":
      // Negative feedback about an order, some minutes after it was placed (often on another UTC day).
      return db.execute(sql`
        insert into feedback (customer_id, restaurant_id, order_id, rating, category, text, sentiment_score, sentiment_label, created_at)
        select customer_id, restaurant_id, id, 1, 'food-quality', 'Cold and late', -0.8, 'negative', placed_at + ${c.minutes} * interval '1 minute'
        from orders where id = ${nth("orders")}`);
    case "relabel":
      return db.execute(sql`update feedback set sentiment_label = case when sentiment_label = 'negative' then 'neutral' else 'negative' end where id = ${nth("feedback", "order_id is not null")}`);
    case "uncomplain":
      return db.execute(sql`delete from feedback where id = ${nth("feedback", "order_id is not null")}`);
  }
}

/** The dish cells as they stand, for comparing with a rebuild. */
export const snapshot = async (db: Db) => JSON.stringify(await queryRows(db, sql`select * from analytics_dish_days order by day, restaurant_id, dish`));

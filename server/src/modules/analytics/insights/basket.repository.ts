import { sql } from "drizzle-orm";
import type { BasketPair } from "@tavola/contracts";
import { queryRows, type Db } from "../../../platform/database.js";
import { between, COUNTED, inScope, n, type InsightWindow } from "./insights-window.js";

/** The most pairs one answer lists (strongest lift first). */
export const BASKET_PAIRS_LIMIT = 50;

/**
 * Market-basket analysis in SQL over order lines: a basket is a counted order's set of distinct dishes (any channel).
 * An order comes from one restaurant, so pairs are measured against their restaurant's baskets: for every pair
 * bought together in at least `minSupport` of them, its support, confidence both ways and lift (contracts'
 * `pairMeasures` states the same maths for the tests). `baskets` is the scope's total.
 */
export async function basketPairsFor(db: Db, w: InsightWindow, minSupport: number): Promise<{ baskets: number; pairs: BasketPair[] }> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    with lines as (
      select distinct o.restaurant_id, oi.order_id, oi.menu_item_id
      from orders o join order_items oi on oi.order_id = o.id
      where ${between(sql`o.placed_at`, w)} and ${COUNTED} and oi.menu_item_id is not null ${inScope(sql`o.restaurant_id`, w)}
    ),
    per_restaurant as (select restaurant_id, count(distinct order_id)::int as baskets from lines group by 1),
    total as (select coalesce(sum(baskets), 0)::int as baskets from per_restaurant),
    item as (select menu_item_id, count(*)::int as c from lines group by 1),
    pairs as (
      select a.menu_item_id as a, b.menu_item_id as b, count(*)::int as ab
      from lines a join lines b on b.order_id = a.order_id and a.menu_item_id < b.menu_item_id
      group by 1, 2
    )
    select t.baskets, ma.name as a_name, mb.name as b_name, r.name as restaurant, p.ab, ia.c as ca, ib.c as cb,
           p.ab::float8 / pr.baskets as support,
           p.ab::float8 / ia.c as conf_ab,
           p.ab::float8 / ib.c as conf_ba,
           (p.ab::float8 * pr.baskets) / (ia.c::float8 * ib.c) as lift
    from pairs p
    cross join total t
    join item ia on ia.menu_item_id = p.a
    join item ib on ib.menu_item_id = p.b
    join menu_items ma on ma.id = p.a
    join menu_items mb on mb.id = p.b
    join restaurants r on r.id = ma.restaurant_id
    join per_restaurant pr on pr.restaurant_id = ma.restaurant_id
    where p.ab::float8 / pr.baskets >= ${minSupport}
    order by lift desc, p.ab desc, ma.name, mb.name
    limit ${BASKET_PAIRS_LIMIT}`);
  const [total] = rows.length
    ? [{ baskets: rows[0]!.baskets }]
    : await queryRows<{ baskets: unknown }>(db, sql`
        select count(distinct o.id)::int as baskets from orders o join order_items oi on oi.order_id = o.id
        where ${between(sql`o.placed_at`, w)} and ${COUNTED} and oi.menu_item_id is not null ${inScope(sql`o.restaurant_id`, w)}`);
  return {
    baskets: n(total?.baskets),
    pairs: rows.map((r) => ({
      a: String(r.a_name),
      b: String(r.b_name),
      restaurant: String(r.restaurant),
      together: n(r.ab),
      support: n(r.support),
      confidenceAB: n(r.conf_ab),
      confidenceBA: n(r.conf_ba),
      lift: n(r.lift),
    })),
  };
}

import { sql } from "drizzle-orm";
import type { BasketPair } from "@tavola/contracts";
import type { Db } from "../../../platform/database.js";
import { basketCtes, basketQuery } from "../rollups/insight-reads.js";
import { n, type InsightWindow } from "./insights-window.js";

/** The most pairs one answer lists (strongest lift first). */
export const BASKET_PAIRS_LIMIT = 50;

/**
 * Market-basket analysis over the basket rollups (baskets, dishes and dish pairs per restaurant per day, plus the
 * window's partial end days from the order lines): a basket is a counted order's set of distinct dishes (any channel).
 * An order comes from one restaurant, so pairs are measured against their restaurant's baskets: for every pair
 * bought together in at least `minSupport` of them, its support, confidence both ways and lift (contracts'
 * `pairMeasures` states the same maths for the tests). `baskets` is the scope's total.
 */
export async function basketPairsFor(db: Db, w: InsightWindow, minSupport: number): Promise<{ baskets: number; pairs: BasketPair[] }> {
  const rows = await basketQuery<Record<string, unknown>>(db, sql`
    with ${basketCtes(w)},
    total as (select coalesce(sum(baskets), 0)::int as baskets from per_restaurant)
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
    : await basketQuery<{ baskets: unknown }>(db, sql`with ${basketCtes(w)} select coalesce(sum(baskets), 0)::int as baskets from per_restaurant`);
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

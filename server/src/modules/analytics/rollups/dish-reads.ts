import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../../platform/database.js";
import type { Window } from "../kpi.repository.js";
import { dishCellRows, dishSalesRows } from "./dish-sources.js";
import { splitWindow, type WindowSplit } from "./insight-reads.js";
import { withoutJit } from "./rollup-reads.js";

/**
 * The AI control's dish intents over the dish rollup: a window [start, end) is its whole UTC days — summed from
 * `analytics_dish_days` — and at most two partial UTC days at its ends (a zone's midnights are not UTC's), summed from
 * the operational rows of just those hours (as insight-reads.ts splits a window); together exactly the window's rows.
 * Answers equal the live-row queries they replace (a property test compares them: dish-rollups.api.test.ts).
 */
const iso = (ms: number) => new Date(ms).toISOString();
const n = (v: unknown) => Number(v ?? 0);

const rangesCte = (split: WindowSplit) => sql`
  ranges as (
    select * from unnest(${`{${split.ranges.map((r) => iso(r.s)).join(",")}}`}::timestamptz[],
                         ${`{${split.ranges.map((r) => iso(r.e)).join(",")}}`}::timestamptz[]) as r(s, e)
  )`;

/**
 * `per (restaurant_id, dish, quantity, revenue_cents, orders, placed_orders, complaints)`: the window's sums. Without
 * `complaints` the partial days' feedback is not read (its complaints column is then only the whole days').
 */
function perDish(w: Window, complaints: boolean): SQL {
  const split = splitWindow(w.start, w.end);
  const scope = (column: string) => (w.restaurantId ? sql`and ${sql.raw(column)} = ${w.restaurantId}::uuid` : sql``);
  const whole = split.fromDay === null ? sql`false` : sql`t.day >= ${split.fromDay}::date and t.day <= ${split.toDay}::date ${scope("t.restaurant_id")}`;
  const edge = split.ranges.length === 0 ? sql`select null::uuid as restaurant_id, null::text as dish, 0 as quantity, 0::bigint as revenue_cents, 0 as orders, 0 as placed_orders, 0 as complaints where false` : sql`select restaurant_id, dish, quantity, revenue_cents, orders, placed_orders, complaints from (${(complaints ? dishCellRows : dishSalesRows)({ kind: "ranges" }, scope("o.restaurant_id"))}) e`;
  return sql`
    ${rangesCte(split)},
    per as (
      select restaurant_id, dish, sum(quantity)::bigint as quantity, sum(revenue_cents)::bigint as revenue_cents,
             sum(orders)::bigint as orders, sum(placed_orders)::bigint as placed_orders, sum(complaints)::bigint as complaints
      from (
        select t.restaurant_id, t.dish, t.quantity, t.revenue_cents, t.orders, t.placed_orders, t.complaints from analytics_dish_days t where ${whole}
        union all
        ${edge}
      ) x group by 1, 2
    )`;
}

export type DishFigures = { dish: string; restaurant: string; quantity: number; revenue: number; orders: number };

/** Dishes of counted orders, by dish name and restaurant name: portions sold, their revenue and orders with them; most sold first. */
export async function topDishesFromRollup(db: Db, w: Window, limit: number): Promise<DishFigures[]> {
  const rows = await withoutJit(db, (tx) => queryRows<Record<string, unknown>>(tx, sql`
    with ${perDish(w, false)}
    select p.dish, r.name as restaurant, sum(p.quantity)::int as quantity, sum(p.revenue_cents)::bigint as revenue, sum(p.orders)::int as orders
    from per p join restaurants r on r.id = p.restaurant_id
    where p.orders > 0
    group by p.dish, r.name
    order by quantity desc, revenue desc, p.dish, r.name
    limit ${limit}`));
  return rows.map((r) => ({ dish: String(r.dish), restaurant: String(r.restaurant), quantity: n(r.quantity), revenue: n(r.revenue), orders: n(r.orders) }));
}

export type DishComplaints = { dish: string; restaurant: string; complaints: number; orders: number };

/**
 * Complaints per dish: negative feedback left in the window about an order with the dish, beside the orders placed
 * in the window with it (of any status; the most of any one restaurant of that name); most complained about first.
 */
export async function dishComplaintsFromRollup(db: Db, w: Window, limit: number): Promise<DishComplaints[]> {
  const rows = await withoutJit(db, (tx) => queryRows<Record<string, unknown>>(tx, sql`
    with ${perDish(w, true)}
    select p.dish, r.name as restaurant, sum(p.complaints)::int as complaints, max(p.placed_orders)::int as orders
    from per p join restaurants r on r.id = p.restaurant_id
    where p.complaints > 0
    group by p.dish, r.name
    order by complaints desc, orders desc, p.dish, r.name
    limit ${limit}`));
  return rows.map((r) => ({ dish: String(r.dish), restaurant: String(r.restaurant), complaints: n(r.complaints), orders: n(r.orders) }));
}

import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../../platform/database.js";
import type { Window } from "../kpi.repository.js";
import { bucketSums, withoutJit, type Scope } from "../rollups/rollup-reads.js";
import { restaurantNames as namesList } from "./insights.repository.js";

const restaurantNames = async (db: Db) => new Map((await namesList(db)).map((r) => [r.id, r.name]));

/**
 * The questions' reads, one per intent, over a window [start, end) of local days and optionally one restaurant.
 * Restaurant and day figures are sums of the rollups' cells (rollups/rollup-reads.ts); new customers come from the
 * customers' rollup; the dish intents still read order lines (see below).
 */
export type LocalWindow = Window & { from: string; to: string };

/** The window's rollup cells per restaurant (or the named restaurant's), in one bucket or per local day. */
function cellsOf(db: Db, w: LocalWindow, granularity: "all" | "day") {
  const scope: Scope = w.restaurantId ? { level: "restaurant", restaurantId: w.restaurantId } : granularity === "day" ? { level: "platform" } : { level: "restaurants" };
  return bucketSums(db, scope, { from: w.from, to: w.to, tz: w.tz }, granularity);
}

const n = (v: unknown) => Number(v ?? 0);
const inWindow = (column: SQL, w: Window) => sql`${column} >= ${w.start.toISOString()}::timestamptz and ${column} < ${w.end.toISOString()}::timestamptz`;
const ofRestaurant = (column: SQL, w: Window) => (w.restaurantId ? sql`and ${column} = ${w.restaurantId}::uuid` : sql``);
const COUNTED = sql`status not in ('rejected', 'cancelled')`;

export type RestaurantFigures = { restaurantId: string; name: string; gmv: number; orders: number; cancelled: number; placed: number; late: number; deliveries: number };

/** Per restaurant: GMV and orders (counted), cancelled or rejected of all placed, late of completed deliveries (rollup cells). */
export async function figuresByRestaurant(db: Db, w: LocalWindow): Promise<RestaurantFigures[]> {
  const [cells, names] = await Promise.all([cellsOf(db, w, "all"), restaurantNames(db)]);
  const out: RestaurantFigures[] = [];
  for (const c of cells) {
    if (c.restaurantId === null) continue;
    const s = c.sums;
    const placed = s.orders + s.cancelled + s.rejected;
    if (placed === 0) continue;
    out.push({
      restaurantId: c.restaurantId,
      name: names.get(c.restaurantId) ?? "Unknown restaurant",
      gmv: s.gmv_cents,
      orders: s.orders,
      cancelled: s.cancelled + s.rejected,
      placed,
      late: s.deliveries - s.on_time,
      deliveries: s.deliveries,
    });
  }
  return out;
}

/** Per local day: GMV and counted orders (rollup cells: the platform's, or the named restaurant's). */
export async function figuresByDay(db: Db, w: LocalWindow): Promise<Array<{ date: string; gmv: number; orders: number }>> {
  return (await cellsOf(db, w, "day")).filter((c) => c.sums.orders > 0).map((c) => ({ date: c.period, gmv: c.sums.gmv_cents, orders: c.sums.orders }));
}

/** Per restaurant: refunds made in the window (by the refund's time) on its orders (rollup cells). */
export async function refundsByRestaurant(db: Db, w: LocalWindow): Promise<Array<{ restaurantId: string; name: string; cents: number; refunds: number }>> {
  const [cells, names] = await Promise.all([cellsOf(db, w, "all"), restaurantNames(db)]);
  return cells
    .filter((c) => c.restaurantId !== null && c.sums.refunds > 0)
    .map((c) => ({ restaurantId: c.restaurantId!, name: names.get(c.restaurantId!) ?? "Unknown restaurant", cents: c.sums.refunds_cents, refunds: c.sums.refunds }));
}

/**
 * Per local day: customers whose first counted order ever was placed that day (at the restaurant, when one is named):
 * the customers' rollup says whose first order falls in the window; their first order's restaurant is one index read.
 */
export async function newCustomersByDay(db: Db, w: LocalWindow): Promise<Array<{ date: string; customers: number }>> {
  const rows = await withoutJit(db, (tx) => queryRows<Record<string, unknown>>(tx, sql`
    select to_char((c.first_order_at at time zone ${w.tz})::date, 'YYYY-MM-DD') as date, count(*)::int as customers
    from analytics_customers c
    cross join lateral (
      select o.restaurant_id from orders o
      where o.customer_id = c.customer_id and o.placed_at = c.first_order_at and o.${COUNTED}
      order by o.id limit 1
    ) f
    where ${inWindow(sql`c.first_order_at`, w)} ${ofRestaurant(sql`f.restaurant_id`, w)}
    group by 1`));
  return rows.map((r) => ({ date: String(r.date), customers: n(r.customers) }));
}

/*
 * Still over the operational rows: dishes (top dishes, complaints per dish) are order lines by dish name with their
 * quantities and prices, and feedback joined to the lines of its order — no rollup keeps quantities, prices or
 * complaints per dish yet. Both read only the window's orders (through the orders' restaurant/time indexes).
 */

export type DishFigures = { dish: string; restaurant: string; quantity: number; revenue: number; orders: number };

/** Dishes of counted orders: portions sold, their revenue (unit price × quantity) and orders with them; most sold first. */
export async function topDishes(db: Db, w: Window, limit: number): Promise<DishFigures[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    select oi.name as dish, r.name as restaurant,
           sum(oi.quantity)::int as quantity, sum(oi.unit_price_cents * oi.quantity)::bigint as revenue, count(distinct o.id)::int as orders
    from order_items oi
    join orders o on o.id = oi.order_id
    join restaurants r on r.id = o.restaurant_id
    where o.${COUNTED} and ${inWindow(sql`o.placed_at`, w)} ${ofRestaurant(sql`o.restaurant_id`, w)}
    group by oi.name, r.name
    order by quantity desc, revenue desc, dish
    limit ${limit}`);
  return rows.map((r) => ({ dish: String(r.dish), restaurant: String(r.restaurant), quantity: n(r.quantity), revenue: n(r.revenue), orders: n(r.orders) }));
}

export type DishComplaints = { dish: string; restaurant: string; complaints: number; orders: number };

/**
 * Complaints per dish: negative feedback (by sentiment) left in the window about an order that included the dish,
 * beside the orders placed in the window with it; most complained about first.
 */
export async function dishComplaints(db: Db, w: Window, limit: number): Promise<DishComplaints[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    with complained as (
      select distinct f.id as feedback_id, oi.name as dish, o.restaurant_id
      from feedback f
      join orders o on o.id = f.order_id
      join order_items oi on oi.order_id = o.id
      where f.sentiment_label = 'negative' and ${inWindow(sql`f.created_at`, w)} ${ofRestaurant(sql`o.restaurant_id`, w)}
    ),
    sold as (
      select oi.name as dish, o.restaurant_id, count(distinct o.id)::int as orders
      from order_items oi join orders o on o.id = oi.order_id
      where ${inWindow(sql`o.placed_at`, w)} ${ofRestaurant(sql`o.restaurant_id`, w)}
      group by 1, 2
    )
    select c.dish, r.name as restaurant, count(*)::int as complaints, coalesce(max(s.orders), 0)::int as orders
    from complained c
    join restaurants r on r.id = c.restaurant_id
    left join sold s on s.dish = c.dish and s.restaurant_id = c.restaurant_id
    group by c.dish, r.name
    order by complaints desc, orders desc, c.dish
    limit ${limit}`);
  return rows.map((r) => ({ dish: String(r.dish), restaurant: String(r.restaurant), complaints: n(r.complaints), orders: n(r.orders) }));
}

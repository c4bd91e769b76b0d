import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../../platform/database.js";
import type { Window } from "../kpi.repository.js";
import { dishComplaintsFromRollup, topDishesFromRollup } from "../rollups/dish-reads.js";
import { bucketSums, withoutJit, type Scope } from "../rollups/rollup-reads.js";
import { restaurantNames as namesList } from "./insights.repository.js";

const restaurantNames = async (db: Db) => new Map((await namesList(db)).map((r) => [r.id, r.name]));

/**
 * The questions' reads, one per intent, over a window [start, end) of local days and optionally one restaurant.
 * Restaurant and day figures are sums of the rollups' cells (rollups/rollup-reads.ts); new customers come from the
 * customers' rollup; the dishes from the dish rollup.
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
 * Dishes (top dishes, complaints per dish) are sums of the dish rollup's cells per (UTC day, restaurant, dish) and
 * the window's partial end days' order lines and feedback (rollups/dish-reads.ts).
 */
export type { DishComplaints, DishFigures } from "../rollups/dish-reads.js";

/** Dishes of counted orders: portions sold, their revenue (unit price × quantity) and orders with them; most sold first. */
export const topDishes = (db: Db, w: Window, limit: number) => topDishesFromRollup(db, w, limit);

/**
 * Complaints per dish: negative feedback (by sentiment) left in the window about an order that included the dish,
 * beside the orders placed in the window with it; most complained about first.
 */
export const dishComplaints = (db: Db, w: Window, limit: number) => dishComplaintsFromRollup(db, w, limit);

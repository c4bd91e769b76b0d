import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../../platform/database.js";
import type { Window } from "../kpi.repository.js";

/**
 * The questions' reads, one per intent, over a window [start, end) of local days and optionally one restaurant.
 * Grouped by restaurant or local day (the rollups' grain), so they can later read the rollup tables.
 */

const n = (v: unknown) => Number(v ?? 0);
const inWindow = (column: SQL, w: Window) => sql`${column} >= ${w.start.toISOString()}::timestamptz and ${column} < ${w.end.toISOString()}::timestamptz`;
const ofRestaurant = (column: SQL, w: Window) => (w.restaurantId ? sql`and ${column} = ${w.restaurantId}::uuid` : sql``);
const COUNTED = sql`status not in ('rejected', 'cancelled')`;

export type RestaurantFigures = { restaurantId: string; name: string; gmv: number; orders: number; cancelled: number; placed: number; late: number; deliveries: number };

/** Per restaurant: GMV and orders (counted), cancelled or rejected of all placed, late of completed deliveries. */
export async function figuresByRestaurant(db: Db, w: Window): Promise<RestaurantFigures[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    select r.id::text as id, r.name,
           coalesce(sum(o.total_cents) filter (where o.${COUNTED}), 0)::bigint as gmv,
           count(*) filter (where o.${COUNTED})::int as orders,
           count(*) filter (where o.status in ('rejected', 'cancelled'))::int as cancelled,
           count(*)::int as placed,
           count(*) filter (where o.status = 'delivered' and o.completed_at is not null and o.eta_latest is not null and o.completed_at > o.eta_latest)::int as late,
           count(*) filter (where o.status = 'delivered' and o.completed_at is not null and o.eta_latest is not null)::int as deliveries
    from orders o join restaurants r on r.id = o.restaurant_id
    where ${inWindow(sql`o.placed_at`, w)} ${ofRestaurant(sql`o.restaurant_id`, w)}
    group by r.id, r.name`);
  return rows.map((r) => ({
    restaurantId: String(r.id),
    name: String(r.name),
    gmv: n(r.gmv),
    orders: n(r.orders),
    cancelled: n(r.cancelled),
    placed: n(r.placed),
    late: n(r.late),
    deliveries: n(r.deliveries),
  }));
}

/** Per local day: GMV and counted orders. */
export async function figuresByDay(db: Db, w: Window): Promise<Array<{ date: string; gmv: number; orders: number }>> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    select to_char((placed_at at time zone ${w.tz})::date, 'YYYY-MM-DD') as date,
           coalesce(sum(total_cents), 0)::bigint as gmv, count(*)::int as orders
    from orders
    where ${COUNTED} and ${inWindow(sql`placed_at`, w)} ${ofRestaurant(sql`restaurant_id`, w)}
    group by 1`);
  return rows.map((r) => ({ date: String(r.date), gmv: n(r.gmv), orders: n(r.orders) }));
}

/** Per restaurant: refunds made in the window (by the refund's time) on its orders. */
export async function refundsByRestaurant(db: Db, w: Window): Promise<Array<{ restaurantId: string; name: string; cents: number; refunds: number }>> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    select r.id::text as id, r.name, coalesce(sum(po.amount_cents), 0)::bigint as cents, count(*)::int as refunds
    from payment_operations po
    join payments p on p.id = po.payment_id
    join orders o on o.id = p.order_id
    join restaurants r on r.id = o.restaurant_id
    where po.kind = 'refund' and ${inWindow(sql`po.created_at`, w)} ${ofRestaurant(sql`o.restaurant_id`, w)}
    group by r.id, r.name`);
  return rows.map((r) => ({ restaurantId: String(r.id), name: String(r.name), cents: n(r.cents), refunds: n(r.refunds) }));
}

/** Per local day: customers whose first counted order ever was placed that day (at the restaurant, when one is named). */
export async function newCustomersByDay(db: Db, w: Window): Promise<Array<{ date: string; customers: number }>> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    with firsts as (
      select distinct on (customer_id) customer_id, restaurant_id, placed_at
      from orders
      where customer_id is not null and ${COUNTED} and placed_at < ${w.end.toISOString()}::timestamptz
      order by customer_id, placed_at, id
    )
    select to_char((placed_at at time zone ${w.tz})::date, 'YYYY-MM-DD') as date, count(*)::int as customers
    from firsts where ${inWindow(sql`placed_at`, w)} ${ofRestaurant(sql`restaurant_id`, w)}
    group by 1`);
  return rows.map((r) => ({ date: String(r.date), customers: n(r.customers) }));
}

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

import { sql, type SQL } from "drizzle-orm";

/**
 * The operational rows behind the dish rollup (db/schema/analytics-dish-days.ts) as cells (day, restaurant_id, dish,
 * quantity, revenue_cents, orders, placed_orders, complaints), each bucketed by its row's own UTC day and restaurant:
 * sales by the order's placed day, complaints by the feedback's day at the order's restaurant. The rules are the AI
 * control's dish intents' (ai-control/question.repository.ts): portions, revenue and orders of counted orders
 * (neither rejected nor cancelled); orders with the dish of any status; a complaint is negative feedback (by its
 * sentiment label) about an order that held the dish, counted once per dish however many lines it had.
 *
 * `all`: every row. `keys`: limited to a `keys (rid, day, s, e)` CTE's days. `ranges`: limited to instants [s, e) of a
 * `ranges (s, e)` CTE (the partial end days of a read); `scope` narrows to restaurants (a condition on `o.restaurant_id`).
 */
export type DishFilter = { kind: "all" } | { kind: "keys" } | { kind: "ranges" };

const UTC_DAY = (at: string) => sql.raw(`(${at} at time zone 'UTC')::date`);
const COUNTED = sql`o.status not in ('rejected', 'cancelled')`;

const limit = (f: DishFilter, at: SQL) => (f.kind === "keys" ? sql`join keys k on o.restaurant_id = k.rid and ${at} >= k.s and ${at} < k.e` : sql``);

/**
 * The orders the sales read, as `o`. For `ranges`, each range's orders of each restaurant through the orders'
 * (restaurant_id, placed_at) index, as laterals with OFFSET 0 so the planner cannot turn them into a scan of every
 * order (as rollups/insight-sources.ts reads them).
 */
const ordersOf = (f: DishFilter) =>
  f.kind === "ranges"
    ? sql`(select x.* from ranges k cross join restaurants rr cross join lateral (
            select * from orders o where o.restaurant_id = rr.id and o.placed_at >= k.s and o.placed_at < k.e offset 0) x) o`
    : sql`orders o`;

/** The feedback the complaints read, as `f` (for `ranges`, only that left in a range). */
const feedbackOf = (f: DishFilter) =>
  f.kind === "ranges" ? sql`(select x.* from ranges k cross join lateral (select * from feedback f where f.created_at >= k.s and f.created_at < k.e offset 0) x) f` : sql`feedback f`;

/** Sales: per (day, restaurant, dish) of the orders' lines. */
export const dishSalesRows = (f: DishFilter, scope: SQL = sql``) => sql`
  select ${UTC_DAY("o.placed_at")} as day, o.restaurant_id, oi.name as dish,
         coalesce(sum(oi.quantity) filter (where ${COUNTED}), 0)::int as quantity,
         coalesce(sum(oi.unit_price_cents::bigint * oi.quantity) filter (where ${COUNTED}), 0)::bigint as revenue_cents,
         (count(distinct o.id) filter (where ${COUNTED}))::int as orders,
         count(distinct o.id)::int as placed_orders,
         0 as complaints
  from ${ordersOf(f)} join order_items oi on oi.order_id = o.id ${limit(f, sql`o.placed_at`)}
  where true ${scope}
  group by 1, 2, 3`;

/** Complaints: per (feedback day, the order's restaurant, dish), the negative feedback about orders with the dish. */
export const dishComplaintRows = (f: DishFilter, scope: SQL = sql``) => sql`
  select ${UTC_DAY("f.created_at")} as day, o.restaurant_id, oi.name as dish,
         0 as quantity, 0::bigint as revenue_cents, 0 as orders, 0 as placed_orders,
         count(distinct f.id)::int as complaints
  from ${feedbackOf(f)} join orders o on o.id = f.order_id join order_items oi on oi.order_id = o.id ${limit(f, sql`f.created_at`)}
  where f.sentiment_label = 'negative' ${scope}
  group by 1, 2, 3`;

/** Both, summed into one cell per (day, restaurant, dish). */
export const dishCellRows = (f: DishFilter, scope: SQL = sql``) => sql`
  select day, restaurant_id, dish, sum(quantity)::int as quantity, sum(revenue_cents)::bigint as revenue_cents,
         sum(orders)::int as orders, sum(placed_orders)::int as placed_orders, sum(complaints)::int as complaints
  from (${dishSalesRows(f, scope)} union all ${dishComplaintRows(f, scope)}) x
  group by 1, 2, 3`;

import { sql, type SQL } from "drizzle-orm";

/** A payment that took the money (a later refund does not undo the conversion; a void — a rejected order — does). */
export const PAID_STATUSES = ["authorized", "captured", "partially_refunded", "refunded"];

/**
 * The operational rows behind the insight rollups (db/schema/analytics-insights.ts), each bucketed by its row's own
 * UTC day and restaurant. With `keyed`, limited to a `keys (rid, day, s, e)` CTE's days; otherwise every row.
 * `ranges` instead limits them to instants [s, e) of a `ranges (s, e)` CTE (the partial end days of a read).
 */
export type Filter = { kind: "all" } | { kind: "keys" } | { kind: "ranges" };
const UTC_DAY = (at: string) => sql.raw(`(${at} at time zone 'UTC')::date`);

const limit = (f: Filter, rid: SQL, at: SQL) => (f.kind === "keys" ? sql`join keys k on ${rid} = k.rid and ${at} >= k.s and ${at} < k.e` : sql``);

/**
 * The orders a source reads, as `o`. For `ranges`, each range of a `signed_ranges (s, e, sign)` CTE's orders of each
 * restaurant, through the orders' (restaurant_id, placed_at) index — there is no index on the time alone — as laterals
 * with OFFSET 0, so the planner (blind to how few hours a range is) cannot turn them into a scan of every order; each
 * order carries its range's sign as `o.range_sign` (a read may count a day from the rollups less a range's rows).
 */
export const ordersOf = (f: Filter) =>
  f.kind === "ranges"
    ? sql`(select x.*, k.sign as range_sign from signed_ranges k cross join restaurants rr cross join lateral (
            select * from orders o where o.restaurant_id = rr.id and o.placed_at >= k.s and o.placed_at < k.e offset 0) x) o`
    : sql`orders o`;

/** What one order row counts for: its range's sign for `ranges`, otherwise 1. */
export const orderWeight = (f: Filter) => (f.kind === "ranges" ? sql`o.range_sign` : sql`1`);

/** The browser events a source reads, as `e` (for `ranges`, through the events' time index, one range at a time). */
const eventsOf = (f: Filter) =>
  f.kind === "ranges"
    ? sql`(select x.* from ranges k cross join lateral (select * from web_events e where e.occurred_at >= k.s and e.occurred_at < k.e offset 0) x) e`
    : sql`web_events e`;

/**
 * (day, restaurant_id, menu_views, cart_adds, checkout_starts): the funnel's visits per day — a visit is one visitor at
 * one restaurant on one UTC day, counted at a step when it has an event of that type (in the filter's rows: for
 * `ranges`, the partial day's hours), so a range's step count is a sum over its days and restaurants.
 */
export const funnelVisitRows = (f: Filter, scope: SQL = sql``) => sql`
  select ${UTC_DAY("e.occurred_at")} as day, e.restaurant_id,
         count(distinct e.visitor_id) filter (where e.type = 'menu_view')::int as menu_views,
         count(distinct e.visitor_id) filter (where e.type = 'cart_add')::int as cart_adds,
         count(distinct e.visitor_id) filter (where e.type = 'checkout_start')::int as checkout_starts
  from ${eventsOf(f)} ${limit(f, sql`e.restaurant_id`, sql`e.occurred_at`)}
  where e.type in ('menu_view', 'cart_add', 'checkout_start') ${scope}
  group by 1, 2`;

/** (day, restaurant_id, paid): paid online orders (a later refund does not undo the conversion; a void does). */
export const paidRows = (f: Filter, scope: SQL = sql``) => sql`
  select ${UTC_DAY("o.placed_at")} as day, o.restaurant_id, sum(${orderWeight(f)})::int as paid
  from ${ordersOf(f)} join payments p on p.order_id = o.id ${limit(f, sql`o.restaurant_id`, sql`o.placed_at`)}
  where o.channel = 'online' and p.status in (${sql.join(PAID_STATUSES.map((st) => sql`${st}`), sql`, `)}) ${scope}
  group by 1, 2`;

/** Orders that count everywhere in analytics (`o`): neither rejected nor cancelled. */
export const COUNTED_ORDER = sql`o.status not in ('rejected', 'cancelled')`;

/** (day, restaurant_id, order_id, menu_item_id, sign): a counted order's distinct dishes — its basket. */
export const basketLines = (f: Filter, scope: SQL = sql``) => sql`
  select distinct ${UTC_DAY("o.placed_at")} as day, o.restaurant_id, oi.order_id, oi.menu_item_id, ${orderWeight(f)} as sign
  from ${ordersOf(f)} join order_items oi on oi.order_id = o.id ${limit(f, sql`o.restaurant_id`, sql`o.placed_at`)}
  where ${COUNTED_ORDER} and oi.menu_item_id is not null ${scope}`;

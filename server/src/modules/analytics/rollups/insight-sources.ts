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

const limit = (f: Filter, rid: SQL, at: SQL) =>
  f.kind === "keys" ? sql`join keys k on ${rid} = k.rid and ${at} >= k.s and ${at} < k.e`
  : f.kind === "ranges" ? sql`join ranges k on ${at} >= k.s and ${at} < k.e`
  : sql``;

/** (day, restaurant_id, type, visitor_id): who did what, per day. */
export const funnelVisitorRows = (f: Filter, scope: SQL = sql``) => sql`
  select distinct ${UTC_DAY("e.occurred_at")} as day, e.restaurant_id, e.type, e.visitor_id
  from web_events e ${limit(f, sql`e.restaurant_id`, sql`e.occurred_at`)}
  where true ${scope}`;

/** (day, restaurant_id, paid): paid online orders (a later refund does not undo the conversion; a void does). */
export const paidRows = (f: Filter, scope: SQL = sql``) => sql`
  select ${UTC_DAY("o.placed_at")} as day, o.restaurant_id, count(*)::int as paid
  from orders o join payments p on p.order_id = o.id ${limit(f, sql`o.restaurant_id`, sql`o.placed_at`)}
  where o.channel = 'online' and p.status in (${sql.join(PAID_STATUSES.map((st) => sql`${st}`), sql`, `)}) ${scope}
  group by 1, 2`;

/** (day, restaurant_id, order_id, menu_item_id): a counted order's distinct dishes — its basket. */
export const basketLines = (f: Filter, scope: SQL = sql``) => sql`
  select distinct ${UTC_DAY("o.placed_at")} as day, o.restaurant_id, oi.order_id, oi.menu_item_id
  from orders o join order_items oi on oi.order_id = o.id ${limit(f, sql`o.restaurant_id`, sql`o.placed_at`)}
  where o.status not in ('rejected', 'cancelled') and oi.menu_item_id is not null ${scope}`;

import { sql } from "drizzle-orm";
import type { FunnelStepKey, HeatCell } from "@tavola/contracts";
import { queryRows, type Db } from "../../../platform/database.js";
import { between, COUNTED, inScope, n, type InsightWindow } from "./insights-window.js";

/**
 * The /analytics reads, written as a repository so they can later be pointed at rollup tables: each returns plain
 * counts for a window and a set of restaurants. Orders by weekday × hour are bucketed in each restaurant's own zone
 * (its booking policy's, the platform default otherwise), so "Friday 19:00" means the dinner rush wherever it is.
 */
export async function heatmapFor(db: Db, w: InsightWindow): Promise<HeatCell[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    with o as (
      select o.placed_at at time zone coalesce(p.timezone, 'America/New_York') as local
      from orders o left join reservation_policies p on p.restaurant_id = o.restaurant_id
      where ${between(sql`o.placed_at`, w)} and ${COUNTED} ${inScope(sql`o.restaurant_id`, w)}
    )
    select (extract(isodow from local)::int - 1) as weekday, extract(hour from local)::int as hour, count(*)::int as orders
    from o group by 1, 2 order by 1, 2`);
  return rows.map((r) => ({ weekday: n(r.weekday), hour: n(r.hour), orders: n(r.orders) }));
}

/** A payment that took the money (a later refund does not undo the conversion; a void — a rejected order — does). */
export const PAID_STATUSES = ["authorized", "captured", "partially_refunded", "refunded"];

/**
 * The funnel's counts: distinct visitors (browsers) per event type in the window, and paid online orders (the
 * payments table says paid) — never a browser's claim.
 */
export async function funnelCountsFor(db: Db, w: InsightWindow): Promise<Record<FunnelStepKey, number>> {
  const [events] = await queryRows<Record<string, unknown>>(db, sql`
    select count(distinct visitor_id) filter (where type = 'menu_view')::int as menu_view,
           count(distinct visitor_id) filter (where type = 'cart_add')::int as cart_add,
           count(distinct visitor_id) filter (where type = 'checkout_start')::int as checkout_start
    from web_events
    where ${between(sql`occurred_at`, w)} ${inScope(sql`restaurant_id`, w)}`);
  const [paid] = await queryRows<{ paid: unknown }>(db, sql`
    select count(*)::int as paid
    from orders o join payments p on p.order_id = o.id
    where o.channel = 'online' and p.status in (${sql.join(PAID_STATUSES.map((st) => sql`${st}`), sql`, `)})
      and ${between(sql`o.placed_at`, w)} ${inScope(sql`o.restaurant_id`, w)}`);
  return { menu_view: n(events?.menu_view), cart_add: n(events?.cart_add), checkout_start: n(events?.checkout_start), paid: n(paid?.paid) };
}

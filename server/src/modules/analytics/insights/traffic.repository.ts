import { sql } from "drizzle-orm";
import type { FunnelStepKey, HeatCell } from "@tavola/contracts";
import { queryRows, type Db } from "../../../platform/database.js";
import { DEFAULT_ZONE } from "../rollups/insight-heat.js";
import { funnelCounts, platformHeat } from "../rollups/insight-reads.js";
import { withoutJit } from "../rollups/rollup-reads.js";
import { between, inScope, n, type InsightWindow } from "./insights-window.js";

/**
 * The /analytics reads: each returns plain counts for a window and a set of restaurants. Orders by weekday × hour come
 * from the rollups' quarter cells (rollups/), bucketed in each restaurant's own zone (its booking policy's, the platform
 * default otherwise), so "Friday 19:00" means the dinner rush wherever it is. A UTC quarter hour lies within one local
 * hour in every real zone (offsets are whole quarter hours: India's +5:30, Nepal's +5:45, Chatham's +12:45), so a cell's
 * slot start gives its orders' local weekday and hour, daylight-saving changes included (the zone's rules at that
 * instant). The window's ends are local midnights, which fall on quarter hours, so its cells are exactly its orders.
 * The whole platform's heatmap reads the insight rollups' heat day rows instead (the same buckets, summed per UTC day
 * over every restaurant: ≈ 50 rows a day instead of ≈ 3,000 quarter cells on the 1M bench).
 */
export async function heatmapFor(db: Db, w: InsightWindow): Promise<HeatCell[]> {
  const rows = w.ids === null ? await platformHeat(db, w) : await withoutJit(db, (tx) => queryRows<Record<string, unknown>>(tx, sql`
    with c as (
      select q.slot at time zone coalesce(p.timezone, ${DEFAULT_ZONE}) as local, q.orders
      from analytics_quarter_cells q left join reservation_policies p on p.restaurant_id = q.restaurant_id
      where ${between(sql`q.slot`, w)} and q.orders > 0 ${inScope(sql`q.restaurant_id`, w)}
    )
    select (extract(isodow from local)::int - 1) as weekday, extract(hour from local)::int as hour, sum(orders)::int as orders
    from c group by 1, 2 order by 1, 2`));
  return rows.map((r) => ({ weekday: n(r.weekday), hour: n(r.hour), orders: n(r.orders) }));
}


/**
 * The funnel's counts: distinct visitors (browsers) per event type in the window, and paid online orders (the
 * payments table says paid) — never a browser's claim. From the insight rollups (rollups/insight-reads.ts).
 */
export const funnelCountsFor = (db: Db, w: InsightWindow): Promise<Record<FunnelStepKey, number>> => funnelCounts(db, w);

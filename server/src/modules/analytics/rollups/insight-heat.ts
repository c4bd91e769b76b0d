import { sql } from "drizzle-orm";
import type { Db } from "../../../platform/database.js";
import { COUNTED_ORDER, ordersOf, orderWeight, type Filter } from "./insight-sources.js";

/**
 * The platform heatmap's day rows (analytics_heat_days): per UTC day, counted orders by the weekday and hour of each
 * order's restaurant's own zone. A platform-wide read of a long range sums ≤ 48 rows a day here (one or two local
 * weekdays × 24 hours per zone offset) instead of every restaurant's quarter cells (≈ 3,000 a day on the 1M bench).
 */
export const DEFAULT_ZONE = "America/New_York";

/** (weekday, hour, orders) of the filter's orders: bucketed in their restaurant's zone. */
const buckets = (f: Filter, day = false) => sql`
  select ${day ? sql`(o.placed_at at time zone 'UTC')::date as day,` : sql``}
         (extract(isodow from o.placed_at at time zone coalesce(zp.timezone, ${DEFAULT_ZONE}))::int - 1) as weekday,
         extract(hour from o.placed_at at time zone coalesce(zp.timezone, ${DEFAULT_ZONE}))::int as hour,
         sum(${orderWeight(f)})::int as orders
  from ${ordersOf(f)} left join reservation_policies zp on zp.restaurant_id = o.restaurant_id
  where ${COUNTED_ORDER}
  group by 1, 2${day ? sql`, 3` : sql``}`;

/** Rewrites the heat rows of these UTC days (every restaurant's orders of each day, through the orders' time index). */
export async function writeHeatDays(tx: Db, days: readonly string[] | "all") {
  if (days === "all") {
    await tx.execute(sql`delete from analytics_heat_days`);
    await tx.execute(sql`insert into analytics_heat_days (day, weekday, hour, orders) ${buckets({ kind: "all" }, true)} order by 1, 2, 3`);
    return;
  }
  if (days.length === 0) return;
  const list = sql`${`{${days.join(",")}}`}::date[]`;
  await tx.execute(sql`delete from analytics_heat_days where day = any(${list})`);
  await tx.execute(sql`
    with signed_ranges as (
      select (d::timestamp at time zone 'UTC') as s, ((d + 1)::timestamp at time zone 'UTC') as e, 1 as sign from unnest(${list}) as d
    )
    insert into analytics_heat_days (day, weekday, hour, orders) ${buckets({ kind: "ranges" }, true)}`);
}

/** The platform heatmap's (weekday, hour, orders) rows of a `signed_ranges (s, e, sign)` CTE's orders (signed). */
export const heatOfRanges = () => buckets({ kind: "ranges" });

import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../platform/database.js";

/**
 * The platform funnel's partial days from analytics_funnel_slots (db/schema/analytics-insights.ts) instead of the
 * events: a European range's last UTC day is 23 hours of events (≈ 21,000 on the 1M bench), its slots ≤ 96 rows.
 * A visit (visitor, restaurant, UTC day) has a step in a day's first hours [00:00, e) when its first event of the
 * step is before e, in its last hours [s, 24:00) when its last one is at or after s.
 */
const DAY_MS = 86_400_000;
const SLOT_MS = 900_000;

const STEPS = [
  ["menu_view", "menu_views"],
  ["cart_add", "cart_adds"],
  ["checkout_start", "checkout_starts"],
] as const;

/** Rewrites the slot rows of these UTC days from their events ("all": every day). */
export async function writeFunnelSlots(tx: Db, days: readonly string[] | "all") {
  if (days !== "all" && days.length === 0) return;
  const list = days === "all" ? null : sql`${`{${days.join(",")}}`}::date[]`;
  await tx.execute(list ? sql`delete from analytics_funnel_slots where day = any(${list})` : sql`delete from analytics_funnel_slots`);
  const events = list
    ? sql`(select x.* from unnest(${list}) as d cross join lateral (
            select * from web_events e where e.occurred_at >= (d::timestamp at time zone 'UTC') and e.occurred_at < ((d + 1)::timestamp at time zone 'UTC') offset 0) x)`
    : sql`web_events`;
  const sums = (edge: "first" | "last") =>
    sql.raw(STEPS.map(([type, column]) => `sum(case when edge = '${edge}' and type = '${type}' then 1 else 0 end)::int as ${edge}_${column}`).join(", "));
  await tx.execute(sql`
    with v as (
      select (e.occurred_at at time zone 'UTC')::date as day, e.type, min(e.occurred_at) as first_at, max(e.occurred_at) as last_at
      from ${events} e group by 1, e.restaurant_id, e.visitor_id, 2
    ),
    marks as (
      select day, type, 'first' as edge, first_at as at from v
      union all
      select day, type, 'last', last_at from v
    )
    insert into analytics_funnel_slots (day, slot, first_menu_views, first_cart_adds, first_checkout_starts, last_menu_views, last_cart_adds, last_checkout_starts)
    select day, floor(extract(epoch from at - (day::timestamp at time zone 'UTC')) / 900)::int as slot, ${sums("first")}, ${sums("last")}
    from marks group by 1, 2 order by 1, 2`);
}

/**
 * The platform funnel's visits per step in these partial-day ranges, when each is a day's first or last hours on
 * quarter hours (every window of local days); null when one is not (read the events instead).
 */
export function slotRanges(ranges: ReadonlyArray<{ s: number; e: number }>): SQL | null {
  const parts: SQL[] = [];
  for (const r of ranges) {
    const day = Math.floor(r.s / DAY_MS) * DAY_MS;
    const date = new Date(day).toISOString().slice(0, 10);
    if (r.s % SLOT_MS !== 0 || r.e % SLOT_MS !== 0 || r.e > day + DAY_MS) return null;
    if (r.s === day) parts.push(sql`select first_menu_views as mv, first_cart_adds as ca, first_checkout_starts as cs from analytics_funnel_slots where day = ${date}::date and slot < ${(r.e - day) / SLOT_MS}`);
    else if (r.e === day + DAY_MS) parts.push(sql`select last_menu_views as mv, last_cart_adds as ca, last_checkout_starts as cs from analytics_funnel_slots where day = ${date}::date and slot >= ${(r.s - day) / SLOT_MS}`);
    else return null;
  }
  return parts.length === 0 ? sql`select 0 as mv, 0 as ca, 0 as cs where false` : sql.join(parts, sql` union all `);
}

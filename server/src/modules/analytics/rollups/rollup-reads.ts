import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../../platform/database.js";
import { columnList, NO_RESTAURANT, sumList, sumsOf, type FigureSums } from "./rollup-columns.js";

/**
 * Reads over the rollups. A window is [start, end) between two local midnights of `tz` (both on a quarter hour, as
 * every real zone's are). Its figures are the day cells of the UTC days that lie inside the window and inside one
 * period, plus the quarter cells of the other days (the window's edges, and days a period boundary cuts): exact for
 * any zone and period, and mostly day cells for long ranges.
 */
export type RollupWindow = { start: Date; end: Date; tz: string };
export type Granularity = "day" | "week" | "month" | "all";
/** Platform-wide cells, every restaurant's own (`NO_RESTAURANT` included), or one restaurant's. */
export type Scope = { level: "platform" } | { level: "restaurants" } | { level: "restaurant"; restaurantId: string };
export type BucketRow = { period: string; restaurantId: string | null; sums: FigureSums };

const utcDate = (d: Date) => d.toISOString().slice(0, 10);

export async function bucketSums(db: Db, scope: Scope, w: RollupWindow, granularity: Granularity): Promise<BucketRow[]> {
  const start = w.start.toISOString();
  const end = w.end.toISOString();
  const firstDay = utcDate(w.start);
  const lastDay = utcDate(new Date(w.end.getTime() - 1));
  const localOf = (at: SQL) => sql`(${at} at time zone ${w.tz})`;
  const onePeriod =
    granularity === "all"
      ? sql`true`
      : sql`date_trunc(${granularity}, ${localOf(sql`g.s`)}) = date_trunc(${granularity}, ${localOf(sql`(g.e - interval '1 microsecond')`)})`;
  const platform = scope.level === "platform";
  const dayTable = sql.raw(platform ? "analytics_platform_day_cells" : "analytics_day_cells");
  const quarterTable = sql.raw(platform ? "analytics_platform_quarter_cells" : "analytics_quarter_cells");
  const rid = sql.raw(platform ? "null::uuid" : "c.restaurant_id");
  const onlyOne = scope.level === "restaurant" ? sql`and c.restaurant_id = ${scope.restaurantId}::uuid` : sql``;
  const period = granularity === "all" ? sql`''` : sql`to_char(date_trunc(${granularity}, ${localOf(sql`at`)}), 'YYYY-MM-DD')`;
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    with g as (
      select t::date as day, (t at time zone 'UTC') as s, ((t + interval '1 day') at time zone 'UTC') as e
      from generate_series(${firstDay}::timestamp, ${lastDay}::timestamp, interval '1 day') as t
    ),
    days as (
      select g.day, (g.s >= ${start}::timestamptz and g.e <= ${end}::timestamptz and ${onePeriod}) as whole from g
    ),
    cells as (
      select ${rid} as rid, (c.day::timestamp at time zone 'UTC') as at, ${columnList("c.")}
        from ${dayTable} c join days on days.day = c.day and days.whole
       where true ${onlyOne}
      union all
      select ${rid}, c.slot, ${columnList("c.")}
        from ${quarterTable} c join days on days.day = c.day and not days.whole
       where c.slot >= ${start}::timestamptz and c.slot < ${end}::timestamptz ${onlyOne}
    )
    select ${period} as period, rid::text as rid, ${sumList()}
    from cells group by 1, 2 order by 1, 2`);
  return rows.map((r) => ({
    period: String(r.period),
    restaurantId: r.rid === null || r.rid === undefined || r.rid === NO_RESTAURANT ? null : String(r.rid),
    sums: sumsOf(r),
  }));
}

export type CustomerCounts = { active: number; repeaters: number };

/**
 * Customers with at least one and at least two counted orders in each window, platform-wide: per customer, the
 * orders before a bound are a binary search in their sorted order times (`width_bucket`).
 */
export async function customerCounts(db: Db, windows: RollupWindow[]): Promise<CustomerCounts[]> {
  const from = new Date(Math.min(...windows.map((w) => w.start.getTime()))).toISOString();
  const to = new Date(Math.max(...windows.map((w) => w.end.getTime()))).toISOString();
  const inWindow = (w: RollupWindow) =>
    sql`(width_bucket(${w.end.toISOString()}::timestamptz - interval '1 microsecond', order_times) - width_bucket(${w.start.toISOString()}::timestamptz - interval '1 microsecond', order_times))`;
  const columns = windows.map((w, i) => sql`${inWindow(w)} as ${sql.raw(`n${i}`)}`);
  const counts = windows.map((_, i) => sql.raw(`count(*) filter (where n${i} >= 1)::int as a${i}, count(*) filter (where n${i} >= 2)::int as r${i}`));
  const [row] = await queryRows<Record<string, unknown>>(db, sql`
    select ${sql.join(counts, sql`, `)}
    from (select ${sql.join(columns, sql`, `)} from analytics_customers where last_order_at >= ${from}::timestamptz and first_order_at < ${to}::timestamptz) x`);
  return windows.map((_, i) => ({ active: Number(row?.[`a${i}`] ?? 0), repeaters: Number(row?.[`r${i}`] ?? 0) }));
}

/**
 * Monthly cohorts from the customers' rollup: customers by the local month of their first counted order, for the
 * `months` months up to the window's end, and how many of them ordered in each of the following months (orders
 * before the window's end only).
 */
export async function cohortCounts(db: Db, w: RollupWindow, months: number): Promise<Array<{ cohort: string; k: number; customers: number }>> {
  const end = w.end.toISOString();
  const monthStart = (k: SQL) => sql`((c.cm + ${k} * interval '1 month') at time zone ${w.tz})`;
  return queryRows(db, sql`
    with m as (select date_trunc('month', (${end}::timestamptz - interval '1 second') at time zone ${w.tz}) as last_m),
    c as (
      select a.order_times, date_trunc('month', a.first_order_at at time zone ${w.tz}) as cm
      from analytics_customers a, m
      where a.first_order_at >= ((m.last_m - make_interval(months => ${months - 1}::int)) at time zone ${w.tz}) and a.first_order_at < ${end}::timestamptz
    )
    select to_char(c.cm, 'YYYY-MM') as cohort, k, count(*)::int as customers
    from c cross join generate_series(0, ${months - 1}::int) as k
    where width_bucket(least(${monthStart(sql`(k + 1)`)}, ${end}::timestamptz) - interval '1 microsecond', c.order_times)
        > width_bucket(${monthStart(sql`k`)} - interval '1 microsecond', c.order_times)
    group by 1, 2 order by 1, 2`);
}

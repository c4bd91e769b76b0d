import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../../platform/database.js";
import { withoutJit, type RollupWindow } from "./rollup-reads.js";

/**
 * Distinct customers over a window, exactly, from `analytics_customer_days` and `analytics_customer_orders`
 * (db/schema/analytics-customer-days.ts). For a window [s, e): a customer's first order in it is the one order in it
 * whose previous order is before s, and their second the one whose previous is not but whose second-previous is.
 * So with A_k = orders in [s, e) whose k-th previous order is before s (or missing), the customers with at least one
 * order are A_1 and those with at least two A_2 − A_1.
 *
 * A_k over the whole UTC days [m, n) inside the window is a lookup per day cell (`before_k[day − m + 1]`: orders
 * whose k-th previous is before midnight m), less the orders of those days whose k-th previous falls in [s, m) when
 * s is not a UTC midnight (a range of under a day on the `prev` index); the cut days' parts of the window, [s, m) and
 * [n, e), are read order by order (under a day each, on the `at` index). A window inside two UTC days is read order by
 * order. No approximation anywhere.
 */
export type CustomerCounts = { active: number; repeaters: number };

const DAY_MS = 86_400_000;
const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const day = (ms: number) => sql`${new Date(ms).toISOString().slice(0, 10)}::date`;

/**
 * A read of a restaurant's own rows on the covering `(restaurant_id, at, …)` index: index-only, not a bitmap scan
 * that visits a heap page per row (its rows lie among everyone's, in time order). The setting lasts to the end of the
 * caller's transaction (a released savepoint keeps it): the dashboards make these reads after their sums.
 */
function indexOnly<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return withoutJit(db, async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return fn(tx);
  });
}

/** A_k of a window, as one scalar SQL expression. */
function ordersWithKthPreviousBefore(k: 1 | 2, s: number, e: number): SQL {
  const prev = sql.raw(k === 1 ? "prev_at" : "prev2_at");
  const before = sql.raw(k === 1 ? "before1" : "before2");
  const fresh = sql.raw(k === 1 ? "new1" : "new2");
  const direct = (from: number, to: number) =>
    from < to ? sql`(select count(*) from analytics_customer_orders where at >= ${ts(from)} and at < ${ts(to)} and (${prev} is null or ${prev} < ${ts(s)}))` : sql`0`;
  const m = Math.ceil(s / DAY_MS) * DAY_MS;
  const n = Math.floor(e / DAY_MS) * DAY_MS;
  if (m >= n) return direct(s, e);
  const bulk = sql`(select coalesce(sum(coalesce(${before}[(day - ${day(m)}) + 1], ${fresh})), 0) from analytics_customer_days where day >= ${day(m)} and day < ${day(n)})`;
  const cut = s < m ? sql`(select count(*) from analytics_customer_orders where ${prev} >= ${ts(s)} and ${prev} < ${ts(m)} and at >= ${ts(m)} and at < ${ts(n)})` : sql`0`;
  return sql`(${bulk} - ${cut} + ${direct(s, m)} + ${direct(n, e)})`;
}

/** Customers with at least one and at least two counted orders in each window, platform-wide. */
export async function customerCounts(db: Db, windows: RollupWindow[]): Promise<CustomerCounts[]> {
  const columns = windows.flatMap((w, i) => {
    const [s, e] = [w.start.getTime(), w.end.getTime()];
    return [sql`${ordersWithKthPreviousBefore(1, s, e)}::int as ${sql.raw(`a${i}`)}`, sql`${ordersWithKthPreviousBefore(2, s, e)}::int as ${sql.raw(`b${i}`)}`];
  });
  const [row] = await withoutJit(db, (tx) => queryRows<Record<string, unknown>>(tx, sql`select ${sql.join(columns, sql`, `)}`));
  return windows.map((_, i) => {
    const active = Number(row?.[`a${i}`] ?? 0);
    return { active, repeaters: Number(row?.[`b${i}`] ?? 0) - active };
  });
}

/** One restaurant's customers with at least one and two counted orders there in each window (its own orders, index only). */
export async function restaurantCustomerCounts(db: Db, restaurantId: string, windows: RollupWindow[]): Promise<CustomerCounts[]> {
  const columns = windows.map((w, i) => {
    const [s, e] = [ts(w.start.getTime()), ts(w.end.getTime())];
    return sql`(select count(*) filter (where r_prev_at is null or r_prev_at < ${s}) || ',' || count(*) filter (where r_prev2_at is null or r_prev2_at < ${s})
                from analytics_customer_orders where restaurant_id = ${restaurantId}::uuid and at >= ${s} and at < ${e}) as ${sql.raw(`c${i}`)}`;
  });
  const [row] = await indexOnly(db, (tx) => queryRows<Record<string, unknown>>(tx, sql`select ${sql.join(columns, sql`, `)}`));
  return windows.map((_, i) => {
    const [a1, a2] = String(row?.[`c${i}`] ?? "0,0").split(",").map(Number);
    return { active: a1!, repeaters: a2! - a1! };
  });
}

export type CohortCell = { cohort: string; k: number; customers: number };

/**
 * Monthly cohorts: customers by the local month of their first counted order (platform-wide, or at one restaurant),
 * for the `months` months up to the window's end, and how many of them ordered in each month since (orders before
 * the window's end): an order is its customer's first of its month when its previous order is before that month.
 */
export async function cohortCounts(db: Db, w: RollupWindow, months: number, restaurantId?: string): Promise<CohortCell[]> {
  const end = sql`${w.end.toISOString()}::timestamptz`;
  const [first, prev] = restaurantId ? [sql.raw("r_first_at"), sql.raw("r_prev_at")] : [sql.raw("first_at"), sql.raw("prev_at")];
  const lastMonth = sql`date_trunc('month', (${end} - interval '1 second') at time zone ${w.tz})`;
  const scope = restaurantId ? sql`and restaurant_id = ${restaurantId}::uuid and at >= b.starts[1]` : sql``;
  // The months' local starts as instants, once: each row's month is a binary search among them (no zone arithmetic per row).
  return (restaurantId ? indexOnly : withoutJit)(db, (tx) => queryRows<CohortCell>(tx, sql`
    with b as (
      select array_agg((m at time zone ${w.tz}) order by m) as starts, array_agg(to_char(m, 'YYYY-MM') order by m) as labels
      from generate_series(${lastMonth} - make_interval(months => ${months - 1}::int), ${lastMonth}, interval '1 month') as m
    ),
    o as (
      select width_bucket(${first}, b.starts) as ci, width_bucket(at, b.starts) as ai, ${prev} as prev
      from analytics_customer_orders, b
      where ${first} >= b.starts[1] and at < ${end} ${scope}
    )
    select b.labels[o.ci] as cohort, (o.ai - o.ci)::int as k, count(*)::int as customers
    from o, b
    where o.prev is null or o.prev < b.starts[o.ai]
    group by 1, 2 order by 1, 2`));
}

import { sql, type SQL } from "drizzle-orm";
import type { FunnelStepKey } from "@tavola/contracts";
import { queryRows, type Db } from "../../../platform/database.js";
import type { InsightWindow } from "../insights/insights-window.js";
import { basketLines, funnelVisitRows, paidRows } from "./insight-sources.js";
import { slotRanges } from "./insight-funnel-slots.js";
import { heatOfRanges } from "./insight-heat.js";
import { dayLevels, inDays as inLeftoverDays, inWeeks } from "./insight-weeks.js";
import { withoutJit } from "./rollup-reads.js";

/**
 * Reads over the insight rollups. A window [start, end) is its whole UTC days — read from the day rollups — and at most
 * two partial UTC days at its ends (a zone's midnights are not UTC's), read from the operational rows of just those
 * hours through their time indexes; together exactly the window's rows. The funnel's visits and paid orders are sums
 * of both (a visit belongs to one UTC day); baskets, dishes and pairs are sums too (an order belongs to one day).
 */
const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export type WindowSplit = { fromDay: string | null; toDay: string | null; ranges: Array<{ s: number; e: number }> };

export function splitWindow(start: Date, end: Date): WindowSplit {
  const s = start.getTime();
  const e = end.getTime();
  const firstFull = Math.ceil(s / DAY_MS) * DAY_MS;
  const lastFullEnd = Math.floor(e / DAY_MS) * DAY_MS;
  if (firstFull >= lastFullEnd) return { fromDay: null, toDay: null, ranges: s < e ? [{ s, e }] : [] };
  const ranges: Array<{ s: number; e: number }> = [];
  if (s < firstFull) ranges.push({ s, e: firstFull });
  if (lastFullEnd < e) ranges.push({ s: lastFullEnd, e });
  return { fromDay: iso(firstFull).slice(0, 10), toDay: iso(lastFullEnd - DAY_MS).slice(0, 10), ranges };
}

export type SignedSplit = { fromDay: string | null; toDay: string | null; ranges: Array<{ s: number; e: number; sign: 1 | -1 }> };

/**
 * For sums of order rows (paid, baskets, dishes, pairs, the heatmap): a partial day longer than half a day is read as
 * its whole day from the rollups less the rest of the day's rows (sign −1), so no read takes more than 12 hours of
 * order rows (a European evening's range ends an hour before UTC midnight: 23 hours of rows otherwise). The partial
 * days are at the run's ends (or, without whole days, next to each other), so the run stays one span of days. Not for
 * the funnel's visits: a visit is not a sum of its hours.
 */
export function signedSplit(split: WindowSplit): SignedSplit {
  let from = split.fromDay === null ? null : ms(split.fromDay);
  let to = split.toDay === null ? null : ms(split.toDay);
  const ranges: SignedSplit["ranges"] = [];
  // Pieces within one UTC day each (a window shorter than a day may straddle a UTC midnight).
  const pieces = split.ranges.flatMap((r) => {
    const midnight = Math.floor(r.s / DAY_MS) * DAY_MS + DAY_MS;
    return r.e > midnight ? [{ s: r.s, e: midnight }, { s: midnight, e: r.e }] : [r];
  });
  for (const r of pieces) {
    if (r.e - r.s <= DAY_MS / 2) {
      ranges.push({ ...r, sign: 1 });
      continue;
    }
    const day = Math.floor(r.s / DAY_MS) * DAY_MS;
    from = from === null ? day : Math.min(from, day);
    to = to === null ? day : Math.max(to, day);
    if (day < r.s) ranges.push({ s: day, e: r.s, sign: -1 });
    if (r.e < day + DAY_MS) ranges.push({ s: r.e, e: day + DAY_MS, sign: -1 });
  }
  return { fromDay: from === null ? null : iso(from).slice(0, 10), toDay: to === null ? null : iso(to).slice(0, 10), ranges };
}
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `ranges (s, e)` of the partial days and `signed_ranges (s, e, sign)` of the order sums' (empty when none). */
const rangesCte = (split: WindowSplit) => {
  const signed = signedSplit(split);
  return sql`
  ranges as (
    select * from unnest(${`{${split.ranges.map((r) => iso(r.s)).join(",")}}`}::timestamptz[],
                         ${`{${split.ranges.map((r) => iso(r.e)).join(",")}}`}::timestamptz[]) as r(s, e)
  ),
  signed_ranges as (
    select * from unnest(${`{${signed.ranges.map((r) => iso(r.s)).join(",")}}`}::timestamptz[],
                         ${`{${signed.ranges.map((r) => iso(r.e)).join(",")}}`}::timestamptz[],
                         ${`{${signed.ranges.map((r) => r.sign).join(",")}}`}::int[]) as r(s, e, sign)
  )`;
};

/** The whole days' condition on a rollup table `t`, or nothing when the window has no whole day. */
const wholeDays = (split: WindowSplit | SignedSplit, scope: SQL) =>
  split.fromDay === null ? sql`false` : sql`t.day >= ${split.fromDay}::date and t.day <= ${split.toDay}::date ${scope}`;

const scopeOf = (column: string, w: InsightWindow) =>
  w.ids === null ? sql`` : w.ids.length === 0 ? sql`and false` : sql`and ${sql.raw(column)} = any(${`{${w.ids.join(",")}}`}::uuid[])`;

const n = (v: unknown) => Number(v ?? 0);

/**
 * A read without JIT and parallel workers (withoutJit) and with room to hash the window's pairs in memory.
 */
function insightRead<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return withoutJit(db, async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return fn(tx);
  });
}

/** The funnel's visits per step and paid online orders in the window: sums of the day cells and the partial days' rows. */
export async function funnelCounts(db: Db, w: InsightWindow): Promise<Record<FunnelStepKey, number>> {
  const split = splitWindow(w.start, w.end);
  // The platform's partial days from the funnel's slots; a scope's from its restaurants' events (insight-funnel-slots.ts).
  const slots = w.ids === null ? slotRanges(split.ranges) : null;
  const edgeVisits =
    slots ?? sql`select menu_views as mv, cart_adds as ca, checkout_starts as cs from (${funnelVisitRows({ kind: "ranges" }, scopeOf("e.restaurant_id", w))}) v`;
  const [row] = await withoutJit(db, (tx) => queryRows<Record<string, unknown>>(tx, sql`
    with ${rangesCte(split)}
    select coalesce(sum(mv), 0)::int as menu_view, coalesce(sum(ca), 0)::int as cart_add,
           coalesce(sum(cs), 0)::int as checkout_start, coalesce(sum(paid), 0)::int as paid
    from (
      select t.menu_views as mv, t.cart_adds as ca, t.checkout_starts as cs, 0 as paid
      from analytics_insight_days t where ${wholeDays(split, scopeOf("t.restaurant_id", w))}
      union all
      select 0, 0, 0, t.paid from analytics_insight_days t where ${wholeDays(signedSplit(split), scopeOf("t.restaurant_id", w))}
      union all
      select mv, ca, cs, 0 from (${edgeVisits}) x
      union all
      select 0, 0, 0, paid from (${paidRows({ kind: "ranges" }, scopeOf("o.restaurant_id", w))}) x
    ) s`));
  return { menu_view: n(row?.menu_view), cart_add: n(row?.cart_add), checkout_start: n(row?.checkout_start), paid: n(row?.paid) };
}

/**
 * The basket counts of the window: baskets per restaurant, baskets holding each dish, and baskets holding both dishes
 * of each pair — whole days' rollups plus the partial days' order lines — as CTEs `per_restaurant (restaurant_id,
 * baskets)`, `item (menu_item_id, c)` and `pairs (a, b, ab)` for the caller's query.
 */
export function basketCtes(w: InsightWindow): SQL {
  const split = splitWindow(w.start, w.end);
  const signed = signedSplit(split);
  const scope = scopeOf("t.restaurant_id", w);
  const inDays = wholeDays(signed, scope);
  const levels = signed.fromDay === null ? null : dayLevels(signed.fromDay, signed.toDay!);
  // Whole weeks from the week rows, the whole days around them from the day rows (insight-weeks.ts).
  const weekRows = levels ? sql`${inWeeks(levels)} ${scope}` : sql`false`;
  const dayRows = levels ? sql`${inLeftoverDays(levels)} ${scope}` : sql`false`;
  return sql`
    ${rangesCte(split)},
    edge as (${basketLines({ kind: "ranges" }, scopeOf("o.restaurant_id", w))}),
    per_restaurant as (
      select restaurant_id, sum(baskets)::int as baskets from (
        select t.restaurant_id, t.baskets from analytics_insight_days t where ${inDays} and t.baskets > 0
        union all
        select restaurant_id, sum(sign)::int from (select distinct restaurant_id, order_id, sign from edge) o group by 1
      ) x group by 1
    ),
    item as (
      select menu_item_id, sum(c)::int as c from (
        select t.menu_item_id, t.baskets as c from analytics_basket_item_weeks t where ${weekRows}
        union all
        select t.menu_item_id, t.baskets as c from analytics_basket_item_days t where ${dayRows}
        union all
        select menu_item_id, sum(sign)::int from edge group by 1
      ) x group by 1
    ),
    pairs as (
      select a, b, sum(ab)::int as ab from (
        select t.item_a as a, t.item_b as b, t.together as ab from analytics_basket_pair_weeks t where ${weekRows}
        union all
        select t.item_a as a, t.item_b as b, t.together as ab from analytics_basket_pair_days t where ${dayRows}
        union all
        select x.menu_item_id, y.menu_item_id, sum(x.sign)::int from edge x join edge y on y.order_id = x.order_id and x.menu_item_id < y.menu_item_id group by 1, 2
      ) x group by 1, 2
    )`;
}

/**
 * The platform's heatmap (every restaurant) for the window: the heat day rows of its whole UTC days and its partial
 * days' orders, each bucketed in its restaurant's zone (insight-heat.ts).
 */
export async function platformHeat(db: Db, w: InsightWindow) {
  const split = splitWindow(w.start, w.end);
  const signed = signedSplit(split);
  const days = signed.fromDay === null ? sql`false` : sql`t.day >= ${signed.fromDay}::date and t.day <= ${signed.toDay}::date`;
  return withoutJit(db, (tx) => queryRows<Record<string, unknown>>(tx, sql`
    with ${rangesCte(split)}
    select weekday, hour, sum(orders)::int as orders from (
      select t.weekday, t.hour, t.orders from analytics_heat_days t where ${days}
      union all
      select weekday, hour, orders from (${heatOfRanges()}) x
    ) s group by 1, 2 having sum(orders) > 0 order by 1, 2`));
}

/** Runs a basket query (see basketCtes) as an insight read. */
export const basketQuery = <T>(db: Db, query: SQL) => insightRead(db, (tx) => queryRows<T>(tx, query));

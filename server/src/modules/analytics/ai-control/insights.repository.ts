import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../../platform/database.js";
import type { Window } from "../kpi.repository.js";
import { bucketSums, withoutJit } from "../rollups/rollup-reads.js";
import { emptyParts, type DayParts } from "./anomaly-detector.js";

/**
 * The insights' reads (analytics never write): grouped by (local day, restaurant), from the rollups (rollups/).
 */

const n = (v: unknown) => Number(v ?? 0);
const between = (column: ReturnType<typeof sql>, w: Window) =>
  sql`${column} >= ${w.start.toISOString()}::timestamptz and ${column} < ${w.end.toISOString()}::timestamptz`;
const localDay = (column: ReturnType<typeof sql>, tz: string) => sql`to_char((${column} at time zone ${tz})::date, 'YYYY-MM-DD')`;

export type DailyRestaurantParts = Map<string, Map<string, DayParts>>;

/** The figures the parts are made of: ten weeks of every restaurant's days is ~14,000 rows, so the rest is not read. */
const PART_COLUMNS = ["orders", "gmv_cents", "cancelled", "rejected", "deliveries", "on_time", "refunds", "refunds_cents", "feedback", "feedback_negative"] as const;

/**
 * The window's sums per local day and restaurant: date → restaurant id → parts. Orders, cancellations, late
 * deliveries, refunds and feedback are sums of the rollups' day and quarter cells (planned per local day of the zone);
 * new customers come from the customers' rollup (whose first counted order falls in the window) and, for those few,
 * their first order's restaurant (through the orders' customer-and-time index).
 */
export async function dailyPartsByRestaurant(db: Db, w: Window & { from: string; to: string }): Promise<DailyRestaurantParts> {
  const out: DailyRestaurantParts = new Map();
  const at = (date: string, restaurantId: string) => {
    const day = out.get(date) ?? new Map<string, DayParts>();
    out.set(date, day);
    const parts = day.get(restaurantId) ?? emptyParts();
    day.set(restaurantId, parts);
    return parts;
  };
  const [cells, firsts] = await Promise.all([
    bucketSums(db, { level: "restaurants" }, { from: w.from, to: w.to, tz: w.tz }, "day", undefined, PART_COLUMNS),
    withoutJit(db, (tx) => queryRows<Record<string, unknown>>(tx, sql`
      select ${localDay(sql`f.placed_at`, w.tz)} as date, f.restaurant_id, count(*)::int as new_customers
      from analytics_customers c
      cross join lateral (
        select o.restaurant_id, o.placed_at from orders o
        where o.customer_id = c.customer_id and o.placed_at = c.first_order_at and o.status not in ('rejected', 'cancelled')
        order by o.id limit 1
      ) f
      where ${between(sql`c.first_order_at`, w)}
      group by 1, 2`)),
  ]);
  for (const r of cells) {
    // What belongs to no restaurant (refunds of payments that are not an order's) is no restaurant's part.
    if (r.restaurantId === null) continue;
    const s = r.sums;
    if (s.orders === 0 && s.cancelled === 0 && s.rejected === 0 && s.refunds === 0 && s.feedback === 0) continue;
    const p = at(r.period, r.restaurantId);
    p.gmv += s.gmv_cents;
    p.orders += s.orders;
    p.cancellations += s.cancelled + s.rejected;
    p.late += s.deliveries - s.on_time;
    p.refunds += s.refunds_cents;
    p.refundCount += s.refunds;
    p.feedback += s.feedback;
    p.negative += s.feedback_negative;
  }
  for (const r of firsts) at(String(r.date), String(r.restaurant_id)).newCustomers += n(r.new_customers);
  return out;
}

/** The local day of the business's first order: days before it are not "zero", they are before the business. */
export async function firstOrderDay(db: Db, tz: string): Promise<string | null> {
  // The first quarter hour with an order placed (counted or not): the same local day as that order.
  const [row] = await queryRows<{ date: string | null }>(db, sql`
    select ${localDay(sql`min(slot)`, tz)} as date from analytics_platform_quarter_cells where orders > 0 or cancelled > 0 or rejected > 0`);
  return row?.date ?? null;
}

export async function restaurantNames(db: Db): Promise<Array<{ id: string; name: string }>> {
  return queryRows<{ id: string; name: string }>(db, sql`select id::text as id, name from restaurants order by name`);
}

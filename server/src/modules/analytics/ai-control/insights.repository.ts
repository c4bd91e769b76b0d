import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../../platform/database.js";
import type { Window } from "../kpi.repository.js";
import { emptyParts, type DayParts } from "./anomaly-detector.js";

/**
 * The insights' reads (analytics never write). Every figure is grouped by (local day, restaurant) — the grain the
 * rollup tables will keep — so these queries can later read rollups instead of the operational rows.
 */

const n = (v: unknown) => Number(v ?? 0);
const between = (column: ReturnType<typeof sql>, w: Window) =>
  sql`${column} >= ${w.start.toISOString()}::timestamptz and ${column} < ${w.end.toISOString()}::timestamptz`;
const localDay = (column: ReturnType<typeof sql>, tz: string) => sql`to_char((${column} at time zone ${tz})::date, 'YYYY-MM-DD')`;

export type DailyRestaurantParts = Map<string, Map<string, DayParts>>;

/** The window's raw sums per local day and restaurant: date → restaurant id → parts. */
export async function dailyPartsByRestaurant(db: Db, w: Window): Promise<DailyRestaurantParts> {
  const out: DailyRestaurantParts = new Map();
  const at = (date: string, restaurantId: string) => {
    const day = out.get(date) ?? new Map<string, DayParts>();
    out.set(date, day);
    const parts = day.get(restaurantId) ?? emptyParts();
    day.set(restaurantId, parts);
    return parts;
  };
  const [orders, refunds, feedback, firsts] = await Promise.all([
    queryRows<Record<string, unknown>>(db, sql`
      select ${localDay(sql`placed_at`, w.tz)} as date, restaurant_id,
             coalesce(sum(total_cents) filter (where status not in ('rejected', 'cancelled')), 0)::bigint as gmv,
             count(*) filter (where status not in ('rejected', 'cancelled'))::int as orders,
             count(*) filter (where status in ('rejected', 'cancelled'))::int as cancellations,
             count(*) filter (where status = 'delivered' and completed_at is not null and eta_latest is not null and completed_at > eta_latest)::int as late
      from orders where ${between(sql`placed_at`, w)}
      group by 1, 2`),
    queryRows<Record<string, unknown>>(db, sql`
      select ${localDay(sql`po.created_at`, w.tz)} as date, o.restaurant_id, coalesce(sum(po.amount_cents), 0)::bigint as refunds, count(*)::int as refund_count
      from payment_operations po
      join payments p on p.id = po.payment_id
      join orders o on o.id = p.order_id
      where po.kind = 'refund' and ${between(sql`po.created_at`, w)}
      group by 1, 2`),
    queryRows<Record<string, unknown>>(db, sql`
      select ${localDay(sql`created_at`, w.tz)} as date, restaurant_id,
             count(*)::int as feedback, count(*) filter (where sentiment_label = 'negative')::int as negative
      from feedback where restaurant_id is not null and ${between(sql`created_at`, w)}
      group by 1, 2`),
    queryRows<Record<string, unknown>>(db, sql`
      with firsts as (
        select distinct on (customer_id) customer_id, restaurant_id, placed_at
        from orders
        where customer_id is not null and status not in ('rejected', 'cancelled') and placed_at < ${w.end.toISOString()}::timestamptz
        order by customer_id, placed_at, id
      )
      select ${localDay(sql`placed_at`, w.tz)} as date, restaurant_id, count(*)::int as new_customers
      from firsts where ${between(sql`placed_at`, w)}
      group by 1, 2`),
  ]);
  for (const r of orders) {
    const p = at(String(r.date), String(r.restaurant_id));
    p.gmv += n(r.gmv);
    p.orders += n(r.orders);
    p.cancellations += n(r.cancellations);
    p.late += n(r.late);
  }
  for (const r of refunds) {
    const p = at(String(r.date), String(r.restaurant_id));
    p.refunds += n(r.refunds);
    p.refundCount += n(r.refund_count);
  }
  for (const r of feedback) {
    const p = at(String(r.date), String(r.restaurant_id));
    p.feedback += n(r.feedback);
    p.negative += n(r.negative);
  }
  for (const r of firsts) at(String(r.date), String(r.restaurant_id)).newCustomers += n(r.new_customers);
  return out;
}

/** The local day of the business's first order: days before it are not "zero", they are before the business. */
export async function firstOrderDay(db: Db, tz: string): Promise<string | null> {
  const [row] = await queryRows<{ date: string | null }>(db, sql`select ${localDay(sql`min(placed_at)`, tz)} as date from orders`);
  return row?.date ?? null;
}

export async function restaurantNames(db: Db): Promise<Array<{ id: string; name: string }>> {
  return queryRows<{ id: string; name: string }>(db, sql`select id::text as id, name from restaurants order by name`);
}

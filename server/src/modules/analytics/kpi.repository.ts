import { sql, type SQL } from "drizzle-orm";
import type { CohortRow, DailyPoint, KpiSet, RestaurantRow } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";

/**
 * The CEO dashboard's reads. Analytics never write: every figure is a query over the tables the operations write,
 * as defined in contracts' KPI_DEFINITIONS. A window is [start, end) in absolute time; the service turns the range's
 * local days into it.
 */
export type Window = { start: Date; end: Date; tz: string; restaurantId?: string | undefined };

/** Orders that count: placed in the window, neither rejected nor cancelled (and of one restaurant when drilled). */
const counted = (w: Window) => sql`
  select * from orders
  where placed_at >= ${w.start.toISOString()}::timestamptz and placed_at < ${w.end.toISOString()}::timestamptz
    and status not in ('rejected', 'cancelled')
    ${w.restaurantId ? sql`and restaurant_id = ${w.restaurantId}::uuid` : sql``}`;

const n = (v: unknown) => Number(v ?? 0);
const share = (part: unknown, whole: unknown) => (n(whole) > 0 ? n(part) / n(whole) : null);

export async function kpisFor(db: Db, w: Window): Promise<KpiSet> {
  const inWindow = (column: SQL) => sql`${column} >= ${w.start.toISOString()}::timestamptz and ${column} < ${w.end.toISOString()}::timestamptz`;
  const [orders] = await queryRows<Record<string, unknown>>(db, sql`
    with o as (${counted(w)})
    select coalesce(sum(total_cents), 0)::bigint as gmv,
           coalesce(sum(service_fee_cents), 0)::bigint as service_fees,
           coalesce(sum(delivery_fee_cents), 0)::bigint as delivery_fees,
           count(*)::int as orders,
           count(distinct customer_id)::int as customers,
           count(distinct restaurant_id)::int as restaurants,
           (select count(*) from (select 1 from o where customer_id is not null group by customer_id having count(*) >= 2) r)::int as repeaters,
           count(*) filter (where status = 'delivered' and completed_at is not null and eta_latest is not null)::int as deliveries,
           count(*) filter (where status = 'delivered' and completed_at is not null and eta_latest is not null and completed_at <= eta_latest)::int as on_time
    from o`);
  const [refunds] = await queryRows<{ cents: unknown }>(db, sql`
    select coalesce(sum(po.amount_cents), 0)::bigint as cents
    from payment_operations po
    join payments p on p.id = po.payment_id
    left join orders o on o.id = p.order_id
    where po.kind = 'refund' and ${inWindow(sql`po.created_at`)}
      ${w.restaurantId ? sql`and o.restaurant_id = ${w.restaurantId}::uuid` : sql``}`);
  const [couriers] = await queryRows<{ n: unknown }>(db, sql`
    select count(*)::int as n from courier_applications
    where status = 'approved' and reviewed_at < ${w.end.toISOString()}::timestamptz`);
  const [feedback] = await queryRows<Record<string, unknown>>(db, sql`
    select count(*)::int as n,
           count(*) filter (where sentiment_label = 'positive')::int as positive,
           count(*) filter (where sentiment_label = 'negative')::int as negative
    from feedback
    where ${inWindow(sql`created_at`)} ${w.restaurantId ? sql`and restaurant_id = ${w.restaurantId}::uuid` : sql``}`);

  const gmv = n(orders?.gmv);
  const count = n(orders?.orders);
  const fb = n(feedback?.n);
  return {
    gmvCents: gmv,
    netRevenueCents: n(orders?.service_fees) + n(orders?.delivery_fees),
    serviceFeeCents: n(orders?.service_fees),
    deliveryFeeCents: n(orders?.delivery_fees),
    orders: count,
    averageOrderValueCents: count > 0 ? Math.round(gmv / count) : 0,
    refundsCents: n(refunds?.cents),
    activeCustomers: n(orders?.customers),
    activeRestaurants: n(orders?.restaurants),
    activeCouriers: n(couriers?.n),
    repeatRate: share(orders?.repeaters, orders?.customers),
    onTimeRate: share(orders?.on_time, orders?.deliveries),
    nps: fb > 0 ? Math.round(((n(feedback?.positive) - n(feedback?.negative)) / fb) * 1000) / 10 : null,
    feedbackCount: fb,
  };
}

/** GMV, net revenue and orders per local day of the window (days without orders are filled in by the service). */
export async function dailyFor(db: Db, w: Window): Promise<DailyPoint[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    with o as (${counted(w)})
    select to_char((placed_at at time zone ${w.tz})::date, 'YYYY-MM-DD') as date,
           coalesce(sum(total_cents), 0)::bigint as gmv,
           coalesce(sum(service_fee_cents + delivery_fee_cents), 0)::bigint as net,
           count(*)::int as orders
    from o group by 1 order by 1`);
  return rows.map((r) => ({ date: String(r.date), gmvCents: n(r.gmv), netRevenueCents: n(r.net), orders: n(r.orders) }));
}

/** Every restaurant with counted orders in the window, largest GMV first. */
export async function restaurantsFor(db: Db, w: Window): Promise<RestaurantRow[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    with o as (${counted(w)})
    select r.id, r.name,
           coalesce(sum(o.total_cents), 0)::bigint as gmv,
           count(*)::int as orders,
           count(*) filter (where o.status = 'delivered' and o.completed_at is not null and o.eta_latest is not null)::int as deliveries,
           count(*) filter (where o.status = 'delivered' and o.completed_at is not null and o.eta_latest is not null and o.completed_at <= o.eta_latest)::int as on_time
    from o join restaurants r on r.id = o.restaurant_id
    group by r.id, r.name
    order by gmv desc, r.name`);
  return rows.map((r) => ({
    restaurantId: String(r.id),
    name: String(r.name),
    gmvCents: n(r.gmv),
    orders: n(r.orders),
    averageOrderValueCents: n(r.orders) > 0 ? Math.round(n(r.gmv) / n(r.orders)) : 0,
    onTimeRate: share(r.on_time, r.deliveries),
  }));
}

export const COHORT_MONTHS = 6;

/**
 * Customers by the local month of their first counted order (all time), for the six months up to the window's end;
 * for each cohort, the share who ordered again 1…5 months later (null for months not over yet).
 */
export async function cohortsFor(db: Db, w: Window): Promise<CohortRow[]> {
  const rows = await queryRows<{ cohort: string; k: number; customers: number }>(db, sql`
    with o as (
      select customer_id, date_trunc('month', placed_at at time zone ${w.tz}) as m
      from orders
      where customer_id is not null and status not in ('rejected', 'cancelled')
        and placed_at < ${w.end.toISOString()}::timestamptz
        ${w.restaurantId ? sql`and restaurant_id = ${w.restaurantId}::uuid` : sql``}
    ),
    first_month as (select customer_id, min(m) as c from o group by customer_id),
    active as (select distinct customer_id, m from o),
    last_month as (select date_trunc('month', (${w.end.toISOString()}::timestamptz - interval '1 second') at time zone ${w.tz}) as m)
    select to_char(f.c, 'YYYY-MM') as cohort,
           ((extract(year from a.m) - extract(year from f.c)) * 12 + extract(month from a.m) - extract(month from f.c))::int as k,
           count(distinct a.customer_id)::int as customers
    from first_month f
    join active a on a.customer_id = f.customer_id
    cross join last_month l
    where f.c > l.m - make_interval(months => ${COHORT_MONTHS})
    group by 1, 2
    order by 1, 2`);
  const byCohort = new Map<string, Map<number, number>>();
  for (const r of rows) {
    const m = byCohort.get(r.cohort) ?? new Map<number, number>();
    m.set(n(r.k), n(r.customers));
    byCohort.set(r.cohort, m);
  }
  const cohorts = [...byCohort.keys()].sort();
  const lastIndex = cohorts.length ? monthIndex(cohorts[cohorts.length - 1]!) : 0;
  const endIndex = Math.max(lastIndex, monthIndexOfDate(new Date(w.end.getTime() - 1000), w.tz));
  return cohorts.map((cohort) => {
    const counts = byCohort.get(cohort)!;
    const size = counts.get(0) ?? 0;
    const retained = Array.from({ length: COHORT_MONTHS - 1 }, (_, i) =>
      monthIndex(cohort) + i + 1 > endIndex || size === 0 ? null : (counts.get(i + 1) ?? 0) / size,
    );
    return { cohort, customers: size, retained };
  });
}

const monthIndex = (yyyyMm: string) => Number(yyyyMm.slice(0, 4)) * 12 + Number(yyyyMm.slice(5, 7)) - 1;
function monthIndexOfDate(d: Date, tz: string): number {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit" }).formatToParts(d);
  const year = Number(parts.find((p) => p.type === "year")!.value);
  const month = Number(parts.find((p) => p.type === "month")!.value);
  return year * 12 + month - 1;
}

export async function restaurantName(db: Db, id: string): Promise<string | null> {
  const [row] = await queryRows<{ name: string }>(db, sql`select name from restaurants where id = ${id}::uuid`);
  return row?.name ?? null;
}

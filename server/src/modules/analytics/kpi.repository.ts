import { sql } from "drizzle-orm";
import type { CohortRow } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";
import type { CustomerCounts } from "./rollups/rollup-reads.js";

/**
 * The CEO dashboard's reads that are not sums of rollup cells (those are in rollups/rollup-reads.ts): a drilled-into
 * restaurant's distinct customers and cohorts (a few thousand of its own orders, through orders' restaurant index),
 * approved couriers, names. Analytics never write. A window is [start, end) in absolute time.
 */
export type Window = { start: Date; end: Date; tz: string; restaurantId?: string | undefined };

const n = (v: unknown) => Number(v ?? 0);

/** One restaurant's customers with at least one / two counted orders in the window. */
export async function restaurantCustomerCounts(db: Db, w: Window): Promise<CustomerCounts> {
  const [row] = await queryRows<{ active: unknown; repeaters: unknown }>(db, sql`
    select count(*)::int as active, count(*) filter (where k >= 2)::int as repeaters
    from (
      select customer_id, count(*) as k from orders
      where restaurant_id = ${w.restaurantId}::uuid and customer_id is not null and status not in ('rejected', 'cancelled')
        and placed_at >= ${w.start.toISOString()}::timestamptz and placed_at < ${w.end.toISOString()}::timestamptz
      group by customer_id
    ) c`);
  return { active: n(row?.active), repeaters: n(row?.repeaters) };
}

/** Couriers approved to deliver by each instant. */
export async function activeCouriers(db: Db, ends: Date[]): Promise<number[]> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`
    select ${sql.join(
      ends.map((end, i) => sql`count(*) filter (where reviewed_at < ${end.toISOString()}::timestamptz)::int as ${sql.raw(`c${i}`)}`),
      sql`, `,
    )}
    from courier_applications where status = 'approved'`);
  return ends.map((_, i) => n(row?.[`c${i}`]));
}

export const COHORT_MONTHS = 6;

/** One restaurant's monthly cohorts (its customers by the local month of their first counted order there). */
export async function restaurantCohortCounts(db: Db, w: Window, months: number): Promise<Array<{ cohort: string; k: number; customers: number }>> {
  return queryRows(db, sql`
    with o as (
      select customer_id, date_trunc('month', placed_at at time zone ${w.tz}) as m
      from orders
      where customer_id is not null and status not in ('rejected', 'cancelled')
        and placed_at < ${w.end.toISOString()}::timestamptz and restaurant_id = ${w.restaurantId}::uuid
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
    where f.c > l.m - make_interval(months => ${months}::int)
    group by 1, 2
    order by 1, 2`);
}

/**
 * Cohort rows from (cohort, months later, customers) counts: for each cohort of the six months up to the window's
 * end, its size and the share who ordered again 1…5 months later (null for months not over yet).
 */
export function cohortRows(cells: Array<{ cohort: string; k: number; customers: number }>, w: Window): CohortRow[] {
  const byCohort = new Map<string, Map<number, number>>();
  for (const r of cells) {
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

/** Restaurant names for the ids given (including restaurants with no order, only catering or refunds). */
export async function restaurantNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id::text as id, name from restaurants where id = any(${`{${ids.join(",")}}`}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

import { sql } from "drizzle-orm";
import type { CohortRow } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";

/**
 * The CEO dashboard's reads that are not rollups (sums are in rollups/rollup-reads.ts, distinct customers and cohorts
 * in rollups/customer-days-reads.ts): approved couriers, names, and the cohort table's shape. Analytics never write.
 * A window is [start, end) in absolute time.
 */
export type Window = { start: Date; end: Date; tz: string; restaurantId?: string | undefined };

const n = (v: unknown) => Number(v ?? 0);

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

/** Every restaurant's name (read beside a dashboard's snapshot, so it costs no round trip of its own in it). */
export async function allRestaurantNames(db: Db): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; name: string }>(db, sql`select id::text as id, name from restaurants`);
  return new Map(rows.map((r) => [r.id, r.name]));
}

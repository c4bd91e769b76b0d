import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../platform/database.js";
import { columnList, FIGURE_COLUMNS, NO_RESTAURANT } from "./rollup-columns.js";

/**
 * `analytics_day_running` (db/schema/analytics-day-running.ts): per restaurant, its day cells' running totals. Kept by
 * the refresh from each restaurant's first changed day onward (most changes are today's: one row), rebuilt whole
 * with the cells. Read for runs of whole UTC days: the running row at or before a run's last day less the one before
 * its first.
 */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;
const dateArray = (days: readonly string[]) => sql`${`{${days.join(",")}}`}::date[]`;
const running = (base: string) => sql.raw(FIGURE_COLUMNS.map((c) => `${base ? `coalesce(${base}.${c}, 0) + ` : ""}sum(c.${c}) over w as ${c}`).join(", "));

/** After the day cells of these (restaurant, day) keys were recomputed: each restaurant's running rows from its first such day. */
export async function recomputeRunning(tx: Db, rids: readonly string[], days: readonly string[]) {
  const firsts = sql`(select rid, min(day) as d from unnest(${uuidArray(rids)}, ${dateArray(days)}) as k(rid, day) group by rid)`;
  await tx.execute(sql`delete from analytics_day_running r using ${firsts} k where r.restaurant_id = k.rid and r.day >= k.d`);
  await tx.execute(sql`
    insert into analytics_day_running (restaurant_id, day, ${columnList()})
    select c.restaurant_id, c.day, ${running("b")}
    from ${firsts} k
    join analytics_day_cells c on c.restaurant_id = k.rid and c.day >= k.d
    left join lateral (select * from analytics_day_running r where r.restaurant_id = k.rid and r.day < k.d order by r.day desc limit 1) b on true
    window w as (partition by c.restaurant_id order by c.day)`);
}

export async function rebuildRunning(tx: Db) {
  await tx.execute(sql`delete from analytics_day_running`);
  await tx.execute(sql`
    insert into analytics_day_running (restaurant_id, day, ${columnList()})
    select c.restaurant_id, c.day, ${running("")}
    from analytics_day_cells c
    window w as (partition by c.restaurant_id order by c.day)
    order by 1, 2`);
}

export type Run = { d1: string; d2: string; label: string };

/** Planned day cells (in day order) as runs of consecutive UTC days under one label. */
export function runsOf(days: ReadonlyArray<{ day: string; label: string }>): Run[] {
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day));
  const runs: Run[] = [];
  const next = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  for (const d of sorted) {
    const last = runs.at(-1);
    if (last && last.label === d.label && next(last.d2) === d.day) last.d2 = d.day;
    else runs.push({ d1: d.day, d2: d.day, label: d.label });
  }
  return runs;
}

/**
 * The cells of the runs for every restaurant (and NO_RESTAURANT) or one, as (label, rid, figures…) rows: the running
 * row at or before the run's end less the one before its start (none: zero). Two index probes per run and restaurant.
 */
export function runCells(runs: readonly Run[], restaurantId: string | null): SQL {
  const texts = (xs: string[]) => sql`${`{${xs.map((x) => `"${x}"`).join(",")}}`}::text[]`;
  const ids = restaurantId
    ? sql`(select ${restaurantId}::uuid as rid)`
    : sql`(select id as rid from restaurants union all select ${NO_RESTAURANT}::uuid)`;
  const diff = sql.raw(FIGURE_COLUMNS.map((c) => `e.${c} - coalesce(s.${c}, 0) as ${c}`).join(", "));
  return sql`
    select r.label, i.rid, ${diff}
    from unnest(${dateArray(runs.map((r) => r.d1))}, ${dateArray(runs.map((r) => r.d2))}, ${texts(runs.map((r) => r.label))}) as r(d1, d2, label)
    cross join ${ids} i
    cross join lateral (select * from analytics_day_running c where c.restaurant_id = i.rid and c.day <= r.d2 order by c.day desc limit 1) e
    left join lateral (select * from analytics_day_running c where c.restaurant_id = i.rid and c.day < r.d1 order by c.day desc limit 1) s on true`;
}

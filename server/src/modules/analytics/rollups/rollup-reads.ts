import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../../platform/database.js";
import { financePeriodOf } from "@tavola/contracts";
import { anyFloatSumNonZero, columnList, exactFloatSums, FIGURE_COLUMNS, NO_RESTAURANT, zeroSums, type FigureColumn, type FigureSums } from "./rollup-columns.js";
import { type Run, runCells, runsOf } from "./day-running.js";

/**
 * Reads over the rollups. A range's local midnights fall on quarter hours in every real zone, so its figures are
 * exactly sums of day cells and quarter cells (planCells says which); long ranges are mostly day cells.
 */
export type RollupWindow = { start: Date; end: Date; tz: string };
/** A range of local days of a zone (both ends included), as the dashboards ask for them. */
export type LocalRange = { from: string; to: string; tz: string };
export type Granularity = "day" | "week" | "month" | "all";
/** Platform-wide cells, every restaurant's own (`NO_RESTAURANT` included), or one restaurant's. */
export type Scope = { level: "platform" } | { level: "restaurants" } | { level: "restaurant"; restaurantId: string };
export type BucketRow = { period: string; restaurantId: string | null; sums: FigureSums };

const DAY_MS = 86_400_000;
/** A run of at least this many days is read from the running totals (two rows); shorter ones day cell by day cell. */
const MIN_RUN_DAYS = 3;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const daysOf = (r: Run) => Array.from({ length: dayNumber(r.d2) - dayNumber(r.d1) + 1 }, (_, i) => utcDate((dayNumber(r.d1) + i) * DAY_MS));

/**
 * Runs a read with Postgres's JIT and parallel workers off: the planner's row estimates for the planned ranges are far
 * above the few cells they hold, and compiling the plan (~200 ms) or starting workers would cost more than running it
 * (a few ms). Inside the caller's transaction when there is one (a savepoint), else in one of its own; in a transaction
 * already tuned by `tuneReads` (a dashboard's snapshot), directly: no savepoint and settings per read, whose round
 * trips were a good part of a dashboard's time on a busy machine.
 */
export function withoutJit<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (tuned.has(db)) return fn(db);
  return db.transaction(async (tx) => {
    await tuneReads(tx);
    return fn(tx);
  });
}

const tuned = new WeakSet<object>();
/** Turns JIT and parallel workers off for the rest of this transaction (one statement), for every read made in it. */
export async function tuneReads(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`);
  tuned.add(tx);
}
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const periodLabel = (localDay: string, g: Granularity) => (g === "all" ? "" : financePeriodOf(localDay, g));

type Plan = { days: Array<{ day: string; label: string }>; slots: Array<{ s: number; e: number; label: string; sign: 1 | -1 }> };

/**
 * Which cells make up each period of the range. The period boundaries (the local midnights where the period changes,
 * from Postgres, DST included) cut the UTC days they fall in. A UTC day inside the range and one period is its day
 * cell. A cut day is its day cell under its largest part's period, minus the quarter cells of its other parts, plus
 * those quarter cells under their own periods (when inside the range) — or only the quarter cells of its parts inside
 * the range, when that reads fewer hours. Cuts fall at night in most zones, so few quarter cells are read.
 */
export function planCells(boundaries: Array<{ at: number; label: string }>): Plan {
  const start = boundaries[0]!.at;
  const end = boundaries.at(-1)!.at;
  const plan: Plan = { days: [], slots: [] };
  // Binary searches over the boundaries (sorted by time): a year of daily periods is 366 of them, so a scan per day
  // would be quadratic.
  const ats = boundaries.map((b) => b.at);
  const lastAtOrBefore = (t: number) => {
    let lo = 0;
    let hi = ats.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (ats[mid]! <= t) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const labelAt = (t: number) => boundaries[lastAtOrBefore(t)]!.label;
  for (let ds = Math.floor(start / DAY_MS) * DAY_MS; ds < end; ds += DAY_MS) {
    const de = ds + DAY_MS;
    const cuts = [ds];
    let i = lastAtOrBefore(ds);
    if (ats[i]! <= ds) i++;
    for (; i < ats.length && ats[i]! < de; i++) cuts.push(ats[i]!);
    cuts.push(de);
    const parts = cuts.slice(0, -1).map((s, i) => ({ s, e: cuts[i + 1]!, inside: s >= start && cuts[i + 1]! <= end, label: labelAt(s) }));
    const inside = parts.filter((p) => p.inside);
    if (inside.length === 0) continue;
    if (parts.length === 1) {
      plan.days.push({ day: utcDate(ds), label: parts[0]!.label });
      continue;
    }
    const largest = inside.reduce((a, b) => (b.e - b.s > a.e - a.s ? b : a));
    const insideHours = inside.reduce((sum, p) => sum + (p.e - p.s), 0);
    if (DAY_MS - (largest.e - largest.s) < insideHours) {
      plan.days.push({ day: utcDate(ds), label: largest.label });
      for (const p of parts) {
        if (p === largest) continue;
        plan.slots.push({ s: p.s, e: p.e, label: largest.label, sign: -1 });
        if (p.inside) plan.slots.push({ s: p.s, e: p.e, label: p.label, sign: 1 });
      }
    } else {
      for (const p of inside) plan.slots.push({ s: p.s, e: p.e, label: p.label, sign: 1 });
    }
  }
  return plan;
}

/** A range's local midnights as instants (its first day's through the day after its last), from Postgres (DST included). */
export type Midnights = Array<{ day: string; at: number }>;
export async function localMidnights(db: Db, r: LocalRange): Promise<Midnights> {
  const rows = await queryRows<{ day: string; at: Date | string }>(db, sql`
    select to_char(d, 'YYYY-MM-DD') as day, (d at time zone ${r.tz}) as at
    from generate_series(${r.from}::timestamp, (${r.to}::date + 1)::timestamp, interval '1 day') as d`);
  return rows.map((row) => ({ day: row.day, at: new Date(row.at).getTime() }));
}

/** A period's label for a local day: a granularity's, or the caller's own (e.g. "this range" and "the one before"; no comma). */
export type Periods = Granularity | ((localDay: string) => string);

/** The range's period boundaries: its first midnight, every midnight that starts a new period, and its end. */
function boundariesOf(midnights: Midnights, r: LocalRange, g: Periods): Array<{ at: number; label: string }> {
  const first = midnights.findIndex((m) => m.day === r.from);
  const last = midnights.findIndex((m) => m.day > r.to);
  if (first < 0 || last < 0) throw new Error(`local midnights do not cover ${r.from}…${r.to}`);
  const labelOf = typeof g === "function" ? g : (day: string) => periodLabel(day, g);
  const out: Array<{ at: number; label: string }> = [];
  for (let i = first; i <= last; i++) {
    const label = labelOf(midnights[i]!.day);
    if (i === first || i === last || label !== out.at(-1)!.label) out.push({ at: midnights[i]!.at, label });
  }
  return out;
}

/**
 * The range's figures per period (and per restaurant, unless platform-wide). `midnights` (localMidnights of a range
 * covering this one) saves the read of them when a caller makes several reads of one range. `columns`: only these
 * figures are summed and returned (the others are 0), and a period with all of them zero is left out — for a caller
 * that reads a few figures of many cells (Postgres leaves the unused columns unread and unsummed).
 */
export async function bucketSums(
  db: Db,
  scope: Scope,
  range: LocalRange,
  granularity: Periods,
  midnights?: Midnights,
  columns: readonly FigureColumn[] = FIGURE_COLUMNS,
): Promise<BucketRow[]> {
  const plan = planCells(boundariesOf(midnights ?? (await localMidnights(db, range)), range, granularity));
  const platform = scope.level === "platform";
  const dayTable = sql.raw(platform ? "analytics_platform_day_cells" : "analytics_day_cells");
  const quarterTable = sql.raw(platform ? "analytics_platform_quarter_cells" : "analytics_quarter_cells");
  const rid = sql.raw(platform ? "null::uuid" : "c.restaurant_id");
  const onlyOne = scope.level === "restaurant" ? sql`and c.restaurant_id = ${scope.restaurantId}::uuid` : sql``;
  const texts = (xs: string[]) => sql`${`{${xs.map((x) => `"${x}"`).join(",")}}`}::text[]`;
  const signed = sql.raw(FIGURE_COLUMNS.map((c) => `q.sign * c.${c} as ${c}`).join(", "));
  // Restaurants' runs of several whole UTC days under one period come from their running totals (two rows per run and
  // restaurant); a day alone in its period (daily figures) and the platform's days are one day cell each.
  const runs = platform ? [] : runsOf(plan.days);
  const longRuns = runs.filter((r) => dayNumber(r.d2) - dayNumber(r.d1) + 1 >= MIN_RUN_DAYS);
  const cellDays = platform ? plan.days : runs.filter((r) => !longRuns.includes(r)).flatMap((r) => daysOf(r).map((day) => ({ day, label: r.label })));
  const dayCells = sql`select d.label, c.rid, ${columnList("c.")} from d cross join lateral (
        select ${rid} as rid, ${columnList("c.")} from ${dayTable} c where c.day = d.day ${onlyOne} offset 0) c`;
  const dayPart = longRuns.length > 0 ? sql`${runCells(longRuns, scope.level === "restaurant" ? scope.restaurantId : null)} union all ${dayCells}` : dayCells;
  const query = sql`
    with d as (
      select * from unnest(${`{${cellDays.map((x) => x.day).join(",")}}`}::date[], ${texts(cellDays.map((x) => x.label))}) as x(day, label)
    ),
    q as (
      select * from unnest(${`{${plan.slots.map((x) => new Date(x.s).toISOString()).join(",")}}`}::timestamptz[],
                           ${`{${plan.slots.map((x) => new Date(x.e).toISOString()).join(",")}}`}::timestamptz[],
                           ${texts(plan.slots.map((x) => x.label))}, ${`{${plan.slots.map((x) => x.sign).join(",")}}`}::int[]) as x(s, e, label, sign)
    ),
    -- Lateral with OFFSET 0 (not pulled up into a join): each planned day and slot range is an index scan; as a join
    -- the planner, blind to how few cells a range holds, reads every cell. A slot range planned twice (taken out of
    -- one period's day cell, added to the next) is read once.
    qc as (
      select r.s, r.e, c.* from (select distinct s, e from q) r cross join lateral (
        select ${rid} as rid, ${columnList("c.")} from ${quarterTable} c where c.slot >= r.s and c.slot < r.e ${onlyOne} offset 0) c
    ),
    cells as (
      ${dayPart}
      union all
      select q.label, c.rid, ${signed} from q join qc c on c.s = q.s and c.e = q.e
    )
    select concat_ws(',', label, rid::text, ${exactFloatSums(columns)}) as r
    from cells group by label, rid having ${anyFloatSumNonZero(columns)} order by label, rid`;
  const rows = await withoutJit(db, (tx) => queryRows<{ r: string }>(tx, query));
  return rows.map(({ r }) => rowOf(r, platform, columns));
}

/**
 * One result row, "label,rid,figure,…" (rid absent on the platform's cells: concat_ws skips nulls). A year of restaurants'
 * days is ~70,000 rows: one text column each is parsed by node-postgres in half the time of 21 columns (measured on
 * the 1M-order bench, where the column-by-column parse was most of the read). Labels never hold a comma.
 */
function rowOf(r: string, platform: boolean, columns: readonly FigureColumn[]): BucketRow {
  const fields = r.split(",");
  const base = platform ? 1 : 2;
  const sums = zeroSums();
  for (let i = 0; i < columns.length; i++) sums[columns[i]!] = Number(fields[base + i]);
  const rid = platform ? null : fields[1]!;
  return { period: fields[0]!, restaurantId: rid === null || rid === NO_RESTAURANT ? null : rid, sums };
}

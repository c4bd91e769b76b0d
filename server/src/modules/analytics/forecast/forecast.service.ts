import { sql } from "drizzle-orm";
import {
  CAPACITY_COVERAGE,
  type DemandForecast,
  FORECAST_BACKTEST_WEEKS,
  FORECAST_DAYS,
  FORECAST_HISTORY_WEEKS,
  FORECAST_MODELS,
  FORECAST_SLOTS_PER_DAY,
  type ForecastModelKey,
} from "@tavola/contracts";
import { queryRows, type Db } from "../../../platform/database.js";
import { notFound } from "../../../platform/errors.js";
import type { SessionUser } from "../../../platform/session.js";
import { assertCapacityEditor, slotCapacities } from "../../ordering/index.js";
import { addDays, localDateOf, restaurantTimeZone, zonedTimeToUtc } from "../../reservations/index.js";
import { findRestaurant } from "../../restaurants/index.js";
import { backtest, MODELS, poissonQuantile, WEEK_SLOTS } from "./forecast-models.js";

const SLOT_MINUTES = 15;

/**
 * Orders per 15-minute slot of the restaurant's local week, one vector per week before `from` (the local day the
 * forecast starts), most recent first. A local slot is its wall-clock time in the restaurant's zone, so a week's
 * shape survives daylight-saving changes.
 *
 * The restaurant's rollup cells are its counted orders per UTC quarter hour (by placed_at): the same counts, read
 * without touching the orders. Postgres turns each cell into its local day and wall-clock slot and sums them per
 * (week, slot of the week): at most weeks × 672 rows, no per-cell zone conversion in JS (Intl's formatToParts on
 * twelve weeks of a busy restaurant's cells was most of the request). Every real zone's offset is a whole number of
 * quarter hours, so a UTC quarter hour is one local quarter hour.
 */
export async function weeklyCounts(db: Db, restaurantId: string, timezone: string, from: string, weeks: number): Promise<number[][]> {
  const start = zonedTimeToUtc(addDays(from, -7 * weeks), "00:00", timezone) ?? new Date(Date.parse(`${addDays(from, -7 * weeks)}T00:00:00Z`));
  const end = zonedTimeToUtc(from, "00:00", timezone) ?? new Date(Date.parse(`${from}T00:00:00Z`));
  const rows = await queryRows<{ back: number; i: number; n: number }>(db, sql`
    select (${from}::date - l.day) as back, (((l.day - ${from}::date) % 7 + 7) % 7) * ${FORECAST_SLOTS_PER_DAY}::int + l.q as i, sum(c.orders)::int as n
    from analytics_quarter_cells c
    cross join lateral (select (c.slot at time zone ${timezone})::date as day,
                               (extract(hour from c.slot at time zone ${timezone}) * 4 + floor(extract(minute from c.slot at time zone ${timezone}) / ${SLOT_MINUTES}::int))::int as q) l
    where c.restaurant_id = ${restaurantId}::uuid and c.orders > 0
      and c.slot >= ${start.toISOString()}::timestamptz and c.slot < ${end.toISOString()}::timestamptz
    group by 1, 2`);
  const out = Array.from({ length: weeks }, () => new Array<number>(WEEK_SLOTS).fill(0));
  for (const r of rows) {
    const back = Number(r.back); // days before the forecast's first day: 1…7 is the last week
    const week = Math.floor((back - 1) / 7);
    if (back <= 0 || week >= weeks) continue;
    out[week]![Number(r.i)]! += Number(r.n);
  }
  return out;
}

const round = (v: number, places = 3) => Math.round(v * 10 ** places) / 10 ** places;
const pad = (n: number) => String(n).padStart(2, "0");

/** The next 7 local days' slots: forecast, suggested capacity and the capacity in force. */
export async function demandForecast(db: Db, user: SessionUser, restaurantId: string, now = new Date()): Promise<DemandForecast> {
  const restaurant = await findRestaurant(db, restaurantId);
  if (!restaurant) throw notFound("Restaurant not found");
  // Who may apply the suggested capacities sees the forecast: executives, the owner and managers.
  await assertCapacityEditor(db, user, restaurant.id);
  const timezone = await restaurantTimeZone(db, restaurant.id);
  const from = localDateOf(now, timezone);

  const weeks = await weeklyCounts(db, restaurant.id, timezone, from, FORECAST_BACKTEST_WEEKS + FORECAST_HISTORY_WEEKS);
  const errors = backtest(weeks, FORECAST_BACKTEST_WEEKS, FORECAST_HISTORY_WEEKS);
  const ranked = (Object.keys(errors) as ForecastModelKey[]).sort((a, b) => errors[a] - errors[b]);
  const chosen = ranked[0]!;
  const forecast = MODELS[chosen](weeks.slice(0, FORECAST_HISTORY_WEEKS));

  // The slots' instants (local wall times in the zone; a time skipped by spring-forward has no slot).
  const instants: { index: number; start: Date }[] = [];
  for (let day = 0; day < FORECAST_DAYS; day++) {
    const date = addDays(from, day);
    for (let s = 0; s < FORECAST_SLOTS_PER_DAY; s++) {
      const start = zonedTimeToUtc(date, `${pad(Math.floor(s / 4))}:${pad((s % 4) * SLOT_MINUTES)}`, timezone);
      if (start) instants.push({ index: day * FORECAST_SLOTS_PER_DAY + s, start });
    }
  }
  const own = instants.length > 0 ? await slotCapacities(db, restaurant.id, instants[0]!.start, instants.at(-1)!.start) : new Map<number, number>();
  const baseline = errors.seasonal_naive;
  return {
    restaurant: { id: restaurant.id, name: restaurant.name, timezone, slotCapacity: restaurant.slotCapacity },
    from,
    models: ranked.map((key) => ({ key, description: FORECAST_MODELS[key], meanAbsoluteError: round(errors[key], 4) })),
    chosen,
    baseline: "seasonal_naive",
    improvement: baseline > 0 ? round(1 - errors[chosen] / baseline, 4) : 0,
    backtestWeeks: FORECAST_BACKTEST_WEEKS,
    weeklyOrders: weeks.slice(0, FORECAST_HISTORY_WEEKS).map((w) => w.reduce((a, b) => a + b, 0)).reverse(),
    slots: instants.map(({ index, start }) => ({
      start: start.toISOString(),
      forecast: round(forecast[index]!),
      suggestedCapacity: poissonQuantile(forecast[index]!, CAPACITY_COVERAGE),
      capacity: own.get(start.getTime()) ?? restaurant.slotCapacity,
    })),
  };
}

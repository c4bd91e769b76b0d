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
import { addDays, localDateOf, localTimeOf, restaurantTimeZone, zonedTimeToUtc } from "../../reservations/index.js";
import { findRestaurant } from "../../restaurants/index.js";
import { backtest, MODELS, poissonQuantile, WEEK_SLOTS } from "./forecast-models.js";

const DAY_MS = 86_400_000;
const SLOT_MINUTES = 15;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * Orders per 15-minute slot of the restaurant's local week, one vector per week before `from` (the local day the
 * forecast starts), most recent first. A local slot is its wall-clock time in the restaurant's zone, so a week's
 * shape survives daylight-saving changes.
 */
async function weeklyCounts(db: Db, restaurantId: string, timezone: string, from: string, weeks: number): Promise<number[][]> {
  const start = zonedTimeToUtc(addDays(from, -7 * weeks), "00:00", timezone) ?? new Date(Date.parse(`${addDays(from, -7 * weeks)}T00:00:00Z`));
  const end = zonedTimeToUtc(from, "00:00", timezone) ?? new Date(Date.parse(`${from}T00:00:00Z`));
  // The restaurant's rollup cells are its counted orders per UTC quarter hour (by placed_at): the same counts, read
  // without touching the orders.
  const rows = await queryRows<{ slot: Date | string; n: number }>(db, sql`
    select slot, orders as n
    from analytics_quarter_cells
    where restaurant_id = ${restaurantId}::uuid and orders > 0
      and slot >= ${start.toISOString()}::timestamptz and slot < ${end.toISOString()}::timestamptz`);
  const out = Array.from({ length: weeks }, () => new Array<number>(WEEK_SLOTS).fill(0));
  const fromDay = dayNumber(from);
  for (const r of rows) {
    const instant = new Date(r.slot);
    const offset = dayNumber(localDateOf(instant, timezone)) - fromDay; // negative: days before the forecast
    const week = Math.floor(-offset / 7 - 1e-9);
    if (offset >= 0 || week >= weeks) continue;
    const [hh, mm] = localTimeOf(instant, timezone).split(":").map(Number) as [number, number];
    const dayOfWeek = (((offset % 7) + 7) % 7) as number;
    out[week]![dayOfWeek * FORECAST_SLOTS_PER_DAY + hh * 4 + Math.floor(mm / SLOT_MINUTES)]! += Number(r.n);
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

import { sql } from "drizzle-orm";
import type { CeoDashboard, DailyPoint } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";
import { notFound } from "../../platform/errors.js";
import { cohortsFor, dailyFor, kpisFor, restaurantName, restaurantsFor, type Window } from "./kpi.repository.js";

type Query = { from: string; to: string; tz: string; restaurantId?: string | undefined };

const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The range's local days as absolute instants: Postgres applies the zone's offsets (DST included). */
export async function windowOf(db: Db, from: string, to: string, tz: string, restaurantId?: string): Promise<Window> {
  const [row] = await queryRows<{ start: Date | string; end: Date | string }>(db, sql`
    select (${from}::date)::timestamp at time zone ${tz} as start,
           ((${to}::date) + 1)::timestamp at time zone ${tz} as "end"`);
  return { start: new Date(row!.start), end: new Date(row!.end), tz, restaurantId };
}

/** Every day of the range, zero where nothing was ordered, so a chart's gaps are real days. */
function fillDays(from: string, to: string, points: DailyPoint[]): DailyPoint[] {
  const byDate = new Map(points.map((p) => [p.date, p]));
  const out: DailyPoint[] = [];
  for (let d = dayNumber(from); d <= dayNumber(to); d++) {
    const date = dateOf(d);
    out.push(byDate.get(date) ?? { date, gmvCents: 0, netRevenueCents: 0, orders: 0 });
  }
  return out;
}

/**
 * The CEO dashboard: the range's figures beside the same number of days just before it, the daily trend, the
 * restaurants ranked by GMV, and monthly cohorts — platform-wide, or for one restaurant (drill-down).
 */
export async function ceoDashboard(db: Db, q: Query): Promise<CeoDashboard> {
  const name = q.restaurantId ? await restaurantName(db, q.restaurantId) : null;
  if (q.restaurantId && !name) throw notFound("No such restaurant");
  const days = dayNumber(q.to) - dayNumber(q.from) + 1;
  const previousFrom = dateOf(dayNumber(q.from) - days);
  const previousTo = dateOf(dayNumber(q.from) - 1);
  const current = await windowOf(db, q.from, q.to, q.tz, q.restaurantId);
  const before = await windowOf(db, previousFrom, previousTo, q.tz, q.restaurantId);
  const [kpis, previous, daily, restaurants, cohorts] = await Promise.all([
    kpisFor(db, current),
    kpisFor(db, before),
    dailyFor(db, current),
    restaurantsFor(db, current),
    cohortsFor(db, current),
  ]);
  return {
    range: { from: q.from, to: q.to, tz: q.tz },
    previousRange: { from: previousFrom, to: previousTo },
    current: kpis,
    previous,
    daily: fillDays(q.from, q.to, daily),
    restaurants,
    cohorts,
    restaurant: q.restaurantId && name ? { id: q.restaurantId, name } : null,
  };
}

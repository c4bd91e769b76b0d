import { type AdvancedAnalytics, type AnalyticsOverview, funnelSteps } from "@tavola/contracts";
import type { Db } from "../../../platform/database.js";
import type { SessionUser } from "../../../platform/session.js";
import { windowOf } from "../ceo-dashboard.service.js";
import { resolveScope } from "./analytics-scope.js";
import { basketPairsFor } from "./basket.repository.js";
import type { InsightWindow } from "./insights-window.js";
import { leagueFor } from "./league.repository.js";
import { funnelCountsFor, heatmapFor } from "./traffic.repository.js";

type Range = { from: string; to: string; tz: string; restaurantId?: string | undefined };

const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The same number of days just before the range. */
export function previousRange(from: string, to: string) {
  const days = dayNumber(to) - dayNumber(from) + 1;
  return { from: dateOf(dayNumber(from) - days), to: dateOf(dayNumber(from) - 1) };
}

async function insightWindow(db: Db, from: string, to: string, tz: string, ids: string[] | null): Promise<InsightWindow> {
  const w = await windowOf(db, from, to, tz);
  return { start: w.start, end: w.end, ids, local: { from, to, tz } };
}

/** /analytics: orders by weekday × hour (restaurants' local time) and the funnel, scoped to what the caller may see. */
export async function analyticsOverview(db: Db, user: SessionUser, q: Range): Promise<AnalyticsOverview> {
  const scope = await resolveScope(db, user, q.restaurantId);
  const w = await insightWindow(db, q.from, q.to, q.tz, scope.ids);
  const [heatmap, counts] = await Promise.all([heatmapFor(db, w), funnelCountsFor(db, w)]);
  return {
    range: { from: q.from, to: q.to, tz: q.tz },
    scope: scope.scope,
    restaurants: scope.restaurants,
    restaurant: scope.restaurant,
    heatmap,
    totalOrders: heatmap.reduce((sum, c) => sum + c.orders, 0),
    funnel: funnelSteps(counts),
  };
}

/** /advanced-analytics: dishes bought together, the restaurant league, and the funnel against the previous period. */
export async function advancedAnalytics(db: Db, user: SessionUser, q: Range & { minSupport: number }): Promise<AdvancedAnalytics> {
  const scope = await resolveScope(db, user, q.restaurantId);
  const before = previousRange(q.from, q.to);
  const [current, previous] = await Promise.all([
    insightWindow(db, q.from, q.to, q.tz, scope.ids),
    insightWindow(db, before.from, before.to, q.tz, scope.ids),
  ]);
  const [basket, league, funnel, previousFunnel] = await Promise.all([
    basketPairsFor(db, current, q.minSupport),
    leagueFor(db, current, previous),
    funnelCountsFor(db, current),
    funnelCountsFor(db, previous),
  ]);
  return {
    range: { from: q.from, to: q.to, tz: q.tz },
    previousRange: before,
    scope: scope.scope,
    restaurants: scope.restaurants,
    restaurant: scope.restaurant,
    baskets: basket.baskets,
    minSupport: q.minSupport,
    pairs: basket.pairs,
    league,
    funnel: funnelSteps(funnel),
    previousFunnel: funnelSteps(previousFunnel),
  };
}

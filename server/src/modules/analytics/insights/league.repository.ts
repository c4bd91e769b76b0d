import { sql } from "drizzle-orm";
import type { LeagueRow } from "@tavola/contracts";
import { queryRows, type Db } from "../../../platform/database.js";
import { bucketSums, type Scope } from "../rollups/rollup-reads.js";
import { between, inScope, n, type InsightWindow } from "./insights-window.js";

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The window's figures per restaurant from the rollups' day and quarter cells (one bucket: granularity "all"). */
async function perRestaurant(db: Db, w: InsightWindow) {
  if (!w.local) throw new Error("The league reads the rollups: its windows are ranges of local days");
  if (w.ids !== null && w.ids.length === 0) return new Map();
  const scope: Scope = w.ids?.length === 1 ? { level: "restaurant", restaurantId: w.ids[0]! } : { level: "restaurants" };
  const rows = await bucketSums(db, scope, w.local, "all");
  const allowed = w.ids === null ? null : new Set(w.ids);
  return new Map(rows.filter((r) => r.restaurantId !== null && (allowed === null || allowed.has(r.restaurantId))).map((r) => [r.restaurantId!, r.sums]));
}

/**
 * The restaurant league: every restaurant in scope with counted orders in the range or the one before it — GMV,
 * orders, AOV and on-time as the CEO dashboard defines them (summed from the rollups' cells), the feedback's sentiment
 * score (cells too), its mean rating (from the feedback rows: the cells keep counts, not ratings; a restaurant's
 * feedback is at most one per order), and GMV growth against the previous period. The table sorts on the client.
 */
export async function leagueFor(db: Db, current: InsightWindow, previous: InsightWindow): Promise<LeagueRow[]> {
  const [cur, prev, names, ratings] = await Promise.all([
    perRestaurant(db, current),
    perRestaurant(db, previous),
    queryRows<{ id: string; name: string }>(db, sql`select id::text as id, name from restaurants`),
    queryRows<{ id: string; rating: unknown }>(db, sql`
      select f.restaurant_id::text as id, avg(f.rating)::float8 as rating
      from feedback f where ${between(sql`f.created_at`, current)} and f.restaurant_id is not null ${inScope(sql`f.restaurant_id`, current)}
      group by 1`),
  ]);
  const rating = new Map(ratings.map((r) => [r.id, n(r.rating)]));
  const ids = new Set([...cur].filter(([, s]) => s.orders > 0).map(([id]) => id));
  for (const [id, s] of prev) if (s.orders > 0) ids.add(id);
  const rows: LeagueRow[] = [];
  for (const [id, name] of names.map((r) => [r.id, r.name] as const)) {
    if (!ids.has(id)) continue;
    const c = cur.get(id);
    const gmv = c?.gmv_cents ?? 0;
    const orders = c?.orders ?? 0;
    const previousGmv = prev.get(id)?.gmv_cents ?? 0;
    const feedback = c?.feedback ?? 0;
    const r = rating.get(id);
    rows.push({
      restaurantId: id,
      name,
      gmvCents: gmv,
      orders,
      averageOrderValueCents: orders > 0 ? Math.round(gmv / orders) : 0,
      rating: r === undefined ? null : Math.round(r * 100) / 100,
      sentiment: feedback > 0 ? Math.round(((c!.feedback_positive - c!.feedback_negative) / feedback) * 1000) / 10 : null,
      onTimeRate: share(c?.on_time ?? 0, c?.deliveries ?? 0),
      previousGmvCents: previousGmv,
      growth: previousGmv > 0 ? (gmv - previousGmv) / previousGmv : null,
    });
  }
  // GMV first, then name — in JavaScript's order, as the statement's `order by gmv desc, r.name` did for ASCII names.
  return rows.sort((a, b) => b.gmvCents - a.gmvCents || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

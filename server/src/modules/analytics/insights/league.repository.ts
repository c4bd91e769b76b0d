import { sql } from "drizzle-orm";
import type { LeagueRow } from "@tavola/contracts";
import { queryRows, type Db } from "../../../platform/database.js";
import { between, COUNTED, inScope, n, type InsightWindow } from "./insights-window.js";

const share = (part: unknown, whole: unknown) => (n(whole) > 0 ? n(part) / n(whole) : null);

/**
 * The restaurant league: every restaurant in scope with counted orders in the range or the one before it — GMV,
 * orders, AOV and on-time as the CEO dashboard defines them, the feedback's mean rating and sentiment score, and
 * GMV growth against the previous period. One statement; the table sorts on the client.
 */
export async function leagueFor(db: Db, current: InsightWindow, previous: InsightWindow): Promise<LeagueRow[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    with cur as (
      select o.restaurant_id, sum(o.total_cents)::bigint as gmv, count(*)::int as orders,
             count(*) filter (where o.status = 'delivered' and o.completed_at is not null and o.eta_latest is not null)::int as deliveries,
             count(*) filter (where o.status = 'delivered' and o.completed_at is not null and o.eta_latest is not null and o.completed_at <= o.eta_latest)::int as on_time
      from orders o where ${between(sql`o.placed_at`, current)} and ${COUNTED} ${inScope(sql`o.restaurant_id`, current)}
      group by 1
    ),
    prev as (
      select o.restaurant_id, sum(o.total_cents)::bigint as gmv
      from orders o where ${between(sql`o.placed_at`, previous)} and ${COUNTED} ${inScope(sql`o.restaurant_id`, previous)}
      group by 1
    ),
    fb as (
      select f.restaurant_id, avg(f.rating)::float8 as rating, count(*)::int as n,
             count(*) filter (where f.sentiment_label = 'positive')::int as positive,
             count(*) filter (where f.sentiment_label = 'negative')::int as negative
      from feedback f where ${between(sql`f.created_at`, current)} and f.restaurant_id is not null ${inScope(sql`f.restaurant_id`, current)}
      group by 1
    )
    select r.id, r.name, coalesce(cur.gmv, 0) as gmv, coalesce(cur.orders, 0) as orders, cur.deliveries, cur.on_time,
           coalesce(prev.gmv, 0) as prev_gmv, fb.rating, fb.n as fb_n, fb.positive, fb.negative
    from restaurants r
    left join cur on cur.restaurant_id = r.id
    left join prev on prev.restaurant_id = r.id
    left join fb on fb.restaurant_id = r.id
    where (cur.restaurant_id is not null or prev.restaurant_id is not null)
    order by gmv desc, r.name`);
  return rows.map((r) => {
    const gmv = n(r.gmv);
    const orders = n(r.orders);
    const prev = n(r.prev_gmv);
    const fbN = n(r.fb_n);
    return {
      restaurantId: String(r.id),
      name: String(r.name),
      gmvCents: gmv,
      orders,
      averageOrderValueCents: orders > 0 ? Math.round(gmv / orders) : 0,
      rating: r.rating == null ? null : Math.round(n(r.rating) * 100) / 100,
      sentiment: fbN > 0 ? Math.round(((n(r.positive) - n(r.negative)) / fbN) * 1000) / 10 : null,
      onTimeRate: share(r.on_time, r.deliveries),
      previousGmvCents: prev,
      growth: prev > 0 ? (gmv - prev) / prev : null,
    };
  });
}

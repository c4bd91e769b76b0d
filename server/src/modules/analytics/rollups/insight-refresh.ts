import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../../platform/database.js";
import { writeFunnelSlots } from "./insight-funnel-slots.js";
import { writeHeatDays } from "./insight-heat.js";
import { basketLines, funnelVisitRows, paidRows, type Filter } from "./insight-sources.js";
import { writeBasketWeeks } from "./insight-weeks.js";
import { keysCte } from "./rollup-refresh.js";

/**
 * Keeps the insight rollups (funnel visits, paid orders, baskets and dish pairs per restaurant per UTC day, their
 * week sums, the platform heatmap's day rows and the platform funnel's slots) current,
 * the same way rollup-refresh.ts keeps the figure cells: keys claimed (deleted) from the dirty log, then their days
 * recomputed whole from the operational rows, under one advisory lock of its own (so it never waits on a long cell
 * refresh); a database whose insight rollups were never built is built whole first. Idempotent.
 */
const INSIGHT_LOCK = 720_021; // pg_advisory_xact_lock key: "issue 20's insight rollups"
const KEY_BATCH = 2_000;

const TABLES = ["analytics_insight_days", "analytics_basket_item_days", "analytics_basket_pair_days"] as const;

export type InsightRefreshResult = { rebuilt: boolean; days: number; transactions: number };

export async function refreshInsightRollups(db: Db, { budgetMs = 50_000 } = {}): Promise<InsightRefreshResult> {
  const started = Date.now();
  const result: InsightRefreshResult = { rebuilt: false, days: 0, transactions: 0 };
  for (;;) {
    const step = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${INSIGHT_LOCK})`);
      const [state] = await queryRows<{ built_at: Date | null }>(tx, sql`select built_at from analytics_insight_rollup_state where id = 1`);
      if (!state?.built_at) {
        await tx.execute(sql`delete from analytics_dirty_insight_days`);
        for (const table of TABLES) await tx.execute(sql.raw(`delete from ${table}`));
        await writeDays(tx, { kind: "all" });
        await writeHeatDays(tx, "all");
        await writeFunnelSlots(tx, "all");
        await writeBasketWeeks(tx, "all");
        await tx.execute(sql`
          insert into analytics_insight_rollup_state (id, built_at) values (1, now())
          on conflict (id) do update set built_at = excluded.built_at`);
        return { rebuilt: true, days: 0, more: false };
      }
      const keys = await queryRows<{ rid: string; day: string }>(tx, sql`
        delete from analytics_dirty_insight_days where id in (select id from analytics_dirty_insight_days order by id limit ${KEY_BATCH})
        returning restaurant_id::text as rid, to_char(day, 'YYYY-MM-DD') as day`);
      const unique = [...new Map(keys.map((k) => [`${k.rid}|${k.day}`, k])).values()];
      if (unique.length > 0) {
        const cte = keysCte(unique.map((k) => k.rid), unique.map((k) => k.day));
        for (const table of TABLES) {
          await tx.execute(sql`with ${cte} delete from ${sql.raw(table)} t using keys k where t.restaurant_id = k.rid and t.day = k.day`);
        }
        await writeDays(tx, { kind: "keys" }, cte);
        const days = [...new Set(unique.map((k) => k.day))];
        await writeHeatDays(tx, days);
        await writeFunnelSlots(tx, days);
        await writeBasketWeeks(tx, { rids: unique.map((k) => k.rid), days: unique.map((k) => k.day) });
      }
      return { rebuilt: false, days: unique.length, more: keys.length === KEY_BATCH };
    });
    result.transactions++;
    result.rebuilt ||= step.rebuilt;
    result.days += step.days;
    if (!(step.rebuilt || step.more) || Date.now() - started > budgetMs) return result;
  }
}

/** Writes the days of every source row the filter lets through (the days were emptied first). */
async function writeDays(tx: Db, f: Filter, cte?: SQL) {
  const w = (body: SQL) => (cte ? sql`with ${cte}, ${body}` : sql`with ${body}`);
  await tx.execute(w(sql`
    v as (${funnelVisitRows(f)}),
    p as (${paidRows(f)}),
    l as (${basketLines(f)}),
    b as (select day, restaurant_id, count(distinct order_id)::int as baskets from l group by 1, 2)
    insert into analytics_insight_days (day, restaurant_id, menu_views, cart_adds, checkout_starts, paid, baskets)
    select day, restaurant_id, sum(mv), sum(ca), sum(cs), sum(paid), sum(baskets) from (
      select day, restaurant_id, menu_views as mv, cart_adds as ca, checkout_starts as cs, 0 as paid, 0 as baskets from v
      union all select day, restaurant_id, 0, 0, 0, paid, 0 from p
      union all select day, restaurant_id, 0, 0, 0, 0, baskets from b
    ) x group by 1, 2
    order by 1, 2`));
  await tx.execute(w(sql`l as (${basketLines(f)})
    insert into analytics_basket_item_days (day, restaurant_id, menu_item_id, baskets)
    select day, restaurant_id, menu_item_id, count(*)::int from l group by 1, 2, 3 order by 1, 2`));
  await tx.execute(w(sql`l as (${basketLines(f)})
    insert into analytics_basket_pair_days (day, restaurant_id, item_a, item_b, together)
    select a.day, a.restaurant_id, a.menu_item_id, b.menu_item_id, count(*)::int
    from l a join l b on b.order_id = a.order_id and a.menu_item_id < b.menu_item_id
    group by 1, 2, 3, 4 order by 1, 2`));
}

/** Asks the next refresh to build the insight rollups again (after a bulk load with the triggers off). */
export async function requestInsightRebuild(db: Db) {
  await db.execute(sql`update analytics_insight_rollup_state set built_at = null where id = 1`);
}

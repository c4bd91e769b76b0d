import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../../platform/database.js";
import { dishCellRows, type DishFilter } from "./dish-sources.js";
import { keysCte } from "./rollup-refresh.js";

/**
 * Keeps the dish rollup (per restaurant, UTC day and dish: sales and complaints) current, the way insight-refresh.ts
 * keeps the insight rollups: keys claimed (deleted) from its dirty log, then their days recomputed whole from the
 * operational rows, under one advisory lock of its own; a database whose dish rollup was never built is built whole
 * first. Idempotent.
 */
const DISH_LOCK = 720_124; // pg_advisory_xact_lock key: "issue 20's dish rollup"
const KEY_BATCH = 2_000;

export type DishRefreshResult = { rebuilt: boolean; days: number; transactions: number };

export async function refreshDishRollups(db: Db, { budgetMs = 50_000 } = {}): Promise<DishRefreshResult> {
  const started = Date.now();
  const result: DishRefreshResult = { rebuilt: false, days: 0, transactions: 0 };
  for (;;) {
    const step = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DISH_LOCK})`);
      const [state] = await queryRows<{ built_at: Date | null }>(tx, sql`select built_at from analytics_dish_rollup_state where id = 1`);
      if (!state?.built_at) {
        await tx.execute(sql`delete from analytics_dirty_dish_days`);
        await tx.execute(sql`delete from analytics_dish_days`);
        await writeCells(tx, { kind: "all" });
        await tx.execute(sql`
          insert into analytics_dish_rollup_state (id, built_at) values (1, now())
          on conflict (id) do update set built_at = excluded.built_at`);
        return { rebuilt: true, days: 0, more: false };
      }
      const keys = await queryRows<{ rid: string; day: string }>(tx, sql`
        delete from analytics_dirty_dish_days where id in (select id from analytics_dirty_dish_days order by id limit ${KEY_BATCH})
        returning restaurant_id::text as rid, to_char(day, 'YYYY-MM-DD') as day`);
      const unique = [...new Map(keys.map((k) => [`${k.rid}|${k.day}`, k])).values()];
      if (unique.length > 0) {
        const cte = keysCte(unique.map((k) => k.rid), unique.map((k) => k.day));
        await tx.execute(sql`with ${cte} delete from analytics_dish_days t using keys k where t.restaurant_id = k.rid and t.day = k.day`);
        await writeCells(tx, { kind: "keys" }, cte);
      }
      return { rebuilt: false, days: unique.length, more: keys.length === KEY_BATCH };
    });
    result.transactions++;
    result.rebuilt ||= step.rebuilt;
    result.days += step.days;
    if (!(step.rebuilt || step.more) || Date.now() - started > budgetMs) return result;
  }
}

/** Writes the cells of every source row the filter lets through (their days were emptied first). */
async function writeCells(tx: Db, f: DishFilter, cte?: SQL) {
  await tx.execute(sql`${cte ? sql`with ${cte}` : sql``}
    insert into analytics_dish_days (day, restaurant_id, dish, quantity, revenue_cents, orders, placed_orders, complaints)
    select day, restaurant_id, dish, quantity, revenue_cents, orders, placed_orders, complaints from (${dishCellRows(f)}) c
    order by 1, 2, 3`);
}

/** Asks the next refresh to build the dish rollup again (after a bulk load with the triggers off). */
export async function requestDishRebuild(db: Db) {
  await db.execute(sql`update analytics_dish_rollup_state set built_at = null where id = 1`);
}

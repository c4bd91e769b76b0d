import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../../platform/database.js";
import { anyNonZero, columnList, sumList } from "./rollup-columns.js";
import { rebuildCustomerDays, recomputeCustomerDays } from "./customer-days-refresh.js";
import { rebuildRunning, recomputeRunning } from "./day-running.js";
import { sourceRows } from "./rollup-sources.js";

/**
 * Keeps the rollups current. Every refresh recomputes whole cells from the operational rows (never adds a delta), so
 * running it twice, or after a crash half way (its transaction rolled back), gives the same cells. Refreshes take one
 * transaction-scoped advisory lock, so two workers never interleave: the second waits, then finds the keys the first
 * took gone. Within a refresh the dirty keys are claimed (deleted) before the cells are recomputed; a statement's
 * snapshot is taken after the claim, so it sees every write whose key it claimed, and a write committed later left a
 * key of its own for the next refresh.
 */
const ROLLUP_LOCK = 720_020; // pg_advisory_xact_lock key: "issue 20's rollups"
/** Keys per transaction: a burst is worked through in transactions of bounded size. */
const CELL_BATCH = 2_000;
const CUSTOMER_BATCH = 5_000;

const slotOf = (at: string) => sql.raw(`date_bin('15 minutes', ${at}, timestamptz '2000-01-01 00:00:00+00')`);
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;
const dateArray = (days: readonly string[]) => sql`${`{${days.join(",")}}`}::date[]`;

export type RefreshResult = { rebuilt: boolean; cells: number; customers: number; transactions: number };

/**
 * Works the dirty logs until they are empty (or `budgetMs` has passed: the rest stays for the next run); a database
 * whose rollups were never built (the migration, a bulk load) is built whole first.
 */
export async function refreshRollups(db: Db, { budgetMs = 50_000 } = {}): Promise<RefreshResult> {
  const started = Date.now();
  const result: RefreshResult = { rebuilt: false, cells: 0, customers: 0, transactions: 0 };
  for (;;) {
    const step = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
      const [state] = await queryRows<{ built_at: Date | null }>(tx, sql`select built_at from analytics_rollup_state where id = 1`);
      if (!state?.built_at) {
        await rebuildInTx(tx);
        return { rebuilt: true, cells: 0, customers: 0 };
      }
      const keys = await queryRows<{ restaurant_id: string; day: string }>(tx, sql`
        delete from analytics_dirty_cells where id in (select id from analytics_dirty_cells order by id limit ${CELL_BATCH})
        returning restaurant_id::text, to_char(day, 'YYYY-MM-DD') as day`);
      const customers = await queryRows<{ customer_id: string }>(tx, sql`
        delete from analytics_dirty_customers where id in (select id from analytics_dirty_customers order by id limit ${CUSTOMER_BATCH})
        returning customer_id::text`);
      const unique = new Map(keys.map((k) => [`${k.restaurant_id}|${k.day}`, k]));
      const customerIds = [...new Set(customers.map((c) => c.customer_id))];
      if (unique.size > 0) await recomputeCells(tx, [...unique.values()].map((k) => k.restaurant_id), [...unique.values()].map((k) => k.day));
      if (customerIds.length > 0) await recomputeCustomers(tx, customerIds);
      if (unique.size > 0 || customerIds.length > 0) await tx.execute(sql`update analytics_rollup_state set refreshed_at = now() where id = 1`);
      return { rebuilt: false, cells: unique.size, customers: customerIds.length, more: keys.length === CELL_BATCH || customers.length === CUSTOMER_BATCH };
    });
    result.transactions++;
    result.rebuilt ||= step.rebuilt;
    result.cells += step.cells;
    result.customers += step.customers;
    const more = step.rebuilt || ("more" in step && step.more);
    if (!more || Date.now() - started > budgetMs) return result;
  }
}

/** The `keys (rid, day, s, e)` CTE: each claimed cell's restaurant and UTC day as an instant range. */
export const keysCte = (rids: readonly string[], days: readonly string[]): SQL => sql`
  keys as (
    select distinct k.rid, k.day, (k.day::timestamp at time zone 'UTC') as s, ((k.day + 1)::timestamp at time zone 'UTC') as e
    from unnest(${uuidArray(rids)}, ${dateArray(days)}) as k(rid, day)
  )`;

/** Quarter cells from a source (keyed or all), grouped; only cells with something in them are kept. */
const insertQuarterCells = (source: SQL) => sql`
  insert into analytics_quarter_cells (restaurant_id, slot, day, ${columnList()})
  select rid, ${slotOf("at")}, (${slotOf("at")} at time zone 'UTC')::date, ${sumList()}
  from (${source}) src
  group by 1, 2, 3
  having ${anyNonZero()}
  order by 2, 1`;

async function recomputeCells(tx: Db, rids: string[], days: string[]) {
  const keys = keysCte(rids, days);
  const uniqueDays = [...new Set(days)];
  await tx.execute(sql`with ${keys} delete from analytics_quarter_cells q using keys k where q.restaurant_id = k.rid and q.slot >= k.s and q.slot < k.e`);
  await tx.execute(sql`with ${keys} ${insertQuarterCells(sourceRows(true))}`);
  await tx.execute(sql`with ${keys} delete from analytics_day_cells c using keys k where c.restaurant_id = k.rid and c.day = k.day`);
  await tx.execute(sql`
    with ${keys}
    insert into analytics_day_cells (restaurant_id, day, ${columnList()})
    select q.restaurant_id, q.day, ${sumList("q.")}
    from analytics_quarter_cells q join keys k on q.restaurant_id = k.rid and q.slot >= k.s and q.slot < k.e
    group by 1, 2`);
  await recomputeRunning(tx, rids, days);
  // The platform's cells of those days: sums of every restaurant's quarter cells (read through the slot index).
  const dayRanges = sql`(select d as day, (d::timestamp at time zone 'UTC') as s, ((d + 1)::timestamp at time zone 'UTC') as e from unnest(${dateArray(uniqueDays)}) as d) r`;
  await tx.execute(sql`delete from analytics_platform_quarter_cells where day = any(${dateArray(uniqueDays)})`);
  await tx.execute(sql`
    insert into analytics_platform_quarter_cells (slot, day, ${columnList()})
    select q.slot, q.day, ${sumList("q.")}
    from ${dayRanges} join analytics_quarter_cells q on q.slot >= r.s and q.slot < r.e
    group by 1, 2`);
  await tx.execute(sql`delete from analytics_platform_day_cells where day = any(${dateArray(uniqueDays)})`);
  await tx.execute(sql`
    insert into analytics_platform_day_cells (day, ${columnList()})
    select p.day, ${sumList("p.")}
    from ${dayRanges} join analytics_platform_quarter_cells p on p.slot >= r.s and p.slot < r.e
    group by 1`);
}

const DAY_NUMBER = "((placed_at at time zone 'UTC')::date - date '1970-01-01')";
const insertCustomers = (filter: SQL) => sql`
  insert into analytics_customers (customer_id, order_times, order_days, first_order_at, last_order_at, spent_cents)
  select customer_id, array_agg(placed_at order by placed_at),
         array_agg(distinct ${sql.raw(DAY_NUMBER)} order by ${sql.raw(DAY_NUMBER)}),
         min(placed_at), max(placed_at), sum(total_cents)
  from orders
  where customer_id is not null and status not in ('rejected', 'cancelled') ${filter}
  group by customer_id`;

async function recomputeCustomers(tx: Db, ids: string[]) {
  await tx.execute(sql`delete from analytics_customers where customer_id = any(${uuidArray(ids)})`);
  await tx.execute(insertCustomers(sql`and customer_id = any(${uuidArray(ids)})`));
  await recomputeCustomerDays(tx, ids);
}

/** Every cell and customer from scratch (deletes, not TRUNCATE: readers keep the old figures until this commits), written in time order so a range of days or slots is a contiguous read. */
async function rebuildInTx(tx: Db) {
  await tx.execute(sql`delete from analytics_dirty_cells`);
  await tx.execute(sql`delete from analytics_dirty_customers`);
  for (const table of ["analytics_quarter_cells", "analytics_day_cells", "analytics_platform_quarter_cells", "analytics_platform_day_cells", "analytics_customers"]) {
    await tx.execute(sql.raw(`delete from ${table}`));
  }
  await tx.execute(insertQuarterCells(sourceRows(false)));
  await tx.execute(sql`
    insert into analytics_day_cells (restaurant_id, day, ${columnList()})
    select restaurant_id, day, ${sumList()} from analytics_quarter_cells group by 1, 2 order by 2, 1`);
  await rebuildRunning(tx);
  await tx.execute(sql`
    insert into analytics_platform_quarter_cells (slot, day, ${columnList()})
    select slot, day, ${sumList()} from analytics_quarter_cells group by 1, 2`);
  await tx.execute(sql`
    insert into analytics_platform_day_cells (day, ${columnList()})
    select day, ${sumList()} from analytics_platform_quarter_cells group by 1`);
  await tx.execute(insertCustomers(sql``));
  await rebuildCustomerDays(tx);
  await tx.execute(sql`update analytics_rollup_state set built_at = now(), refreshed_at = now() where id = 1`);
}

/** Asks the next refresh to build everything again (after a bulk load with the triggers off). */
export async function requestRebuild(db: Db) {
  await db.execute(sql`update analytics_rollup_state set built_at = null where id = 1`);
}

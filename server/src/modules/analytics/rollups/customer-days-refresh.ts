import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../../platform/database.js";

/**
 * Keeps `analytics_customer_orders` and `analytics_customer_days` (db/schema/analytics-customer-days.ts) with the
 * rest of the rollups, inside rollup-refresh.ts's transaction and advisory lock: a dirty customer's rows are
 * recomputed whole from their orders, and the day cells whose rows changed are recomputed whole from the rows.
 */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;
const dateArray = (days: readonly string[]) => sql`${`{${days.join(",")}}`}::date[]`;

/** Every counted order of a customer with its previous, second-previous and first counted orders (all, and at its restaurant). */
const orderRows = (filter: SQL) => sql`
  select o.id as order_id, o.customer_id, o.restaurant_id, o.placed_at as at, (o.placed_at at time zone 'UTC')::date as day,
         lag(o.placed_at, 1) over c as prev_at, lag(o.placed_at, 2) over c as prev2_at, first_value(o.placed_at) over c as first_at,
         lag(o.placed_at, 1) over r as r_prev_at, lag(o.placed_at, 2) over r as r_prev2_at, first_value(o.placed_at) over r as r_first_at
  from orders o
  where o.customer_id is not null and o.status not in ('rejected', 'cancelled') ${filter}
  window c as (partition by o.customer_id order by o.placed_at, o.id),
         r as (partition by o.customer_id, o.restaurant_id order by o.placed_at, o.id)`;

const ROW_COLUMNS = sql.raw("order_id, customer_id, restaurant_id, at, day, prev_at, prev2_at, first_at, r_prev_at, r_prev2_at, r_first_at");

/**
 * Day cells from the rows of the days given (all days without a filter). `before_k[j]` counts the day's orders whose
 * k-th previous order lies at least j UTC days back (or does not exist): a suffix sum over the gaps' histogram.
 */
const insertDays = (filter: SQL) => sql`
  with g as (
    select day, day - (prev_at at time zone 'UTC')::date as g1, day - (prev2_at at time zone 'UTC')::date as g2
    from analytics_customer_orders where true ${filter}
  ),
  m as (
    select day, count(*)::int as orders, (count(*) filter (where g1 is null))::int as new1, (count(*) filter (where g2 is null))::int as new2,
           coalesce(max(g1), 0) as max1, coalesce(max(g2), 0) as max2
    from g group by day
  ),
  h1 as (select day, g1 as gap, count(*) as n from g where g1 is not null group by 1, 2),
  h2 as (select day, g2 as gap, count(*) as n from g where g2 is not null group by 1, 2),
  c1 as (
    select m.day, j, m.new1 + sum(coalesce(h.n, 0)) over (partition by m.day order by j desc) as v
    from m cross join generate_series(1, m.max1) as j left join h1 h on h.day = m.day and h.gap = j
  ),
  c2 as (
    select m.day, j, m.new2 + sum(coalesce(h.n, 0)) over (partition by m.day order by j desc) as v
    from m cross join generate_series(1, m.max2) as j left join h2 h on h.day = m.day and h.gap = j
  ),
  a1 as (select day, array_agg(v::int order by j) as a from c1 group by day),
  a2 as (select day, array_agg(v::int order by j) as a from c2 group by day)
  insert into analytics_customer_days (day, orders, new1, new2, before1, before2)
  select m.day, m.orders, m.new1, m.new2, coalesce(a1.a, '{}'), coalesce(a2.a, '{}')
  from m left join a1 on a1.day = m.day left join a2 on a2.day = m.day
  order by m.day`;

/** The dirty customers' rows again; then the day cells whose rows (an order's day or its previous orders) changed. */
export async function recomputeCustomerDays(tx: Db, customerIds: string[]): Promise<number> {
  const ids = uuidArray(customerIds);
  const changed = await queryRows<{ day: string }>(tx, sql`
    with fresh as (${orderRows(sql`and o.customer_id = any(${ids})`)}),
    kept as (select * from analytics_customer_orders where customer_id = any(${ids})),
    diff as (
      (select order_id, day, prev_at, prev2_at from fresh except select order_id, day, prev_at, prev2_at from kept)
      union all
      (select order_id, day, prev_at, prev2_at from kept except select order_id, day, prev_at, prev2_at from fresh)
    )
    select distinct to_char(day, 'YYYY-MM-DD') as day from diff`);
  await tx.execute(sql`delete from analytics_customer_orders where customer_id = any(${ids})`);
  await tx.execute(sql`insert into analytics_customer_orders (${ROW_COLUMNS}) ${orderRows(sql`and o.customer_id = any(${ids})`)}`);
  if (changed.length > 0) {
    const days = dateArray(changed.map((c) => c.day));
    await tx.execute(sql`delete from analytics_customer_days where day = any(${days})`);
    await tx.execute(insertDays(sql`and day = any(${days})`));
  }
  return changed.length;
}

/** Everything again (inside the full rebuild), rows in time order. */
export async function rebuildCustomerDays(tx: Db): Promise<void> {
  await tx.execute(sql`delete from analytics_customer_orders`);
  await tx.execute(sql`delete from analytics_customer_days`);
  await tx.execute(sql`insert into analytics_customer_orders (${ROW_COLUMNS}) select * from (${orderRows(sql``)}) x order by at`);
  await tx.execute(insertDays(sql``));
}

import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../../platform/database.js";

/**
 * One customer's order days, as the churn model reads them. A day is a UTC calendar day on which the customer
 * placed at least one counted order (neither rejected nor cancelled); `cal*` are the days before the calibration
 * cutoff and `holdoutDays` the days from it to the end.
 */
export type CustomerDays = {
  customerId: string;
  name: string;
  email: string;
  firstDay: number;
  lastDay: number;
  days: number;
  spentCents: number;
  calFirstDay: number | null;
  calLastDay: number | null;
  calDays: number;
  holdoutDays: number;
};

const dayOf = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Every customer with a counted order before `end`, their days split at `cutoff` (both UTC midnights). */
export async function customerDays(db: Db, cutoff: Date, end: Date): Promise<CustomerDays[]> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    with d as (
      select customer_id, (placed_at at time zone 'UTC')::date as day, sum(total_cents) as cents
      from orders
      where customer_id is not null and status not in ('rejected', 'cancelled') and placed_at < ${end.toISOString()}::timestamptz
      group by 1, 2
    ), c as (
      select customer_id,
             min(day) as first_day, max(day) as last_day, count(*)::int as days, sum(cents)::bigint as spent,
             min(day) filter (where day < ${cutoff.toISOString().slice(0, 10)}::date) as cal_first,
             max(day) filter (where day < ${cutoff.toISOString().slice(0, 10)}::date) as cal_last,
             (count(*) filter (where day < ${cutoff.toISOString().slice(0, 10)}::date))::int as cal_days,
             (count(*) filter (where day >= ${cutoff.toISOString().slice(0, 10)}::date))::int as holdout_days
      from d group by customer_id
    )
    -- Days as numbers since 1970-01-01: a date column would come back as a Date at the process's local midnight.
    select c.customer_id, c.days, c.spent, c.cal_days, c.holdout_days,
           c.first_day - date '1970-01-01' as first_day, c.last_day - date '1970-01-01' as last_day,
           c.cal_first - date '1970-01-01' as cal_first, c.cal_last - date '1970-01-01' as cal_last, u.email, coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as name
    from c join users u on u.id = c.customer_id`);
  return rows.map((r) => ({
    customerId: String(r.customer_id),
    name: String(r.name),
    email: String(r.email),
    firstDay: dayOf(r.first_day)!,
    lastDay: dayOf(r.last_day)!,
    days: Number(r.days),
    spentCents: Number(r.spent ?? 0),
    calFirstDay: dayOf(r.cal_first),
    calLastDay: dayOf(r.cal_last),
    calDays: Number(r.cal_days),
    holdoutDays: Number(r.holdout_days),
  }));
}

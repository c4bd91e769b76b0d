import { sql } from "drizzle-orm";
import { financePeriodOf } from "@tavola/contracts";
import { queryRows, type Db } from "../../../platform/database.js";
import { FIGURE_COLUMNS, type FigureSums, zeroSums } from "./rollup-columns.js";
import type { Granularity } from "./rollup-reads.js";

/**
 * For the rollup tests: every ledger row as (restaurant, instant, figures), read straight from the operational tables
 * and attributed here in JavaScript (independently of the rollups' SQL), the cells as they stand, and operational
 * changes of the kinds the triggers capture.
 */
type Row = Record<string, unknown>;
export type Entry = { at: Date; restaurantId: string | null; customerId: string | null; counted: boolean; figures: Partial<FigureSums> };

const num = (v: unknown) => Number(v ?? 0);
const rid = (v: unknown) => (v === null || v === undefined ? null : String(v));

export async function ledgerEntries(db: Db): Promise<Entry[]> {
  const all = (table: string) => queryRows<Row>(db, sql.raw(`select * from ${table}`));
  const [orders, earnings, jobs, ops, payments, deposits, balances, quotes, leads, payouts, feedback] = await Promise.all(
    ["orders", "courier_earnings", "delivery_jobs", "payment_operations", "payments", "catering_deposit_payments", "catering_balance_payments", "catering_quotes", "catering_leads", "courier_payouts", "feedback"].map(all),
  );
  const byId = (rows: Row[]) => new Map(rows.map((r) => [String(r.id), r]));
  const [jobById, orderById, paymentById, quoteById, leadById] = [byId(jobs!), byId(orders!), byId(payments!), byId(quotes!), byId(leads!)];
  const entries: Entry[] = [];
  for (const o of orders!) {
    const counted = !["rejected", "cancelled"].includes(String(o.status));
    const delivered = counted && o.status === "delivered" && o.completed_at !== null && o.eta_latest !== null;
    entries.push({
      at: new Date(o.placed_at as string),
      restaurantId: rid(o.restaurant_id),
      customerId: rid(o.customer_id),
      counted,
      figures: counted
        ? {
            orders: 1,
            gmv_cents: num(o.total_cents),
            service_fee_cents: num(o.service_fee_cents),
            delivery_fee_cents: num(o.delivery_fee_cents),
            tax_cents: num(o.tax_cents),
            tip_cents: num(o.tip_cents),
            discount_cents: num(o.discount_cents),
            deliveries: delivered ? 1 : 0,
            on_time: delivered && new Date(o.completed_at as string) <= new Date(o.eta_latest as string) ? 1 : 0,
          }
        : { cancelled: o.status === "cancelled" ? 1 : 0, rejected: o.status === "rejected" ? 1 : 0 },
    });
  }
  const other = (at: unknown, restaurantId: string | null, figures: Partial<FigureSums>) =>
    entries.push({ at: new Date(at as string), restaurantId, customerId: null, counted: false, figures });
  for (const e of earnings!) if (e.kind === "commission") other(e.created_at, rid(jobById.get(String(e.job_id))!.restaurant_id), { courier_commission_cents: -num(e.amount_cents) });
  for (const d of [...deposits!, ...balances!]) {
    if (d.payment_id === null) continue;
    other(d.created_at, rid(leadById.get(String(quoteById.get(String(d.quote_id))!.lead_id))!.restaurant_id), { catering_cents: num(d.amount_cents) });
  }
  for (const op of ops!) {
    if (op.kind !== "refund") continue;
    const orderId = paymentById.get(String(op.payment_id))!.order_id;
    other(op.created_at, orderId ? rid(orderById.get(String(orderId))!.restaurant_id) : null, { refunds: 1, refunds_cents: num(op.amount_cents) });
  }
  // POS discounts count with their order (its restaurant, time and status: GMV net of them); POS cash refunds at their
  // own time (card ones are payment_operations refunds, above).
  const [posDiscounts, posRefunds] = await Promise.all(["pos_discounts", "pos_refunds"].map(all));
  for (const d of posDiscounts!) {
    const o = orderById.get(String(d.order_id))!;
    if (!["rejected", "cancelled"].includes(String(o.status))) other(o.placed_at, rid(o.restaurant_id), { gmv_cents: -num(d.amount_cents), discount_cents: num(d.amount_cents) });
  }
  for (const r of posRefunds!) if (r.tender === "cash") other(r.created_at, rid(r.restaurant_id), { refunds: 1, refunds_cents: num(r.amount_cents) });
  for (const p of payouts!) other(p.paid_at, null, { courier_payouts_cents: num(p.net_cents) });
  for (const f of feedback!) {
    other(f.created_at, rid(f.restaurant_id), { feedback: 1, feedback_positive: f.sentiment_label === "positive" ? 1 : 0, feedback_negative: f.sentiment_label === "negative" ? 1 : 0 });
  }
  return entries;
}

export const localDate = (d: Date, tz: string) => new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(d);

/** Sums per (period, restaurant) of a range of local days, in JavaScript. */
export function expectedBuckets(entries: Entry[], from: string, to: string, tz: string, g: Granularity, byRestaurant: boolean): Map<string, FigureSums> {
  const out = new Map<string, FigureSums>();
  for (const e of entries) {
    const day = localDate(e.at, tz);
    if (day < from || day > to) continue;
    const key = `${g === "all" ? "" : financePeriodOf(day, g)}|${byRestaurant ? (e.restaurantId ?? "") : ""}`;
    const sums = out.get(key) ?? out.set(key, zeroSums()).get(key)!;
    for (const c of FIGURE_COLUMNS) sums[c] += e.figures[c] ?? 0;
  }
  // A bucket whose figures are all zero (only cancelled orders cancel nothing out: they count) is not a cell.
  for (const [k, v] of out) if (FIGURE_COLUMNS.every((c) => v[c] === 0)) out.delete(k);
  return out;
}

/** Customers with ≥ 1 and ≥ 2 counted orders in [start, end). */
export function expectedCustomers(entries: Entry[], start: Date, end: Date) {
  const n = new Map<string, number>();
  for (const e of entries) if (e.counted && e.customerId && e.at >= start && e.at < end) n.set(e.customerId, (n.get(e.customerId) ?? 0) + 1);
  return { active: n.size, repeaters: [...n.values()].filter((x) => x >= 2).length };
}

/** Monthly cohorts as cohortCounts gives them: customers by the local month of their first counted order (at `restaurantId`, or anywhere). */
export function expectedCohorts(entries: Entry[], end: Date, tz: string, months: number, restaurantId?: string) {
  const month = (d: Date) => localDate(d, tz).slice(0, 7);
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
  const last = index(month(new Date(end.getTime() - 1000)));
  const byCustomer = new Map<string, Date[]>();
  for (const e of entries) {
    if (!e.counted || !e.customerId || (restaurantId && e.restaurantId !== restaurantId)) continue;
    const list = byCustomer.get(e.customerId) ?? byCustomer.set(e.customerId, []).get(e.customerId)!;
    list.push(e.at);
  }
  const counts = new Map<string, number>();
  for (const times of byCustomer.values()) {
    const first = times.reduce((a, b) => (b < a ? b : a));
    const cohort = month(first);
    if (first >= end || index(cohort) < last - (months - 1)) continue;
    for (const m of new Set(times.filter((t) => t < end).map(month))) {
      const key = `${cohort}|${index(m) - index(cohort)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts].map(([key, customers]) => ({ cohort: key.split("|")[0]!, k: Number(key.split("|")[1]), customers })).sort((a, b) => a.cohort.localeCompare(b.cohort) || a.k - b.k);
}

/** Every cell table's rows in key order, as text: two equal snapshots are the same rollups. */
export async function cellSnapshot(db: Db): Promise<string> {
  const tables = [
    ["analytics_quarter_cells", "restaurant_id, slot"],
    ["analytics_day_cells", "restaurant_id, day"],
    ["analytics_platform_quarter_cells", "slot"],
    ["analytics_platform_day_cells", "day"],
    ["analytics_customers", "customer_id"],
    ["analytics_customer_orders", "order_id"],
    ["analytics_customer_days", "day"],
    ["analytics_day_running", "restaurant_id, day"],
  ] as const;
  const parts: string[] = [];
  for (const [table, order] of tables) parts.push(JSON.stringify(await queryRows(db, sql.raw(`select * from ${table} order by ${order}`))));
  return parts.join("\n");
}

/** One operational change of a kind the triggers capture, picked by `pick` among the rows that allow it. */
export type Change = { kind: "cancel" | "refund" | "order" | "feedback" | "reschedule" | "pos-discount" | "pos-refund" | "move"; pick: number; minutes: number };

const ANY_USER = sql`(select id from users order by id limit 1)`;

/**
 * POS ledger rows for reconciliation tests: a discount on each of `count` orders (some may be cancelled: they must not
 * count) and a cash payment with a cash refund on `count` others, the refund 90 minutes after the order.
 */
export async function addPosLedgerRows(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    insert into pos_discounts (order_id, restaurant_id, kind, value, amount_cents, reason, applied_by)
    select id, restaurant_id, 'amount', least(total_cents, 1 + abs(hashtext(id::text)) % 900), least(total_cents, 1 + abs(hashtext(id::text)) % 900), 'reconciliation test', ${ANY_USER}
    from orders where total_cents > 0 order by md5(id::text) limit ${count}`);
  await db.execute(sql`
    with paid as (
      insert into pos_payments (order_id, restaurant_id, tender, split_mode, amount_cents, tendered_cents, change_cents, created_at)
      select id, restaurant_id, 'cash', 'full', total_cents, total_cents, 0, placed_at from orders where total_cents > 3 order by md5(id::text || 'r') limit ${count}
      returning id, order_id, restaurant_id, amount_cents, created_at)
    insert into pos_refunds (order_id, restaurant_id, pos_payment_id, tender, amount_cents, reason, refunded_by, created_at)
    select order_id, restaurant_id, id, 'cash', 1 + amount_cents / 3, 'reconciliation test', ${ANY_USER}, created_at + interval '90 minutes' from paid`);
}

export async function applyChange(db: Db, c: Change): Promise<void> {
  if (c.kind === "cancel") {
    await db.execute(sql`
      update orders set status = 'cancelled', updated_at = now()
      where id = (select id from orders where status not in ('cancelled', 'rejected') order by id offset ${c.pick} limit 1)`);
  } else if (c.kind === "refund") {
    await db.execute(sql`
      insert into payment_operations (payment_id, kind, amount_cents, reason, created_at)
      select id, 'refund', 1 + ${c.minutes}, 'rollup test', now() - ${c.minutes} * interval '1 minute'
      from payments where captured_cents > 0 order by id offset ${c.pick} limit 1`);
  } else if (c.kind === "pos-discount") {
    await db.execute(sql`
      insert into pos_discounts (order_id, restaurant_id, kind, value, amount_cents, reason, applied_by)
      select id, restaurant_id, 'amount', 1 + ${c.minutes}, 1 + ${c.minutes}, 'rollup test', ${ANY_USER}
      from orders order by md5(id::text || ${c.pick}) limit 1`);
  } else if (c.kind === "pos-refund") {
    await db.execute(sql`
      with paid as (
        insert into pos_payments (order_id, restaurant_id, tender, split_mode, amount_cents, tendered_cents, change_cents)
        select id, restaurant_id, 'cash', 'full', 5000, 5000, 0 from orders order by md5(id::text || ${c.pick}) limit 1
        returning id, order_id, restaurant_id)
      insert into pos_refunds (order_id, restaurant_id, pos_payment_id, tender, amount_cents, reason, refunded_by, created_at)
      select order_id, restaurant_id, id, 'cash', 1 + ${c.minutes}, 'rollup test', ${ANY_USER}, now() - ${c.minutes} * interval '1 minute' from paid`);
  } else if (c.kind === "order") {
    // A copy of an existing order (same restaurant and customer), placed `minutes` earlier than it.
    await db.execute(sql`
      insert into orders (reference, customer_id, restaurant_id, status, fulfillment, channel, subtotal_cents, delivery_fee_cents, service_fee_cents,
                          tax_cents, tip_cents, discount_cents, total_cents, placed_at, updated_at, completed_at, eta_latest)
      select 'RT-' || substr(md5(random()::text), 1, 10), customer_id, restaurant_id, status, fulfillment, channel, subtotal_cents, delivery_fee_cents,
             service_fee_cents, tax_cents, tip_cents, discount_cents, total_cents, placed_at - ${c.minutes} * interval '1 minute', now(),
             completed_at, eta_latest
      from orders where customer_id is not null order by id offset ${c.pick} limit 1`);
  } else if (c.kind === "reschedule") {
    // An order's time moves (across a day, sometimes): both its old and its new cells change.
    await db.execute(sql`
      update orders set placed_at = placed_at + ${c.minutes * 7} * interval '1 minute'
      where id = (select id from orders order by id offset ${c.pick} limit 1)`);
  } else if (c.kind === "move") {
    // An order moved to another restaurant: its customer's history there and at the new one change.
    await db.execute(sql`
      update orders set restaurant_id = (select id from restaurants where id <> orders.restaurant_id order by id offset ${c.minutes % 3} limit 1)
      where id = (select id from orders where customer_id is not null order by id offset ${c.pick} limit 1)`);
  } else {
    await db.execute(sql`
      insert into feedback (customer_id, restaurant_id, order_id, rating, category, text, sentiment_score, sentiment_label, created_at)
      select customer_id, restaurant_id, id, 2, 'service', 'rollup test', -0.5, 'negative', placed_at + interval '1 hour'
      from orders where customer_id is not null order by id offset ${c.pick} limit 1`);
  }
}

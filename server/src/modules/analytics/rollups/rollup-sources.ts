import { sql, type SQL } from "drizzle-orm";
import { FIGURE_COLUMNS, NO_RESTAURANT, type FigureColumn } from "./rollup-columns.js";

/**
 * Every operational row a rollup cell sums, as (rid, at, figures…): one branch per ledger, each at the row's own time
 * and restaurant — the same rows and attributions financial analytics and the CEO dashboard defined over the live
 * tables. With `keyed`, each branch is limited to the rows of a `keys (rid, s, e)` CTE's cells (a restaurant's UTC
 * day), through the indexes each ledger has by restaurant or by time; otherwise it reads everything (full rebuild).
 */
type Branch = { from: SQL; rid: SQL; at: SQL; where?: SQL; figures: Partial<Record<FigureColumn, string>> };

const NIL = sql.raw(`'${NO_RESTAURANT}'::uuid`);
const COUNTED = "o.status not in ('rejected', 'cancelled')";
const DELIVERED = `${COUNTED} and o.status = 'delivered' and o.completed_at is not null and o.eta_latest is not null`;

const BRANCHES: Branch[] = [
  {
    from: sql`orders o`,
    rid: sql`o.restaurant_id`,
    at: sql`o.placed_at`,
    figures: {
      orders: `case when ${COUNTED} then 1 else 0 end`,
      gmv_cents: `case when ${COUNTED} then o.total_cents else 0 end`,
      service_fee_cents: `case when ${COUNTED} then o.service_fee_cents else 0 end`,
      delivery_fee_cents: `case when ${COUNTED} then o.delivery_fee_cents else 0 end`,
      tax_cents: `case when ${COUNTED} then o.tax_cents else 0 end`,
      tip_cents: `case when ${COUNTED} then o.tip_cents else 0 end`,
      discount_cents: `case when ${COUNTED} then o.discount_cents else 0 end`,
      cancelled: `case when o.status = 'cancelled' then 1 else 0 end`,
      rejected: `case when o.status = 'rejected' then 1 else 0 end`,
      deliveries: `case when ${DELIVERED} then 1 else 0 end`,
      on_time: `case when ${DELIVERED} and o.completed_at <= o.eta_latest then 1 else 0 end`,
    },
  },
  {
    from: sql`payment_operations po join payments p on p.id = po.payment_id left join orders o on o.id = p.order_id`,
    rid: sql`coalesce(o.restaurant_id, ${NIL})`,
    at: sql`po.created_at`,
    where: sql`po.kind = 'refund'`,
    figures: { refunds: "1", refunds_cents: "po.amount_cents" },
  },
  {
    // POS discounts (pos module's ledger; the order's total is before them): GMV is what customers paid, so it is net
    // of them, and the discount figure carries them — both with their order (its restaurant, time and status).
    from: sql`pos_discounts pd join orders o on o.id = pd.order_id`,
    rid: sql`o.restaurant_id`,
    at: sql`o.placed_at`,
    figures: { gmv_cents: `case when ${COUNTED} then -pd.amount_cents else 0 end`, discount_cents: `case when ${COUNTED} then pd.amount_cents else 0 end` },
  },
  {
    // POS refunds in cash, out of the drawer, by the refund's time. A POS card refund is already a payment_operations
    // refund (above): counting it here too would count it twice.
    from: sql`pos_refunds pr`,
    rid: sql`pr.restaurant_id`,
    at: sql`pr.created_at`,
    where: sql`pr.tender = 'cash'`,
    figures: { refunds: "1", refunds_cents: "pr.amount_cents" },
  },
  {
    from: sql`courier_earnings ce join delivery_jobs j on j.id = ce.job_id`,
    rid: sql`j.restaurant_id`,
    at: sql`ce.created_at`,
    where: sql`ce.kind = 'commission'`,
    figures: { courier_commission_cents: "-ce.amount_cents" },
  },
  {
    from: sql`catering_deposit_payments d join catering_quotes q on q.id = d.quote_id join catering_leads l on l.id = q.lead_id`,
    rid: sql`coalesce(l.restaurant_id, ${NIL})`,
    at: sql`d.created_at`,
    where: sql`d.payment_id is not null`,
    figures: { catering_cents: "d.amount_cents" },
  },
  {
    from: sql`catering_balance_payments b join catering_quotes q on q.id = b.quote_id join catering_leads l on l.id = q.lead_id`,
    rid: sql`coalesce(l.restaurant_id, ${NIL})`,
    at: sql`b.created_at`,
    where: sql`b.payment_id is not null`,
    figures: { catering_cents: "b.amount_cents" },
  },
  { from: sql`courier_payouts cp`, rid: NIL, at: sql`cp.paid_at`, figures: { courier_payouts_cents: "cp.net_cents" } },
  {
    from: sql`feedback f`,
    rid: sql`coalesce(f.restaurant_id, ${NIL})`,
    at: sql`f.created_at`,
    figures: {
      feedback: "1",
      feedback_positive: "case when f.sentiment_label = 'positive' then 1 else 0 end",
      feedback_negative: "case when f.sentiment_label = 'negative' then 1 else 0 end",
    },
  },
];

function branchSql(b: Branch, keyed: boolean): SQL {
  const figures = sql.raw(FIGURE_COLUMNS.map((c) => `${b.figures[c] ?? "0"} as ${c}`).join(", "));
  const conditions: SQL[] = [];
  if (b.where) conditions.push(b.where);
  const join = keyed ? sql` join keys k on ${b.rid} = k.rid and ${b.at} >= k.s and ${b.at} < k.e` : sql``;
  const where = conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`select ${b.rid} as rid, ${b.at} as at, ${figures} from ${b.from}${join}${where}`;
}

/** The union of every ledger's rows, for the `keys` CTE's cells or for all time. */
export function sourceRows(keyed: boolean): SQL {
  return sql.join(
    BRANCHES.map((b) => branchSql(b, keyed)),
    sql` union all `,
  );
}

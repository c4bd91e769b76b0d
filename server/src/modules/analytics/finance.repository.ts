import { sql } from "drizzle-orm";
import type { FinanceFigures, FinanceGranularity } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";

/**
 * Financial analytics' one read: every ledger row of the window, tagged with its restaurant (null when it has none)
 * and its period (the local day, ISO week or month of the row's own time in the zone), summed per (period,
 * restaurant). Everything the screen and the CSV show is a sum of these cells, so the cells are the one place a
 * figure is defined (contracts' FINANCE_DEFINITIONS says it in words). Analytics never write.
 */
export type FinanceWindow = { start: Date; end: Date; tz: string; granularity: FinanceGranularity; restaurantId?: string | undefined };
export type FinanceCell = FinanceFigures & { period: string; restaurantId: string | null };

const TRUNC: Record<FinanceGranularity, string> = { day: "day", week: "week", month: "month" };

export async function financeCells(db: Db, w: FinanceWindow): Promise<FinanceCell[]> {
  const from = w.start.toISOString();
  const to = w.end.toISOString();
  const within = (column: string) => sql`${sql.raw(column)} >= ${from}::timestamptz and ${sql.raw(column)} < ${to}::timestamptz`;
  // Column order of every branch: at, rid, orders, gmv, service, delivery, commission, catering, refunds, tax, tips, payouts.
  const rows = await queryRows<Record<string, unknown>>(db, sql`
    with src as (
      select o.placed_at as at, o.restaurant_id as rid, 1 as orders, o.total_cents as gmv, o.service_fee_cents as service,
             o.delivery_fee_cents as delivery, 0 as commission, 0 as catering, 0 as refunds, o.tax_cents as tax,
             o.tip_cents as tips, 0 as payouts
        from orders o
       where ${within("o.placed_at")} and o.status not in ('rejected', 'cancelled')
      union all
      select e.created_at, j.restaurant_id, 0, 0, 0, 0, -e.amount_cents, 0, 0, 0, 0, 0
        from courier_earnings e join delivery_jobs j on j.id = e.job_id
       where e.kind = 'commission' and ${within("e.created_at")}
      union all
      select d.created_at, l.restaurant_id, 0, 0, 0, 0, 0, d.amount_cents, 0, 0, 0, 0
        from catering_deposit_payments d join catering_quotes q on q.id = d.quote_id join catering_leads l on l.id = q.lead_id
       where d.payment_id is not null and ${within("d.created_at")}
      union all
      select b.created_at, l.restaurant_id, 0, 0, 0, 0, 0, b.amount_cents, 0, 0, 0, 0
        from catering_balance_payments b join catering_quotes q on q.id = b.quote_id join catering_leads l on l.id = q.lead_id
       where b.payment_id is not null and ${within("b.created_at")}
      union all
      select po.created_at, o.restaurant_id, 0, 0, 0, 0, 0, 0, po.amount_cents, 0, 0, 0
        from payment_operations po join payments p on p.id = po.payment_id left join orders o on o.id = p.order_id
       where po.kind = 'refund' and ${within("po.created_at")}
      union all
      select cp.paid_at, null::uuid, 0, 0, 0, 0, 0, 0, 0, 0, 0, cp.net_cents
        from courier_payouts cp
       where ${within("cp.paid_at")}
    )
    select to_char(date_trunc(${TRUNC[w.granularity]}, at at time zone ${w.tz}), 'YYYY-MM-DD') as period,
           rid::text as rid,
           sum(orders)::bigint as orders, sum(gmv)::bigint as gmv, sum(service)::bigint as service,
           sum(delivery)::bigint as delivery, sum(commission)::bigint as commission, sum(catering)::bigint as catering,
           sum(refunds)::bigint as refunds, sum(tax)::bigint as tax, sum(tips)::bigint as tips, sum(payouts)::bigint as payouts
      from src
     ${w.restaurantId ? sql`where rid = ${w.restaurantId}::uuid` : sql``}
     group by 1, 2
     order by 1, 2 nulls last`);
  return rows.map((r) => {
    const n = (k: string) => Number(r[k] ?? 0);
    return {
      period: String(r.period),
      restaurantId: r.rid === null || r.rid === undefined ? null : String(r.rid),
      orders: n("orders"),
      gmvCents: n("gmv"),
      serviceFeeCents: n("service"),
      deliveryFeeCents: n("delivery"),
      courierCommissionCents: n("commission"),
      revenueCents: n("service") + n("delivery") + n("commission"),
      cateringCents: n("catering"),
      refundsCents: n("refunds"),
      taxCents: n("tax"),
      tipsCents: n("tips"),
      courierPayoutsCents: n("payouts"),
    };
  });
}

/** Restaurant names for the ids the cells name (including restaurants with no order, only catering or refunds). */
export async function restaurantNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id::text as id, name from restaurants where id = any(${`{${ids.join(",")}}`}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

import { and, desc, eq, sql } from "drizzle-orm";
import type { CourierPayout } from "@tavola/contracts";
import { courierPayouts } from "../../../db/schema/index.js";
import { queryRows, type Db } from "../../../platform/database.js";
import { notFound } from "../../../platform/errors.js";
import { findOrderRow } from "../../ordering/index.js";

/** A courier's zone sets their week: Copenhagen's couriers in Copenhagen time, everyone else in New York's. */
const ZONE_SQL = sql`case when a.zones = '["Copenhagen"]'::jsonb then 'Europe/Copenhagen' else 'America/New_York' end`;

/**
 * Pays every courier the last complete week (Monday 00:00 to Monday 00:00 in their zone) of their ledger: one
 * statement in one INSERT … SELECT, and the unique (courier, week) makes a second run — or a concurrent one — add
 * nothing. Gross = fees + tips + adjustments, net = gross − commission (a check holds the table to it).
 */
export async function runWeeklyPayouts(db: Db, now = new Date()): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with couriers as (
          select distinct e.courier_id, ${ZONE_SQL} as zone
            from courier_earnings e left join courier_applications a on a.user_id = e.courier_id
           where e.created_at >= ${now.toISOString()}::timestamptz - interval '15 days'),
        periods as (
          select courier_id, zone, date_trunc('week', ${now.toISOString()}::timestamptz at time zone zone) - interval '7 days' as local_start
            from couriers),
        sums as (
          select p.courier_id, p.zone, p.local_start,
                 (p.local_start at time zone p.zone) as period_start,
                 ((p.local_start + interval '7 days') at time zone p.zone) as period_end,
                 count(*) filter (where e.kind = 'fee')::int as deliveries,
                 coalesce(sum(e.amount_cents) filter (where e.kind = 'fee'), 0)::int as fee,
                 (-coalesce(sum(e.amount_cents) filter (where e.kind = 'commission'), 0))::int as commission,
                 coalesce(sum(e.amount_cents) filter (where e.kind = 'tip'), 0)::int as tip,
                 coalesce(sum(e.amount_cents) filter (where e.kind = 'adjustment'), 0)::int as adjustment
            from periods p
            join courier_earnings e on e.courier_id = p.courier_id
                                   and e.created_at >= (p.local_start at time zone p.zone)
                                   and e.created_at < ((p.local_start + interval '7 days') at time zone p.zone)
           group by p.courier_id, p.zone, p.local_start)
        insert into courier_payouts (courier_id, week_start, time_zone, period_start, period_end, deliveries, fee_cents,
                                     commission_cents, tip_cents, adjustment_cents, gross_cents, net_cents)
        select courier_id, to_char(local_start, 'YYYY-MM-DD'), zone, period_start, period_end, deliveries, fee, commission, tip,
               adjustment, fee + tip + adjustment, fee + tip + adjustment - commission
          from sums
        on conflict (courier_id, week_start) do nothing
        returning id`,
  );
  return rows.length;
}

const toPayout = (p: typeof courierPayouts.$inferSelect): CourierPayout => ({
  id: p.id,
  weekStart: p.weekStart,
  timeZone: p.timeZone,
  deliveries: p.deliveries,
  feeCents: p.feeCents,
  commissionCents: p.commissionCents,
  tipCents: p.tipCents,
  adjustmentCents: p.adjustmentCents,
  grossCents: p.grossCents,
  netCents: p.netCents,
  paidAt: p.paidAt.toISOString(),
});

/** The courier's own payouts, newest first. */
export async function listPayouts(db: Db, userId: string): Promise<CourierPayout[]> {
  const rows = await db.select().from(courierPayouts).where(eq(courierPayouts.courierId, userId)).orderBy(desc(courierPayouts.weekStart)).limit(26);
  return rows.map(toPayout);
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** A week's statement as CSV: one line per delivery (fee, commission, tip, adjustments, net) and the totals. */
export async function payoutStatementCsv(db: Db, userId: string, payoutId: string): Promise<{ fileName: string; csv: string }> {
  const [p] = await db.select().from(courierPayouts).where(and(eq(courierPayouts.id, payoutId), eq(courierPayouts.courierId, userId)));
  if (!p) throw notFound("Payout not found");
  const lines = await queryRows<{ job_id: string | null; order_id: string | null; restaurant_name: string | null; at: Date | string; fee: number; commission: number; tip: number; adjustment: number }>(
    db,
    sql`select e.job_id, j.order_id, j.restaurant_name, min(e.created_at) as at,
               coalesce(sum(e.amount_cents) filter (where e.kind = 'fee'), 0)::int as fee,
               (-coalesce(sum(e.amount_cents) filter (where e.kind = 'commission'), 0))::int as commission,
               coalesce(sum(e.amount_cents) filter (where e.kind = 'tip'), 0)::int as tip,
               coalesce(sum(e.amount_cents) filter (where e.kind = 'adjustment'), 0)::int as adjustment
          from courier_earnings e left join delivery_jobs j on j.id = e.job_id
         where e.courier_id = ${userId} and e.created_at >= ${p.periodStart.toISOString()} and e.created_at < ${p.periodEnd.toISOString()}
         group by e.job_id, j.order_id, j.restaurant_name
         order by min(e.created_at)`,
  );
  const out = ["Delivered at,Order,Restaurant,Fee,Commission,Tip,Adjustment,Net"];
  for (const l of lines) {
    const order = l.order_id ? await findOrderRow(db, l.order_id) : null;
    const net = l.fee - l.commission + l.tip + l.adjustment;
    out.push([new Date(l.at).toISOString(), order?.reference ?? "", l.restaurant_name ?? "Adjustment", dollars(l.fee), dollars(l.commission), dollars(l.tip), dollars(l.adjustment), dollars(net)].map(csvCell).join(","));
  }
  out.push(["Total", "", `${p.deliveries} deliveries`, dollars(p.feeCents), dollars(p.commissionCents), dollars(p.tipCents), dollars(p.adjustmentCents), dollars(p.netCents)].map(csvCell).join(","));
  return { fileName: `tavola-payout-${p.weekStart}.csv`, csv: `${out.join("\n")}\n` };
}

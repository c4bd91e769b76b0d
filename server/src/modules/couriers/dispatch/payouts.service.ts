import { and, desc, eq, sql } from "drizzle-orm";
import type { CourierPayout } from "@tavola/contracts";
import { courierPayouts } from "../../../db/schema/index.js";
import { queryRows, type Db } from "../../../platform/database.js";
import { notFound } from "../../../platform/errors.js";
import { drawTable, pdfMoney, renderPdf } from "../../../platform/pdf/pdf-document.js";
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

type StatementLine = { at: Date; orderReference: string; restaurantName: string; fee: number; commission: number; tip: number; adjustment: number; net: number };
type Statement = { payout: typeof courierPayouts.$inferSelect; courierName: string; lines: StatementLine[] };
/** Who asks: the courier (their own payouts only) or an executive (any courier's). */
export type StatementViewer = { userId: string; executive: boolean };

/** A week's payout and its ledger lines (one per delivery, one per adjustment), for the viewer or 404. */
async function loadStatement(db: Db, viewer: StatementViewer, payoutId: string): Promise<Statement> {
  const mine = viewer.executive ? undefined : eq(courierPayouts.courierId, viewer.userId);
  const [p] = await db.select().from(courierPayouts).where(and(eq(courierPayouts.id, payoutId), mine));
  if (!p) throw notFound("Payout not found");
  const rows = await queryRows<{ order_id: string | null; restaurant_name: string | null; at: Date | string; fee: number; commission: number; tip: number; adjustment: number }>(
    db,
    sql`select j.order_id, j.restaurant_name, min(e.created_at) as at,
               coalesce(sum(e.amount_cents) filter (where e.kind = 'fee'), 0)::int as fee,
               (-coalesce(sum(e.amount_cents) filter (where e.kind = 'commission'), 0))::int as commission,
               coalesce(sum(e.amount_cents) filter (where e.kind = 'tip'), 0)::int as tip,
               coalesce(sum(e.amount_cents) filter (where e.kind = 'adjustment'), 0)::int as adjustment
          from courier_earnings e left join delivery_jobs j on j.id = e.job_id
         where e.courier_id = ${p.courierId} and e.created_at >= ${p.periodStart.toISOString()} and e.created_at < ${p.periodEnd.toISOString()}
         group by e.job_id, j.order_id, j.restaurant_name
         order by min(e.created_at)`,
  );
  const lines: StatementLine[] = [];
  for (const l of rows) {
    const order = l.order_id ? await findOrderRow(db, l.order_id) : null;
    const [fee, commission, tip, adjustment] = [Number(l.fee), Number(l.commission), Number(l.tip), Number(l.adjustment)];
    lines.push({ at: new Date(l.at), orderReference: order?.reference ?? "", restaurantName: l.restaurant_name ?? "Adjustment", fee, commission, tip, adjustment, net: fee - commission + tip + adjustment });
  }
  const [who] = await queryRows<{ first_name: string | null; last_name: string | null }>(db, sql`select first_name, last_name from users where id = ${p.courierId}`);
  return { payout: p, courierName: [who?.first_name, who?.last_name].filter(Boolean).join(" ") || "Courier", lines };
}

/** A week's statement as CSV: one line per delivery (fee, commission, tip, adjustments, net) and the totals. */
export async function payoutStatementCsv(db: Db, viewer: StatementViewer, payoutId: string): Promise<{ fileName: string; csv: string }> {
  const { payout: p, lines } = await loadStatement(db, viewer, payoutId);
  const out = ["Delivered at,Order,Restaurant,Fee,Commission,Tip,Adjustment,Net"];
  for (const l of lines) {
    out.push([l.at.toISOString(), l.orderReference, l.restaurantName, dollars(l.fee), dollars(l.commission), dollars(l.tip), dollars(l.adjustment), dollars(l.net)].map(csvCell).join(","));
  }
  out.push(["Total", "", `${p.deliveries} deliveries`, dollars(p.feeCents), dollars(p.commissionCents), dollars(p.tipCents), dollars(p.adjustmentCents), dollars(p.netCents)].map(csvCell).join(","));
  return { fileName: `tavola-payout-${p.weekStart}.csv`, csv: `${out.join("\n")}\n` };
}

/**
 * The same statement as a PDF (platform/pdf): the week, each line, the totals and "Gross = Net + Commission" from
 * the payout row (which a check holds to the ledger's sums). Uncompressed: a statement is a few kilobytes, and its
 * text stays extractable (screen readers, accounting tools, tests).
 */
export async function payoutStatementPdf(db: Db, viewer: StatementViewer, payoutId: string): Promise<{ fileName: string; pdf: Buffer }> {
  const { payout: p, courierName, lines } = await loadStatement(db, viewer, payoutId);
  const day = (d: Date) => d.toLocaleDateString("en-US", { timeZone: p.timeZone, month: "short", day: "numeric", year: "numeric" });
  const lastDay = new Date(p.periodEnd.getTime() - 1);
  const pdf = await renderPdf({ title: `Tavola payout statement ${p.weekStart}`, compress: false }, (doc) => {
    doc.font("Helvetica-Bold").fontSize(18).text("Tavola courier payout statement");
    doc.font("Helvetica").fontSize(11).fillColor("#444");
    doc.text(`${courierName} · week of ${day(p.periodStart)} – ${day(lastDay)} (${p.timeZone})`);
    doc.text(`Paid ${p.paidAt.toISOString().slice(0, 10)} · ${p.deliveries} deliveries · commission 8 % of each delivery fee`);
    doc.fillColor("#000").moveDown();
    const money = pdfMoney;
    drawTable(
      doc,
      [{ width: 62 }, { width: 58 }, { width: 112 }, { width: 48, align: "right" }, { width: 56, align: "right" }, { width: 44, align: "right" }, { width: 50, align: "right" }, { width: 50, align: "right" }],
      [
        ["Delivered", "Order", "Restaurant", "Fee", "Commission", "Tip", "Adjust.", "Net"],
        ...lines.map((l) => [day(l.at), l.orderReference, l.restaurantName, money(l.fee), money(l.commission), money(l.tip), money(l.adjustment), money(l.net)]),
        ["Total", "", `${p.deliveries} deliveries`, money(p.feeCents), money(p.commissionCents), money(p.tipCents), money(p.adjustmentCents), money(p.netCents)],
      ],
    );
    doc.moveDown();
    doc.font("Helvetica-Bold").fontSize(11).text(`Gross ${money(p.grossCents)} = Net ${money(p.netCents)} + Commission ${money(p.commissionCents)}`, doc.page.margins.left);
    doc.font("Helvetica").fontSize(9).fillColor("#444").text("Gross = fees + tips + adjustments. Tips go 100 % to the courier.");
  });
  return { fileName: `tavola-payout-${p.weekStart}.pdf`, pdf };
}

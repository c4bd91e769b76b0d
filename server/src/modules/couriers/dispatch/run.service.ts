import { eq, sql } from "drizzle-orm";
import { commissionCents, type CourierEarnings, type EarningLine, type EarningTotals } from "@tavola/contracts";
import { courierEarnings, deliveryJobs } from "../../../db/schema/index.js";
import { queryRows, type Db } from "../../../platform/database.js";
import { AppError, notFound } from "../../../platform/errors.js";
import { findOrderRow, moveOrderForCourier } from "../../ordering/index.js";
import { publishTracking } from "../tracking/tracking-live.js";
import { publishDispatch } from "./dispatch-live.js";
import { lockJob, type JobRow } from "./dispatch.repository.js";

/** The courier's own run, locked; anyone else's (or none) is 404, as if it did not exist. */
async function lockOwnRun(tx: Db, userId: string, jobId: string): Promise<JobRow> {
  const job = await lockJob(tx, jobId);
  if (!job || job.courierId !== userId) throw notFound("Delivery not found");
  return job;
}

/** At the restaurant, the courier collects the order: it becomes "out for delivery" for the customer and the team. */
export async function pickUp(db: Db, userId: string, jobId: string, refundWindowSeconds: number): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await lockOwnRun(tx, userId, jobId);
    if (job.status !== "assigned") throw new AppError("conflict", job.status === "picked_up" ? "Already picked up" : "This delivery is no longer yours to pick up");
    await moveOrderForCourier(tx, job.orderId, "out_for_delivery", { id: userId, role: "courier" }, refundWindowSeconds);
    await tx.update(deliveryJobs).set({ status: "picked_up", pickedUpAt: new Date() }).where(eq(deliveryJobs.id, job.id));
    await publishDispatch(tx, "run_changed", job.id, [userId]);
    await publishTracking(tx, job.orderId, "run_changed");
  });
}

/**
 * At the door, with the customer's 4-digit code: the order is delivered and the earnings are written in the same
 * transaction — the winning fee, minus 8 % commission (only now, on success), plus the whole tip. One row per job
 * and kind (unique), so nothing is ever paid twice.
 */
export async function deliver(db: Db, userId: string, jobId: string, code: string, refundWindowSeconds: number): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await lockOwnRun(tx, userId, jobId);
    if (job.status !== "picked_up") throw new AppError("conflict", job.status === "assigned" ? "Pick the order up first" : "This delivery is already finished");
    const order = await moveOrderForCourier(tx, job.orderId, "delivered", { id: userId, role: "courier" }, refundWindowSeconds, code);
    const now = new Date();
    await tx.update(deliveryJobs).set({ status: "delivered", deliveredAt: now }).where(eq(deliveryJobs.id, job.id));
    const fee = job.feeCents ?? job.feeCapCents;
    await tx.insert(courierEarnings).values([
      { courierId: userId, jobId: job.id, kind: "fee", amountCents: fee, createdAt: now },
      { courierId: userId, jobId: job.id, kind: "commission", amountCents: -commissionCents(fee), createdAt: now },
      { courierId: userId, jobId: job.id, kind: "tip", amountCents: order.tipCents, createdAt: now },
    ]);
    await publishDispatch(tx, "run_changed", job.id, [userId]);
    await publishTracking(tx, job.orderId, "run_changed");
  });
}

const emptyTotals = (): EarningTotals => ({ deliveries: 0, feeCents: 0, commissionCents: 0, tipCents: 0, netCents: 0 });

/** The zone a courier works in sets their day and week (Monday) boundaries. */
async function courierTimeZone(db: Db, userId: string): Promise<string> {
  const [row] = await queryRows<{ zones: string[] | null }>(db, sql`select zones from courier_applications where user_id = ${userId}`);
  return row?.zones?.includes("Copenhagen") && row.zones.length === 1 ? "Europe/Copenhagen" : "America/New_York";
}

/** Today's and this week's earnings from the ledger, per delivery: fee, commission, tip, net — the courier's own only. */
export async function loadEarnings(db: Db, userId: string): Promise<CourierEarnings> {
  const tz = await courierTimeZone(db, userId);
  const rows = await queryRows<{
    job_id: string; order_id: string; restaurant_name: string; delivered_at: Date | string; fee: number; commission: number; tip: number; adjust: number; today: boolean;
  }>(
    db,
    sql`with bounds as (
          select (date_trunc('day', now() at time zone ${tz}) at time zone ${tz}) as day_start,
                 (date_trunc('week', now() at time zone ${tz}) at time zone ${tz}) as week_start)
        select e.job_id, j.order_id, j.restaurant_name, min(e.created_at) as delivered_at,
               coalesce(sum(e.amount_cents) filter (where e.kind = 'fee'), 0)::int as fee,
               coalesce(sum(e.amount_cents) filter (where e.kind = 'commission'), 0)::int as commission,
               coalesce(sum(e.amount_cents) filter (where e.kind = 'tip'), 0)::int as tip,
               coalesce(sum(e.amount_cents) filter (where e.kind = 'adjustment'), 0)::int as adjust,
               bool_and(e.created_at >= (select day_start from bounds)) as today
          from courier_earnings e join delivery_jobs j on j.id = e.job_id
         where e.courier_id = ${userId} and e.created_at >= (select week_start from bounds)
         group by e.job_id, j.order_id, j.restaurant_name
         order by min(e.created_at) desc`,
  );
  const today = emptyTotals();
  const week = emptyTotals();
  const deliveries: EarningLine[] = [];
  for (const r of rows) {
    const fee = Number(r.fee);
    const commission = -Number(r.commission);
    const tip = Number(r.tip);
    const net = fee - commission + tip + Number(r.adjust);
    const order = await findOrderRow(db, r.order_id);
    deliveries.push({
      jobId: r.job_id,
      orderReference: order?.reference ?? "",
      restaurantName: r.restaurant_name,
      deliveredAt: new Date(r.delivered_at).toISOString(),
      feeCents: fee,
      commissionCents: commission,
      tipCents: tip,
      netCents: net,
    });
    for (const t of r.today ? [today, week] : [week]) {
      t.deliveries += 1;
      t.feeCents += fee;
      t.commissionCents += commission;
      t.tipCents += tip;
      t.netCents += net;
    }
  }
  return { today, week, deliveries };
}

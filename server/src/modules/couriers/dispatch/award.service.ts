import { and, eq, sql } from "drizzle-orm";
import { pickupMinutes, scoreBid, type BatchRoute } from "@tavola/contracts";
import { deliveryBatches, deliveryBids, deliveryJobs, type AwardExplanation } from "../../../db/schema/index.js";
import { queryRows, type Db } from "../../../platform/database.js";
import { planDispatch } from "./dispatch-plan.js";
import { publishTracking } from "../tracking/tracking-live.js";
import { publishDispatch } from "./dispatch-live.js";
import { courierRecords, droppedBy, firstNames, listIdleCouriers, lockJob, type JobRow } from "./dispatch.repository.js";

const UNIQUE_VIOLATION = "23505";

/** The SQLSTATE of a database error, however the driver wraps it (node-postgres, PGlite, drizzle's cause). */
function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

type Award = { courierId: string; feeCents: number; method: "bid" | "auto"; explanation: AwardExplanation };

/**
 * Gives the open job to one courier, in a savepoint: the partial unique index (one active run per courier) refuses
 * a courier who was given another job meanwhile — by a concurrent award anywhere — and only this attempt fails.
 */
async function tryAward(tx: Db, jobId: string, a: Award, now: Date): Promise<boolean> {
  try {
    return await tx.transaction(async (sp) => {
      const updated = await sp
        .update(deliveryJobs)
        .set({ status: "assigned", courierId: a.courierId, feeCents: a.feeCents, awardMethod: a.method, explanation: a.explanation, awardedAt: now })
        .where(and(eq(deliveryJobs.id, jobId), eq(deliveryJobs.status, "open")))
        .returning({ orderId: deliveryJobs.orderId });
      // The customer's tracking page learns its courier at once.
      if (updated[0]) await publishTracking(sp, updated[0].orderId, "run_changed");
      return updated.length === 1;
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) return false;
    throw error;
  }
}

export type CloseOutcome = "awarded" | "no_bids" | "not_open" | "not_due";

/**
 * Closes a job's bid window (the award job, or the sweep): under the job's row lock, each bid is scored by the
 * published formula and the best courier still online and free wins at their bid; the explanation (winner, fee,
 * pickup minutes, every bidder's score) is stored for every bidder to read. Run twice or concurrently, the lock and
 * the `status = 'open'` guard award once. No bid (or no bidder free) → `no_bids`: automatic assignment takes it.
 */
export async function closeBidding(db: Db, jobId: string, now = new Date()): Promise<CloseOutcome> {
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job || job.status !== "open") return "not_open";
    if (job.bidClosesAt.getTime() > now.getTime()) return "not_due";
    const bids = await queryRows<{ courier_id: string; amount_cents: number; to_pickup_km: number; created_at: Date; online: boolean | null }>(
      tx,
      sql`select b.courier_id, b.amount_cents, b.to_pickup_km, b.created_at, p.online
            from delivery_bids b left join courier_presence p on p.user_id = b.courier_id
           where b.job_id = ${job.id}`,
    );
    if (bids.length === 0) return "no_bids";
    const ids = bids.map((b) => b.courier_id);
    const [records, names] = await Promise.all([courierRecords(tx, ids), firstNames(tx, ids)]);
    const band = { floorCents: job.feeFloorCents, capCents: job.feeCapCents };
    const scored = bids
      .map((b) => {
        const r = records.get(b.courier_id) ?? { onTime: 0, deliveries: 0, today: 0 };
        const minutes = pickupMinutes(Number(b.to_pickup_km));
        const score = scoreBid({ bidCents: Number(b.amount_cents), band, pickupMinutes: minutes, onTime: r.onTime, deliveries: r.deliveries, deliveriesToday: r.today });
        return { ...b, amount: Number(b.amount_cents), minutes, score: score.total, at: new Date(b.created_at).getTime() };
      })
      .sort((a, b) => b.score - a.score || a.amount - b.amount || a.at - b.at || a.courier_id.localeCompare(b.courier_id));
    const scores = Object.fromEntries(scored.map((s) => [s.courier_id, s.score]));
    for (const s of scored) {
      if (!s.online) continue;
      const explanation: AwardExplanation = {
        method: "bid",
        winner: { courierId: s.courier_id, firstName: names.get(s.courier_id) ?? "a courier", feeCents: s.amount, pickupMinutes: s.minutes, score: s.score },
        scores,
      };
      if (await tryAward(tx, job.id, { courierId: s.courier_id, feeCents: s.amount, method: "bid", explanation }, now)) {
        await publishDispatch(tx, "job_awarded", job.id, ids);
        return "awarded";
      }
    }
    return "no_bids";
  });
}

/** A serialising lock for automatic assignment: two runs (two processes) never plan over the same couriers at once. */
const AUTO_ASSIGN_LOCK = 18_0001;

/** A job of the batch was taken meanwhile: the savepoint is undone. */
class BatchGone extends Error {}

/**
 * Gives 2–3 open jobs to one courier as a batch, in a savepoint: the batch row (its route and kilometres), then every
 * job at its own band's cap. The trigger (one run or one batch per courier) or a job no longer open undoes it all.
 */
async function tryAwardBatch(tx: Db, jobs: JobRow[], courierId: string, firstName: string, route: BatchRoute, pickupMin: number, now: Date): Promise<boolean> {
  try {
    return await tx.transaction(async (sp) => {
      const [batch] = await sp
        .insert(deliveryBatches)
        .values({ courierId, stops: route.stops, routeKm: route.routeKm, separateKm: route.separateKm, createdAt: now })
        .returning({ id: deliveryBatches.id });
      const batchInfo = { orders: jobs.length, routeKm: Math.round(route.routeKm * 10) / 10, separateKm: Math.round(route.separateKm * 10) / 10 };
      for (const job of jobs) {
        const explanation: AwardExplanation = {
          method: "auto",
          winner: { courierId, firstName, feeCents: job.feeCapCents, pickupMinutes: pickupMin, score: null },
          scores: {},
          batch: batchInfo,
        };
        const updated = await sp
          .update(deliveryJobs)
          .set({ status: "assigned", courierId, feeCents: job.feeCapCents, awardMethod: "auto", explanation, awardedAt: now, batchId: batch!.id })
          .where(and(eq(deliveryJobs.id, job.id), eq(deliveryJobs.status, "open")))
          .returning({ orderId: deliveryJobs.orderId });
        if (!updated[0]) throw new BatchGone();
        await publishTracking(sp, updated[0].orderId, "run_changed");
      }
      return true;
    });
  } catch (error) {
    if (error instanceof BatchGone || sqlState(error) === UNIQUE_VIOLATION) return false;
    throw error;
  }
}

/**
 * Automatic assignment (no bids in time): every open job whose window has closed and every idle online courier,
 * planned by `planDispatch` — minimum total kilometres to pickup with the rectangular assignment solver, where a
 * column is one job or a batch of 2–3 on one route (the published batching rule); pairs beyond the dispatch range
 * and couriers who gave a job back are not allowed. Each job is paid its band's cap. Jobs left over stay open.
 */
export async function autoAssign(db: Db, now = new Date()): Promise<{ assigned: number; waiting: number; batches: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUTO_ASSIGN_LOCK})`);
    const jobs = await tx
      .select()
      .from(deliveryJobs)
      .where(and(eq(deliveryJobs.status, "open"), sql`${deliveryJobs.bidClosesAt} <= ${now.toISOString()}`))
      .orderBy(deliveryJobs.bidClosesAt)
      .limit(1000)
      .for("update", { skipLocked: true });
    // A job that has bids is closed by its own award first (closeBidding); only bidless ones (or whose bidders are all busy) come here.
    const couriers = jobs.length ? await listIdleCouriers(tx) : [];
    if (jobs.length === 0 || couriers.length === 0) return { assigned: 0, waiting: jobs.length, batches: 0 };
    const dropped = await droppedBy(tx, jobs.map((j) => j.id));
    const plan = planDispatch(
      couriers.map((c) => ({ id: c.userId, lat: c.lat, lng: c.lng })),
      jobs.map((j) => ({
        id: j.id,
        pickup: { lat: j.pickupLat, lng: j.pickupLng },
        dropoff: j.dropoffLat != null && j.dropoffLng != null ? { lat: j.dropoffLat, lng: j.dropoffLng } : null,
        dueBy: j.dueBy ? j.dueBy.getTime() : null,
      })),
      dropped,
      now.getTime(),
    );
    const names = await firstNames(tx, couriers.map((c) => c.userId));
    const byId = new Map(jobs.map((j) => [j.id, j]));
    let assigned = 0;
    let batches = 0;
    for (const unit of plan) {
      const firstName = names.get(unit.courierId) ?? "a courier";
      const minutes = pickupMinutes(unit.toPickupKm);
      const unitJobs = unit.jobIds.map((id) => byId.get(id)!);
      let ok: boolean;
      if (unit.batch) {
        ok = await tryAwardBatch(tx, unitJobs, unit.courierId, firstName, unit.batch, minutes, now);
        if (ok) batches++;
      } else {
        const job = unitJobs[0]!;
        const explanation: AwardExplanation = { method: "auto", winner: { courierId: unit.courierId, firstName, feeCents: job.feeCapCents, pickupMinutes: minutes, score: null }, scores: {} };
        ok = await tryAward(tx, job.id, { courierId: unit.courierId, feeCents: job.feeCapCents, method: "auto", explanation }, now);
      }
      if (!ok) continue;
      assigned += unitJobs.length;
      for (const job of unitJobs) {
        const bidders = (await tx.select({ id: deliveryBids.courierId }).from(deliveryBids).where(eq(deliveryBids.jobId, job.id))).map((b) => b.id);
        await publishDispatch(tx, "job_awarded", job.id, [...new Set([unit.courierId, ...bidders])]);
      }
    }
    return { assigned, waiting: jobs.length - assigned, batches };
  });
}

import { and, eq } from "drizzle-orm";
import type { DropRunInput } from "@tavola/contracts";
import { deliveryBids, deliveryJobDrops, deliveryJobs } from "../../../db/schema/index.js";
import type { Db } from "../../../platform/database.js";
import type { AppDeps } from "../../../platform/deps.js";
import { AppError, notFound } from "../../../platform/errors.js";
import { publishTracking } from "../tracking/tracking-live.js";
import { publishDispatch } from "./dispatch-live.js";
import { lockJob } from "./dispatch.repository.js";
import { DISPATCH_AWARD_JOB } from "./dispatch-jobs.js";

/**
 * The courier gives their run back before pickup, with a reason: under the job's row lock the drop is recorded, the
 * job goes back to bidding with a fresh window (its award job queued at the window's end, as at publication), the
 * courier's own bid is withdrawn and they are never offered it again (award and automatic assignment skip anyone
 * who dropped the job). Racing awards see either the assigned job (not open: nothing to do) or the reopened one.
 * After pickup the food is with the courier: no drop (409).
 */
export async function dropRun(deps: Pick<AppDeps, "db" | "jobs">, userId: string, jobId: string, input: DropRunInput, bidWindowSeconds: number, now = new Date()): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job || job.courierId !== userId || job.status === "open") throw notFound("Delivery not found");
    if (job.status === "picked_up") throw new AppError("conflict", "You have the order with you: deliver it, or call support");
    if (job.status !== "assigned") throw new AppError("conflict", "This delivery is already finished");
    await tx.insert(deliveryJobDrops).values({ jobId: job.id, courierId: userId, reason: input.reason, note: input.note?.trim() || null, createdAt: now });
    const bidClosesAt = new Date(now.getTime() + bidWindowSeconds * 1000);
    await tx
      .update(deliveryJobs)
      .set({ status: "open", courierId: null, feeCents: null, awardMethod: null, explanation: null, awardedAt: null, bidClosesAt, batchId: null })
      .where(eq(deliveryJobs.id, job.id));
    await tx.delete(deliveryBids).where(and(eq(deliveryBids.jobId, job.id), eq(deliveryBids.courierId, userId)));
    await reopen(deps, tx, job.id, job.orderId, bidClosesAt, [userId]);
  });
}

async function reopen(deps: Pick<AppDeps, "jobs">, tx: Db, jobId: string, orderId: string, bidClosesAt: Date, couriers: string[]) {
  await deps.jobs.send(DISPATCH_AWARD_JOB, { jobId }, { db: tx, startAfter: bidClosesAt });
  await publishDispatch(tx, "job_opened", jobId, couriers);
  await publishTracking(tx, orderId, "run_changed");
}

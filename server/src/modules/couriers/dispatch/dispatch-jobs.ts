import { z } from "zod";
import type { AppDeps } from "../../../platform/deps.js";
import { autoAssign, closeBidding } from "./award.service.js";
import { listClosedOpenJobIds } from "./dispatch.repository.js";
import { runWeeklyPayouts } from "./payouts.service.js";

export const DISPATCH_AWARD_JOB = "dispatch-award";
export const DISPATCH_SWEEP_JOB = "dispatch-sweep";
export const DISPATCH_PAYOUTS_JOB = "dispatch-weekly-payouts";

/**
 * `dispatch-award` runs when a job's bid window closes (sent with `startAfter` in the publishing transaction):
 * award by score, or — no bids — automatic assignment over every waiting job. `dispatch-sweep` (every minute)
 * closes windows whose award job has not run yet and retries jobs still waiting for a free courier. Both are
 * safe to run twice or at once: the job's row lock and `status = 'open'` guard award once.
 */
export function defineDispatchJobs(deps: AppDeps) {
  deps.jobs.define(DISPATCH_AWARD_JOB, z.object({ jobId: z.uuid() }), async ({ jobId }) => {
    const outcome = await closeBidding(deps.db, jobId);
    if (outcome === "no_bids") await autoAssign(deps.db);
  });
  deps.jobs.define(DISPATCH_SWEEP_JOB, z.object({}), async () => {
    await sweepDispatch(deps);
  }, { policy: "singleton" });
  deps.jobs.schedule(DISPATCH_SWEEP_JOB, "* * * * *");
  // Tuesdays 06:00 UTC: Tuesday morning in New York and Copenhagen alike, after every zone's week has ended.
  deps.jobs.define(DISPATCH_PAYOUTS_JOB, z.object({}), async () => {
    await runWeeklyPayouts(deps.db);
  }, { policy: "singleton" });
  deps.jobs.schedule(DISPATCH_PAYOUTS_JOB, "0 6 * * 2");
}

export async function sweepDispatch(deps: AppDeps, now = new Date()) {
  for (const id of await listClosedOpenJobIds(deps.db, now)) await closeBidding(deps.db, id, now);
  return autoAssign(deps.db, now);
}

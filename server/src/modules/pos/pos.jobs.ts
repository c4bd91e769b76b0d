import { z } from "zod";
import type { AppDeps } from "../../platform/deps.js";
import { announceApprovalExpiry, POS_APPROVAL_EXPIRY_JOB } from "./pos-approval-requests.service.js";

/**
 * `pos-approval-expiry` runs when a discount approval request expires (sent with `startAfter` in the requesting
 * transaction): still pending, the tills hear it expired. Safe to run twice: it only announces, and only while the
 * request is pending and past its time.
 */
export function definePosJobs(deps: AppDeps) {
  deps.jobs.define(POS_APPROVAL_EXPIRY_JOB, z.object({ requestId: z.uuid() }), async ({ requestId }) => {
    await announceApprovalExpiry(deps.db, requestId);
  });
}

import { z } from "zod";
import type { AppDeps } from "../../platform/deps.js";
import { sweepAllIdempotencyKeys } from "./ordering.repository.js";

export const IDEMPOTENCY_KEYS_SWEEP_JOB = "idempotency-keys-sweep";

/** Hourly: checkout keys older than a day, of every customer (checkout still sweeps its own customer's first). */
export function defineOrderingJobs(deps: AppDeps) {
  deps.jobs.define(IDEMPOTENCY_KEYS_SWEEP_JOB, z.object({}), async () => {
    await sweepAllIdempotencyKeys(deps.db);
  });
  deps.jobs.schedule(IDEMPOTENCY_KEYS_SWEEP_JOB, "27 * * * *");
}

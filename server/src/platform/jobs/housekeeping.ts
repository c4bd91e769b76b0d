import { z } from "zod";
import type { AppDeps } from "../deps.js";
import { sweepRateLimits } from "../rate-limit.js";
import { sweepEndedSessions } from "../session.js";

export const SESSIONS_SWEEP_JOB = "sessions-sweep";
export const RATE_LIMITS_SWEEP_JOB = "rate-limits-sweep";

/**
 * The platform's own scheduled work. Both were lazy sweeps on request paths (a sign-in deleted that user's ended
 * sessions; 1 rate-limit hit in 200 swept old counters): as hourly jobs they also reach the rows of people who never
 * come back, and requests no longer pay for them. Each is one DELETE of what has ended: running twice is harmless.
 * Pg-boss runs a cron job once per tick however many processes work the queue.
 */
export function defineHousekeepingJobs(deps: AppDeps) {
  deps.jobs.define(SESSIONS_SWEEP_JOB, z.object({}), async () => {
    await sweepEndedSessions(deps.db, deps.config.SESSION_IDLE_MINUTES);
  });
  deps.jobs.schedule(SESSIONS_SWEEP_JOB, "7 * * * *");
  deps.jobs.define(RATE_LIMITS_SWEEP_JOB, z.object({}), async () => {
    await sweepRateLimits(deps.db);
  });
  deps.jobs.schedule(RATE_LIMITS_SWEEP_JOB, "17 * * * *");
}

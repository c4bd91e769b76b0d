import { z } from "zod";
import { WEB_EVENTS_RETENTION_DAYS } from "@tavola/contracts";
import type { AppDeps } from "../../platform/deps.js";
import { deleteWebEventsBefore } from "./web-events.repository.js";

export const WEB_EVENTS_RETENTION_JOB = "web-events-retention";

/** Deletes web events older than 90 days; idempotent. Returns how many went. */
export async function pruneWebEvents(deps: Pick<AppDeps, "db">, now = new Date()): Promise<number> {
  return deleteWebEventsBefore(deps.db, new Date(now.getTime() - WEB_EVENTS_RETENTION_DAYS * 24 * 3600 * 1000));
}

/** Daily at 03:53 UTC (a quiet hour; off the other jobs' minutes). */
export function defineWebEventsJobs(deps: AppDeps) {
  deps.jobs.define(WEB_EVENTS_RETENTION_JOB, z.object({}), async () => {
    await pruneWebEvents(deps);
  }, { policy: "singleton" });
  deps.jobs.schedule(WEB_EVENTS_RETENTION_JOB, "53 3 * * *");
}

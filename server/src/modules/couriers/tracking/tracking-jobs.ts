import { z } from "zod";
import type { AppDeps } from "../../../platform/deps.js";
import { deletePositionsBefore } from "./positions.repository.js";

export const POSITIONS_RETENTION_JOB = "courier-positions-retention";
/** The rule: a courier's positions are kept 30 days, then deleted. */
export const POSITION_RETENTION_DAYS = 30;

/** Deletes positions older than 30 days; a re-run (or two at once) deletes nothing more. Returns how many went. */
export async function prunePositions(deps: Pick<AppDeps, "db">, now = new Date()): Promise<number> {
  return deletePositionsBefore(deps.db, new Date(now.getTime() - POSITION_RETENTION_DAYS * 24 * 3600 * 1000));
}

/** Daily at 03:47 UTC (a quiet hour everywhere the platform runs; off the other jobs' minutes). */
export function defineTrackingJobs(deps: AppDeps) {
  deps.jobs.define(POSITIONS_RETENTION_JOB, z.object({}), async () => {
    await prunePositions(deps);
  }, { policy: "singleton" });
  deps.jobs.schedule(POSITIONS_RETENTION_JOB, "47 3 * * *");
}

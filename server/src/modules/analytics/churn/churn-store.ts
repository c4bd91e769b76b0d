import { sql } from "drizzle-orm";
import type { ChurnFitStatus, CustomerChurn, CustomerChurnPending } from "@tavola/contracts";
import { queryRows, type Db } from "../../../platform/database.js";
import type { JobQueue } from "../../../platform/jobs/index.js";
import { customerChurn, type OnProgress } from "./churn.service.js";
import { type Fitter, fitInWorker } from "./fit-in-worker.js";

/**
 * The churn model is fitted on every customer's whole history (100,000 customers: up to a minute of maximum
 * likelihood, in a worker thread of its own: fit-in-worker.ts), so it is never fitted in a request. Fits are stored per holdout length in `analytics_churn_results`
 * and a request answers the stored one. A holdout nobody fitted yet is queued (`analytics_churn_fits` and the
 * `analytics-churn-fit-holdout` job) and the request answers at once: the latest stored fit of another holdout with
 * its calibration withheld and the queued fit's progress (`pending`), or 202 with only the progress when nothing is
 * stored yet. The `analytics-churn-fit` job refits every holdout read in the last week, hourly, reporting progress the
 * same way.
 */
export const CHURN_FIT_JOB = "analytics-churn-fit-holdout";
const REFIT_WINDOW = "7 days";
/** A read marks its holdout as wanted at most this often (a read is not a write, mostly). */
const MARK_EVERY = "1 hour";
/** A queued fit older than this was lost (its job dead-lettered, its worker gone): the next request queues it again. */
const LOST_AFTER = "2 hours";
/** The job writes its progress at most this often. */
const PROGRESS_EVERY_MS = 1_000;

export type ChurnAnswer = { status: 200; body: CustomerChurn } | { status: 202; body: CustomerChurnPending };

type Deps = { db: Db; jobs: Pick<JobQueue, "send"> };

export async function churnForRequest(deps: Deps, holdoutDays: number): Promise<ChurnAnswer> {
  const { db } = deps;
  const [row] = await queryRows<{ holdout_days: number; result: CustomerChurn; stale: boolean }>(db, sql`
    select holdout_days, result, requested_at < now() - ${MARK_EVERY}::interval as stale
    from analytics_churn_results order by holdout_days = ${holdoutDays} desc, computed_at desc limit 1`);
  const own = row !== undefined && Number(row.holdout_days) === holdoutDays;
  if (own && row.stale) await db.execute(sql`update analytics_churn_results set requested_at = now() where holdout_days = ${holdoutDays}`);
  let pending = await fitStatus(db, holdoutDays);
  if (!own && !pending) pending = await requestFit(deps, holdoutDays);
  if (!row) return { status: 202, body: { pending: pending! } };
  const result = own ? row.result : { ...row.result, calibration: null };
  return { status: 200, body: { ...result, pending } };
}

export async function fitStatus(db: Db, holdoutDays: number): Promise<ChurnFitStatus | null> {
  const [row] = await queryRows<{ queued_at: Date | string; started_at: Date | string | null; progress: number; lost: boolean }>(db, sql`
    select queued_at, started_at, progress, queued_at < now() - ${LOST_AFTER}::interval as lost from analytics_churn_fits where holdout_days = ${holdoutDays}`);
  if (!row || row.lost) return null;
  return { holdoutDays, state: row.started_at ? "running" : "queued", progress: Math.min(1, Math.max(0, Number(row.progress))), queuedAt: new Date(row.queued_at).toISOString() };
}

/** Queues a fit of the holdout (once: the row and the job commit together; a second request finds the row). */
export async function requestFit(deps: Deps, holdoutDays: number): Promise<ChurnFitStatus> {
  await deps.db.transaction(async (tx) => {
    const queued = await queryRows(tx, sql`
      insert into analytics_churn_fits (holdout_days, queued_at, started_at, progress) values (${holdoutDays}, now(), null, 0)
      on conflict (holdout_days) do update set queued_at = now(), started_at = null, progress = 0
        where analytics_churn_fits.queued_at < now() - ${LOST_AFTER}::interval
      returning holdout_days`);
    if (queued.length > 0) await deps.jobs.send(CHURN_FIT_JOB, { holdoutDays }, { db: tx, singletonKey: String(holdoutDays) });
  });
  return (await fitStatus(deps.db, holdoutDays))!;
}

/** The job's work: fits the holdout, writing its progress as it goes, stores it, and clears the request. */
export async function runFit(db: Db, holdoutDays: number, now = new Date(), fitter: Fitter = fitInWorker): Promise<CustomerChurn> {
  await db.execute(sql`
    insert into analytics_churn_fits (holdout_days, queued_at, started_at, progress) values (${holdoutDays}, now(), now(), 0)
    on conflict (holdout_days) do update set started_at = now(), progress = 0`);
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const onProgress: OnProgress = (fraction) => {
    if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    writing = writing.then(() => db.execute(sql`update analytics_churn_fits set progress = ${Math.round(fraction * 1000) / 1000} where holdout_days = ${holdoutDays}`)).catch(() => {
      // Progress is a courtesy: the fit goes on without it.
    });
  };
  try {
    const result = await fitAndStore(db, holdoutDays, now, onProgress, fitter);
    await writing;
    return result;
  } finally {
    await db.execute(sql`delete from analytics_churn_fits where holdout_days = ${holdoutDays}`);
  }
}

/** Fits the model and stores it (a concurrent fit of the same holdout: the later one's result stays). */
export async function fitAndStore(db: Db, holdoutDays: number, now = new Date(), onProgress?: OnProgress, fitter: Fitter = fitInWorker): Promise<CustomerChurn> {
  const result = await customerChurn(db, { holdoutDays }, now, onProgress, fitter);
  await db.execute(sql`
    insert into analytics_churn_results (holdout_days, computed_at, requested_at, result)
    values (${holdoutDays}, ${result.computedAt}::timestamptz, now(), ${JSON.stringify(result)}::jsonb)
    on conflict (holdout_days) do update set computed_at = excluded.computed_at, result = excluded.result
      where analytics_churn_results.computed_at <= excluded.computed_at`);
  return result;
}

/** The hourly job's work: refit every holdout someone read lately. */
export async function refitWantedChurn(db: Db): Promise<number> {
  const wanted = await queryRows<{ holdout_days: number }>(db, sql`
    select holdout_days from analytics_churn_results where requested_at > now() - ${REFIT_WINDOW}::interval order by holdout_days`);
  for (const w of wanted) await runFit(db, Number(w.holdout_days));
  return wanted.length;
}

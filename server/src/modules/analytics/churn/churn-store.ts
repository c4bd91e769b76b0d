import { sql } from "drizzle-orm";
import type { CustomerChurn } from "@tavola/contracts";
import { queryRows, type Db } from "../../../platform/database.js";
import { customerChurn } from "./churn.service.js";

/**
 * The churn model is fitted on every customer's whole history (100,000 customers: seconds of maximum likelihood), so
 * fits are stored per holdout length in `analytics_churn_results` and the page reads the stored fit with its time
 * (`computedAt`). The `analytics-churn-fit` job refits every holdout read in the last week, hourly; a holdout never
 * fitted before is fitted on its first request and stored.
 */
const REFIT_WINDOW = "7 days";
/** A read marks its holdout as wanted at most this often (a read is not a write, mostly). */
const MARK_EVERY = "1 hour";

export async function storedChurn(db: Db, holdoutDays: number): Promise<CustomerChurn> {
  const [row] = await queryRows<{ result: CustomerChurn; stale: boolean }>(db, sql`
    select result, requested_at < now() - ${MARK_EVERY}::interval as stale from analytics_churn_results where holdout_days = ${holdoutDays}`);
  if (row) {
    if (row.stale) await db.execute(sql`update analytics_churn_results set requested_at = now() where holdout_days = ${holdoutDays}`);
    return row.result;
  }
  return fitAndStore(db, holdoutDays);
}

/** Fits the model now and stores it (a concurrent fit of the same holdout: the later one's result stays). */
export async function fitAndStore(db: Db, holdoutDays: number, now = new Date()): Promise<CustomerChurn> {
  const result = await customerChurn(db, { holdoutDays }, now);
  await db.execute(sql`
    insert into analytics_churn_results (holdout_days, computed_at, requested_at, result)
    values (${holdoutDays}, ${result.computedAt}::timestamptz, now(), ${JSON.stringify(result)}::jsonb)
    on conflict (holdout_days) do update set computed_at = excluded.computed_at, result = excluded.result
      where analytics_churn_results.computed_at <= excluded.computed_at`);
  return result;
}

/** The job's work: refit every holdout someone read lately. */
export async function refitWantedChurn(db: Db): Promise<number> {
  const wanted = await queryRows<{ holdout_days: number }>(db, sql`
    select holdout_days from analytics_churn_results where requested_at > now() - ${REFIT_WINDOW}::interval order by holdout_days`);
  for (const w of wanted) await fitAndStore(db, Number(w.holdout_days));
  return wanted.length;
}

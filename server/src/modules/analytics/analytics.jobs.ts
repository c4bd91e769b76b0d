import { z } from "zod";
import type { AppDeps } from "../../platform/deps.js";
import { CHURN_FIT_JOB, refitWantedChurn, runFit } from "./churn/churn-store.js";
import { refreshDishRollups } from "./rollups/dish-refresh.js";
import { refreshInsightRollups } from "./rollups/insight-refresh.js";
import { refreshRollups } from "./rollups/rollup-refresh.js";

/** The live-events topic the operational tables' triggers NOTIFY on commit (migration 0028). */
export const ROLLUPS_TOPIC = "analytics:rollups";
/** A burst of writes is taken in by one refresh this long after its first NOTIFY. */
const DEBOUNCE_MS = 1_000;

/**
 * The rollups' background work (ARCHITECTURE.md "Analytics rollups"):
 * - `analytics-rollup-refresh` works the dirty logs (policy `short`: one queued run per key, so a burst of changes
 *   queues one run; once a worker has taken it, the next change queues the next).
 * - every minute the same job runs as a catch-up, for changes whose NOTIFY no worker heard (no process working
 *   jobs at that moment, a dropped LISTEN connection) — the dirty log, not the notification, is what records them.
 * - a process that works jobs listens for the triggers' NOTIFY and queues the debounced refresh.
 * - `analytics-churn-fit` refits the stored churn models hourly; `analytics-churn-fit-holdout` fits a holdout a
 *   request asked for and found unfitted (churn/churn-store.ts: requests never fit).
 */
export function defineAnalyticsJobs(deps: AppDeps) {
  const refresh = deps.jobs.define(
    "analytics-rollup-refresh",
    z.object({}),
    async () => {
      await refreshRollups(deps.db);
      // The funnel and basket rollups' own dirty log, woken by the same NOTIFY (rollups/insight-refresh.ts).
      await refreshInsightRollups(deps.db);
      // The AI control's dish rollup, its own dirty log woken by the same NOTIFY (rollups/dish-refresh.ts).
      await refreshDishRollups(deps.db);
    },
    { policy: "short", retryLimit: 10, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 30 * 60 },
  );
  deps.jobs.schedule("analytics-rollup-refresh", "* * * * *");
  deps.jobs.onWork(() => {
    deps.events.subscribe(ROLLUPS_TOPIC, () => {
      refresh.send({}, { db: deps.db, singletonKey: "changed", startAfter: new Date(Date.now() + DEBOUNCE_MS) }).catch(() => {
        // The minute's catch-up takes the change in; the dirty log still holds it.
      });
    });
  });
  // The churn model's stored fits (churn/churn-store.ts), refitted hourly; one run at a time.
  deps.jobs.define(
    "analytics-churn-fit",
    z.object({}),
    async () => {
      await refitWantedChurn(deps.db);
    },
    { policy: "singleton", retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 30 * 60 },
  );
  deps.jobs.schedule("analytics-churn-fit", "23 * * * *");
  deps.jobs.define(
    CHURN_FIT_JOB,
    z.object({ holdoutDays: z.number().int().min(1).max(366) }),
    async ({ holdoutDays }) => {
      await runFit(deps.db, holdoutDays);
    },
    { policy: "short", retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 30 * 60 },
  );
  return { refresh };
}

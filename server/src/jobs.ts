import type { AppDeps } from "./platform/deps.js";
import { defineHousekeepingJobs } from "./platform/jobs/housekeeping.js";
import { defineAnalyticsJobs } from "./modules/analytics/index.js";
import { defineAuthJobs } from "./modules/auth/index.js";
import { defineCateringJobs } from "./modules/catering/index.js";
import { defineCompaniesJobs } from "./modules/companies/index.js";
import { defineDispatchJobs, defineTrackingJobs } from "./modules/couriers/index.js";
import { defineMailJobs } from "./modules/mail/index.js";
import { defineOrderingJobs } from "./modules/ordering/index.js";
import { definePosJobs } from "./modules/pos/index.js";
import { defineWebEventsJobs } from "./modules/web-events/index.js";

/**
 * THE manifest of background work: every module's job definitions and cron schedules, registered before the
 * queue starts (app.ts). A module's jobs live in its `<module>.jobs.ts`; ARCHITECTURE.md "Background jobs" says how.
 */
export function registerJobs(deps: AppDeps) {
  defineHousekeepingJobs(deps);
  defineAuthJobs(deps);
  defineMailJobs(deps);
  defineCateringJobs(deps);
  defineCompaniesJobs(deps);
  defineOrderingJobs(deps);
  defineDispatchJobs(deps);
  defineTrackingJobs(deps);
  defineWebEventsJobs(deps);
  definePosJobs(deps);
  defineAnalyticsJobs(deps);
}

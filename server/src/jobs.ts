import type { AppDeps } from "./platform/deps.js";
import { defineMailJobs } from "./modules/mail/index.js";

/**
 * THE manifest of background work: every module's job definitions and cron schedules, registered before the
 * queue starts (app.ts). A module's jobs live in its `<module>.jobs.ts`; see ARCHITECTURE.md "Background jobs".
 */
export function registerJobs(deps: AppDeps) {
  defineMailJobs(deps);
}

import { z } from "zod";
import type { AppDeps } from "../../platform/deps.js";
import { PASSWORD_RESET_MAIL_JOB, sendPasswordResetMail } from "./password-reset.service.js";

export { PASSWORD_RESET_MAIL_JOB };

/**
 * A reset request only queues this job, whether or not the email has an account, so the request's answer and
 * its time are the same either way; the job looks the account up and, if there is one, stores a token and
 * queues the mail. A second run of one job (a retry after a crash) queues no second mail (dedupe key = job id).
 */
export function defineAuthJobs(deps: AppDeps) {
  deps.jobs.define(
    PASSWORD_RESET_MAIL_JOB,
    z.object({ email: z.string().max(254), linkBase: z.string().max(500) }),
    async ({ email, linkBase }, job) => sendPasswordResetMail(deps, email, linkBase, job.id),
    { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true },
  );
}

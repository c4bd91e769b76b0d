/** The mail module: the outbox table, its delivery job and the super admins' outbox API. */
export { enqueueMail } from "./outbox.js";
export { defineMailJobs, MAIL_DELIVER_JOB } from "./mail.jobs.js";
export { mailRoutes } from "./mail.routes.js";

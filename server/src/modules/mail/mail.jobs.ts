import { z } from "zod";
import type { AppDeps } from "../../platform/deps.js";
import type { JobContext } from "../../platform/jobs/index.js";
import { claimOutboxMail, findOutboxMail, listUndeliveredIds, markOutboxMailSent, releaseOutboxMail } from "./mail.repository.js";
import { createMailTransport, type MailTransport } from "./mail-transport.js";

export const MAIL_DELIVER_JOB = "mail-deliver";
export const MAIL_SWEEP_JOB = "mail-sweep";

/**
 * Delivers one outbox mail (idempotent: only a queued mail is claimed, and only a claimed one is marked sent, so a
 * second run of the job sends nothing). Without a transport (no SMTP_URL) the mail stays queued in the outbox.
 * A failed send goes back to queued and the job is retried with backoff; after the last retry the mail is failed.
 * A crash between the SMTP server's acceptance and `sent` can send a mail twice (SMTP has no exactly-once): the
 * Message-ID is the outbox id, so a receiving system can tell.
 */
export async function deliverOutboxMail(deps: Pick<AppDeps, "db">, transport: MailTransport | null, from: string, outboxId: string, job: Pick<JobContext, "retryCount" | "retryLimit">): Promise<"sent" | "kept" | "done"> {
  if (!transport) return "kept";
  const mail = await claimOutboxMail(deps.db, outboxId);
  if (!mail) {
    const row = await findOutboxMail(deps.db, outboxId);
    if (!row || row.status === "sent" || row.status === "failed") return "done";
    // Claimed by a delivery that is still within its claim: let the retry look again later.
    throw new Error(`mail ${outboxId} is being delivered by another run`);
  }
  try {
    await transport.sendMail({
      from,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.textBody,
      ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
      messageId: `<${mail.id}@outbox.tavola>`,
    });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    await releaseOutboxMail(deps.db, mail.id, job.retryCount >= job.retryLimit ? "failed" : "queued", message);
    throw e;
  }
  await markOutboxMailSent(deps.db, mail.id);
  return "sent";
}

/**
 * The mail module's jobs: delivery (retried with backoff for about a day: 30 s doubling, 10 retries) and, with an
 * SMTP server, a sweep every 10 minutes that queues a delivery for mail left waiting — written while SMTP_URL was
 * unset, or claimed by a process that died mid-send. A mail has at most one queued delivery (singleton key).
 */
export function defineMailJobs(deps: AppDeps, transport = createMailTransport(deps.config.SMTP_URL)) {
  const deliver = deps.jobs.define(
    MAIL_DELIVER_JOB,
    z.object({ outboxId: z.uuid() }),
    async ({ outboxId }, job) => {
      await deliverOutboxMail(deps, transport, deps.config.MAIL_FROM, outboxId, job);
    },
    { policy: "short", retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 },
  );
  deps.jobs.define(MAIL_SWEEP_JOB, z.object({}), async () => {
    if (!transport) return;
    for (const outboxId of await listUndeliveredIds(deps.db, 500)) {
      await deliver.send({ outboxId }, { db: deps.db, singletonKey: outboxId });
    }
  });
  if (transport) deps.jobs.schedule(MAIL_SWEEP_JOB, "*/10 * * * *");
}

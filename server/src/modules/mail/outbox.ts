import { outboxMailSchema, type OutboxMail } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import type { JobQueue } from "../../platform/jobs/index.js";
import { findOutboxMailByDedupeKey, insertOutboxMail } from "./mail.repository.js";
import { MAIL_DELIVER_JOB } from "./mail.jobs.js";

/**
 * Queues an email: the outbox row and its delivery job are written in `tx`, the transaction of the change that
 * causes the mail, so a rolled-back change sends nothing and a committed one is delivered even after a crash.
 * The same `dedupeKey` twice (a retried job, a repeated request) queues one mail: the second call returns the
 * first mail's id with `created: false`.
 */
export async function enqueueMail(tx: Db, jobs: JobQueue, mail: OutboxMail): Promise<{ id: string; created: boolean }> {
  const m = outboxMailSchema.parse(mail);
  const id = await insertOutboxMail(tx, {
    recipient: m.to,
    subject: m.subject,
    textBody: m.text,
    htmlBody: m.html ?? null,
    kind: m.kind,
    dedupeKey: m.dedupeKey,
  });
  if (!id) {
    const existing = await findOutboxMailByDedupeKey(tx, m.dedupeKey);
    if (!existing) throw new Error(`outbox: dedupe key ${m.dedupeKey} conflicted but no mail has it`);
    return { id: existing.id, created: false };
  }
  await jobs.send(MAIL_DELIVER_JOB, { outboxId: id }, { db: tx, singletonKey: id });
  return { id, created: true };
}

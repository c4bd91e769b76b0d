import type { OutboxMessage, OutboxStatus, OutboxSummary } from "@tavola/contracts";
import type { OutboxRow } from "./mail.repository.js";

const iso = (d: Date | string) => new Date(d).toISOString();

export function toOutboxSummary(row: OutboxRow): OutboxSummary {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    kind: row.kind,
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: iso(row.createdAt),
    sentAt: row.sentAt ? iso(row.sentAt) : null,
  };
}

export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return { ...toOutboxSummary(row), text: row.textBody, html: row.htmlBody, dedupeKey: row.dedupeKey };
}

import { z } from "zod";
import { pageQueryFields } from "./paging.js";

/** A mail's life in the outbox: queued → sending → sent; failed once its delivery retries are spent. */
export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Limits of an outbox mail (the database checks the same). */
export const MAIL_LIMITS = { recipient: 320, subject: 200, text: 50_000, html: 200_000, kind: 60, dedupeKey: 200 } as const;

/**
 * What a module asks the outbox to send (server-side: `enqueueMail`). `dedupeKey` names the mail's cause
 * (`password-reset:<token id>`), so a retried job or request queues it once.
 */
export const outboxMailSchema = z.object({
  to: z.email({ error: "Enter a valid email address" }).max(MAIL_LIMITS.recipient),
  subject: z.string().trim().min(1).max(MAIL_LIMITS.subject),
  text: z.string().min(1).max(MAIL_LIMITS.text),
  html: z.string().max(MAIL_LIMITS.html).optional(),
  kind: z
    .string()
    .max(MAIL_LIMITS.kind)
    .regex(/^[a-z][a-z0-9_.-]*$/, { error: "kind is a lower-case name like password-reset" }),
  dedupeKey: z.string().min(1).max(MAIL_LIMITS.dedupeKey),
});
export type OutboxMail = z.input<typeof outboxMailSchema>;

export const outboxListQuerySchema = z.object({
  ...pageQueryFields(),
  status: z.enum(OUTBOX_STATUSES).optional(),
});
export type OutboxListQuery = z.input<typeof outboxListQuerySchema>;

export const outboxSummarySchema = z.object({
  id: z.uuid(),
  recipient: z.string().max(MAIL_LIMITS.recipient),
  subject: z.string().max(MAIL_LIMITS.subject),
  kind: z.string().max(MAIL_LIMITS.kind),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().max(1000).nullable(),
  createdAt: z.string().max(40),
  sentAt: z.string().max(40).nullable(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboxSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const outboxMessageSchema = outboxSummarySchema.extend({
  text: z.string().max(MAIL_LIMITS.text),
  html: z.string().max(MAIL_LIMITS.html).nullable(),
  dedupeKey: z.string().max(MAIL_LIMITS.dedupeKey),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxIdParamsSchema = z.object({ id: z.uuid({ error: "Not a mail id" }) });

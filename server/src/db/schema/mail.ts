import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * Owned by the mail module: every email the platform sends, written in the transaction of the change that causes
 * it and delivered by the `mail-deliver` job. `dedupe_key` is unique, so a job or request that runs twice queues
 * one mail. Status: queued → sending (claimed by a delivery, `claimed_at`) → sent; failed once its retries are spent.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipient: varchar("recipient", { length: 320 }).notNull(),
    subject: varchar("subject", { length: 200 }).notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    kind: varchar("kind", { length: 60 }).notNull(),
    dedupeKey: varchar("dedupe_key", { length: 200 }).notNull(),
    status: varchar("status", { length: 10 }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: varchar("last_error", { length: 1000 }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("mail_outbox_dedupe_key_idx").on(t.dedupeKey),
    index("mail_outbox_created_idx").on(t.createdAt.desc(), t.id.desc()),
    check("mail_outbox_status_check", sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    check("mail_outbox_bodies_check", sql`length(${t.textBody}) <= 50000 and (${t.htmlBody} is null or length(${t.htmlBody}) <= 200000)`),
  ],
);

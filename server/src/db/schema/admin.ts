import { index, jsonb, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";

/**
 * Owned by the admin module: every privileged action (role changes, locks, provider switches, courier reviews,
 * admin-key elevations), with who did it, when, why, and the target's state before and after. Append-only: the
 * migration adds triggers that refuse UPDATE, DELETE and TRUNCATE, so not even a bug in our code can rewrite
 * history. No foreign keys on purpose: a deleted user's actions stay, with the email they had then.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id"),
    actorEmail: varchar("actor_email", { length: 320 }),
    action: varchar("action", { length: 60 }).notNull(),
    targetType: varchar("target_type", { length: 40 }).notNull(),
    targetId: varchar("target_id", { length: 100 }).notNull(),
    targetLabel: varchar("target_label", { length: 320 }),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    reason: varchar("reason", { length: 500 }),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
    index("audit_log_action_idx").on(t.action, t.at.desc()),
  ],
);

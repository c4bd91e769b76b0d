import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Db } from "../../platform/database.js";
import type { AppDeps } from "../../platform/deps.js";
import { enqueueMail } from "../mail/index.js";
import { CATERING_BALANCE_CAPTURE_JOB, captureBalanceOnFile } from "./balance-capture.service.js";
import { raiseOverdueSlaAlerts, type SlaAlert } from "./lead-sla-alerts.js";
import { expireQuotes } from "./quote-expiry.js";
import { sendDepositReminders } from "./deposit-reminders.js";
import { CATERING_RECONFIRM_JOB, CATERING_RECONFIRM_SWEEP_JOB, queueMissingReconfirmSteps, runReconfirmStep } from "./reconfirmation.service.js";

export const CATERING_SLA_ALERTS_JOB = "catering-sla-alerts";
export const CATERING_QUOTE_EXPIRY_JOB = "catering-quote-expiry";
export const CATERING_DEPOSIT_REMINDERS_JOB = "catering-deposit-reminders";

/**
 * Every minute: the spec's promises ("contact within 24 hours", "a call within 4 business hours") that a lead has
 * just broken become an alert on its timeline, a live event on the boards, and a mail to the restaurant's owners
 * and managers — all in one transaction per run, so a crash mid-run re-raises nothing twice and loses no mail
 * (the alert's guarded update and the mail's dedupe key make a second run a no-op).
 */
export function defineCateringJobs(deps: AppDeps) {
  deps.jobs.define(CATERING_SLA_ALERTS_JOB, z.object({}), async () => {
    await raiseOverdueSlaAlerts(deps.db, new Date(), (tx, alert) => mailRestaurantTeam(tx, deps, alert));
  });
  deps.jobs.schedule(CATERING_SLA_ALERTS_JOB, "* * * * *");

  // Every five minutes: sent quotes past their validity are marked expired (guarded update: a rerun marks nothing).
  deps.jobs.define(CATERING_QUOTE_EXPIRY_JOB, z.object({}), async () => {
    await expireQuotes(deps.db, new Date());
  });
  deps.jobs.schedule(CATERING_QUOTE_EXPIRY_JOB, "*/5 * * * *");

  // Every 15 minutes: each unpaid deposit's reminder step reached (3 days, 1 day before, overdue), sent once per key.
  deps.jobs.define(CATERING_DEPOSIT_REMINDERS_JOB, z.object({}), async () => {
    await sendDepositReminders(deps, new Date());
  });
  deps.jobs.schedule(CATERING_DEPOSIT_REMINDERS_JOB, "*/15 * * * *");

  // The reconfirmation ladder: one job per rung, queued with startAfter by the rung before (reconfirmation.service.ts).
  deps.jobs.define(CATERING_RECONFIRM_JOB, z.object({ leadId: z.uuid(), step: z.enum(["t24", "t4", "t2"]) }), async ({ leadId, step }) => {
    await runReconfirmStep(deps, leadId, step, new Date());
  }, { policy: "short" }); // one queued rung per singleton key: a second send of a waiting rung is dropped
  // Hourly, the safety net: confirmed events without their next rung waiting (confirmed before the ladder, seeded) get it.
  deps.jobs.define(CATERING_RECONFIRM_SWEEP_JOB, z.object({}), async () => {
    await queueMissingReconfirmSteps(deps, new Date());
  });
  deps.jobs.schedule(CATERING_RECONFIRM_SWEEP_JOB, "37 * * * *");

  // After delivery: the balance charged to the card the client kept on file (queued by the move to Delivered, one per
  // lead); idempotent under the quote's lock, a decline falls back to the "Balance due" link mail.
  deps.jobs.define(CATERING_BALANCE_CAPTURE_JOB, z.object({ leadId: z.uuid() }), async ({ leadId }) => {
    await captureBalanceOnFile(deps, leadId, new Date());
  }, { policy: "short" });
}

async function mailRestaurantTeam(tx: Db, deps: AppDeps, alert: SlaAlert) {
  // Unassigned leads have no team yet: executives triage them on the board, where the alert shows live.
  if (!alert.restaurantId) return;
  const team = await queryRows<{ user_id: string; email: string; event_name: string; restaurant_name: string }>(tx, sql`
    select u.id as user_id, u.email, l.event_name, r.name as restaurant_name
    from restaurant_staff s
    join users u on u.id = s.user_id
    join catering_leads l on l.id = ${alert.leadId}::uuid
    join restaurants r on r.id = s.restaurant_id
    where s.restaurant_id = ${alert.restaurantId}::uuid and s.role in ('owner', 'manager')
  `);
  for (const member of team) {
    await enqueueMail(tx, deps.jobs, {
      to: member.email,
      subject: `Overdue catering lead: ${member.event_name}`.slice(0, 200),
      text: `${alert.label} for "${member.event_name}" at ${member.restaurant_name}.\n\nOpen the lead: /catering-crm?lead=${alert.leadId}\n`,
      kind: "catering_sla_alert",
      dedupeKey: `catering-sla:${alert.leadId}:${alert.sla}:${member.user_id}`,
    });
  }
}

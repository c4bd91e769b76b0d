import { sql } from "drizzle-orm";
import { DEPOSIT_REMINDER_STEPS, depositReminderStepAt, type ScheduledPayment } from "@tavola/contracts";
import { cateringLeadActivities } from "../../db/schema/index.js";
import { queryRows } from "../../platform/database.js";
import type { AppDeps } from "../../platform/deps.js";
import { enqueueMail } from "../mail/index.js";
import { claimNotice, mintClientLink, money } from "./catering-notices.js";
import { publishLeadEvent } from "./lead-events.js";

type Candidate = {
  quote_id: string;
  lead_id: string;
  restaurant_id: string | null;
  email: string;
  contact_name: string;
  event_name: string;
  restaurant_name: string | null;
  schedule: ScheduledPayment[];
  paid: number[] | null;
};

/**
 * Reminds clients of their unpaid scheduled deposits: 3 days and 1 day before each due date and once when it is
 * overdue (DEPOSIT_REMINDER_STEPS). Each (deposit, step) is a notice claimed by its unique key before the mail is
 * queued with the same dedupe key, in one transaction per reminder — so a rerun, a retry after a crash or two
 * workers at once send each reminder once. Only the latest step reached is sent: a deposit accepted a day before
 * its due date gets "due tomorrow", not a late "due in 3 days" as well. Cancelled and lost events get none.
 */
export async function sendDepositReminders(deps: AppDeps, now = new Date()): Promise<number> {
  const candidates = await queryRows<Candidate>(deps.db, sql`
    select q.id as quote_id, l.id as lead_id, l.restaurant_id, l.email, l.contact_name, l.event_name, r.name as restaurant_name, v.schedule,
      (select array_agg(d.schedule_index) from catering_deposit_payments d where d.quote_id = q.id and d.payment_id is not null) as paid
    from catering_quotes q
    join catering_leads l on l.id = q.lead_id
    join catering_quote_versions v on v.id = q.accepted_version_id
    left join restaurants r on r.id = l.restaurant_id
    where l.stage in ('quoted', 'deposit_paid', 'in_progress') and l.merged_into_lead_id is null`);
  let sent = 0;
  for (const c of candidates) {
    const paid = new Set(c.paid ?? []);
    for (const [index, p] of c.schedule.entries()) {
      if (p.kind !== "deposit" || !p.dueAt || paid.has(index)) continue;
      const step = depositReminderStepAt(new Date(p.dueAt), now);
      if (!step) continue;
      if (await remind(deps, c, index, p, step, now)) sent++;
    }
  }
  return sent;
}

async function remind(deps: AppDeps, c: Candidate, index: number, p: ScheduledPayment, step: (typeof DEPOSIT_REMINDER_STEPS)[number]["step"], now: Date) {
  const key = `deposit-reminder:${c.quote_id}:${index}:${step}`;
  const label = DEPOSIT_REMINDER_STEPS.find((s) => s.step === step)!.label;
  return deps.db.transaction(async (tx) => {
    if (!(await claimNotice(tx, key, c.lead_id, "deposit_reminder", now))) return false;
    const link = await mintClientLink(tx, deps, c.quote_id, "deposit_reminder", `/catering-checkout/${c.lead_id}`, now);
    const due = p.dueAt!.slice(0, 10);
    await enqueueMail(tx, deps.jobs, {
      to: c.email,
      subject: `Deposit ${index + 1} ${label}: ${c.event_name}`.slice(0, 200),
      text: [
        `Hello ${c.contact_name},`,
        "",
        step === "overdue"
          ? `Deposit ${index + 1} of ${money(p.amountCents)} for ${c.event_name}${c.restaurant_name ? ` with ${c.restaurant_name}` : ""} was due on ${due} and is not paid yet.`
          : `Deposit ${index + 1} of ${money(p.amountCents)} for ${c.event_name}${c.restaurant_name ? ` with ${c.restaurant_name}` : ""} is due on ${due}.`,
        "Pay it securely here (no account needed):",
        link,
      ].join("\n"),
      kind: "catering-deposit-reminder",
      dedupeKey: key,
    });
    await tx.insert(cateringLeadActivities).values({
      leadId: c.lead_id, kind: "deposit_reminder", actorUserId: null, body: `Deposit ${index + 1} reminder sent (${label})`,
      data: { quoteId: c.quote_id, scheduleIndex: index, step }, createdAt: now,
    });
    await publishLeadEvent(tx, { type: "lead_changed", leadId: c.lead_id, restaurantId: c.restaurant_id });
    return true;
  });
}

import { and, eq, isNull, sql } from "drizzle-orm";
import { type ClientQuote, RECONFIRM_STEPS, type ReconfirmStep, reconfirmStepAt } from "@tavola/contracts";
import { cateringLeadActivities, cateringLeads, cateringQuotes } from "../../db/schema/index.js";
import { queryRows, type Db } from "../../platform/database.js";
import type { AppDeps } from "../../platform/deps.js";
import { AppError } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { enqueueMail } from "../mail/index.js";
import { claimNotice, mintClientLink, publicUrlOf, restaurantManagers } from "./catering-notices.js";
import { eventStartOf } from "./event-time.js";
import { editableLead, editableScope } from "./lead-actions.service.js";
import { publishLeadEvent } from "./lead-events.js";
import { findLead, type LeadRow } from "./lead.repository.js";
import { readQuoteByToken, versionOfToken } from "./quote-client.service.js";

export const CATERING_RECONFIRM_JOB = "catering-reconfirm-step";
export const CATERING_RECONFIRM_SWEEP_JOB = "catering-reconfirm-sweep";
/** Stages in which the event is booked and still ahead: the ladder runs only there. */
const LADDER_STAGES = ["deposit_paid", "in_progress"];
const NEXT: Record<ReconfirmStep, ReconfirmStep | null> = { t24: "t4", t4: "t2", t2: null };

type Jobs = Pick<AppDeps, "jobs" | "config">;

/** Queues a ladder step for its time (pg-boss keeps it across restarts; the singleton key keeps one per step). */
export async function queueReconfirmStep(tx: Db, deps: Jobs, lead: Pick<LeadRow, "id" | "eventDate" | "eventTime" | "restaurantId">, step: ReconfirmStep) {
  const at = reconfirmStepAt(await eventStartOf(tx, lead), step);
  await deps.jobs.send(CATERING_RECONFIRM_JOB, { leadId: lead.id, step }, { db: tx, startAfter: at, singletonKey: `reconfirm:${lead.id}:${step}` });
}

/**
 * One rung of the reconfirmation ladder, run by the job at its time. 24 h before: the restaurant's task opens
 * (shown on the board and the lead page) and the client is mailed a confirm link. Unconfirmed at 4 h and 2 h: an
 * escalating reminder to the client and to the restaurant's owners and managers. Each rung is claimed by its key
 * and queues the next rung in the same transaction, so rungs fire in order, once each, and a rerun or a retry
 * after a crash changes nothing. A confirmed, cancelled or past event ends the ladder.
 */
export async function runReconfirmStep(deps: AppDeps, leadId: string, step: ReconfirmStep, now = new Date()): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const lead = await findLead(tx, leadId);
    if (!lead || !LADDER_STAGES.includes(lead.stage) || lead.reconfirmedAt || lead.mergedIntoLeadId) return false;
    const eventStart = await eventStartOf(tx, lead);
    if (eventStart <= now) return false;
    const [quote] = await tx.select().from(cateringQuotes).where(eq(cateringQuotes.leadId, lead.id));
    if (!quote?.acceptedVersionId) return false;
    if (!(await claimNotice(tx, `reconfirm:${lead.id}:${step}`, lead.id, step === "t24" ? "reconfirm_requested" : "reconfirm_reminder", now))) return false;
    const link = await mintClientLink(tx, deps, quote.id, "reconfirm", "/catering-quotes", now);
    const when = eventStart.toISOString().replace("T", " ").slice(0, 16);
    if (step === "t24") {
      await tx.update(cateringLeads).set({ reconfirmTaskAt: now, updatedAt: now }).where(and(eq(cateringLeads.id, lead.id), isNull(cateringLeads.reconfirmTaskAt)));
    }
    await enqueueMail(tx, deps.jobs, {
      to: lead.email,
      subject: (step === "t24" ? `Please confirm your event: ${lead.eventName}` : `Reminder: please confirm ${lead.eventName} now`).slice(0, 200),
      text: [
        `Hello ${lead.contactName},`,
        "",
        step === "t24"
          ? `${lead.eventName} starts at ${when} UTC. Please confirm the final details (headcount, address, timing) so the kitchen can start:`
          : `We still need your confirmation for ${lead.eventName} (starts ${when} UTC). Please confirm now, or call the restaurant:`,
        link,
      ].join("\n"),
      kind: "catering-reconfirm",
      dedupeKey: `reconfirm:${lead.id}:${step}:client`,
    });
    if (step !== "t24" && lead.restaurantId) {
      for (const m of await restaurantManagers(tx, lead.restaurantId)) {
        await enqueueMail(tx, deps.jobs, {
          to: m.email,
          subject: `Unconfirmed catering event in ${step === "t4" ? "4" : "2"} hours: ${lead.eventName}`.slice(0, 200),
          text: `${lead.contactName} has not confirmed ${lead.eventName} (starts ${when} UTC). Call them: ${lead.phone ?? lead.email}.\n\nOpen the lead: ${publicUrlOf(deps)}/catering-crm?lead=${lead.id}\n`,
          kind: "catering-reconfirm-escalation",
          dedupeKey: `reconfirm:${lead.id}:${step}:${m.user_id}`,
        });
      }
    }
    await tx.insert(cateringLeadActivities).values({
      leadId: lead.id, kind: step === "t24" ? "reconfirm_requested" : "reconfirm_reminder", actorUserId: null,
      body: step === "t24" ? "Reconfirmation requested from the client (24 h before)" : `Not confirmed ${step === "t4" ? "4" : "2"} hours before: client and managers reminded`,
      data: { step }, createdAt: now,
    });
    const next = NEXT[step];
    if (next) await queueReconfirmStep(tx, deps, lead, next);
    await publishLeadEvent(tx, { type: "lead_changed", leadId: lead.id, restaurantId: lead.restaurantId });
    return true;
  });
}

/**
 * The ladder's safety net, run hourly: every confirmed, upcoming, unconfirmed event with an accepted quote gets its
 * next rung queued (the first whose notice was not sent). Events confirmed before the ladder existed, or seeded
 * without a queue, join it; for everything else the rung is already waiting and the singleton key drops the send.
 */
export async function queueMissingReconfirmSteps(deps: AppDeps, now = new Date()): Promise<number> {
  const leads = await queryRows<{ id: string }>(deps.db, sql`
    select l.id from catering_leads l join catering_quotes q on q.lead_id = l.id
    where l.stage in ('deposit_paid', 'in_progress') and l.reconfirmed_at is null and l.merged_into_lead_id is null
      and q.accepted_version_id is not null and l.event_date >= (${now.toISOString()}::timestamptz - interval '1 day')::date`);
  let queued = 0;
  for (const { id } of leads) {
    await deps.db.transaction(async (tx) => {
      const lead = await findLead(tx, id);
      if (!lead || (await eventStartOf(tx, lead)) <= now) return;
      const sent = await queryRows<{ key: string }>(tx, sql`select key from catering_notices where lead_id = ${id}::uuid and key like ${`reconfirm:${id}:%`}`);
      const done = new Set(sent.map((r) => r.key));
      const next = RECONFIRM_STEPS.find((s) => !done.has(`reconfirm:${id}:${s.step}`));
      if (!next) return;
      await queueReconfirmStep(tx, deps, lead, next.step);
      queued++;
    });
  }
  return queued;
}

async function markReconfirmed(tx: Db, lead: LeadRow, by: "client" | "restaurant", actorUserId: string | null, now: Date) {
  if (!LADDER_STAGES.includes(lead.stage)) throw new AppError("conflict", "Only a confirmed, upcoming event can be reconfirmed");
  const [done] = await tx
    .update(cateringLeads)
    .set({ reconfirmedAt: now, reconfirmedBy: by, updatedAt: now })
    .where(and(eq(cateringLeads.id, lead.id), isNull(cateringLeads.reconfirmedAt)))
    .returning({ id: cateringLeads.id });
  // Already confirmed: nothing changes (a second tap is not an error).
  if (!done) return;
  await tx.insert(cateringLeadActivities).values({
    leadId: lead.id, kind: "reconfirmed", actorUserId, body: by === "client" ? "The client confirmed the event" : "The restaurant confirmed the event with the client", data: { by }, createdAt: now,
  });
  await publishLeadEvent(tx, { type: "lead_changed", leadId: lead.id, restaurantId: lead.restaurantId });
}

/** The client confirms through a link (no account): the ladder stops. */
export async function reconfirmByClient(db: Db, token: string, now = new Date()): Promise<ClientQuote> {
  await db.transaction(async (tx) => {
    const { quote, lead } = await versionOfToken(tx, token);
    if (!quote.acceptedVersionId) throw new AppError("conflict", "Accept the quote first");
    await markReconfirmed(tx, lead, "client", null, now);
  });
  return readQuoteByToken(db, token, now);
}

/** The restaurant closes its task (it reached the client by phone): the ladder stops. */
export async function reconfirmByStaff(db: Db, user: SessionUser, leadId: string, now = new Date()) {
  const scope = await editableScope(db, user);
  await db.transaction(async (tx) => {
    const lead = await editableLead(tx, scope, leadId);
    await markReconfirmed(tx, lead, "restaurant", user.userId, now);
  });
}

import {
  FIRST_CONTACT_SLA_HOURS,
  OPEN_LEAD_STAGES,
  PREMIUM_CALL_SLA_BUSINESS_HOURS,
  type LeadSla,
  type LeadSlaView,
  type LeadStage,
} from "@tavola/contracts";
import { addBusinessHours, type BusinessCalendar } from "./business-hours.js";

/**
 * The spec's promises as due times, fixed when the lead is made (and again when it is assigned to another
 * restaurant before anyone called): "contact within 24 hours" for every lead, in clock hours; "a call within
 * 4 business hours" for premium requests, in the restaurant's business hours. The first contact (the lead moved
 * on from new, or a call logged) keeps both.
 */
export function slaDueTimes(createdAt: Date, isPremium: boolean, cal: BusinessCalendar) {
  return {
    firstContactDueAt: new Date(createdAt.getTime() + FIRST_CONTACT_SLA_HOURS * 3_600_000),
    callDueAt: isPremium ? addBusinessHours(createdAt, PREMIUM_CALL_SLA_BUSINESS_HOURS, cal) : null,
  };
}

export type SlaFields = {
  stage: LeadStage;
  firstContactDueAt: Date;
  callDueAt: Date | null;
  contactedAt: Date | null;
};

/** The promises still owed: none once contacted, or once the lead is no longer open. */
export function pendingSlas(lead: SlaFields): Array<{ sla: LeadSla; dueAt: Date }> {
  if (lead.contactedAt || !OPEN_LEAD_STAGES.includes(lead.stage)) return [];
  const out: Array<{ sla: LeadSla; dueAt: Date }> = [{ sla: "first_contact", dueAt: lead.firstContactDueAt }];
  if (lead.callDueAt) out.push({ sla: "premium_call", dueAt: lead.callDueAt });
  return out.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

/** The promises broken by `now`. */
export const overdueSlas = (lead: SlaFields, now: Date): LeadSla[] =>
  pendingSlas(lead).filter((p) => p.dueAt.getTime() <= now.getTime()).map((p) => p.sla);

export function slaView(lead: SlaFields, now: Date): LeadSlaView {
  const next = pendingSlas(lead)[0];
  return {
    firstContactDueAt: lead.firstContactDueAt.toISOString(),
    callDueAt: lead.callDueAt?.toISOString() ?? null,
    contactedAt: lead.contactedAt?.toISOString() ?? null,
    nextDueAt: next?.dueAt.toISOString() ?? null,
    overdue: next !== undefined && next.dueAt.getTime() <= now.getTime(),
  };
}

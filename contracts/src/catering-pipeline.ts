import { PROMISED_CALL_BUSINESS_HOURS, PROMISED_CONTACT_HOURS } from "./constants.js";

/**
 * The catering pipeline as data (issue 17): a lead's stages and, from each, the stages staff may move it to.
 * The server enforces it (409 for anything else); the board reads it to offer only legal moves. Lost and
 * cancelled are reachable from every open stage and need a reason. `deposit_paid` is the customer's
 * "Confirmed"; later slices (quotes, deposits) move leads there through payments as well.
 */
export const LEAD_STAGES = [
  "new",
  "contacted",
  "quoted",
  "deposit_paid",
  "in_progress",
  "delivered",
  "closed",
  "lost",
  "cancelled",
] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  deposit_paid: "Confirmed",
  in_progress: "In Progress",
  delivered: "Delivered",
  closed: "Closed",
  lost: "Lost",
  cancelled: "Cancelled",
};

/** Stages in which work is still ahead; lost and cancelled may be chosen from any of them. */
export const OPEN_LEAD_STAGES: readonly LeadStage[] = ["new", "contacted", "quoted", "deposit_paid", "in_progress"];
/** Moves that end a lead without an event: each needs a reason. */
export const REASONED_LEAD_STAGES: readonly LeadStage[] = ["lost", "cancelled"];

const FORWARD: Record<LeadStage, readonly LeadStage[]> = {
  new: ["contacted"],
  contacted: ["quoted"],
  // A quote the client wants changed goes back to talking.
  quoted: ["contacted", "deposit_paid"],
  deposit_paid: ["in_progress"],
  in_progress: ["delivered"],
  delivered: ["closed"],
  closed: [],
  lost: [],
  cancelled: [],
};

export const LEAD_MACHINE: Record<LeadStage, readonly LeadStage[]> = Object.fromEntries(
  LEAD_STAGES.map((from) => [from, OPEN_LEAD_STAGES.includes(from) ? [...FORWARD[from], ...REASONED_LEAD_STAGES] : FORWARD[from]]),
) as Record<LeadStage, readonly LeadStage[]>;

export const nextLeadStages = (from: LeadStage): readonly LeadStage[] => LEAD_MACHINE[from];
export const canMoveLead = (from: LeadStage, to: LeadStage): boolean => LEAD_MACHINE[from].includes(to);
export const leadMoveNeedsReason = (to: LeadStage): boolean => REASONED_LEAD_STAGES.includes(to);

/**
 * The customer's view of a lead on `/catering`'s My Requests: the spec's badges (pending, confirmed, in_progress)
 * and, for the rest, a plain word shown as-is.
 */
export function customerStatusOf(stage: LeadStage): string {
  switch (stage) {
    case "new":
    case "contacted":
    case "quoted":
      return "pending";
    case "deposit_paid":
      return "confirmed";
    case "in_progress":
      return "in_progress";
    case "delivered":
    case "closed":
      return "completed";
    case "lost":
    case "cancelled":
      return "cancelled";
  }
}

/** The customer statuses the seed and older rows carry, read back as a stage (the migration's backfill uses the same). */
export const STAGE_OF_CUSTOMER_STATUS: Record<string, LeadStage> = {
  pending: "new",
  confirmed: "deposit_paid",
  in_progress: "in_progress",
  completed: "delivered",
  cancelled: "cancelled",
};

/** The spec's promises: "contact within 24 hours", and for premium requests "a call within 4 business hours". */
export const FIRST_CONTACT_SLA_HOURS = PROMISED_CONTACT_HOURS;
export const PREMIUM_CALL_SLA_BUSINESS_HOURS = PROMISED_CALL_BUSINESS_HOURS;

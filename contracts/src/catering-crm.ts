import { z } from "zod";
import { leadMoneySchema, leadOpsSchema } from "./catering-operations.js";
import { isCalendarDate } from "./formats.js";
import { LEAD_STAGES, leadMoveNeedsReason } from "./catering-pipeline.js";

/** Wire shapes of the catering CRM (issue 17): the board, a lead's page and the staff's actions on it. */

export const leadStageSchema = z.enum(LEAD_STAGES, { error: "Unknown stage" });
/** The signed-in form, the public premium form, and a B2B company account's order. */
export const LEAD_SOURCES = ["simple", "premium", "b2b"] as const;
export const LEAD_ACTIVITY_KINDS = ["created", "message", "stage", "note", "call", "assignment", "merge", "sla_alert", "quote_sent", "quote_accepted", "deposit_paid", "quote_expired", "deposit_reminder", "balance_due", "balance_paid", "kitchen_booked", "kitchen_released", "reconfirm_requested", "reconfirm_reminder", "reconfirmed", "client_cancelled", "card_on_file", "balance_captured", "balance_capture_declined", "cancellation_settled", "cancellation_fee_paid"] as const;
export type LeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number];
/** The two promises a lead is timed against (FIRST_CONTACT_SLA_HOURS, PREMIUM_CALL_SLA_BUSINESS_HOURS). */
export const LEAD_SLAS = ["first_contact", "premium_call"] as const;
export type LeadSla = (typeof LEAD_SLAS)[number];

export const LEAD_REASON_MAX = 500;
export const LEAD_NOTE_MAX = 2000;
export const LEAD_SEARCH_MAX = 200;
export const BOARD_PER_STAGE_DEFAULT = 20;
export const BOARD_PER_STAGE_MAX = 200;

const namedRef = z.object({ id: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

export const leadSlaSchema = z.object({
  firstContactDueAt: z.string(),
  /** Premium requests only: the specialist's call, in the restaurant's business hours. */
  callDueAt: z.string().nullable(),
  contactedAt: z.string().nullable(),
  /** The earliest promise not yet kept (null once contacted). */
  nextDueAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type LeadSlaView = z.infer<typeof leadSlaSchema>;

export const leadCardSchema = z.object({
  id: z.string(),
  stage: leadStageSchema,
  version: z.number().int(),
  source: z.enum(LEAD_SOURCES),
  eventName: z.string(),
  contactName: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  /** The event's day, YYYY-MM-DD. */
  eventDate: z.string(),
  /** HH:MM local, when the form asked for it. */
  eventTime: z.string().nullable(),
  headcount: z.number().int().nullable(),
  guestCountLabel: z.string().nullable(),
  /** Estimated (the budget range's floor) until a quote sets it. */
  valueCents: z.number().int().nullable(),
  restaurant: namedRef.nullable(),
  owner: namedRef.nullable(),
  sla: leadSlaSchema,
  /** Other unmerged leads with the same email and event date. */
  duplicateCount: z.number().int(),
  createdAt: z.string(),
  stageChangedAt: z.string(),
  /** The reconfirmation task (opened 24 h before the event) and the balance still due after delivery. */
  ops: leadOpsSchema,
});
export type LeadCard = z.infer<typeof leadCardSchema>;

export const leadBoardColumnSchema = z.object({
  stage: leadStageSchema,
  /** Leads in this stage matching the filters; `leads` holds the first `perStage` of them. */
  total: z.number().int(),
  leads: z.array(leadCardSchema),
});

export const leadBoardSchema = z.object({
  columns: z.array(leadBoardColumnSchema),
  /** What the filters can offer this viewer. */
  restaurants: z.array(namedRef),
  owners: z.array(namedRef),
  /** Staff and executives act on leads; an enterprise client reads its own. */
  canEdit: z.boolean(),
});
export type LeadBoard = z.infer<typeof leadBoardSchema>;

const dayString = (message: string) =>
  z.string().max(10, { error: message }).refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v), { error: message });
const centsParam = z.coerce
  .number({ error: "Value must be a whole number of cents" })
  .int({ error: "Value must be a whole number of cents" })
  .min(0, { error: "Value must be a whole number of cents" })
  .max(1_000_000_000, { error: "Value must be a whole number of cents" });

export const leadBoardQuerySchema = z
  .object({
    restaurantId: z.uuid({ error: "Unknown restaurant" }).optional(),
    /** A staff user's id, or "none" for unowned leads. */
    ownerId: z.union([z.uuid({ error: "Unknown owner" }), z.literal("none", { error: "Unknown owner" })], { error: "Unknown owner" }).optional(),
    from: dayString("Use a date like 2030-04-01").optional(),
    to: dayString("Use a date like 2030-04-01").optional(),
    minValue: centsParam.optional(),
    maxValue: centsParam.optional(),
    company: z.string().trim().max(LEAD_SEARCH_MAX, { error: `At most ${LEAD_SEARCH_MAX} characters` }).optional(),
    q: z.string().trim().max(LEAD_SEARCH_MAX, { error: `At most ${LEAD_SEARCH_MAX} characters` }).optional(),
    perStage: z.coerce.number().int().min(1).max(BOARD_PER_STAGE_MAX).default(BOARD_PER_STAGE_DEFAULT),
    /** With `offset`: one column's next page (the answer then holds that column only). */
    stage: leadStageSchema.optional(),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: "custom", path: ["to"], message: "The end date is before the start date" });
    if (v.minValue !== undefined && v.maxValue !== undefined && v.minValue > v.maxValue)
      ctx.addIssue({ code: "custom", path: ["maxValue"], message: "The highest value is below the lowest" });
  });
export type LeadBoardQuery = z.input<typeof leadBoardQuerySchema>;

export const leadActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(LEAD_ACTIVITY_KINDS),
  body: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  actor: namedRef.nullable(),
  createdAt: z.string(),
});
export type LeadActivity = z.infer<typeof leadActivitySchema>;

export const leadDetailSchema = leadCardSchema.extend({
  phone: z.string().nullable(),
  orderType: z.string().nullable(),
  cvr: z.string().nullable(),
  /** A B2B order's references (source "b2b"); null otherwise. */
  poNumber: z.string().nullable(),
  costCentre: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  serviceType: z.string().nullable(),
  budgetRange: z.string().nullable(),
  dietaryNotes: z.string().nullable(),
  preferredCuisine: z.string().nullable(),
  cuisinePreferences: z.array(z.string()),
  message: z.string().nullable(),
  stageReason: z.string().nullable(),
  /** Newest first. Internal notes and calls are left out for the client's own view. */
  activities: z.array(leadActivitySchema),
  duplicates: z.array(z.object({ id: z.string(), eventName: z.string(), stage: leadStageSchema, createdAt: z.string() })),
  nextStages: z.array(leadStageSchema),
  canEdit: z.boolean(),
  /** The lead's restaurant's team (and executives may pick any restaurant). */
  assignableOwners: z.array(namedRef),
  assignableRestaurants: z.array(namedRef),
  /** Money after the quote: the card kept on file, the balance once paid, the cancellation's settlement. */
  money: leadMoneySchema,
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const LEAD_REASON_MESSAGE = "Say why the lead is lost or cancelled";
export const moveLeadSchema = z
  .object({
    to: leadStageSchema,
    /** The version the mover saw: a lead moved meanwhile answers 409 (compare-and-set). */
    version: z.number({ error: "Version is required" }).int().min(1),
    reason: z.string().trim().max(LEAD_REASON_MAX, { error: `At most ${LEAD_REASON_MAX} characters` }).optional(),
  })
  .superRefine((v, ctx) => {
    if (leadMoveNeedsReason(v.to) && !v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: LEAD_REASON_MESSAGE });
  });
export type MoveLeadInput = z.input<typeof moveLeadSchema>;

export const assignLeadSchema = z
  .object({
    /** A member of the lead's restaurant's team; null leaves it unowned. */
    ownerUserId: z.uuid({ error: "Choose someone from the restaurant's team" }).nullable().optional(),
    /** Executives only: triage an unassigned lead to a restaurant (or move it to another). */
    restaurantId: z.uuid({ error: "Unknown restaurant" }).optional(),
  })
  .refine((v) => v.ownerUserId !== undefined || v.restaurantId !== undefined, {
    path: ["ownerUserId"],
    error: "Choose an owner or a restaurant",
  });
export type AssignLeadInput = z.input<typeof assignLeadSchema>;

export const leadNoteSchema = z.object({
  body: z
    .string({ error: "Write a note" })
    .trim()
    .min(1, { error: "Write a note" })
    .max(LEAD_NOTE_MAX, { error: `At most ${LEAD_NOTE_MAX} characters` }),
  /** A logged call also counts as the first contact. */
  kind: z.enum(["note", "call"], { error: "Unknown note kind" }).default("note"),
});
export type LeadNoteInput = z.input<typeof leadNoteSchema>;

export const mergeLeadsSchema = z.object({
  duplicateId: z.uuid({ error: "Choose the duplicate to merge" }),
});

/** The board's live event (SSE event `lead` on `GET /api/catering/crm/stream`): refetch what shows it. */
export const leadLiveEventSchema = z.object({
  type: z.enum(["lead_created", "lead_changed", "sla_alert"]),
  leadId: z.string(),
  restaurantId: z.string().nullable(),
});
export type LeadLiveEvent = z.infer<typeof leadLiveEventSchema>;

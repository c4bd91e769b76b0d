import { z } from "zod";

/**
 * Catering operations after a quote is sent (issue 17): expiry, deposit reminders, the balance after delivery,
 * kitchen capacity, the reconfirmation ladder and the client's cancellation. Business rules as data, shared by the
 * server (which enforces them) and the client's pages (which publish them before the client acts).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** An event without a time on its request is planned for lunch. */
export const CATERING_DEFAULT_EVENT_TIME = "12:00";

/** The kitchen prepares a catering event in the two hours before it starts (eight 15-minute slots). */
export const CATERING_PREP_WINDOW_MINUTES = 120;
/** Each slot of the window gives one online-order place per 20 guests (at least one) to the event. */
export const CATERING_GUESTS_PER_KITCHEN_PLACE = 20;
export const CATERING_KITCHEN_FULL_MESSAGE =
  "The kitchen is fully booked while this event would be prepared. Please contact the restaurant to choose another time.";

/** Places a catering event takes in each slot of its preparation window (the same budget as online orders). */
export const cateringKitchenPlaces = (headcount: number | null) => Math.max(1, Math.ceil((headcount ?? 1) / CATERING_GUESTS_PER_KITCHEN_PLACE));

/** Deposit reminders: 3 days and 1 day before the due date, and once when it becomes overdue. */
export const DEPOSIT_REMINDER_STEPS = [
  { step: "3d", beforeMs: 3 * DAY_MS, label: "due in 3 days" },
  { step: "1d", beforeMs: DAY_MS, label: "due tomorrow" },
  { step: "overdue", beforeMs: 0, label: "overdue" },
] as const;
export type DepositReminderStep = (typeof DEPOSIT_REMINDER_STEPS)[number]["step"];

/**
 * The reminder a deposit due at `dueAt` should have had by `now`: the latest step reached (a quote accepted two days
 * before a due date gets the 1-day reminder, not a late 3-day one too). Null before the first step.
 */
export function depositReminderStepAt(dueAt: Date, now: Date): DepositReminderStep | null {
  const left = dueAt.getTime() - now.getTime();
  let reached: DepositReminderStep | null = null;
  for (const s of DEPOSIT_REMINDER_STEPS) if (left <= s.beforeMs) reached = s.step;
  return reached;
}

/**
 * The reconfirmation ladder: 24 h before the event a task for the restaurant and a message with a confirm link to
 * the client; unconfirmed at 4 h and again at 2 h, escalating reminders to the client and the restaurant's owners
 * and managers. Each step is a job queued with `startAfter` by the step before it.
 */
export const RECONFIRM_STEPS = [
  { step: "t24", hoursBefore: 24 },
  { step: "t4", hoursBefore: 4 },
  { step: "t2", hoursBefore: 2 },
] as const;
export type ReconfirmStep = (typeof RECONFIRM_STEPS)[number]["step"];
export const reconfirmStepAt = (eventStart: Date, step: ReconfirmStep) =>
  new Date(eventStart.getTime() - RECONFIRM_STEPS.find((s) => s.step === step)!.hoursBefore * HOUR_MS);

/** The published cancellation policy (ezCater's): free until 24 hours before the event, then 25 % of the taxed total. */
export const CATERING_CANCELLATION_POLICY = {
  feePpm: 250_000,
  windowHours: 24,
  text: "Free cancellation until the restaurant has your accepted quote and until 24 hours before the event. Inside 24 hours before the event, a fee of 25 % of the taxed total applies.",
} as const;

/** The fee a client's cancellation costs at `now`: nothing before acceptance or outside the window; 25 % inside it. */
export function cancellationFeeCents(input: { totalCents: number; accepted: boolean; eventStart: Date; now: Date }): number {
  if (!input.accepted) return 0;
  if (input.eventStart.getTime() - input.now.getTime() > CATERING_CANCELLATION_POLICY.windowHours * HOUR_MS) return 0;
  return Math.floor((input.totalCents * CATERING_CANCELLATION_POLICY.feePpm + 500_000) / 1_000_000);
}

export const CATERING_CANCEL_REASON_MAX = 500;
export const cancelCateringSchema = z.object({
  reason: z
    .string({ error: "Tell the restaurant why you cancel" })
    .trim()
    .min(3, { error: "Tell the restaurant why you cancel" })
    .max(CATERING_CANCEL_REASON_MAX, { error: `At most ${CATERING_CANCEL_REASON_MAX} characters` }),
  /** The fee the client was shown and agreed to: a different fee now (the window was crossed meanwhile) is 409. */
  acceptedFeeCents: z.number({ error: "Confirm the cancellation fee" }).int({ error: "Confirm the cancellation fee" }).min(0, { error: "Confirm the cancellation fee" }).max(1_000_000_000, { error: "Confirm the cancellation fee" }),
});

/** The client's extra view of their event on the quote link and the checkout (operations after the quote). */
export const clientEventSchema = z.object({
  /** When the event starts (the request's date and time in the restaurant's zone). */
  eventStartsAt: z.string(),
  stage: z.string(),
  /** The balance after delivery: taxed total − deposits paid; `paid` once it is. Null before delivery. */
  balance: z.object({ dueCents: z.number().int(), paid: z.object({ amountCents: z.number().int(), brand: z.string().nullable(), last4: z.string().nullable(), paidAt: z.string() }).nullable() }).nullable(),
  /** The reconfirmation asked 24 h before the event, and when the client (or the restaurant) confirmed. */
  reconfirmation: z.object({ requested: z.boolean(), confirmedAt: z.string().nullable() }),
  cancellation: z.object({
    policy: z.string(),
    /** Whether the client may still cancel, and what it would cost now. */
    allowed: z.boolean(),
    feeCentsNow: z.number().int(),
    cancelled: z.boolean(),
    reason: z.string().nullable(),
    feeCents: z.number().int().nullable(),
  }),
});
export type ClientEvent = z.infer<typeof clientEventSchema>;

/** What the board and the lead page show of the ladder and the balance. */
export const leadOpsSchema = z.object({
  reconfirmation: z.enum(["none", "pending", "confirmed"]),
  balanceDueCents: z.number().int().nullable(),
});
export type LeadOps = z.infer<typeof leadOpsSchema>;

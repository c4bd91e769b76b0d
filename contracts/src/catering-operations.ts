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

/**
 * How a cancellation is settled against the deposits paid (integer cents): the fee is kept from the deposits, the
 * excess is refunded, and a fee above the deposits leaves the rest owed (charged to the card on file, else a link).
 * kept + refund = deposits and kept + owed = fee, always.
 */
export function cancellationSettlement(input: { feeCents: number; depositsPaidCents: number }): { keptCents: number; refundCents: number; owedCents: number } {
  const fee = Math.max(0, Math.trunc(input.feeCents));
  const deposits = Math.max(0, Math.trunc(input.depositsPaidCents));
  const keptCents = Math.min(fee, deposits);
  return { keptCents, refundCents: deposits - keptCents, owedCents: fee - keptCents };
}

const usd = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The settlement in words, the same on the client's page before confirming, in the mail and on the lead's timeline:
 * "We keep $x of your $y deposit and refund $z.", then what happens to a fee beyond the deposits.
 */
export function describeSettlement(s: { feeCents: number; depositsPaidCents: number; keptCents: number; refundCents: number; owedCents: number; owedBy: "none" | "card_on_file" | "link" }, done = false): string {
  const parts: string[] = [];
  if (s.depositsPaidCents > 0) {
    if (s.keptCents === 0) parts.push(`We refund your ${usd(s.depositsPaidCents)} deposit in full.`);
    else if (s.refundCents === 0) parts.push(`We keep your ${usd(s.depositsPaidCents)} deposit towards the ${usd(s.feeCents)} fee.`);
    else parts.push(`We keep ${usd(s.keptCents)} of your ${usd(s.depositsPaidCents)} deposit and refund ${usd(s.refundCents)}.`);
  }
  if (s.owedCents > 0) {
    const what = s.depositsPaidCents > 0 ? `The remaining ${usd(s.owedCents)} of the fee` : `The fee of ${usd(s.owedCents)}`;
    if (s.owedBy === "card_on_file") parts.push(`${what} ${done ? "was" : "is"} charged to your card on file.`);
    else parts.push(`${what} is due by card: we email you a payment link.`);
  }
  if (parts.length === 0) parts.push("Nothing is charged.");
  return parts.join(" ");
}

/** The consent the deposit checkout asks for (unticked by default). */
export const CATERING_CARD_ON_FILE_CONSENT = "Keep this card on file to pay the balance after delivery";
export const CATERING_CARD_ON_FILE_HINT =
  "We charge it once, for this event's balance after delivery (or a late cancellation's fee beyond your deposits), and mail you a receipt. We keep the card's brand and last four digits, never its number.";

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

export const cardOnFileSchema = z.object({ brand: z.string(), last4: z.string(), declined: z.boolean() });

export const settlementPreviewSchema = z.object({
  feeCents: z.number().int(),
  depositsPaidCents: z.number().int(),
  keptCents: z.number().int(),
  refundCents: z.number().int(),
  owedCents: z.number().int(),
  /** How the owed part would be paid: nothing owed, the card on file, or a "Cancellation fee due" link. */
  owedBy: z.enum(["none", "card_on_file", "link"]),
});
export type SettlementPreview = z.infer<typeof settlementPreviewSchema>;

export const cancellationSettlementSchema = settlementPreviewSchema.extend({
  /** The owed part once paid (by the card on file or the link). */
  paid: z.object({ brand: z.string().nullable(), last4: z.string().nullable(), paidAt: z.string() }).nullable(),
});
export type CancellationSettlementView = z.infer<typeof cancellationSettlementSchema>;

/** The lead page's money after the quote (the team's view). */
export const leadMoneySchema = z.object({
  cardOnFile: cardOnFileSchema.nullable(),
  balancePaid: z.object({ amountCents: z.number().int(), brand: z.string().nullable(), last4: z.string().nullable(), paidAt: z.string(), automatic: z.boolean() }).nullable(),
  settlement: cancellationSettlementSchema.nullable(),
});
export type LeadMoney = z.infer<typeof leadMoneySchema>;

/** The client's extra view of their event on the quote link and the checkout (operations after the quote). */
export const clientEventSchema = z.object({
  /** When the event starts (the request's date and time in the restaurant's zone). */
  eventStartsAt: z.string(),
  stage: z.string(),
  /** The balance after delivery: taxed total − deposits paid; `paid` once it is. Null before delivery. */
  balance: z
    .object({
      dueCents: z.number().int(),
      paid: z.object({ amountCents: z.number().int(), brand: z.string().nullable(), last4: z.string().nullable(), paidAt: z.string(), automatic: z.boolean() }).nullable(),
    })
    .nullable(),
  /** The card the client kept on file at deposit time (for the balance); `declined` once an automatic charge failed. */
  cardOnFile: cardOnFileSchema.nullable(),
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
    /** What cancelling now would settle (shown before the client confirms); null when cancelling is not allowed. */
    settlementNow: settlementPreviewSchema.nullable(),
    /** How the cancellation was settled, once cancelled by the client. */
    settlement: cancellationSettlementSchema.nullable(),
  }),
});
export type ClientEvent = z.infer<typeof clientEventSchema>;

/** What the board and the lead page show of the ladder and the balance. */
export const leadOpsSchema = z.object({
  reconfirmation: z.enum(["none", "pending", "confirmed"]),
  balanceDueCents: z.number().int().nullable(),
});
export type LeadOps = z.infer<typeof leadOpsSchema>;

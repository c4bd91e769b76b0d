import { z } from "zod";
import { SERVICE_TYPES } from "./constants.js";
import { MAX_QUOTE_CENTS } from "./catering-quote-math.js";
import { clientEventSchema } from "./catering-operations.js";

/**
 * Wire shapes of catering quotes (issue 17): a lead's quote in versions (v1, v2…; a sent version never changes),
 * the client's link and acceptance. Every figure in an answer is the server's (quoteTotals / depositSchedule);
 * a client's totals are never read.
 */

export const QUOTE_LINE_KINDS = ["menu_item", "package", "staffing", "equipment", "delivery", "custom"] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];
export const QUOTE_LINE_KIND_LABELS: Record<QuoteLineKind, string> = {
  menu_item: "Menu item",
  package: "Package",
  staffing: "Staffing",
  equipment: "Equipment",
  delivery: "Delivery",
  custom: "Custom",
};
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Odoo's default, and the issue's: a quote is valid 30 days from sending. */
export const QUOTE_VALID_DAYS_DEFAULT = 30;
export const QUOTE_VALID_DAYS_MAX = 365;
export const QUOTE_LINES_MAX = 100;
export const QUOTE_DEPOSITS_MAX = 6;
export const QUOTE_TEXT_MAX = 200;
export const QUOTE_NOTE_MAX = 500;
export const QUOTE_NAME_MAX = 120;
export const QUOTE_EXPIRED_MESSAGE = "This quote has expired. Please ask the restaurant for a new one.";

/**
 * Lines each service type brings (staffing and equipment, delivery), offered by the builder when the type is
 * chosen; staff change quantities and prices as they need. Per-guest lines take the headcount as quantity.
 */
export const SERVICE_TYPE_SUGGESTED_LINES: Record<ServiceType, { kind: QuoteLineKind; description: string; perGuest: boolean; quantity: number; unitPriceCents: number }[]> = {
  "drop-off": [{ kind: "delivery", description: "Delivery and drop-off", perGuest: false, quantity: 1, unitPriceCents: 7_500 }],
  "on-site": [
    { kind: "staffing", description: "On-site chef (hours)", perGuest: false, quantity: 4, unitPriceCents: 6_500 },
    { kind: "equipment", description: "Portable cooking station", perGuest: false, quantity: 1, unitPriceCents: 15_000 },
    { kind: "delivery", description: "Delivery and set-up", perGuest: false, quantity: 1, unitPriceCents: 10_000 },
  ],
  buffet: [
    { kind: "staffing", description: "Buffet attendant (hours)", perGuest: false, quantity: 4, unitPriceCents: 4_500 },
    { kind: "equipment", description: "Chafing dishes and buffet linen", perGuest: false, quantity: 1, unitPriceCents: 12_000 },
    { kind: "delivery", description: "Delivery and set-up", perGuest: false, quantity: 1, unitPriceCents: 10_000 },
  ],
  plated: [
    { kind: "staffing", description: "Server (hours, one per 10 guests)", perGuest: false, quantity: 8, unitPriceCents: 4_500 },
    { kind: "equipment", description: "Plates, cutlery and glassware (per guest)", perGuest: true, quantity: 1, unitPriceCents: 600 },
    { kind: "delivery", description: "Delivery and set-up", perGuest: false, quantity: 1, unitPriceCents: 10_000 },
  ],
};

const cents = (field: string) =>
  z.number({ error: `${field} must be a number of cents` }).int({ error: `${field} is whole cents` }).min(0, { error: `${field} is never negative` }).max(MAX_QUOTE_CENTS, { error: "A quote is at most $10,000,000.00" });
const ppm = (label: string) =>
  z.number({ error: `${label} must be a number` }).int({ error: `${label} is in whole parts per million` }).min(0, { error: `${label} is between 0 and 100 %` }).max(1_000_000, { error: `${label} is between 0 and 100 %` });

export const cateringQuoteLineSchema = z.object({
  kind: z.enum(QUOTE_LINE_KINDS, { error: "Choose the line's kind" }),
  description: z.string({ error: "Describe the line" }).trim().min(1, { error: "Describe the line" }).max(QUOTE_TEXT_MAX, { error: `At most ${QUOTE_TEXT_MAX} characters` }),
  quantity: z.number({ error: "Quantity must be a number" }).int({ error: "Quantity is a whole number" }).min(1, { error: "Quantity is at least 1" }).max(100_000, { error: "A line is at most 100,000 of anything" }),
  unitPriceCents: cents("Unit price"),
  dietaryNote: z.string().trim().max(QUOTE_TEXT_MAX, { error: `At most ${QUOTE_TEXT_MAX} characters` }).nullable().default(null),
});
export type QuoteLine = z.output<typeof cateringQuoteLineSchema>;

export const quoteDiscountSchema = z.discriminatedUnion(
  "kind",
  [z.object({ kind: z.literal("percent"), ppm: ppm("The discount") }), z.object({ kind: z.literal("amount"), cents: cents("The discount") })],
  { error: "A discount is a percentage or an amount" },
);

const dueAt = z.iso.datetime({ offset: true, error: "Each deposit needs a due date" }).max(40, { error: "Each deposit needs a due date" });
export const quoteDepositSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("percent"), ppm: ppm("A deposit").min(1, { error: "A deposit is more than 0 %" }), dueAt }),
    z.object({ kind: z.literal("amount"), cents: cents("A deposit").min(1, { error: "A deposit is more than $0.00" }), dueAt }),
  ],
  { error: "A deposit is a percentage or an amount" },
);

/** What staff save as the draft; the server computes every total from it. */
export const quoteDraftSchema = z.object({
  serviceType: z.enum(SERVICE_TYPES, { error: "Choose a service type" }),
  lines: z.array(cateringQuoteLineSchema).min(1, { error: "Add at least one line" }).max(QUOTE_LINES_MAX, { error: `At most ${QUOTE_LINES_MAX} lines` }),
  discount: quoteDiscountSchema.nullable().default(null),
  deposits: z.array(quoteDepositSchema).min(1, { error: "Add at least one deposit" }).max(QUOTE_DEPOSITS_MAX, { error: `At most ${QUOTE_DEPOSITS_MAX} deposits` }),
  validDays: z.number({ error: "Validity must be a number of days" }).int({ error: "Validity is whole days" }).min(1, { error: "A quote is valid at least 1 day" }).max(QUOTE_VALID_DAYS_MAX, { error: `A quote is valid at most ${QUOTE_VALID_DAYS_MAX} days` }).default(QUOTE_VALID_DAYS_DEFAULT),
  /** What changed since the last sent version, in the team's words (the server adds the figures). */
  changeNote: z.string().trim().max(QUOTE_NOTE_MAX, { error: `At most ${QUOTE_NOTE_MAX} characters` }).nullable().default(null),
});
export type QuoteDraftInput = z.input<typeof quoteDraftSchema>;

export const sendQuoteSchema = z.object({
  /** The draft version the sender saw: a draft saved meanwhile by someone else is not sent unseen (409). */
  versionId: z.uuid({ error: "Save the draft first" }),
});

export const acceptQuoteSchema = z.object({
  versionId: z.uuid({ error: "Unknown quote version" }),
  fullName: z.string({ error: "Type your full name to accept" }).trim().min(2, { error: "Type your full name to accept" }).max(QUOTE_NAME_MAX, { error: `At most ${QUOTE_NAME_MAX} characters` }),
});

const scheduledPaymentSchema = z.object({ kind: z.enum(["deposit", "balance"]), amountCents: z.number().int(), dueAt: z.string().nullable() });

export const quoteVersionSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(["draft", "sent", "superseded", "accepted", "expired"]),
  serviceType: z.enum(SERVICE_TYPES),
  lines: z.array(cateringQuoteLineSchema.extend({ lineTotalCents: z.number().int() })),
  discount: quoteDiscountSchema.nullable(),
  deposits: z.array(quoteDepositSchema),
  taxRatePpm: z.number().int(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  schedule: z.array(scheduledPaymentSchema),
  validDays: z.number().int(),
  validUntil: z.string().nullable(),
  changeNote: z.string().nullable(),
  /** What the server found changed since the previous version (lines, service type, discount, deposits, total). */
  changes: z.array(z.string()),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type QuoteVersion = z.infer<typeof quoteVersionSchema>;

export const quoteAcceptanceSchema = z.object({ versionId: z.string(), versionNumber: z.number().int(), fullName: z.string(), acceptedAt: z.string() });

/** The team's view of a lead's quote. */
export const leadQuoteSchema = z.object({
  leadId: z.string(),
  quoteId: z.string().nullable(),
  leadStage: z.string(),
  leadVersion: z.number().int(),
  eventName: z.string(),
  contactName: z.string(),
  email: z.string(),
  eventDate: z.string(),
  headcount: z.number().int().nullable(),
  /** The request's service type when the form asked for it; the builder starts with it. */
  requestedServiceType: z.enum(SERVICE_TYPES).nullable(),
  restaurantName: z.string().nullable(),
  taxRatePpm: z.number().int(),
  versions: z.array(quoteVersionSchema),
  acceptance: quoteAcceptanceSchema.nullable(),
  canEdit: z.boolean(),
});
export type LeadQuote = z.infer<typeof leadQuoteSchema>;

export const sentQuoteSchema = leadQuoteSchema.extend({
  /** The client's link, shown to the sender once (only its hash is stored); it is also mailed to the client. */
  clientPath: z.string(),
});

export const depositPaymentSchema = z.object({ scheduleIndex: z.number().int(), amountCents: z.number().int(), brand: z.string().nullable(), last4: z.string().nullable(), paidAt: z.string() });

/** Paying through a client link by card (the balance, a cancellation fee; Idempotency-Key header: one key, one payment). */
export const payByCardSchema = z.object({
  paymentToken: z.string({ error: "Payment is required" }).min(8, { error: "Payment is required" }).max(100, { error: "Payment is required" }),
});

/**
 * Paying the next deposit of an accepted quote. `keepCardOnFile` is the client's consent (unticked by default) to keep
 * this card for this event's balance after delivery (and a late cancellation's fee beyond the deposits).
 */
export const payDepositSchema = payByCardSchema.extend({
  keepCardOnFile: z.boolean({ error: "Choose whether to keep the card on file" }).default(false),
});

/** What the client's link shows: the latest sent version. */
export const clientQuoteSchema = z.object({
  leadId: z.string(),
  eventName: z.string(),
  contactName: z.string(),
  eventDate: z.string(),
  restaurantName: z.string().nullable(),
  version: quoteVersionSchema,
  expired: z.boolean(),
  message: z.string().nullable(),
  acceptance: quoteAcceptanceSchema.nullable(),
  /** Deposits paid so far, and the next one due (its index in the schedule), once accepted. */
  deposits: z.array(depositPaymentSchema),
  nextDeposit: z.object({ scheduleIndex: z.number().int(), amountCents: z.number().int(), dueAt: z.string().nullable() }).nullable(),
  /** After the quote: the event's start, the balance after delivery, the reconfirmation, the cancellation policy. */
  event: clientEventSchema,
});
export type ClientQuote = z.infer<typeof clientQuoteSchema>;

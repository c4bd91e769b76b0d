import { z } from "zod";
import { ORDER_STATUSES, orderLineInputSchema } from "./ordering.js";

/**
 * The point of sale (`/pos-system`): staff ring up a table's or a takeaway's dishes, send them to the kitchen and
 * take payment — card through the payments sandbox or cash with change — whole, split evenly or by dish. The
 * server prices everything (the same menu pricing and tax as online orders); the client never sends a price.
 */

export const POS_NOTE_MAX = 140;
export const POS_LINES_MAX = 60;
export const POS_SPLIT_WAYS_MAX = 20;
/** The most cash a till takes for one payment ($5,000): a typo of extra zeros is refused, not given back as change. */
export const POS_CASH_MAX_CENTS = 5000_00;
/** The largest tip one card payment takes ($1,000) and the largest percentage (100 %). */
export const POS_TIP_MAX_CENTS = 1000_00;
export const POS_TIP_PERCENT_MAX = 100;
const TIP_MESSAGE = "Enter a tip of $0 or more";

export const POS_SEAT_MAX = 40;
export const POS_COURSE_MAX = 5;
const SEAT_MESSAGE = `A seat is a number from 1 to ${POS_SEAT_MAX}`;
const COURSE_MESSAGE = `A course is a number from 1 to ${POS_COURSE_MAX}`;
export const posSeatSchema = z.number({ error: SEAT_MESSAGE }).int({ error: SEAT_MESSAGE }).min(1, { error: SEAT_MESSAGE }).max(POS_SEAT_MAX, { error: SEAT_MESSAGE });
export const posCourseSchema = z.number({ error: COURSE_MESSAGE }).int({ error: COURSE_MESSAGE }).min(1, { error: COURSE_MESSAGE }).max(POS_COURSE_MAX, { error: COURSE_MESSAGE });

export const posLineInputSchema = orderLineInputSchema.extend({
  note: z.string().max(POS_NOTE_MAX, { error: `A note is at most ${POS_NOTE_MAX} characters` }).trim().optional(),
  /** Who at the table it is for (split by seat; the runner knows where to put it). */
  seat: posSeatSchema.optional(),
  /** Which course it belongs to (1 starters, 2 mains…); a held course waits for Fire. */
  course: posCourseSchema.optional(),
});

export const posOrderInputSchema = z.object({
  restaurantId: z.string().max(100).optional(),
  /** A table's number, or null for Takeaway. */
  tableNumber: z.number({ error: "Choose a table or Takeaway" }).int().min(1, { error: "Choose a table or Takeaway" }).max(9999).nullable(),
  lines: z
    .array(posLineInputSchema, { error: "Add a dish to the ticket" })
    .min(1, { error: "Add a dish to the ticket" })
    .max(POS_LINES_MAX, { error: `At most ${POS_LINES_MAX} lines on a ticket` }),
  /** Courses held back: their dishes reach the kitchen display only when fired. */
  heldCourses: z.array(posCourseSchema).max(POS_COURSE_MAX).optional(),
});
export type PosOrderInput = z.input<typeof posOrderInputSchema>;

export const POS_TENDERS = ["card", "cash"] as const;
export const POS_SPLITS = ["full", "even", "items"] as const;
const WAYS_MESSAGE = `Split between 2 and ${POS_SPLIT_WAYS_MAX} ways`;

export const posPaymentInputSchema = z
  .object({
    tender: z.enum(POS_TENDERS, { error: "Choose card or cash" }),
    split: z.enum(POS_SPLITS, { error: "Choose how to split the ticket" }),
    ways: z.number({ error: WAYS_MESSAGE }).int({ error: WAYS_MESSAGE }).min(2, { error: WAYS_MESSAGE }).max(POS_SPLIT_WAYS_MAX, { error: WAYS_MESSAGE }).optional(),
    orderItemIds: z.array(z.uuid({ error: "Choose the dishes being paid for" })).max(200).optional(),
    /** Card: a token from the sandbox vault. */
    paymentToken: z.string({ error: "Payment is required" }).min(8, { error: "Payment is required" }).max(100, { error: "Payment is required" }).optional(),
    /** Cash: what the guest handed over; the change is worked out by the server. */
    tenderedCents: z
      .number({ error: "Enter the cash received" })
      .int({ error: "Enter the cash received in cents" })
      .min(1, { error: "Enter the cash received" })
      .max(POS_CASH_MAX_CENTS, { error: "That is more cash than one payment takes" })
      .optional(),
    /** Card only: a tip as an amount, or as a percentage of what this payment covers (never both). */
    tipCents: z.number({ error: TIP_MESSAGE }).int({ error: TIP_MESSAGE }).min(0, { error: TIP_MESSAGE }).max(POS_TIP_MAX_CENTS, { error: "That tip is more than one payment takes" }).optional(),
    tipPercent: z
      .number({ error: "Enter a tip percentage" })
      .int({ error: "Enter a whole percentage" })
      .min(0, { error: "Enter a tip percentage" })
      .max(POS_TIP_PERCENT_MAX, { error: `A tip is at most ${POS_TIP_PERCENT_MAX} %` })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.tender === "cash" && (v.tipCents || v.tipPercent)) ctx.addIssue({ code: "custom", path: ["tipCents"], message: "Tips are added on card" });
    if (v.tipCents !== undefined && v.tipPercent !== undefined) ctx.addIssue({ code: "custom", path: ["tipPercent"], message: "Choose a tip amount or a percentage, not both" });
    if (v.split === "even" && v.ways === undefined) ctx.addIssue({ code: "custom", path: ["ways"], message: WAYS_MESSAGE });
    if (v.split === "items" && !v.orderItemIds?.length) ctx.addIssue({ code: "custom", path: ["orderItemIds"], message: "Choose the dishes being paid for" });
    if (v.tender === "card" && !v.paymentToken) ctx.addIssue({ code: "custom", path: ["paymentToken"], message: "Payment is required" });
    if (v.tender === "cash" && v.tenderedCents === undefined) ctx.addIssue({ code: "custom", path: ["tenderedCents"], message: "Enter the cash received" });
  });
export type PosPaymentInput = z.input<typeof posPaymentInputSchema>;

export const posTicketLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  options: z.string(),
  note: z.string().nullable(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  /** The line with its share of the ticket's tax: what paying for it by dish costs. */
  amountCents: z.number().int(),
  paid: z.boolean(),
  seat: z.number().int().nullable(),
  course: z.number().int().nullable(),
  /** Its course is held: the kitchen has not seen it yet. */
  held: z.boolean(),
  /** What discounts took off this dish (its own and its share of a ticket discount); amountCents is after them. */
  discountCents: z.number().int(),
  /** Every unit of it has been refunded. */
  refunded: z.boolean(),
  /** Units refunded so far (a refund by dish may take some of a line's quantity). */
  refundedQuantity: z.number().int(),
  /** What refunding it so far gave back (its units' shares of amountCents). */
  refundedCents: z.number().int(),
});

export const posTicketPaymentSchema = z.object({
  id: z.string(),
  tender: z.enum(POS_TENDERS),
  split: z.enum(POS_SPLITS),
  amountCents: z.number().int(),
  tenderedCents: z.number().int().nullable(),
  changeCents: z.number().int(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  tipCents: z.number().int(),
  refundedCents: z.number().int(),
  createdAt: z.string(),
});

export const posDiscountViewSchema = z.object({
  id: z.string(),
  orderItemId: z.string().nullable(),
  kind: z.enum(["percent", "amount"]),
  value: z.number().int(),
  amountCents: z.number().int(),
  reason: z.string(),
  appliedBy: z.string(),
  /** The owner or manager who approved it (their PIN or their own session), when it needed approval. */
  approvedBy: z.string().nullable(),
  createdAt: z.string(),
});

export const posRefundViewSchema = z.object({
  id: z.string(),
  posPaymentId: z.string(),
  tender: z.enum(POS_TENDERS),
  amountCents: z.number().int(),
  reason: z.string(),
  refundedBy: z.string(),
  /** The dishes it refunded ("2 × Margherita"), empty for an amount. */
  lines: z.array(z.object({ orderItemId: z.string(), name: z.string(), quantity: z.number().int() })),
  createdAt: z.string(),
});

export const posTicketSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  /** "Table 4" or "Takeaway". */
  label: z.string(),
  tableNumber: z.number().int().nullable(),
  status: z.enum(ORDER_STATUSES),
  lines: z.array(posTicketLineSchema),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  /** Every discount on the ticket together; due = total − discounts. */
  discountCents: z.number().int(),
  dueCents: z.number().int(),
  paidCents: z.number().int(),
  remainingCents: z.number().int(),
  tipCents: z.number().int(),
  refundedCents: z.number().int(),
  /** What the ticket's payments keep once refunds are given back: paid − refunded (tips aside). */
  netPaidCents: z.number().int(),
  payments: z.array(posTicketPaymentSchema),
  discounts: z.array(posDiscountViewSchema),
  refunds: z.array(posRefundViewSchema),
  /** Courses still held back from the kitchen. */
  heldCourses: z.array(z.number().int()),
  placedAt: z.string(),
});
export type PosTicket = z.infer<typeof posTicketSchema>;

export const posPaymentResultSchema = z.object({
  ticket: posTicketSchema,
  amountCents: z.number().int(),
  changeCents: z.number().int(),
  tipCents: z.number().int(),
});
export type PosPaymentResult = z.infer<typeof posPaymentResultSchema>;

export const posSetupSchema = z.object({
  restaurant: z.object({ id: z.string(), name: z.string(), taxRatePpm: z.number().int() }),
  /** The caller's role on the team (owner, manager, staff): an owner or manager approves discounts themselves. */
  teamRole: z.string(),
  tables: z.array(z.object({ number: z.number().int(), seats: z.number().int() })),
  /** Today's POS tickets not yet paid in full, newest first. */
  openTickets: z.array(posTicketSchema),
});
export type PosSetup = z.infer<typeof posSetupSchema>;

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

export const posLineInputSchema = orderLineInputSchema.extend({
  note: z.string().max(POS_NOTE_MAX, { error: `A note is at most ${POS_NOTE_MAX} characters` }).trim().optional(),
});

export const posOrderInputSchema = z.object({
  restaurantId: z.string().max(100).optional(),
  /** A table's number, or null for Takeaway. */
  tableNumber: z.number({ error: "Choose a table or Takeaway" }).int().min(1, { error: "Choose a table or Takeaway" }).max(9999).nullable(),
  lines: z
    .array(posLineInputSchema, { error: "Add a dish to the ticket" })
    .min(1, { error: "Add a dish to the ticket" })
    .max(POS_LINES_MAX, { error: `At most ${POS_LINES_MAX} lines on a ticket` }),
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
  })
  .superRefine((v, ctx) => {
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
  paidCents: z.number().int(),
  remainingCents: z.number().int(),
  payments: z.array(posTicketPaymentSchema),
  placedAt: z.string(),
});
export type PosTicket = z.infer<typeof posTicketSchema>;

export const posPaymentResultSchema = z.object({
  ticket: posTicketSchema,
  amountCents: z.number().int(),
  changeCents: z.number().int(),
});
export type PosPaymentResult = z.infer<typeof posPaymentResultSchema>;

export const posSetupSchema = z.object({
  restaurant: z.object({ id: z.string(), name: z.string(), taxRatePpm: z.number().int() }),
  tables: z.array(z.object({ number: z.number().int(), seats: z.number().int() })),
  /** Today's POS tickets not yet paid in full, newest first. */
  openTickets: z.array(posTicketSchema),
});
export type PosSetup = z.infer<typeof posSetupSchema>;

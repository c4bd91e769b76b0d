import { z } from "zod";
import { POS_TENDERS, posTicketSchema } from "./pos.js";

/**
 * The point of sale's back office: discounts (with a reason, and a manager's approval above the threshold in
 * pos-money.ts), refunds (through the payments module, never more than was taken), emailed receipts, and the
 * till's shifts — an opening float, then a close-out of cash counted against cash expected, with card totals and tips.
 */

export const POS_REASON_MAX = 200;
export const POS_TERMINAL_MAX = 40;
export const POS_FLOAT_MAX_CENTS = 2000_00;
export const POS_DISCOUNT_MAX_CENTS = 5000_00;

const REASON_MESSAGE = "Give a reason";
const reasonSchema = z
  .string({ error: REASON_MESSAGE })
  .trim()
  .min(3, { error: REASON_MESSAGE })
  .max(POS_REASON_MAX, { error: `A reason is at most ${POS_REASON_MAX} characters` });

/** A manager's PIN: 4 to 8 digits. */
export const posPinSchema = z.string({ error: "Enter a PIN of 4 to 8 digits" }).max(8, { error: "Enter a PIN of 4 to 8 digits" }).regex(/^\d{4,8}$/, { error: "Enter a PIN of 4 to 8 digits" });

export const posDiscountInputSchema = z
  .object({
    /** A dish of the ticket, or none for the whole ticket. */
    orderItemId: z.uuid({ error: "That dish is not on this ticket" }).optional(),
    kind: z.enum(["percent", "amount"], { error: "Choose % or an amount" }),
    /** A percentage (1–100) or cents. */
    value: z.number({ error: "Enter the discount" }).int({ error: "Enter the discount" }).min(1, { error: "Enter the discount" }).max(POS_DISCOUNT_MAX_CENTS, { error: "That discount is too large" }),
    reason: reasonSchema,
    /** An owner's or manager's PIN, when the discount needs their approval. */
    approverPin: posPinSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "percent" && v.value > 100) ctx.addIssue({ code: "custom", path: ["value"], message: "A discount is at most 100 %" });
  });
export type PosDiscountInput = z.input<typeof posDiscountInputSchema>;

export const posRefundInputSchema = z
  .object({
    /** The payment being refunded (a card goes back to the card; cash leaves the drawer). */
    posPaymentId: z.uuid({ error: "Choose the payment to refund" }),
    /** Refund these dishes (their amounts after discounts)… */
    orderItemIds: z.array(z.uuid({ error: "That dish is not on this ticket" })).max(200).optional(),
    /** …or an amount in cents. */
    amountCents: z.number({ error: "Enter the amount to refund" }).int({ error: "Enter the amount to refund" }).min(1, { error: "Enter the amount to refund" }).max(POS_DISCOUNT_MAX_CENTS * 2).optional(),
    reason: reasonSchema,
  })
  .superRefine((v, ctx) => {
    if (!v.orderItemIds?.length && v.amountCents === undefined) ctx.addIssue({ code: "custom", path: ["amountCents"], message: "Enter the amount to refund" });
    if (v.orderItemIds?.length && v.amountCents !== undefined) ctx.addIssue({ code: "custom", path: ["amountCents"], message: "Refund dishes or an amount, not both" });
  });
export type PosRefundInput = z.input<typeof posRefundInputSchema>;

export const posReceiptEmailSchema = z.object({
  email: z.email({ error: "Enter a valid email address" }).max(254, { error: "Enter a valid email address" }),
});

export const posPinInputSchema = z.object({ pin: posPinSchema });

export const posShiftOpenSchema = z.object({
  restaurantId: z.string().max(100).optional(),
  /** The till's name ("Till 1"): one open shift per till, and per person, at a time. */
  terminal: z.string({ error: "Name the till" }).trim().min(1, { error: "Name the till" }).max(POS_TERMINAL_MAX, { error: `A till's name is at most ${POS_TERMINAL_MAX} characters` }),
  openingFloatCents: z
    .number({ error: "Enter the opening float" })
    .int({ error: "Enter the opening float in cents" })
    .min(0, { error: "Enter the opening float" })
    .max(POS_FLOAT_MAX_CENTS, { error: "That float is more than a drawer holds" }),
});
export type PosShiftOpenInput = z.input<typeof posShiftOpenSchema>;

export const posShiftCloseSchema = z.object({
  countedCashCents: z
    .number({ error: "Enter the cash counted" })
    .int({ error: "Enter the cash counted in cents" })
    .min(0, { error: "Enter the cash counted" })
    .max(POS_FLOAT_MAX_CENTS * 50, { error: "That is more cash than a drawer holds" }),
});

export const posShiftOrderSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  label: z.string(),
  /** What the ticket came to after discounts. */
  dueCents: z.number().int(),
  /** Taken toward it in this shift (card + cash, tips apart). */
  takenCents: z.number().int(),
  tipCents: z.number().int(),
  refundedCents: z.number().int(),
});

export const posShiftSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  terminal: z.string(),
  openedBy: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  openingFloatCents: z.number().int(),
  cashSalesCents: z.number().int(),
  cashTenderedCents: z.number().int(),
  changeCents: z.number().int(),
  cashRefundsCents: z.number().int(),
  /** float + cash handed over − change − cash refunds. */
  expectedCashCents: z.number().int(),
  countedCashCents: z.number().int().nullable(),
  /** counted − expected (over is positive, short negative), once closed. */
  differenceCents: z.number().int().nullable(),
  cardSalesCents: z.number().int(),
  cardRefundsCents: z.number().int(),
  tipsCents: z.number().int(),
  paymentCount: z.number().int(),
  /** The tickets paid in this shift: their taken amounts sum to card + cash sales to the cent. */
  orders: z.array(posShiftOrderSchema),
});
export type PosShift = z.infer<typeof posShiftSchema>;

export const posCurrentShiftSchema = z.object({ shift: posShiftSchema.nullable() });
export type PosCurrentShift = z.infer<typeof posCurrentShiftSchema>;

export const posRefundResultSchema = z.object({ ticket: posTicketSchema, refundId: z.string(), amountCents: z.number().int(), tender: z.enum(POS_TENDERS) });
export type PosRefundResult = z.infer<typeof posRefundResultSchema>;

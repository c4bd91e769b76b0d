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

const discountFields = {
  /** A dish of the ticket, or none for the whole ticket. */
  orderItemId: z.uuid({ error: "That dish is not on this ticket" }).optional(),
  kind: z.enum(["percent", "amount"], { error: "Choose % or an amount" }),
  /** A percentage (1–100) or cents. */
  value: z.number({ error: "Enter the discount" }).int({ error: "Enter the discount" }).min(1, { error: "Enter the discount" }).max(POS_DISCOUNT_MAX_CENTS, { error: "That discount is too large" }),
  reason: reasonSchema,
};
const percentAtMost100 = (v: { kind: "percent" | "amount"; value: number }, ctx: z.RefinementCtx) => {
  if (v.kind === "percent" && v.value > 100) ctx.addIssue({ code: "custom", path: ["value"], message: "A discount is at most 100 %" });
};

export const posDiscountInputSchema = z
  .object({
    ...discountFields,
    /** An owner's or manager's PIN, when the discount needs their approval. */
    approverPin: posPinSchema.optional(),
  })
  .superRefine(percentAtMost100);
export type PosDiscountInput = z.input<typeof posDiscountInputSchema>;

export const posRefundLineSchema = z.object({
  orderItemId: z.uuid({ error: "That dish is not on this ticket" }),
  quantity: z.number({ error: "Choose how many" }).int({ error: "Choose how many" }).min(1, { error: "Choose how many" }).max(999, { error: "Choose how many" }),
});

export const posRefundInputSchema = z
  .object({
    /** The payment being refunded (a card goes back to the card; cash leaves the drawer). */
    posPaymentId: z.uuid({ error: "Choose the payment to refund" }),
    /** Refund these dishes whole (every unit not refunded yet, at their amounts after discounts)… */
    orderItemIds: z.array(z.uuid({ error: "That dish is not on this ticket" })).max(200).optional(),
    /** …or some units of dishes (the server prices each unit: its share of the line's amount after discounts and with tax)… */
    lines: z.array(posRefundLineSchema).max(200, { error: "Too many dishes" }).optional(),
    /** …or an amount in cents. */
    amountCents: z.number({ error: "Enter the amount to refund" }).int({ error: "Enter the amount to refund" }).min(1, { error: "Enter the amount to refund" }).max(POS_DISCOUNT_MAX_CENTS * 2).optional(),
    reason: reasonSchema,
  })
  .superRefine((v, ctx) => {
    const byDish = Boolean(v.orderItemIds?.length) || Boolean(v.lines?.length);
    if (!byDish && v.amountCents === undefined) ctx.addIssue({ code: "custom", path: ["amountCents"], message: "Enter the amount to refund" });
    if (byDish && v.amountCents !== undefined) ctx.addIssue({ code: "custom", path: ["amountCents"], message: "Refund dishes or an amount, not both" });
    if (v.orderItemIds?.length && v.lines?.length) ctx.addIssue({ code: "custom", path: ["lines"], message: "Choose dishes one way" });
    const ids = (v.lines ?? []).map((l) => l.orderItemId);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", path: ["lines"], message: "Each dish once" });
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

/**
 * A staff member's discount sent to the owners' and managers' screens instead of a PIN typed at the till: they
 * approve or decline it from their own session; the request is decided once.
 */
export const POS_APPROVAL_STATUSES = ["pending", "approved", "declined", "expired"] as const;
export type PosApprovalStatus = (typeof POS_APPROVAL_STATUSES)[number];
/**
 * A request nobody decided within this many minutes expires: it leaves the managers' screens, deciding it is a 409,
 * and the staff member sees it expired and can ask again (the ticket may have moved on meanwhile).
 */
export const POS_APPROVAL_REQUEST_MINUTES = 15;
export const POS_APPROVAL_EXPIRED_MESSAGE = `This request expired: nobody answered within ${POS_APPROVAL_REQUEST_MINUTES} minutes. Ask again from the ticket.`;

export const posApprovalRequestInputSchema = z.object(discountFields).superRefine(percentAtMost100);
export type PosApprovalRequestInput = z.input<typeof posApprovalRequestInputSchema>;

export const posApprovalDecisionSchema = z.object({
  decision: z.enum(["approve", "decline"], { error: "Approve or decline" }),
});
export type PosApprovalDecision = z.input<typeof posApprovalDecisionSchema>;

export const posApprovalRequestSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  reference: z.string(),
  /** "Table 4" or "Takeaway". */
  label: z.string(),
  /** The dish it is on ("2 × Margherita"), or null for the whole ticket. */
  dish: z.string().nullable(),
  kind: z.enum(["percent", "amount"]),
  value: z.number().int(),
  /** What it comes to (as asked; an approval takes it off the ticket as it then stands). */
  amountCents: z.number().int(),
  ticketTotalCents: z.number().int(),
  reason: z.string(),
  requestedBy: z.string(),
  status: z.enum(POS_APPROVAL_STATUSES),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** When a request still pending expires (created + POS_APPROVAL_REQUEST_MINUTES). */
  expiresAt: z.string(),
});
export type PosApprovalRequest = z.infer<typeof posApprovalRequestSchema>;

export const posApprovalListSchema = z.object({ requests: z.array(posApprovalRequestSchema) });
export type PosApprovalList = z.infer<typeof posApprovalListSchema>;

/** What the POS screen's live stream says (SSE event "pos"): an order of the restaurant or an approval request changed. */
export const posEventSchema = z.object({ type: z.string(), orderId: z.string().nullable(), requestId: z.string().nullable() });
export type PosEvent = z.infer<typeof posEventSchema>;

import { z } from "zod";

/**
 * Payments' contracts: the sandbox providers, card tokens and saved cards, and a payment as an order carries it.
 * Split from ordering.ts, which imports them. Money is integer cents.
 */

export const PAYMENT_PROVIDERS = ["global", "regional"] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderId, string> = {
  global: "Tavola Card (global)",
  regional: "Nordic Pay (regional)",
};
export const PAYMENT_STATUSES = ["authorized", "captured", "voided", "partially_refunded", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Documented sandbox card numbers (both sandbox providers honour them, like processors' test modes). */
export const SANDBOX_CARDS = {
  visaSuccess: "4242424242424242",
  mastercardSuccess: "5555555555554444",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

export const tokenizeCardSchema = z.object({
  cardNumber: z
    .string({ error: "Card number is required" })
    .max(40, { error: "Card number is invalid", abort: true })
    .transform((s) => s.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: "Card number is invalid" })),
  expMonth: z.number({ error: "Expiry month is required" }).int().min(1, { error: "Expiry month is invalid" }).max(12, { error: "Expiry month is invalid" }),
  expYear: z.number({ error: "Expiry year is required" }).int().min(2000, { error: "Expiry year is invalid" }).max(2100, { error: "Expiry year is invalid" }),
  cvc: z.string({ error: "CVC is required" }).max(4, { error: "CVC is invalid", abort: true }).regex(/^\d{3,4}$/, { error: "CVC is invalid" }),
});
export type TokenizeCardInput = z.input<typeof tokenizeCardSchema>;
export const cardTokenSchema = z.object({ token: z.string(), brand: z.string(), last4: z.string(), expiresAt: z.string() });
export type CardToken = z.infer<typeof cardTokenSchema>;

/** A card the customer saved at checkout: what they recognise it by. The vault's token never leaves the server. */
export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  lastUsedAt: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
/** How many saved cards checkout offers (the last used first). */
export const SAVED_CARDS_MAX = 5;

export const paymentSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string(),
  brand: z.string(),
  last4: z.string(),
  amountCents: z.number().int(),
  capturedCents: z.number().int(),
  refundedCents: z.number().int(),
  /** True when the address's provider was unavailable and the other one took the payment. */
  failedOver: z.boolean(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const providerStatusSchema = z.object({ provider: z.enum(PAYMENT_PROVIDERS), available: z.boolean() });
export const setProviderStatusSchema = z.object({ available: z.boolean({ error: "available must be true or false" }) });

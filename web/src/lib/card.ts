import type { CardToken, TokenizeCardInput } from "@tavola/contracts";
import { apiRequestJson } from "./api-client";

/** A card as typed (strings mirror the inputs); it goes to the sandbox vault only, never with a payment. */
export type CardValues = { cardNumber: string; expMonth: string; expYear: string; cvc: string };
export type CardErrors = Partial<Record<keyof CardValues, string>>;
export const EMPTY_CARD: CardValues = { cardNumber: "", expMonth: "", expYear: "", cvc: "" };

/** "4242424242424242" → "4242 4242 4242 4242" while typing; at most 19 digits. */
export function formatCardNumber(input: string): string {
  return input
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The sandbox vault: card details in, a short-lived token out (the order, bill or hold carries the token). */
export const tokenizeCard = (card: TokenizeCardInput) => apiRequestJson<CardToken>("POST", "/api/payments/sandbox/tokens", card);

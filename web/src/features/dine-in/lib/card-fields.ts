import type { TokenizeCardInput } from "@tavola/contracts";

/** The card as typed; it goes to the sandbox vault only, never with the payment. */
export type CardValues = { cardNumber: string; expMonth: string; expYear: string; cvc: string };
export const EMPTY_CARD: CardValues = { cardNumber: "", expMonth: "", expYear: "", cvc: "" };

/** "4242424242424242" → "4242 4242 4242 4242" while typing; at most 19 digits. */
export function formatCardNumber(input: string): string {
  return input
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Field messages for what is obviously incomplete; the vault has the last word on the number. */
export function cardProblems(v: CardValues): Partial<Record<keyof CardValues, string>> {
  const problems: Partial<Record<keyof CardValues, string>> = {};
  if (!/^\d{12,19}$/.test(v.cardNumber.replace(/\s/g, ""))) problems.cardNumber = "Card number is invalid";
  if (!v.expMonth) problems.expMonth = "Expiry month is required";
  if (!v.expYear) problems.expYear = "Expiry year is required";
  if (!/^\d{3,4}$/.test(v.cvc.trim())) problems.cvc = "CVC is invalid";
  return problems;
}

export const toTokenizeInput = (v: CardValues): TokenizeCardInput => ({
  cardNumber: v.cardNumber.replace(/\s/g, ""),
  expMonth: Number(v.expMonth),
  expYear: Number(v.expYear),
  cvc: v.cvc.trim(),
});

import type { TokenizeCardInput } from "@tavola/contracts";
import type { CardErrors, CardValues } from "@/lib/card";

/** Field messages for what is obviously incomplete; the vault has the last word on the number. */
export function cardProblems(v: CardValues): CardErrors {
  const problems: CardErrors = {};
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

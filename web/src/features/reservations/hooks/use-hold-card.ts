import type { TokenizeCardInput } from "@tavola/contracts";
import { useState } from "react";
import type { ApiError } from "@/lib/api-error";
import { type CardErrors, type CardValues, EMPTY_CARD } from "@/lib/card";
import { cardErrorsFrom, checkCard } from "../lib/hold-card";

/**
 * The no-show hold's card as booking and the waitlist's "Book this table" both use it: the values, the
 * per-field messages and one message for the card as a whole (declined, missing).
 */
export function useHoldCard() {
  const [values, setValues] = useState<CardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [cardError, setCardError] = useState<string | null>(null);

  return {
    values,
    errors,
    cardError,
    setCardError,
    /** The tokeniser's body; false (and the fields' messages shown) when the card is not complete or valid. */
    async check(): Promise<TokenizeCardInput | false> {
      const checked = await checkCard(values);
      if ("errors" in checked) {
        setErrors(checked.errors);
        return false;
      }
      setErrors({});
      return checked.card;
    },
    /** Shows the vault's or server's messages for the card's fields; false when it named none of them. */
    showServerErrors(error: ApiError): boolean {
      const fields = cardErrorsFrom(error);
      if (Object.keys(fields).length === 0) return false;
      setErrors(fields);
      return true;
    },
    /** The guest typed: earlier messages no longer apply. */
    change(next: CardValues) {
      setValues(next);
      setErrors({});
      setCardError(null);
    },
    reset() {
      setValues(EMPTY_CARD);
      setErrors({});
      setCardError(null);
    },
  };
}

import { createReservationSchema, type CreateReservationInput, tokenizeCardSchema, type TokenizeCardInput } from "@tavola/contracts";
import { type CardErrors, type CardValues, EMPTY_CARD } from "@/lib/card";

/**
 * The contract's own checks of a booking and of a hold card, before the round trip. They need the schema library
 * (zod and the contracts' schemas, ~22 KB on the wire), which the booking page does not load to show itself:
 * `loadBookingChecks` fetches this module at submit (or earlier, when the guest starts filling the form).
 */

/** The first message per top-level field of the reservation body; empty when it is valid. */
export function validateReservation(input: CreateReservationInput): Record<string, string> {
  const result = createReservationSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "_form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The tokeniser's body, or the first message per field (the contract's own wording). */
export function checkCard(values: CardValues): { card: TokenizeCardInput } | { errors: CardErrors } {
  const card = {
    cardNumber: values.cardNumber,
    expMonth: values.expMonth ? Number(values.expMonth) : undefined,
    expYear: values.expYear ? Number(values.expYear) : undefined,
    cvc: values.cvc.trim(),
  };
  const result = tokenizeCardSchema.safeParse(card);
  if (result.success) return { card: card as TokenizeCardInput };
  const errors: CardErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof CardValues | undefined;
    if (key && key in EMPTY_CARD) errors[key] ??= issue.message;
  }
  return { errors };
}

import type { TokenizeCardInput } from "@tavola/contracts";
import { type ApiError, fieldError } from "@/lib/api-error";
import { type CardErrors, type CardValues, EMPTY_CARD } from "@/lib/card";
import { formatCents } from "@/lib/format";
import { formSchemas } from "./lazy-form-schemas";

/**
 * The no-show card hold (Reserve a Table with a restaurant that asks for one): the amount, the words the
 * guest reads, and the card details checked before they go to the sandbox vault.
 */

/** The hold for this party: the restaurant's amount per guest times the guests (the server computes the same). */
export const holdAmountCents = (perGuestCents: number, partySize: number | null) => (partySize && perGuestCents > 0 ? perGuestCents * partySize : 0);

export function holdNotice(perGuestCents: number, partySize: number | null): string {
  const total = holdAmountCents(perGuestCents, partySize);
  const each = formatCents(perGuestCents);
  return total > 0
    ? `A card hold of ${formatCents(total)} (${each} per guest) is required to book this table. It is charged only if you do not come; released otherwise.`
    : `A card hold of ${each} per guest is required to book at this restaurant. It is charged only if you do not come; released otherwise.`;
}

/** "Free cancellation online until 2 hours before your booking." */
export function cancellationNotice(minutes: number): string {
  if (minutes <= 0) return "You can cancel online until your booking starts.";
  const hours = minutes / 60;
  const span = Number.isInteger(hours) ? `${hours} ${hours === 1 ? "hour" : "hours"}` : `${minutes} minutes`;
  return `You can cancel online until ${span} before your booking.`;
}

/** The tokeniser's body, or the first message per field (the contract's own wording). */
export async function checkCard(values: CardValues): Promise<{ card: TokenizeCardInput } | { errors: CardErrors }> {
  const card = {
    cardNumber: values.cardNumber,
    expMonth: values.expMonth ? Number(values.expMonth) : undefined,
    expYear: values.expYear ? Number(values.expYear) : undefined,
    cvc: values.cvc.trim(),
  };
  const schemas = await formSchemas();
  const result = schemas?.tokenizeCardSchema.safeParse(card);
  if (!result || result.success) return { card: card as TokenizeCardInput };
  const errors: CardErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof CardValues | undefined;
    if (key && key in EMPTY_CARD) errors[key] ??= issue.message;
  }
  return { errors };
}

const CARD_FIELDS = ["cardNumber", "expMonth", "expYear", "cvc"] as const;

/** The server's (or vault's) messages for the card's own fields, e.g. a declined or expired card. */
export function cardErrorsFrom(error: ApiError): CardErrors {
  const fields: CardErrors = {};
  for (const key of CARD_FIELDS) {
    const message = fieldError(error, key);
    if (message) fields[key] = message;
  }
  return fields;
}

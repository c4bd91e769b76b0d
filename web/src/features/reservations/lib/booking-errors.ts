import { fieldError } from "@/lib/api-error";
import { parseReservationError, type ReservationError } from "../api/reservation-error";
import { isContactField } from "./booking-form";

/** Where a refused booking's messages go on the Reserve a Table form. */
export type RoutedBookingError =
  /** A declined card (402) or a missing one: said beside the card, which is what the guest can change. */
  | { kind: "card"; message: string }
  | {
      kind: "form";
      /** Kept for the controls' own messages (table, time, party size, restaurant). */
      error: ReservationError;
      /** Contact messages, shown at their inputs. */
      contactProblems: Record<string, string>;
      /** What the summary says: the whole answer (a 409 with alternatives, a 5xx) or the first message far up. */
      banner: ReservationError | null;
      refetchTimes: boolean;
    };

export function routeBookingError(error: unknown): RoutedBookingError {
  const parsed = parseReservationError(error, "We couldn't book this table. Please try again.");
  // Refused for the area asked for: said beside the times, where the area is chosen.
  if (parsed.fieldErrors.area && !parsed.fieldErrors.tableIds) parsed.fieldErrors = { ...parsed.fieldErrors, tableIds: parsed.fieldErrors.area };
  const holdProblem = fieldError(parsed, "holdPaymentToken");
  if (parsed.status === 402 || holdProblem) return { kind: "card", message: holdProblem ?? parsed.message };
  const fields = Object.entries(parsed.fieldErrors).map(([key, messages]) => [key.split(".")[0] ?? key, messages[0] ?? parsed.message] as const);
  // Contact messages go to their inputs; table, time, party size and restaurant ones show beside those controls
  // and, as they may be far up the page, in the summary as well.
  const elsewhere = fields.find(([key]) => !isContactField(key));
  const banner = fields.length === 0 ? parsed : elsewhere ? { ...parsed, message: elsewhere[1] } : null;
  return {
    kind: "form",
    error: parsed,
    contactProblems: Object.fromEntries(fields.filter(([key]) => isContactField(key))),
    banner,
    refetchTimes: parsed.status === 409 || elsewhere !== undefined,
  };
}

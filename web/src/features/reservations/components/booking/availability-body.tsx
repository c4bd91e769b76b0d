import type { Availability } from "@tavola/contracts";
import type { ReactNode } from "react";
import { parseReservationError } from "../../api/reservation-error";
import { AvailabilityPlaceholder } from "./table-options";

/** What step 2 ("Time and table") shows: a prompt, its loading shape, a refusal or failure, or the free times. */
export type AvailabilityState =
  | { kind: "loading" }
  | { kind: "prompt"; message: string }
  | { kind: "error"; message: string; retry: boolean }
  | { kind: "ready"; availability: Availability };

type StateInputs = {
  ready: boolean;
  restaurantsPending: boolean;
  date: string;
  partySize: number | null;
  dateError: string | undefined;
  error: unknown;
  /** The deferred availability answer (reserve-table.tsx renders it as an interruptible update). */
  shown: Availability | undefined;
};

export function availabilityState({ ready, restaurantsPending, date, partySize, dateError, error, shown }: StateInputs): AvailabilityState {
  // The defaults (today, two guests) ask for the times as soon as the restaurants are in: their place is held
  // meanwhile (also in the prerendered page), so the summary below does not jump down when they come.
  if (!ready && restaurantsPending && date && partySize !== null && !dateError) return { kind: "loading" };
  if (!ready) {
    const message = !date ? "Choose a date and party size to see the free times." : dateError ? "Choose today or a later date to see the free times." : "Choose a party size to see the free times.";
    return { kind: "prompt", message };
  }
  if (error) {
    const problem = parseReservationError(error);
    // A refused question (400) is not retried: asking again won't help.
    return { kind: "error", message: problem.message, retry: problem.status !== 400 };
  }
  return shown ? { kind: "ready", availability: shown } : { kind: "loading" };
}

export function AvailabilityBody({ state, onRetry, children }: { state: AvailabilityState; onRetry: () => void; children: (availability: Availability) => ReactNode }) {
  switch (state.kind) {
    case "ready":
      return children(state.availability);
    case "error":
      return <AvailabilityPlaceholder kind="error" message={state.message} onRetry={state.retry ? onRetry : undefined} />;
    case "prompt":
      return <AvailabilityPlaceholder kind="prompt" message={state.message} />;
    default:
      return <AvailabilityPlaceholder kind="loading" />;
  }
}

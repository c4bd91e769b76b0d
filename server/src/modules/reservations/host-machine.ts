import type { ReservationStatus } from "@tavola/contracts";

export type HostAction = "seat" | "complete" | "no_show";

/** A party may be seated from this long before its time (an early arrival), not sooner. */
export const SEAT_EARLY_MINUTES = 60;

export const NO_SHOW_TOO_EARLY = "A party can be marked a no-show only after its time";
export const SEAT_TOO_EARLY = `A party can be seated from ${SEAT_EARLY_MINUTES} minutes before its time`;

/** The host stand's moves, as data: the status each action needs and the one it leads to. */
const MOVES: Record<HostAction, { from: ReservationStatus; to: ReservationStatus; verb: string }> = {
  seat: { from: "booked", to: "seated", verb: "seated" },
  complete: { from: "seated", to: "completed", verb: "completed" },
  no_show: { from: "booked", to: "no_show", verb: "marked a no-show" },
};

const STATUS_WORDS: Record<string, string> = {
  booked: "booked",
  seated: "seated",
  completed: "completed",
  cancelled: "cancelled",
  no_show: "a no-show",
};

/** What the move does to the card hold: a no-show is charged, a finished meal released, seating leaves it. */
export type HoldEffect = "capture" | "void" | "keep";

export type HostMove = { ok: true; to: ReservationStatus; hold: HoldEffect; releasesTables: boolean } | { ok: false; message: string };

/**
 * Whether a host action is legal for a booking in this status at this time. Illegal moves name both statuses
 * ("Only a booked party can be seated; this one is completed"), so the host sees why nothing changed.
 */
export function hostMove(status: string, action: HostAction, startsAt: Date, now: Date): HostMove {
  const move = MOVES[action];
  if (status !== move.from) {
    return { ok: false, message: `Only a ${STATUS_WORDS[move.from]} party can be ${move.verb}; this one is ${STATUS_WORDS[status] ?? status}` };
  }
  if (action === "no_show" && now.getTime() < startsAt.getTime()) return { ok: false, message: NO_SHOW_TOO_EARLY };
  if (action === "seat" && now.getTime() < startsAt.getTime() - SEAT_EARLY_MINUTES * 60_000) return { ok: false, message: SEAT_TOO_EARLY };
  return {
    ok: true,
    to: move.to,
    hold: action === "no_show" ? "capture" : action === "complete" ? "void" : "keep",
    releasesTables: action !== "seat",
  };
}

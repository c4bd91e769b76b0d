/**
 * The kitchen display's rules, pure and free of zod so the board can import them without a schema: fire times
 * (Toast's "fire by prep time": a ticket's items start so they all finish together) and ticket colours by age.
 */

/** A ticket younger than this is green… */
export const TICKET_AMBER_AFTER_MINUTES = 5;
/** …amber until this, red beyond. */
export const TICKET_RED_AFTER_MINUTES = 10;

export type TicketColour = "green" | "amber" | "red";

/** Colours are not the only signal: a screen reader (and a colour-blind cook) reads these words. */
export const TICKET_COLOUR_TEXT: Record<TicketColour, string> = {
  green: "On time",
  amber: "Getting old",
  red: "Late",
};

const MINUTE = 60_000;

/** The ticket's colour from its age (now − when it reached the kitchen): green < 5 min, amber < 10, red beyond. */
export function ticketColour(ageMs: number): TicketColour {
  if (ageMs < TICKET_AMBER_AFTER_MINUTES * MINUTE) return "green";
  if (ageMs < TICKET_RED_AFTER_MINUTES * MINUTE) return "amber";
  return "red";
}

/**
 * When the ticket should be ready: the kitchen starts it when it arrives, or at its slot when it was scheduled for
 * later, and the longest dish sets the pace. A ticket with no dish is ready when it starts.
 */
export function readyTargetMs(arrivedAtMs: number, slotStartMs: number | null, prepMinutes: readonly number[]): number {
  const start = Math.max(arrivedAtMs, slotStartMs ?? arrivedAtMs);
  return start + Math.max(0, ...prepMinutes) * MINUTE;
}

/** When to start a dish so it is done at the ticket's ready target: target − its prep time. */
export const fireAtMs = (readyTarget: number, prepMinutes: number) => readyTarget - prepMinutes * MINUTE;

/** Whole minutes (floored) from a to b, never negative: "3 min" on a ticket. */
export const minutesBetween = (fromMs: number, toMs: number) => Math.max(0, Math.floor((toMs - fromMs) / MINUTE));

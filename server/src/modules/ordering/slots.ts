import { SLOT_MINUTES } from "@tavola/contracts";

export const SLOT_MS = SLOT_MINUTES * 60_000;
/** How far ahead customers may schedule, and how far an ASAP order may be pushed. */
export const SLOT_HORIZON = (12 * 60) / SLOT_MINUTES;

export const slotFloor = (t: Date) => new Date(Math.floor(t.getTime() / SLOT_MS) * SLOT_MS);
export const isSlotStart = (t: Date) => t.getTime() % SLOT_MS === 0;

/** The slot a kitchen could start cooking an order placed now: the one holding now + preparation time. */
export function earliestSlot(now: Date, prepMinutes: number): Date {
  return slotFloor(new Date(now.getTime() + prepMinutes * 60_000));
}

/** Candidate slots from the earliest, in order, up to the horizon. */
export function upcomingSlots(from: Date, count = SLOT_HORIZON): Date[] {
  return Array.from({ length: count }, (_, i) => new Date(from.getTime() + i * SLOT_MS));
}

/** A scheduled time must be a slot start between the earliest slot and the horizon. */
export function scheduledSlotProblem(wanted: Date, earliest: Date): string | null {
  if (!isSlotStart(wanted)) return `Scheduled time must start a ${SLOT_MINUTES}-minute slot`;
  if (wanted < earliest) return "That time is too soon for the kitchen; choose a later slot";
  // The last slot offered (upcomingSlots) is the last one accepted.
  if (wanted.getTime() > earliest.getTime() + (SLOT_HORIZON - 1) * SLOT_MS) return "Orders can be scheduled up to 12 hours ahead";
  return null;
}

/** Preparation time with busy mode's extra minutes. */
export const effectivePrepMinutes = (r: { prepMinutes: number; busyMode: boolean; busyExtraMinutes: number }) =>
  r.prepMinutes + (r.busyMode ? r.busyExtraMinutes : 0);

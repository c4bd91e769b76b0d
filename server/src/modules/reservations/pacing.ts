/** Pacing: the door and the kitchen take at most so many guests arriving in any one 15-minute window. */
export const PACING_WINDOW_MS = 15 * 60_000;

export type BookedStart = { startsAt: Date; partySize: number };

export const pacingWindowOf = (t: Date) => Math.floor(t.getTime() / PACING_WINDOW_MS) * PACING_WINDOW_MS;

/** Guests of the given bookings whose start falls in each 15-minute window (keyed by the window's start, ms). */
export function coversByWindow(bookings: BookedStart[]): Map<number, number> {
  const covers = new Map<number, number>();
  for (const b of bookings) {
    const w = pacingWindowOf(b.startsAt);
    covers.set(w, (covers.get(w) ?? 0) + b.partySize);
  }
  return covers;
}

/** Whether a party of this size may still start at that time. */
export function pacingAllows(covers: Map<number, number>, startsAt: Date, partySize: number, limit: number): boolean {
  return (covers.get(pacingWindowOf(startsAt)) ?? 0) + partySize <= limit;
}

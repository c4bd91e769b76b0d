import { tablesFree, type OpenOption, type TableBooking } from "./free-busy.js";

/** An offer stands for at most this long (or until the lead time before the slot, whichever comes first). */
export const OFFER_MINUTES = 30;

export type WaitlistCandidate = {
  id: string;
  partySize: number;
  windowStart: Date;
  windowEnd: Date;
  createdAt: Date;
  status: "waiting" | "offered";
  offeredTableIds: string[] | null;
  offeredStartsAt: Date | null;
  offerExpiresAt: Date | null;
  /** Minutes a party of this size keeps its table. */
  durationMinutes: number;
};

export type Offer = { entryId: string; tableIds: string[]; label: string; startsAt: Date; expiresAt: Date };

const liveOffer = (e: WaitlistCandidate, now: Date) => e.status === "offered" && e.offerExpiresAt !== null && e.offerExpiresAt > now;

/**
 * Sorts the open entries of a restaurant once tables are freed over [freedStart, freedEnd):
 * - `expired`: entries whose window can no longer be booked (its last start is within the lead time);
 * - `held`: live offers, as table holds other entries must not be offered;
 * - `queue`: the entries (waiting, or offered with a lapsed offer) that could use the freed time, first come
 *   first served. A party starting at t in [windowStart, windowEnd) uses [t, t + duration), which meets the
 *   freed range when windowStart < freedEnd and windowEnd > freedStart − duration.
 */
export function sortWaitlist(entries: WaitlistCandidate[], freed: { start: Date; end: Date }, now: Date, leadTimeMinutes: number) {
  const earliest = now.getTime() + leadTimeMinutes * 60_000;
  const expired: string[] = [];
  const held: TableBooking[] = [];
  const queue: WaitlistCandidate[] = [];
  for (const e of entries) {
    if (liveOffer(e, now)) {
      const start = e.offeredStartsAt!;
      const end = new Date(start.getTime() + e.durationMinutes * 60_000);
      for (const tableId of e.offeredTableIds ?? []) held.push({ tableId, start, end });
      continue;
    }
    if (e.windowEnd.getTime() <= earliest) {
      expired.push(e.id);
      continue;
    }
    const meets = e.windowStart < freed.end && e.windowEnd.getTime() > freed.start.getTime() - e.durationMinutes * 60_000;
    if (meets) queue.push(e);
  }
  queue.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  return { expired, held, queue };
}

/**
 * The slot to offer one entry: the earliest start inside its window (the snuggest table at that time) among the
 * open options, leaving out tables another entry has been offered. Null when nothing fits.
 */
export function pickOffer(entry: WaitlistCandidate, options: OpenOption[], held: TableBooking[], now: Date, leadTimeMinutes: number): Offer | null {
  const found: Array<{ option: OpenOption; startsAt: Date }> = [];
  for (const option of options) {
    for (const t of option.times) {
      if (t < entry.windowStart || t >= entry.windowEnd) continue;
      const end = new Date(t.getTime() + entry.durationMinutes * 60_000);
      if (tablesFree(option.tableIds, t, end, held)) found.push({ option, startsAt: t });
    }
  }
  // Options come ordered by capacity, so a stable sort by time keeps the snuggest table first at each time.
  found.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const best = found[0];
  if (!best) return null;
  const expiresAt = new Date(Math.min(now.getTime() + OFFER_MINUTES * 60_000, best.startsAt.getTime() - leadTimeMinutes * 60_000));
  if (expiresAt <= now) return null;
  return { entryId: entry.id, tableIds: best.option.tableIds, label: best.option.label, startsAt: best.startsAt, expiresAt };
}

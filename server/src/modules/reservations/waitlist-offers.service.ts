import { sql } from "drizzle-orm";
import type { Db } from "../../platform/database.js";
import { publishFloorEvent } from "../../platform/floor-events.js";
import { durationFor } from "./booking-policy.js";
import { forParty, loadRestaurantBooking, openOptionsForDate, type BookingContext } from "./availability.service.js";
import { localDateOf } from "./local-time.js";
import { lockRestaurantBookings } from "./reservations.repository.js";
import { pickOffer, sortWaitlist, type WaitlistCandidate } from "./waitlist-match.js";
import { expireWaitlistEntries, selectWaitlist, updateWaitlistEntry, type WaitlistRow } from "./waitlist.repository.js";

const toCandidate = (row: WaitlistRow, durations: Parameters<typeof durationFor>[1]): WaitlistCandidate => ({
  id: row.id,
  partySize: Number(row.party_size),
  windowStart: new Date(row.window_start),
  windowEnd: new Date(row.window_end),
  createdAt: new Date(row.created_at),
  status: row.status === "offered" ? "offered" : "waiting",
  offeredTableIds: row.offered_table_ids,
  offeredStartsAt: row.offered_starts_at == null ? null : new Date(row.offered_starts_at),
  offerExpiresAt: row.offer_expires_at == null ? null : new Date(row.offer_expires_at),
  durationMinutes: durationFor(Number(row.party_size), durations),
});

/**
 * Tables were freed over [start, end) (a cancel, a finished meal, a no-show, a move): the first waiting entry,
 * first come first served, whose window now has a free start gets that slot offered, for 30 minutes or until
 * the lead time before it. Runs in the caller's transaction, serialised with bookings by the restaurant's lock,
 * so two freeings never offer one slot twice. Entries whose window has passed are marked expired on the way.
 */
export async function offerFreedTables(tx: Db, restaurantId: string, freed: { start: Date; end: Date }, now: Date): Promise<string | null> {
  await lockRestaurantBookings(tx, restaurantId);
  const rows = await selectWaitlist(tx, sql`w.restaurant_id = ${restaurantId} and w.status in ('waiting','offered')`, { forUpdate: true });
  if (rows.length === 0) return null;
  const base = await loadRestaurantBooking(tx, restaurantId);
  const { expired, held, queue } = sortWaitlist(rows.map((r) => toCandidate(r, base.policy.durations)), freed, now, base.policy.leadTimeMinutes);
  await expireWaitlistEntries(tx, expired);
  const contexts = new Map<number, BookingContext>();
  for (const entry of queue) {
    let ctx = contexts.get(entry.partySize);
    if (!ctx) contexts.set(entry.partySize, (ctx = forParty(base, entry.partySize)));
    const { options } = await openOptionsForDate(tx, ctx, localDateOf(entry.windowStart, base.policy.timezone), entry.partySize, now);
    const offer = pickOffer(entry, options, held, now, base.policy.leadTimeMinutes);
    if (!offer) continue;
    await updateWaitlistEntry(tx, entry.id, {
      status: "offered",
      offeredTableIds: offer.tableIds,
      offeredStartsAt: offer.startsAt,
      offerExpiresAt: offer.expiresAt,
    });
    await publishFloorEvent(tx, { type: "waitlist", restaurantId });
    return entry.id;
  }
  if (expired.length > 0) await publishFloorEvent(tx, { type: "waitlist", restaurantId });
  return null;
}

import type { WaitlistEntry } from "@tavola/contracts";
import type { WaitlistRow } from "./waitlist.repository.js";

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * An entry as the guest and the host see it. The stored status lags the clock (offering runs only when tables
 * are freed), so the view reads it against now: a lapsed offer is waiting again, a passed window expired.
 */
export function toWaitlistEntry(row: WaitlistRow, now: Date): WaitlistEntry {
  let status = row.status as WaitlistEntry["status"];
  const open = status === "waiting" || status === "offered";
  const offerLive = status === "offered" && row.offer_expires_at != null && new Date(row.offer_expires_at) > now;
  if (open && new Date(row.window_end) <= now && !offerLive) status = "expired";
  else if (status === "offered" && !offerLive) status = "waiting";
  return {
    id: row.id,
    reference: row.reference,
    restaurant: { id: row.restaurant_id, name: row.restaurant_name },
    name: row.name,
    email: row.email,
    phone: row.phone,
    partySize: Number(row.party_size),
    windowStart: iso(row.window_start),
    windowEnd: iso(row.window_end),
    status,
    offer:
      status === "offered" && row.offered_starts_at != null && row.offer_expires_at != null
        ? { tableIds: row.offered_table_ids ?? [], label: row.offered_label ?? "", startsAt: iso(row.offered_starts_at), expiresAt: iso(row.offer_expires_at) }
        : null,
    reservationReference: row.reservation_reference,
    createdAt: iso(row.created_at),
  };
}

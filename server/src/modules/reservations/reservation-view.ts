import type { Reservation, ReservationStatus } from "@tavola/contracts";
import { RESERVATION_SOURCES } from "@tavola/contracts";
import { defaultBookingPolicy } from "./booking-policy.js";
import type { ReservationViewRow } from "./reservations.repository.js";

const iso = (v: Date | string) => new Date(v).toISOString();

/** The last moment a guest may cancel online: the cancellation window before the booking starts. */
export const cancelDeadline = (startsAt: Date, windowMinutes: number) => new Date(startsAt.getTime() - windowMinutes * 60_000);

/** Only a booking that has not started its cancellation window can still be cancelled online. */
export const canCancel = (status: string, deadline: Date, now: Date) => status === "booked" && now < deadline;

/** A hold is a payment: authorized = held, captured = charged (no-show), anything else = released. */
const holdStatus = (paymentStatus: string | null) =>
  paymentStatus === "authorized" ? "held" : paymentStatus === "captured" || paymentStatus === "partially_refunded" ? "charged" : "released";

export function toReservation(row: ReservationViewRow, now: Date): Reservation {
  const fallback = defaultBookingPolicy(row.restaurant_country);
  const deadline = cancelDeadline(new Date(row.starts_at), row.cancellation_window_minutes ?? fallback.cancellationWindowMinutes);
  return {
    id: row.id,
    reference: row.reference,
    restaurant: {
      id: row.restaurant_id,
      name: row.restaurant_name,
      address: row.restaurant_address,
      city: row.restaurant_city,
      timezone: row.timezone ?? fallback.timezone,
    },
    tables: row.tables,
    partySize: Number(row.party_size),
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    name: row.name,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    status: row.status as ReservationStatus,
    source: (RESERVATION_SOURCES as readonly string[]).includes(row.source) ? (row.source as Reservation["source"]) : "online",
    hold: row.hold_amount_cents == null ? null : { amountCents: Number(row.hold_amount_cents), status: holdStatus(row.hold_status), last4: row.hold_last4 ?? "" },
    seatedAt: row.seated_at == null ? null : iso(row.seated_at),
    canCancel: canCancel(row.status, deadline, now),
    cancelUntil: deadline.toISOString(),
    createdAt: iso(row.created_at),
  };
}

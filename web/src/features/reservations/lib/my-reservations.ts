import type { Reservation } from "@tavola/contracts";

/** Still ahead of the guest: booked or seated and not yet over. */
const isUpcoming = (r: Reservation, now: number) => (r.status === "booked" || r.status === "seated") && Date.parse(r.endsAt) > now;

/** The guest's bookings split for reading: upcoming soonest first, past (and cancelled) newest first. */
export function splitReservations(reservations: readonly Reservation[], now: Date = new Date()) {
  const at = now.getTime();
  const upcoming = reservations.filter((r) => isUpcoming(r, at)).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const past = reservations.filter((r) => !isUpcoming(r, at)).sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  return { upcoming, past };
}

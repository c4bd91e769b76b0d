import type { FloorTable, Reservation } from "@tavola/contracts";
import type { FloorTableRow } from "./booking-snapshot.repository.js";

/** A booked party counts as the table's current one from 15 minutes before its time to 15 minutes after. */
export const ARRIVAL_WINDOW_MINUTES = 15;

const onTable = (r: Reservation) => ({
  reservationId: r.id,
  reference: r.reference,
  name: r.name,
  partySize: r.partySize,
  status: r.status,
  startsAt: r.startsAt,
  endsAt: r.endsAt,
});

/**
 * Each table with the party on it now (seated, or booked and due within 15 minutes either side — only when
 * the day shown is today) and its next booking later that day.
 */
export function floorTables(tables: FloorTableRow[], bookings: Reservation[], now: Date, isToday: boolean): FloorTable[] {
  const window = ARRIVAL_WINDOW_MINUTES * 60_000;
  return tables.map((t) => {
    const mine = bookings
      .filter((b) => (b.status === "booked" || b.status === "seated") && b.tables.some((x) => x.id === t.id))
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    const current = isToday
      ? (mine.find((b) => b.status === "seated") ??
        mine.find((b) => b.status === "booked" && Math.abs(Date.parse(b.startsAt) - now.getTime()) <= window) ??
        null)
      : null;
    const next = mine.find((b) => b !== current && b.status === "booked" && (!isToday || Date.parse(b.startsAt) > now.getTime())) ?? null;
    return {
      id: t.id,
      number: t.number,
      capacity: t.capacity,
      location: t.location,
      serverName: t.serverName ?? "",
      joinGroup: t.joinGroup,
      current: current ? onTable(current) : null,
      next: next ? onTable(next) : null,
    };
  });
}

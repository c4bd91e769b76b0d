import type { FloorTable, Reservation } from "@tavola/contracts";

/**
 * Which host buttons a booking offers, mirroring the server's rules (the server still decides: a 409
 * explains anything the screen got wrong). Seat from an hour before the booking; a no-show only once its
 * time has passed; complete a seated party; move a booking that is still on the floor.
 */
export type HostButton = "seat" | "complete" | "no_show" | "move";

export const SEAT_EARLY_MINUTES = 60;

export function hostButtons(reservation: Pick<Reservation, "status" | "startsAt">, now: Date): HostButton[] {
  const start = Date.parse(reservation.startsAt);
  if (reservation.status === "booked") {
    const buttons: HostButton[] = [];
    if (now.getTime() >= start - SEAT_EARLY_MINUTES * 60_000) buttons.push("seat");
    if (now.getTime() >= start) buttons.push("no_show");
    buttons.push("move");
    return buttons;
  }
  if (reservation.status === "seated") return ["complete", "move"];
  return [];
}

/** Tables (single, by number) that seat the party — the move dialog's and the walk-in form's choices. */
export function tablesThatSeat(tables: readonly FloorTable[], partySize: number, exclude: readonly string[] = []): FloorTable[] {
  return tables.filter((t) => t.capacity >= partySize && !exclude.includes(t.id)).sort((a, b) => a.capacity - b.capacity || a.number - b.number);
}

export const SOURCE_LABELS: Record<Reservation["source"], string> = { online: "Online", walk_in: "Walk-in", host: "Host stand" };

export const STATUS_LABELS: Record<Reservation["status"], string> = {
  booked: "Booked",
  seated: "Seated",
  completed: "Completed",
  cancelled: "Cancelled",
  no_show: "No-show",
};

/** "1 guest", "4 guests". */
export const formatGuests = (n: number) => `${n} ${n === 1 ? "guest" : "guests"}`;

/** A reservation's tables: "Table 4", "Tables 5 + 6". */
export function formatTables(tables: ReadonlyArray<{ number: number }>): string {
  if (tables.length === 0) return "—";
  const numbers = tables.map((t) => t.number);
  return numbers.length === 1 ? `Table ${numbers[0]}` : `Tables ${numbers.join(" + ")}`;
}

/** An instant as the restaurant's wall clock, "7:30 PM". */
export function formatTime(iso: string, timeZone: string | undefined): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  try {
    return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(time);
  } catch {
    return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" }).format(time);
  }
}

/** The restaurant's own "HH:MM" as the host reads it: "19:30" → "7:30 PM". */
export function formatLocalTime(hhmm: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const h = Number(match[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${match[2]} ${h < 12 ? "AM" : "PM"}`;
}

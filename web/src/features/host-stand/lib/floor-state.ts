import { type FloorSessions, type FloorTable, type FloorTableState, type ServiceCall, TABLE_LOCATIONS, type TableSession } from "@tavola/contracts";

/**
 * The floor plan's one rule: a table's state from the host stand (bookings) merged with the dine-in side
 * (open table sessions and service calls). The most urgent fact wins — a guest waiting for the server (or
 * waiting to be let in) outranks everything, a table that checked in by QR outranks a seated booking, and a booking that is due
 * soon makes a free table "reserved".
 */

/** A booking starting within this many minutes makes an empty table "reserved" (the host holds it back). */
export const RESERVED_SOON_MINUTES = 60;

export type FloorTile = {
  table: FloorTable;
  state: FloorTableState;
  /** The open dine-in session at this table, if any. */
  session: TableSession | null;
  /** The oldest unanswered call from this table, if any. */
  call: ServiceCall | null;
};

const MINUTE = 60_000;

export function floorState(table: FloorTable, session: TableSession | null, call: ServiceCall | null, now: Date): FloorTableState {
  if (call && call.status === "open") return "needs_attention";
  // Someone who typed the table number waits at the door of its bill: the staff decide.
  if (session && session.status === "open" && session.waitingGuests.length > 0) return "needs_attention";
  if (session && session.status === "open") return "checked_in";
  if (table.current?.status === "seated") return "seated";
  const soon = now.getTime() + RESERVED_SOON_MINUTES * MINUTE;
  const due = (b: FloorTable["current"]) => !!b && b.status === "booked" && Date.parse(b.startsAt) <= soon && Date.parse(b.endsAt) > now.getTime();
  if (due(table.current) || due(table.next)) return "reserved";
  return "free";
}

/** Every table with its state; sessions and calls are matched by table id (they may be absent while they load). */
export function floorTiles(tables: readonly FloorTable[], dineIn: FloorSessions | undefined, now: Date): FloorTile[] {
  const sessions = new Map<string, TableSession>();
  for (const s of dineIn?.sessions ?? []) if (s.status === "open") sessions.set(s.table.tableId, s);
  const calls = new Map<string, ServiceCall>();
  for (const c of dineIn?.serviceCalls ?? []) {
    if (c.status !== "open") continue;
    const seen = calls.get(c.tableId);
    if (!seen || c.createdAt < seen.createdAt) calls.set(c.tableId, c);
  }
  return tables.map((table) => {
    const session = sessions.get(table.id) ?? null;
    const call = calls.get(table.id) ?? null;
    return { table, session, call, state: floorState(table, session, call, now) };
  });
}

export type FloorSection = { location: string; tiles: FloorTile[] };

/** Tiles by section in the spec's order (Window, Main Floor, Patio, Private Room), then any others; tables by number. */
export function floorSections(tiles: readonly FloorTile[]): FloorSection[] {
  const known = TABLE_LOCATIONS as readonly string[];
  const locations = [...new Set(tiles.map((t) => t.table.location))].sort((a, b) => {
    const ia = known.indexOf(a);
    const ib = known.indexOf(b);
    return (ia === -1 ? known.length : ia) - (ib === -1 ? known.length : ib) || a.localeCompare(b);
  });
  return locations.map((location) => ({
    location,
    tiles: tiles.filter((t) => t.table.location === location).sort((a, b) => a.table.number - b.table.number),
  }));
}

export const FLOOR_STATE_LABELS: Record<FloorTableState, string> = {
  free: "Free",
  reserved: "Reserved",
  seated: "Seated",
  checked_in: "Checked in",
  needs_attention: "Needs attention",
};

/**
 * What a screen reader should hear when the floor changes: a table that now needs attention, checked in,
 * was seated or freed up. Only changes are announced — the first load says nothing.
 */
export function floorChanges(before: readonly FloorTile[] | null, after: readonly FloorTile[]): string[] {
  if (!before) return [];
  const previous = new Map(before.map((t) => [t.table.id, t.state]));
  const messages: string[] = [];
  for (const tile of after) {
    const was = previous.get(tile.table.id);
    if (was === undefined || was === tile.state) continue;
    const name = `Table ${tile.table.number}`;
    if (tile.state === "needs_attention") messages.push(`${name} needs attention`);
    else if (tile.state === "checked_in") messages.push(`${name} checked in`);
    else if (tile.state === "seated") messages.push(`${name} is seated`);
    else if (tile.state === "reserved") messages.push(`${name} is reserved`);
    else messages.push(`${name} is free`);
  }
  return messages;
}

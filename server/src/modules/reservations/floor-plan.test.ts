import { describe, expect, it } from "vitest";
import type { Reservation } from "@tavola/contracts";
import type { FloorTableRow } from "./booking-snapshot.repository.js";
import { floorTables } from "./floor-plan.js";

const now = new Date("2025-06-01T19:00:00Z");
const tables = [
  { id: "a", number: 1, capacity: 2, location: "Window", serverName: "Sophie", joinGroup: null },
  { id: "b", number: 2, capacity: 2, location: "Window", serverName: null, joinGroup: null },
] satisfies FloorTableRow[];
const booking = (id: string, tableId: string, startsAt: string, status: Reservation["status"] = "booked") =>
  ({ id, reference: `R-${id}`, name: id, partySize: 2, status, startsAt, endsAt: startsAt, tables: [{ id: tableId }] }) as unknown as Reservation;

describe("floorTables", () => {
  it("shows the party seated or due within 15 minutes as current, and the next booking after now", () => {
    const floor = floorTables(
      tables,
      [
        booking("due", "a", "2025-06-01T19:10:00Z"),
        booking("later", "a", "2025-06-01T21:00:00Z"),
        booking("done", "b", "2025-06-01T17:00:00Z", "completed"),
        booking("sitting", "b", "2025-06-01T18:00:00Z", "seated"),
        booking("tonight", "b", "2025-06-01T19:20:00Z"),
      ],
      now,
      true,
    );
    expect(floor[0]).toMatchObject({ serverName: "Sophie", current: { reservationId: "due" }, next: { reservationId: "later" } });
    expect(floor[1]).toMatchObject({ serverName: "", current: { reservationId: "sitting", status: "seated" }, next: { reservationId: "tonight" } });
  });

  it("has no current party on another day, and the day's first booking as next", () => {
    const floor = floorTables(tables, [booking("x", "a", "2025-06-03T12:00:00Z")], now, false);
    expect(floor[0]).toMatchObject({ current: null, next: { reservationId: "x" } });
    expect(floor[1]).toMatchObject({ current: null, next: null });
  });
});

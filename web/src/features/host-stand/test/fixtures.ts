import type { FloorSessions, FloorTable, HostStand, Reservation, ServiceCall, TableRecommendations, TableSession, WaitlistEntry } from "@tavola/contracts";
import { reservationFixture, waitlistEntryFixture } from "@/test/reservation-fixtures";
import { restaurantFixture } from "@/test/restaurant-fixture";

/** Wire-shaped host stand data for the tests: Trattoria Bellini in New York on 2030-03-15. */
export const bellini = restaurantFixture();
export const RID = bellini.id;
export const NOW = new Date("2030-03-15T23:00:00.000Z"); // 7:00 PM in New York

export const tableId = (n: number) => `aaaaaaaa-0000-4000-8000-${String(n).padStart(12, "0")}`;

export const table = (number: number, over: Partial<FloorTable> = {}): FloorTable => ({
  id: tableId(number),
  number,
  capacity: number <= 4 ? 2 : 4,
  location: number <= 4 ? "Window" : "Patio",
  serverName: number <= 4 ? "Sophie" : "Marco",
  joinGroup: null,
  current: null,
  next: null,
  ...over,
});

export const onTable = (over: Partial<NonNullable<FloorTable["current"]>> = {}): NonNullable<FloorTable["current"]> => ({
  reservationId: "rrrrrrrr-0000-4000-8000-000000000001",
  reference: "R-AAAA1111",
  name: "Ada Lovelace",
  partySize: 2,
  status: "booked",
  startsAt: "2030-03-15T23:30:00.000Z",
  endsAt: "2030-03-16T01:00:00.000Z",
  ...over,
});

export const booking = (over: Partial<Reservation> = {}): Reservation =>
  reservationFixture({ reference: "R-AAAA1111", tables: [{ id: tableId(4), number: 4, capacity: 2, location: "Window" }], name: "Ada Lovelace", email: "ada@example.com", ...over });

export const waitlistEntry = (over: Partial<WaitlistEntry> = {}): WaitlistEntry =>
  waitlistEntryFixture({ name: "Grace Hopper", email: "grace@example.com", phone: "+1 212 555 0199", partySize: 4, ...over });

export const hostStand = (over: Partial<HostStand> = {}): HostStand => ({
  restaurant: { id: RID, name: bellini.name },
  date: "2030-03-15",
  timezone: "America/New_York",
  bookings: [booking()],
  tables: [table(4, { next: onTable() }), table(5)],
  waitlist: [waitlistEntry()],
  ...over,
});

export const session = (tableNumber: number, over: Partial<TableSession> = {}): TableSession => ({
  id: `ssssssss-0000-4000-8000-${String(tableNumber).padStart(12, "0")}`,
  status: "open",
  table: {
    restaurantId: RID,
    restaurantName: bellini.name,
    address: bellini.address,
    tableId: tableId(tableNumber),
    tableNumber,
    section: "Patio",
    capacity: 4,
    server: "Marco",
  },
  openedAt: "2030-03-15T22:40:00.000Z",
  closedAt: null,
  guestCount: 2,
  serviceCall: null,
  admission: null,
  waitingGuests: [],
  ...over,
});

export const call = (tableNumber: number, over: Partial<ServiceCall> = {}): ServiceCall => ({
  id: `cccccccc-0000-4000-8000-${String(tableNumber).padStart(12, "0")}`,
  restaurantId: RID,
  sessionId: session(tableNumber).id,
  tableId: tableId(tableNumber),
  tableNumber,
  kind: "server",
  status: "open",
  createdAt: "2030-03-15T22:55:00.000Z",
  acknowledgedAt: null,
  ...over,
});

export const noSessions: FloorSessions = { sessions: [], serviceCalls: [] };

export const recommendations = (over: Partial<TableRecommendations> = {}): TableRecommendations => ({
  startsAt: "2030-03-15T23:30:00.000Z",
  date: "2030-03-15",
  time: "19:30",
  partySize: 4,
  best: {
    tableIds: [tableId(5)],
    label: "Table 5",
    capacity: 4,
    location: "Patio",
    serverName: "Marco",
    score: 9,
    reasons: ["Seats 4 for a party of 4 (no empty seats)", "Marco has the fewest guests tonight (6)"],
  },
  others: [
    { tableIds: [tableId(9)], label: "Table 9", capacity: 6, location: "Main Floor", serverName: "Aiko", score: 5, reasons: ["Seats 6 for a party of 4"] },
  ],
  reason: null,
  ...over,
});

export { routeFetch } from "@/test/route-fetch";

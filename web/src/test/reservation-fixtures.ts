import type { Reservation, WaitlistEntry } from "@tavola/contracts";
import { restaurantFixture } from "./restaurant-fixture";

/** Wire-shaped bookings and waitlist places at Trattoria Bellini (New York) on 2030-03-15; features override what they need. */
const bellini = restaurantFixture();

export const reservationFixture = (over: Partial<Reservation> = {}): Reservation => ({
  id: "rrrrrrrr-0000-4000-8000-000000000001",
  reference: "R-7K2M9QXA",
  restaurant: { id: bellini.id, name: bellini.name, address: bellini.address, city: bellini.city, timezone: "America/New_York" },
  tables: [{ id: "aaaaaaaa-0000-4000-8000-000000000004", number: 4, capacity: 2, location: "Window" }],
  partySize: 2,
  startsAt: "2030-03-15T23:30:00.000Z",
  endsAt: "2030-03-16T01:00:00.000Z",
  name: "Alex Doe",
  email: "alex@example.com",
  phone: "+1 212 555 0100",
  notes: null,
  status: "booked",
  source: "online",
  hold: null,
  seatedAt: null,
  canCancel: true,
  cancelUntil: "2030-03-15T21:30:00.000Z",
  createdAt: "2030-03-01T12:00:00.000Z",
  ...over,
});

export const waitlistEntryFixture = (over: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: "wwwwwwww-0000-4000-8000-000000000001",
  reference: "W-BBBB2222",
  restaurant: { id: bellini.id, name: bellini.name },
  name: "Alex Doe",
  email: "alex@example.com",
  phone: "+1 212 555 0100",
  partySize: 2,
  windowStart: "2030-03-15T22:00:00.000Z",
  windowEnd: "2030-03-16T01:00:00.000Z",
  status: "waiting",
  offer: null,
  reservationReference: null,
  createdAt: "2030-03-14T12:00:00.000Z",
  ...over,
});

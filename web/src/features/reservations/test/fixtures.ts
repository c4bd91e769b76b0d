import type { Availability, CreatedReservation, Reservation } from "@tavola/contracts";
import { reservationFixture, waitlistEntryFixture } from "@/test/reservation-fixtures";
import { restaurantFixture } from "@/test/restaurant-fixture";

/** Wire-shaped sample data for the reservation screens' tests. */
export const restaurant = restaurantFixture;

export const bellini = restaurant();
export const sakura = restaurant({ id: "22222222-2222-4222-8222-222222222222", slug: "sakura-house", name: "Sakura House", cuisine: "Japanese", city: "London", featured: false });

export const TABLE_4 = "aaaaaaaa-0000-4000-8000-000000000004";
export const TABLE_5 = "aaaaaaaa-0000-4000-8000-000000000005";
export const TABLE_6 = "aaaaaaaa-0000-4000-8000-000000000006";

/** 2030-03-15 in New York (EDT, UTC-4): 23:30Z is 7:30 PM, 00:00Z next day is 8:00 PM. */
export const availability = ({ times, ...over }: Partial<Availability> = {}): Availability => {
  const a: Omit<Availability, "times"> = {
    restaurantId: bellini.id,
    date: "2030-03-15",
    partySize: 2,
    timezone: "America/New_York",
    durationMinutes: 90,
    holdPerGuestCents: 0,
    cancellationWindowMinutes: 120,
    reason: null,
    options: [
      { tableIds: [TABLE_4], label: "Table 4", capacity: 2, location: "Window", times: ["2030-03-15T23:30:00.000Z", "2030-03-16T00:00:00.000Z"] },
      { tableIds: [TABLE_5, TABLE_6], label: "Tables 5 + 6", capacity: 6, location: "Patio", times: ["2030-03-16T01:00:00.000Z"] },
    ],
    ...over,
  };
  // As the server answers: "Any table" times are the options' times, once each, in order.
  return { ...a, times: times ?? [...new Set(a.options.flatMap((o) => o.times))].sort() };
};

export const reservation = reservationFixture;
export const waitlistEntry = waitlistEntryFixture;

export const MANAGE_TOKEN = "tok_0123456789abcdef0123";

export const created = (over: Partial<Reservation> = {}): CreatedReservation => {
  const r = reservation(over);
  return { reservation: r, manageToken: MANAGE_TOKEN, manageUrl: `/reservations/${r.reference}?token=${MANAGE_TOKEN}` };
};

export { routeFetch } from "@/test/route-fetch";

import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { Db } from "../platform/database.js";
import type { Availability, CreatedReservation } from "@tavola/contracts";
import { addDays, localDateOf } from "../modules/reservations/local-time.js";

type Res<T> = { status: number; body: T };

/** A fresh guest for each booking: its own email, phone and address, so the guest limits stay out of the way. */
let guests = 0;
export function nextGuest() {
  const n = ++guests;
  return {
    email: `ada+${n}@example.com`,
    phone: `+1 212 555 ${String(n % 10_000).padStart(4, "0")}`,
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
}

/** Calls for the reservation API tests: availability, booking with sensible contact details. */
export function reservationsKit(app: FastifyInstance) {
  const json = async <T>(method: "GET" | "POST", url: string, cookie?: string, payload?: unknown, remoteAddress?: string): Promise<Res<T>> => {
    const res = await app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() as T };
  };
  const kit = {
    json,
    /** A local date `days` after today where the restaurant is. */
    dateIn: (days: number, timeZone = "America/New_York") => addDays(localDateOf(new Date(), timeZone), days),
    availability: (restaurant: string, date: string, partySize: number) =>
      json<Availability>("GET", `/api/restaurants/${restaurant}/availability?date=${date}&partySize=${partySize}`),
    /** The first date from tomorrow on with free options for the party. */
    async nextOpenDay(restaurant: string, partySize: number, fromDays = 1): Promise<Availability> {
      for (let d = fromDays; d < fromDays + 14; d++) {
        const a = await kit.availability(restaurant, kit.dateIn(d), partySize);
        if (a.status === 200 && a.body.options.length > 0) return a.body;
      }
      throw new Error(`no open day for ${restaurant}`);
    },
    /** Books as a new guest each time (own email, phone and address) unless the body names them. */
    book: (body: Record<string, unknown>, cookie?: string, remoteAddress?: string) => {
      const guest = nextGuest();
      return json<CreatedReservation & { message?: string; code?: string; alternatives?: unknown[] }>(
        "POST",
        "/api/reservations",
        cookie,
        { name: "Ada Lovelace", email: guest.email, phone: guest.phone, ...body },
        remoteAddress ?? guest.remoteAddress,
      );
    },
  };
  return kit;
}

/**
 * Moves a booking in time (its reservation row and its table holds), for host-stand tests that need a party due
 * now or already late: bookings can only be made ahead of the lead time through the API.
 */
export async function shiftReservation(db: Db, reservationId: string, startsAt: Date) {
  await db.execute(sql`
    update reservations set starts_at = ${startsAt.toISOString()}::timestamptz,
           ends_at = ${startsAt.toISOString()}::timestamptz + (ends_at - starts_at)
     where id = ${reservationId}`);
  await db.execute(sql`
    update reservation_tables rt set during = tstzrange(r.starts_at, r.ends_at, '[)')
      from reservations r where r.id = rt.reservation_id and r.id = ${reservationId}`);
}

/**
 * Holds `tableId` for [startsAt, startsAt + minutes) under another restaurant's booking: the booking service's
 * check (scoped by restaurant) cannot see it, the exclusion constraint on the table still does — the race a
 * lock-free check would lose, made on purpose.
 */
export async function holdTableUnseen(db: Db, restaurantId: string, tableId: string, startsAt: string, minutes: number) {
  const other = await firstRow<{ id: string; restaurant_id: string }>(
    db,
    `select id, restaurant_id from reservations where restaurant_id <> '${restaurantId}' limit 1`,
  );
  if (!other) throw new Error("no booking of another restaurant to file the hold under");
  const endsAt = new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();
  await db.execute(sql`
    insert into reservation_tables (reservation_id, table_id, restaurant_id, during)
    values (${other.id}, ${tableId}, ${other.restaurant_id}, tstzrange(${startsAt}::timestamptz, ${endsAt}::timestamptz, '[)'))`);
}

/** The first row of a raw query (tests peek at stored rows). */
export async function firstRow<T>(db: Db, query: string): Promise<T | undefined> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows[0];
}

import { eq, sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../platform/database.js";
import { reservationPolicies, reservations, reservationTables } from "../../db/schema/index.js";
import type { BookingPolicy } from "./booking-policy.js";
import type { TableBooking } from "./free-busy.js";
import type { BookedStart } from "./pacing.js";

/** Statuses that hold a table and count toward pacing. */
const HOLDING = sql`('booked','seated')`;

export async function findPolicy(db: Db, restaurantId: string): Promise<BookingPolicy | null> {
  const [row] = await db.select().from(reservationPolicies).where(eq(reservationPolicies.restaurantId, restaurantId));
  if (!row) return null;
  const { restaurantId: _id, updatedAt: _at, ...policy } = row;
  return policy;
}

/** Active table holds at the restaurant that overlap [from, to). */
export async function listTableBookings(db: Db, restaurantId: string, from: Date, to: Date): Promise<TableBooking[]> {
  const rows = await queryRows<{ table_id: string; start_ms: number; end_ms: number }>(db, sql`
    select table_id, (extract(epoch from lower(during)) * 1000)::float8 as start_ms,
           (extract(epoch from upper(during)) * 1000)::float8 as end_ms
    from reservation_tables
    where restaurant_id = ${restaurantId} and active
      and during && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`);
  return rows.map((r) => ({ tableId: r.table_id, start: new Date(Number(r.start_ms)), end: new Date(Number(r.end_ms)) }));
}

/** Start times and sizes of the live bookings starting in [from, to), for pacing. */
export async function listBookedStarts(db: Db, restaurantId: string, from: Date, to: Date): Promise<BookedStart[]> {
  const rows = await queryRows<{ start_ms: number; party_size: number }>(db, sql`
    select (extract(epoch from starts_at) * 1000)::float8 as start_ms, party_size
    from reservations
    where restaurant_id = ${restaurantId} and status in ${HOLDING}
      and starts_at >= ${from.toISOString()}::timestamptz and starts_at < ${to.toISOString()}::timestamptz`);
  return rows.map((r) => ({ startsAt: new Date(Number(r.start_ms)), partySize: Number(r.party_size) }));
}

/**
 * Serialises bookings at one restaurant until the transaction ends, so pacing (a sum over other bookings) is
 * checked against committed rows. The exclusion constraint still guards tables on its own.
 */
export async function lockRestaurantBookings(tx: Db, restaurantId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reservations:${restaurantId}`}))`);
}

export type NewReservation = typeof reservations.$inferInsert;

export async function insertReservation(tx: Db, values: NewReservation, tableIds: string[]) {
  const [row] = await tx.insert(reservations).values(values).returning({ id: reservations.id });
  const range = sql`tstzrange(${values.startsAt.toISOString()}::timestamptz, ${values.endsAt.toISOString()}::timestamptz, '[)')`;
  await tx.insert(reservationTables).values(
    tableIds.map((tableId) => ({ reservationId: row!.id, tableId, restaurantId: values.restaurantId, during: range })),
  );
  return row!.id;
}

export type ReservationSecretRow = { id: string; status: string; starts_at: Date | string; manage_token_hash: string; cancellation_window_minutes: number | null };

/** The reservation's id, status and token hash by reference; `forUpdate` locks the row until commit. */
export async function findReservationSecret(db: Db, reference: string, forUpdate = false): Promise<ReservationSecretRow | null> {
  const [row] = await queryRows<ReservationSecretRow>(db, sql`
    select r.id, r.status, r.starts_at, r.manage_token_hash, p.cancellation_window_minutes
    from reservations r left join reservation_policies p on p.restaurant_id = r.restaurant_id
    where r.reference = ${reference}
    ${forUpdate ? sql`for update of r` : sql``}`);
  return row ?? null;
}

/** Ends a reservation: its status changes and its tables are released. */
export async function setReservationStatus(tx: Db, id: string, status: string) {
  await tx.update(reservations).set({ status, updatedAt: new Date() }).where(eq(reservations.id, id));
  if (status !== "booked" && status !== "seated") {
    await tx.update(reservationTables).set({ active: false }).where(eq(reservationTables.reservationId, id));
  }
}

export type ReservationViewRow = {
  id: string;
  reference: string;
  restaurant_id: string;
  restaurant_name: string;
  restaurant_address: string;
  restaurant_city: string;
  restaurant_country: string;
  timezone: string | null;
  cancellation_window_minutes: number | null;
  party_size: number;
  starts_at: Date | string;
  ends_at: Date | string;
  name: string;
  email: string;
  phone: string;
  notes: string | null;
  status: string;
  source: string;
  seated_at: Date | string | null;
  hold_amount_cents: number | null;
  hold_status: string | null;
  hold_last4: string | null;
  created_at: Date | string;
  tables: Array<{ id: string; number: number; capacity: number; location: string }>;
};

export async function selectReservationViews(db: Db, where: SQL, limit = 100): Promise<ReservationViewRow[]> {
  return queryRows<ReservationViewRow>(db, sql`
    select r.id, r.reference, r.restaurant_id, rest.name as restaurant_name, rest.address as restaurant_address,
           rest.city as restaurant_city, rest.country as restaurant_country, p.timezone, p.cancellation_window_minutes,
           r.party_size, r.starts_at, r.ends_at, r.name, r.email, r.phone, r.notes, r.status, r.created_at,
           r.source, r.seated_at, hold.amount_cents as hold_amount_cents, hold.status as hold_status, hold.last4 as hold_last4,
           coalesce((select json_agg(json_build_object('id', t.id, 'number', t.number, 'capacity', t.capacity,
                                                       'location', t.location) order by t.number)
                     from reservation_tables rt join restaurant_tables t on t.id = rt.table_id
                     where rt.reservation_id = r.id), '[]'::json) as tables
    from reservations r
    join restaurants rest on rest.id = r.restaurant_id
    left join reservation_policies p on p.restaurant_id = r.restaurant_id
    -- The no-show hold is a payments row (payments module); only its amount, status and last four are read.
    left join payments hold on hold.id = r.hold_payment_id
    where ${where}
    order by r.created_at desc, r.id
    limit ${limit}`);
}

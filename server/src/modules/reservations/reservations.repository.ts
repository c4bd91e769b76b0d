import { eq, sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../platform/database.js";
import { reservations, reservationTables } from "../../db/schema/index.js";
import type { TableBooking } from "./free-busy.js";
import type { BookedStart } from "./pacing.js";

/** Statuses that hold a table and count toward pacing. */
const HOLDING = sql`('booked','seated')`;

/** Active table holds at the restaurant that overlap [from, to), optionally leaving one reservation's out. */
export async function listTableBookings(db: Db, restaurantId: string, from: Date, to: Date, exceptReservationId?: string): Promise<TableBooking[]> {
  const rows = await queryRows<{ table_id: string; start_ms: number; end_ms: number }>(db, sql`
    select table_id, (extract(epoch from lower(during)) * 1000)::float8 as start_ms,
           (extract(epoch from upper(during)) * 1000)::float8 as end_ms
    from reservation_tables
    where restaurant_id = ${restaurantId} and active
      and during && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')
      ${exceptReservationId ? sql`and reservation_id <> ${exceptReservationId}` : sql``}`);
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
 * Both of the above in one statement (availability's hot path: one round trip and one result to parse): the
 * active table holds overlapping [from, to) and the live bookings starting in it.
 */
export async function listHoldsAndStarts(db: Db, restaurantId: string, from: Date, to: Date): Promise<{ bookings: TableBooking[]; starts: BookedStart[] }> {
  const rows = await queryRows<{ table_id: string | null; start_ms: number; end_ms: number | null; party_size: number | null }>(db, sql`
    select table_id, (extract(epoch from lower(during)) * 1000)::float8 as start_ms,
           (extract(epoch from upper(during)) * 1000)::float8 as end_ms, null::int as party_size
    from reservation_tables
    where restaurant_id = ${restaurantId} and active
      and during && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')
    union all
    select null, (extract(epoch from starts_at) * 1000)::float8, null, party_size
    from reservations
    where restaurant_id = ${restaurantId} and status in ${HOLDING}
      and starts_at >= ${from.toISOString()}::timestamptz and starts_at < ${to.toISOString()}::timestamptz`);
  const bookings: TableBooking[] = [];
  const starts: BookedStart[] = [];
  for (const r of rows) {
    if (r.table_id !== null) bookings.push({ tableId: r.table_id, start: new Date(Number(r.start_ms)), end: new Date(Number(r.end_ms)) });
    else starts.push({ startsAt: new Date(Number(r.start_ms)), partySize: Number(r.party_size) });
  }
  return { bookings, starts };
}

/**
 * Serialises bookings at one restaurant until the transaction ends, so pacing (a sum over other bookings) is
 * checked against committed rows. The exclusion constraint still guards tables on its own.
 */
export async function lockRestaurantBookings(tx: Db, restaurantId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reservations:${restaurantId}`}))`);
}

/**
 * Live bookings (booked or seated) at the restaurant on one local date made with this email or this phone
 * (compared case-insensitively, and by digits only). Called under `lockRestaurantBookings`, so two bookings
 * racing for the same guest count each other.
 */
export async function countGuestBookingsOnDate(
  db: Db,
  q: { restaurantId: string; timezone: string; localDate: string; email: string; phoneDigits: string },
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`
    select count(*)::int as n from reservations
    where restaurant_id = ${q.restaurantId} and status in ${HOLDING}
      and starts_at >= (${q.localDate}::date - 1)::timestamptz and starts_at < (${q.localDate}::date + 2)::timestamptz
      and (starts_at at time zone ${q.timezone})::date = ${q.localDate}::date
      and (lower(email) = lower(${q.email})
           or (${q.phoneDigits} <> '' and regexp_replace(phone, '[^0-9]', '', 'g') = ${q.phoneDigits}))`);
  return Number(row?.n ?? 0);
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

export type ReservationSecretRow = {
  id: string;
  restaurant_id: string;
  status: string;
  starts_at: Date | string;
  ends_at: Date | string;
  manage_token_hash: string;
  hold_payment_id: string | null;
  cancellation_window_minutes: number | null;
  /** The signed-in guest who booked it; null for a booking made signed out. */
  customer_id: string | null;
};

/** The reservation's id, status and token hash by reference; `forUpdate` locks the row until commit. */
export async function findReservationSecret(db: Db, reference: string, forUpdate = false): Promise<ReservationSecretRow | null> {
  const [row] = await queryRows<ReservationSecretRow>(db, sql`
    select r.id, r.restaurant_id, r.status, r.starts_at, r.ends_at, r.manage_token_hash, r.hold_payment_id, p.cancellation_window_minutes, r.customer_id
    from reservations r left join reservation_policies p on p.restaurant_id = r.restaurant_id
    where r.reference = ${reference}
    ${forUpdate ? sql`for update of r` : sql``}`);
  return row ?? null;
}

/** Changes a reservation's status; a status that ends it (cancelled, completed, no-show) releases its tables. */
export async function setReservationStatus(tx: Db, id: string, status: string, extra: { seatedAt?: Date; endedAt?: Date } = {}) {
  await tx.update(reservations).set({ status, updatedAt: new Date(), ...extra }).where(eq(reservations.id, id));
  if (status !== "booked" && status !== "seated") {
    await tx.update(reservationTables).set({ active: false }).where(eq(reservationTables.reservationId, id));
  }
}

export async function setHoldPayment(tx: Db, id: string, paymentId: string) {
  await tx.update(reservations).set({ holdPaymentId: paymentId }).where(eq(reservations.id, id));
}

/** A reservation of the restaurant, locked until commit (host actions and moves); null when it is not theirs. */
export async function lockRestaurantReservation(tx: Db, restaurantId: string, id: string): Promise<ReservationSecretRow & { party_size: number } | null> {
  const [row] = await queryRows<ReservationSecretRow & { party_size: number }>(tx, sql`
    select r.id, r.restaurant_id, r.status, r.starts_at, r.ends_at, r.manage_token_hash, r.hold_payment_id, r.party_size,
           null::int as cancellation_window_minutes, r.customer_id
    from reservations r
    where r.id = ${id} and r.restaurant_id = ${restaurantId}
    for update`);
  return row ?? null;
}

/** The tables a reservation holds now (its active rows), by id. */
export async function listHeldTableIds(db: Db, reservationId: string): Promise<string[]> {
  const rows = await queryRows<{ table_id: string }>(db, sql`
    select table_id from reservation_tables where reservation_id = ${reservationId} and active`);
  return rows.map((r) => r.table_id);
}

/**
 * Moves a reservation's holds to other tables over the same range. The old rows are deleted rather than kept
 * inactive: the view lists a reservation's tables from these rows, and a moved party sits at the new tables only.
 */
export async function replaceReservationTables(tx: Db, r: { id: string; restaurantId: string; startsAt: Date; endsAt: Date }, tableIds: string[]) {
  await tx.delete(reservationTables).where(eq(reservationTables.reservationId, r.id));
  const range = sql`tstzrange(${r.startsAt.toISOString()}::timestamptz, ${r.endsAt.toISOString()}::timestamptz, '[)')`;
  await tx.insert(reservationTables).values(tableIds.map((tableId) => ({ reservationId: r.id, tableId, restaurantId: r.restaurantId, during: range })));
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

export async function selectReservationViews(db: Db, where: SQL, limit = 100, orderBy: SQL = sql`r.created_at desc, r.id`): Promise<ReservationViewRow[]> {
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
    order by ${orderBy}
    limit ${limit}`);
}

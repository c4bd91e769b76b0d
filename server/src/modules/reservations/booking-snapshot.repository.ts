import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../platform/database.js";
import type { BookingPolicy } from "./booking-policy.js";
import type { TableBooking } from "./free-busy.js";
import type { BookedStart } from "./pacing.js";

/** A table as booking reads it (restaurant_tables, owned by the restaurants module; read here, never written). */
export type FloorTableRow = { id: string; number: number; capacity: number; location: string; joinGroup: string | null; serverName: string | null };

export type BookingSnapshot = {
  restaurant: { id: string; country: string };
  policy: BookingPolicy | null;
  tables: FloorTableRow[];
  /** Only when a range was asked for: the active holds overlapping it and the live bookings starting in it. */
  holds: TableBooking[];
  starts: BookedStart[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = {
  id: string;
  country: string;
  policy: BookingPolicy | null;
  tables: FloorTableRow[];
  holds: Array<[string, number, number]>;
  starts: Array<[number, number]>;
};

/**
 * Everything availability needs in ONE statement (one round trip, one JSON result to parse): the restaurant (by id
 * or slug), its policy, its tables and — for a range — the table holds and booked starts in it. Availability is
 * the busiest public read; four round trips per request were most of its cost. Null when there is no such restaurant.
 */
export async function selectBookingSnapshot(db: Db, idOrSlug: string, range: { from: Date; to: Date } | null): Promise<BookingSnapshot | null> {
  const match = UUID.test(idOrSlug) ? sql`r.id = ${idOrSlug}` : sql`r.slug = ${idOrSlug}`;
  const from = range?.from.toISOString() ?? null;
  const to = range?.to.toISOString() ?? null;
  const [row] = await queryRows<Row>(db, sql`
    select r.id, r.country,
      (select json_build_object('timezone', p.timezone, 'slotIntervalMinutes', p.slot_interval_minutes,
                'leadTimeMinutes', p.lead_time_minutes, 'bookingHorizonDays', p.booking_horizon_days,
                'pacingCoversPer15', p.pacing_covers_per_15, 'cancellationWindowMinutes', p.cancellation_window_minutes,
                'noShowFeeCentsPerGuest', p.no_show_fee_cents_per_guest, 'durations', p.durations, 'openingHours', p.opening_hours)
         from reservation_policies p where p.restaurant_id = r.id) as policy,
      (select coalesce(json_agg(json_build_object('id', t.id, 'number', t.number, 'capacity', t.capacity, 'location', t.location,
                'joinGroup', t.join_group, 'serverName', t.server_name) order by t.number), '[]'::json)
         from restaurant_tables t where t.restaurant_id = r.id) as tables,
      (select coalesce(json_agg(json_build_array(rt.table_id, extract(epoch from lower(rt.during)) * 1000,
                extract(epoch from upper(rt.during)) * 1000)), '[]'::json)
         from reservation_tables rt
        where ${from}::timestamptz is not null and rt.restaurant_id = r.id and rt.active
          and rt.during && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')) as holds,
      (select coalesce(json_agg(json_build_array(extract(epoch from b.starts_at) * 1000, b.party_size)), '[]'::json)
         from reservations b
        where ${from}::timestamptz is not null and b.restaurant_id = r.id and b.status in ('booked','seated')
          and b.starts_at >= ${from}::timestamptz and b.starts_at < ${to}::timestamptz) as starts
    from restaurants r
    where ${match}`);
  if (!row) return null;
  return {
    restaurant: { id: row.id, country: row.country },
    policy: row.policy,
    tables: row.tables,
    holds: row.holds.map(([tableId, start, end]) => ({ tableId, start: new Date(Number(start)), end: new Date(Number(end)) })),
    starts: row.starts.map(([start, partySize]) => ({ startsAt: new Date(Number(start)), partySize: Number(partySize) })),
  };
}

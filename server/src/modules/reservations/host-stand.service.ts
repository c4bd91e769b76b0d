import { sql } from "drizzle-orm";
import type { HostStand, Reservation, TableRecommendations } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import type { RestaurantRow } from "../restaurants/index.js";
import { forParty, loadRestaurantBooking, type RestaurantBooking } from "./availability.service.js";
import { floorTables } from "./floor-plan.js";
import { tablesFree } from "./free-busy.js";
import { addDays, isCalendarDate, localDateOf, localTimeOf, zonedTimeToUtc } from "./local-time.js";
import { recommendTables } from "./recommend.js";
import { nextOpenSlot, restaurantToday } from "./reservation-slots.js";
import { toReservation } from "./reservation-view.js";
import { listTableBookings, selectReservationViews } from "./reservations.repository.js";
import { toWaitlistEntry } from "./waitlist-view.js";
import { selectWaitlist } from "./waitlist.repository.js";

const invalid = (field: string, message: string) => new AppError("invalid", message, { [field]: [message] });

/** [local midnight, next local midnight) of a date; a midnight skipped by DST falls back to 01:00. */
function dayRange(date: string, timeZone: string) {
  const start = zonedTimeToUtc(date, "00:00", timeZone) ?? zonedTimeToUtc(date, "01:00", timeZone)!;
  const next = addDays(date, 1);
  const end = zonedTimeToUtc(next, "00:00", timeZone) ?? zonedTimeToUtc(next, "01:00", timeZone)!;
  return { start, end };
}

/** The day's bookings and walk-ins (every status), by start time. */
async function dayBookings(db: Db, base: RestaurantBooking, date: string, now: Date): Promise<Reservation[]> {
  const { start, end } = dayRange(date, base.policy.timezone);
  const rows = await selectReservationViews(
    db,
    sql`r.restaurant_id = ${base.restaurant.id} and r.starts_at >= ${start.toISOString()}::timestamptz and r.starts_at < ${end.toISOString()}::timestamptz`,
    2000,
    sql`r.starts_at, r.created_at, r.id`,
  );
  return rows.map((r) => toReservation(r, now));
}

/** The host stand for one local date (today by default): bookings, the floor plan and the waitlist. */
export async function getHostStand(db: Db, restaurant: RestaurantRow, date: string | undefined, now = new Date()): Promise<HostStand> {
  const base = await loadRestaurantBooking(db, restaurant.id);
  const today = restaurantToday(now, base.policy);
  const day = date ?? today;
  if (!isCalendarDate(day)) throw invalid("date", "Choose a date");
  const { start, end } = dayRange(day, base.policy.timezone);
  const [bookings, waitlist] = await Promise.all([
    dayBookings(db, base, day, now),
    selectWaitlist(db, sql`w.restaurant_id = ${restaurant.id} and w.window_start >= ${start.toISOString()}::timestamptz and w.window_start < ${end.toISOString()}::timestamptz`),
  ]);
  return {
    restaurant: { id: restaurant.id, name: restaurant.name },
    date: day,
    timezone: base.policy.timezone,
    bookings,
    tables: floorTables(base.tables, bookings, now, day === today),
    waitlist: waitlist.map((w) => toWaitlistEntry(w, now)),
  };
}

/** Covers that count toward a server's load: parties booked, sitting or already served that day. */
const LOADED = new Set(["booked", "seated", "completed"]);

/**
 * The best free table(s) for a party at a local date and time, with the reasons, and the other free choices.
 * Candidates are the ones availability would offer (snug single tables or joinable pairs), free for the
 * party's whole duration; pacing is left to the host. Without a date and time: the next open slot within the
 * restaurant's opening hours (in its timezone), so the screen never proposes 4:30 AM.
 */
export async function recommendTablesFor(
  db: Db,
  restaurant: RestaurantRow,
  query: { date?: string; time?: string; partySize: number; section?: string },
  now = new Date(),
): Promise<TableRecommendations> {
  if (query.date !== undefined && !isCalendarDate(query.date)) throw invalid("date", "Choose a date");
  const ctx = forParty(await loadRestaurantBooking(db, restaurant.id), query.partySize);
  const q = { ...query, ...whenOf(query, ctx.policy, ctx.durationMinutes, now) };
  const startsAt = zonedTimeToUtc(q.date, q.time, ctx.policy.timezone);
  if (!startsAt) throw invalid("time", "That time does not exist on that day (the clocks change)");
  const endsAt = new Date(startsAt.getTime() + ctx.durationMinutes * 60_000);
  const [held, bookings] = await Promise.all([listTableBookings(db, restaurant.id, startsAt, endsAt), dayBookings(db, ctx, q.date, now)]);
  const free = ctx.candidates.filter((c) => tablesFree(c.tableIds, startsAt, endsAt, held));

  const serverOf = (tableId: string) => ctx.tables.find((t) => t.id === tableId)?.serverName ?? "Unassigned";
  const coversByServer = new Map<string, number>(ctx.tables.map((t) => [t.serverName ?? "Unassigned", 0]));
  for (const b of bookings) {
    if (!LOADED.has(b.status) || b.tables.length === 0) continue;
    const server = serverOf(b.tables[0]!.id);
    coversByServer.set(server, (coversByServer.get(server) ?? 0) + b.partySize);
  }
  const dayPart = Number(q.time.slice(0, 2)) >= 16 ? "tonight" : "today";
  const ranked = recommendTables({ candidates: free, partySize: q.partySize, section: q.section, serverOf, coversByServer, dayPart });
  let reason: string | null = null;
  if (ctx.candidates.length === 0) reason = `No table here seats a party of ${q.partySize}`;
  else if (ranked.length === 0) reason = `Every table for a party of ${q.partySize} is taken at ${q.time}`;
  return { startsAt: startsAt.toISOString(), date: q.date, time: q.time, partySize: q.partySize, best: ranked[0] ?? null, others: ranked.slice(1), reason };
}

/** The local date and time asked for, or the next open slot's. */
function whenOf(q: { date?: string; time?: string }, policy: RestaurantBooking["policy"], durationMinutes: number, now: Date) {
  if (q.date !== undefined && q.time !== undefined) return { date: q.date, time: q.time };
  const slot = nextOpenSlot(policy, durationMinutes, now);
  if (!slot) throw invalid("date", `No opening hours in the next ${policy.bookingHorizonDays} days; choose a date and time`);
  return { date: localDateOf(slot, policy.timezone), time: localTimeOf(slot, policy.timezone) };
}

import type { Availability } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { findRestaurant, listRestaurantTables, type RestaurantRow, type RestaurantTableRow } from "../restaurants/index.js";
import { defaultBookingPolicy, durationFor, type BookingPolicy } from "./booking-policy.js";
import { openOptions, type OpenOption } from "./free-busy.js";
import { isCalendarDate } from "./local-time.js";
import { restaurantToday, slotsForDate } from "./reservation-slots.js";
import { findPolicy, listBookedStarts, listTableBookings } from "./reservations.repository.js";
import { tableCandidates, type TableCandidate } from "./table-choice.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type BookingContext = {
  restaurant: RestaurantRow;
  policy: BookingPolicy;
  tables: RestaurantTableRow[];
  candidates: TableCandidate[];
  durationMinutes: number;
};

/** The restaurant, its booking policy and where a party of this size may sit. */
export async function loadBookingContext(db: Db, restaurantIdOrSlug: string, partySize: number): Promise<BookingContext> {
  const restaurant = await findRestaurant(db, restaurantIdOrSlug);
  if (!restaurant) throw notFound("Restaurant not found");
  const policy = (await findPolicy(db, restaurant.id)) ?? defaultBookingPolicy(restaurant.country);
  const tables = await listRestaurantTables(db, restaurant.id);
  return { restaurant, policy, tables, candidates: tableCandidates(tables, partySize), durationMinutes: durationFor(partySize, policy.durations) };
}

/**
 * Free options for a party on one local date: the offered start times, minus tables already held and windows
 * pacing has filled. Bookings are read a day either side, which covers any duration and late openings.
 */
export async function openOptionsForDate(db: Db, ctx: BookingContext, date: string, partySize: number, now: Date) {
  const day = slotsForDate({ date, policy: ctx.policy, durationMinutes: ctx.durationMinutes, now });
  if (day.times.length === 0 || ctx.candidates.length === 0) return { day, options: [] as OpenOption[] };
  const from = new Date(day.times[0]!.getTime() - DAY);
  const to = new Date(day.times.at(-1)!.getTime() + DAY);
  const [bookings, starts] = await Promise.all([
    listTableBookings(db, ctx.restaurant.id, from, to),
    listBookedStarts(db, ctx.restaurant.id, from, to),
  ]);
  const options = openOptions({
    candidates: ctx.candidates,
    times: day.times,
    durationMinutes: ctx.durationMinutes,
    partySize,
    bookings,
    starts,
    pacingLimit: ctx.policy.pacingCoversPer15,
  });
  return { day, options };
}

export async function getAvailability(db: Db, restaurantIdOrSlug: string, date: string, partySize: number, now = new Date()): Promise<Availability> {
  if (!isCalendarDate(date)) throw new AppError("invalid", "Choose a date", { date: ["Choose a date"] });
  const ctx = await loadBookingContext(db, restaurantIdOrSlug, partySize);
  if (date < restaurantToday(now, ctx.policy)) {
    throw new AppError("invalid", "Choose a date from today on", { date: ["Choose a date from today on"] });
  }
  const { day, options } = await openOptionsForDate(db, ctx, date, partySize, now);
  let reason = day.reason;
  if (!reason && ctx.candidates.length === 0) reason = `No table here seats a party of ${partySize}; please contact the restaurant`;
  if (!reason && options.length === 0) reason = `Fully booked for a party of ${partySize} that day`;
  return {
    restaurantId: ctx.restaurant.id,
    date,
    partySize,
    timezone: ctx.policy.timezone,
    durationMinutes: ctx.durationMinutes,
    holdPerGuestCents: ctx.policy.noShowFeeCentsPerGuest,
    cancellationWindowMinutes: ctx.policy.cancellationWindowMinutes,
    reason,
    options: options.map((o) => ({
      tableIds: o.tableIds,
      label: o.label,
      capacity: o.capacity,
      location: o.location,
      times: o.times.map((t) => t.toISOString()),
    })),
  };
}

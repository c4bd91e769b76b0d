import type { Availability } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { defaultBookingPolicy, durationFor, type BookingPolicy } from "./booking-policy.js";
import { selectBookingSnapshot, type BookingSnapshot, type FloorTableRow } from "./booking-snapshot.repository.js";
import { openOptions, type OpenOption, type TableBooking } from "./free-busy.js";
import { isCalendarDate } from "./local-time.js";
import type { BookedStart } from "./pacing.js";
import { restaurantToday, slotsForDate } from "./reservation-slots.js";
import { listHoldsAndStarts } from "./reservations.repository.js";
import { tableCandidates, type TableCandidate } from "./table-choice.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type BookingContext = {
  restaurant: { id: string; country: string };
  policy: BookingPolicy;
  tables: FloorTableRow[];
  candidates: TableCandidate[];
  durationMinutes: number;
};

export type RestaurantBooking = Pick<BookingContext, "restaurant" | "policy" | "tables">;

const toBase = (snap: BookingSnapshot): RestaurantBooking => ({
  restaurant: snap.restaurant,
  policy: snap.policy ?? defaultBookingPolicy(snap.restaurant.country),
  tables: snap.tables,
});

/** The restaurant, its booking policy and its tables. */
export async function loadRestaurantBooking(db: Db, restaurantIdOrSlug: string): Promise<RestaurantBooking> {
  const snap = await selectBookingSnapshot(db, restaurantIdOrSlug, null);
  if (!snap) throw notFound("Restaurant not found");
  return toBase(snap);
}

/** Where a party of this size may sit at the restaurant, and for how long. */
export const forParty = (base: RestaurantBooking, partySize: number): BookingContext => ({
  ...base,
  candidates: tableCandidates(base.tables, partySize),
  durationMinutes: durationFor(partySize, base.policy.durations),
});

/** The restaurant, its booking policy and where a party of this size may sit. */
export async function loadBookingContext(db: Db, restaurantIdOrSlug: string, partySize: number): Promise<BookingContext> {
  return forParty(await loadRestaurantBooking(db, restaurantIdOrSlug), partySize);
}

/** The offered start times of a local date, minus tables already held and windows pacing has filled. */
function optionsFromHolds(ctx: BookingContext, date: string, partySize: number, now: Date, holds: TableBooking[], starts: BookedStart[]) {
  const day = slotsForDate({ date, policy: ctx.policy, durationMinutes: ctx.durationMinutes, now });
  if (day.times.length === 0 || ctx.candidates.length === 0) return { day, options: [] as OpenOption[] };
  const options = openOptions({
    candidates: ctx.candidates,
    times: day.times,
    durationMinutes: ctx.durationMinutes,
    partySize,
    bookings: holds,
    starts,
    pacingLimit: ctx.policy.pacingCoversPer15,
  });
  return { day, options };
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
  const { bookings, starts } = await listHoldsAndStarts(db, ctx.restaurant.id, from, to);
  return optionsFromHolds(ctx, date, partySize, now, bookings, starts);
}

/**
 * The holds a local date's availability can meet, read before its policy is known: every zone's date D lies
 * within [D 00:00 UTC − 14 h, D+1 00:00 UTC + 12 h], and a start that day (even a late one past midnight) plus
 * its duration ends well within a day after that.
 */
export const holdsRangeFor = (date: string) => {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  return { from: new Date(midnight - 14 * HOUR), to: new Date(midnight + 60 * HOUR) };
};

/** "Any table": the start times at least one option can take, once each, in order. */
export function anyTableTimes(options: OpenOption[]): string[] {
  const ms = new Set(options.flatMap((o) => o.times.map((t) => t.getTime())));
  return [...ms].sort((a, b) => a - b).map((t) => new Date(t).toISOString());
}

export async function getAvailability(db: Db, restaurantIdOrSlug: string, date: string, partySize: number, now = new Date()): Promise<Availability> {
  if (!isCalendarDate(date)) throw new AppError("invalid", "Choose a date", { date: ["Choose a date"] });
  // One round trip: the restaurant, its policy, its tables and the holds around that date.
  const snap = await selectBookingSnapshot(db, restaurantIdOrSlug, holdsRangeFor(date));
  if (!snap) throw notFound("Restaurant not found");
  const ctx = forParty(toBase(snap), partySize);
  if (date < restaurantToday(now, ctx.policy)) {
    throw new AppError("invalid", "Choose a date from today on", { date: ["Choose a date from today on"] });
  }
  const { day, options } = optionsFromHolds(ctx, date, partySize, now, snap.holds, snap.starts);
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
    times: anyTableTimes(options),
  };
}

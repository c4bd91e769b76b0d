import type { BookingPolicy } from "./booking-policy.js";
import { addDays, localDateOf, weekdayOf, zonedTimeToUtc } from "./local-time.js";

const MIN = 60_000;

export type DaySlots = {
  /** Start times a party may book, ascending. */
  times: Date[];
  /** Why there are none, when there are none. */
  reason: string | null;
};

/** Today's date where the restaurant is. */
export const restaurantToday = (now: Date, policy: Pick<BookingPolicy, "timezone">) => localDateOf(now, policy.timezone);

/** The last date bookings are open for: today plus the horizon. */
export const lastBookableDate = (now: Date, policy: Pick<BookingPolicy, "timezone" | "bookingHorizonDays">) =>
  addDays(restaurantToday(now, policy), policy.bookingHorizonDays);

/**
 * The start times of one local date: every interval-th minute from opening until the last seating (closing
 * minus the party's duration), no sooner than the lead time from now, within the horizon. A closing time at or
 * before the opening time means after midnight. Times are stepped in real minutes, so an evening that crosses a
 * DST change still keeps its tables for the true duration.
 */
export function slotsForDate(args: { date: string; policy: BookingPolicy; durationMinutes: number; now: Date }): DaySlots {
  const { date, policy, durationMinutes, now } = args;
  if (date < restaurantToday(now, policy)) return { times: [], reason: "Choose a date from today on" };
  if (date > lastBookableDate(now, policy)) {
    return { times: [], reason: `Reservations open ${policy.bookingHorizonDays} days ahead` };
  }
  const hours = policy.openingHours[weekdayOf(date)] ?? [];
  if (hours.length === 0) return { times: [], reason: "The restaurant is closed that day" };

  const earliest = now.getTime() + policy.leadTimeMinutes * MIN;
  const step = policy.slotIntervalMinutes * MIN;
  const times: Date[] = [];
  let anyOpening = false;
  for (const [open, close] of hours) {
    const opensAt = zonedTimeToUtc(date, open, policy.timezone);
    const closesAt = zonedTimeToUtc(close > open ? date : addDays(date, 1), close, policy.timezone);
    if (!opensAt || !closesAt) continue;
    const lastSeating = closesAt.getTime() - durationMinutes * MIN;
    for (let t = opensAt.getTime(); t <= lastSeating; t += step) {
      anyOpening = true;
      if (t >= earliest) times.push(new Date(t));
    }
  }
  times.sort((a, b) => a.getTime() - b.getTime());
  if (times.length > 0) return { times, reason: null };
  if (!anyOpening) return { times, reason: "The restaurant takes no bookings that long on that day" };
  return { times, reason: "No more bookings can be made for that day" };
}

/**
 * Why a requested start time is not bookable, or null when it is one of the offered times. The day before is
 * searched too, for openings that run past midnight.
 */
export function startTimeProblem(args: { startsAt: Date; policy: BookingPolicy; durationMinutes: number; now: Date }): string | null {
  const { startsAt, policy, durationMinutes, now } = args;
  if (startsAt.getTime() < now.getTime() + policy.leadTimeMinutes * MIN) {
    return `That time is too soon; book at least ${policy.leadTimeMinutes} minutes ahead`;
  }
  const date = localDateOf(startsAt, policy.timezone);
  if (date > lastBookableDate(now, policy)) return `Reservations open ${policy.bookingHorizonDays} days ahead`;
  for (const d of [date, addDays(date, -1)]) {
    if (slotsForDate({ date: d, policy, durationMinutes, now }).times.some((t) => t.getTime() === startsAt.getTime())) return null;
  }
  return "The restaurant does not take bookings at that time";
}

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
  for (const { opensAt, closesAt } of openingWindows(date, policy)) {
    const lastSeating = closesAt - durationMinutes * MIN;
    for (let t = opensAt; t <= lastSeating; t += step) {
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
 * The first start time at or after now within opening hours, today or a later day up to the horizon, or null.
 * No lead time: it is the host's next seating (table recommendations), not a guest's booking.
 */
export function nextOpenSlot(policy: BookingPolicy, durationMinutes: number, now: Date): Date | null {
  const host = { ...policy, leadTimeMinutes: 0 };
  for (let date = restaurantToday(now, policy); date <= lastBookableDate(now, policy); date = addDays(date, 1)) {
    const first = slotsForDate({ date, policy: host, durationMinutes, now }).times[0];
    if (first) return first;
  }
  return null;
}

/**
 * Why a requested start time is not bookable, or null when it is one of the offered times — each reason in its
 * own words (issue 15): a date or time that has passed, a time inside the lead time, a date beyond the horizon,
 * a day the restaurant is closed, a time outside its hours, one too late for the party to finish before closing,
 * and one between the offered times. The day before is searched too, for openings that run past midnight.
 */
export function startTimeProblem(args: { startsAt: Date; policy: BookingPolicy; durationMinutes: number; now: Date }): string | null {
  const { startsAt, policy, durationMinutes, now } = args;
  const t = startsAt.getTime();
  const date = localDateOf(startsAt, policy.timezone);
  if (date < restaurantToday(now, policy)) return "That date has passed; choose a date from today on";
  if (t <= now.getTime()) return "That time has passed; choose a later time";
  if (t < now.getTime() + policy.leadTimeMinutes * MIN) {
    return `That time is too soon; book at least ${policy.leadTimeMinutes} minutes ahead`;
  }
  if (date > lastBookableDate(now, policy)) return `Reservations open ${policy.bookingHorizonDays} days ahead`;
  for (const d of [date, addDays(date, -1)]) {
    if (slotsForDate({ date: d, policy, durationMinutes, now }).times.some((x) => x.getTime() === t)) return null;
  }
  // Not an offered time: say which rule it breaks, from the opening windows that could hold it.
  const windows = [addDays(date, -1), date].flatMap((d) => openingWindows(d, policy));
  const holding = windows.find((w) => t >= w.opensAt && t < w.closesAt);
  if (!holding) {
    const openThatDay = (policy.openingHours[weekdayOf(date)] ?? []).length > 0;
    return openThatDay ? "That time is outside the restaurant's opening hours" : "The restaurant is closed that day";
  }
  if (t > holding.closesAt - durationMinutes * MIN) {
    return `That time is too late: a table is kept ${durationMinutes} minutes and the restaurant closes before then; choose an earlier time`;
  }
  return `Bookings start every ${policy.slotIntervalMinutes} minutes from opening; choose one of the offered times`;
}

/** The opening windows of one local date, as instants (a closing at or before the opening is after midnight). */
function openingWindows(date: string, policy: BookingPolicy): Array<{ opensAt: number; closesAt: number }> {
  return (policy.openingHours[weekdayOf(date)] ?? []).flatMap(([open, close]) => {
    const opensAt = zonedTimeToUtc(date, open, policy.timezone);
    const closesAt = zonedTimeToUtc(close > open ? date : addDays(date, 1), close, policy.timezone);
    return opensAt && closesAt ? [{ opensAt: opensAt.getTime(), closesAt: closesAt.getTime() }] : [];
  });
}

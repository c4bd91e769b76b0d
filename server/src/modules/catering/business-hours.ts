import { addDays, localDateOf, weekdayOf, zonedTimeToUtc, zoneOffsetMs, type OpeningHours } from "../reservations/index.js";

/**
 * Business-hour arithmetic for the catering promises ("a call within 4 business hours"): a restaurant's catering
 * team works its opening hours, in its time zone, except on its holidays. Pure functions; the offset is looked up
 * per day, so a DST change makes a night's window an hour shorter or longer in real time, as the clock on the wall.
 */
export type BusinessCalendar = {
  timeZone: string;
  openingHours: OpeningHours;
  /** Local calendar days ("YYYY-MM-DD") with no business hours. */
  holidays: ReadonlySet<string>;
};

const HOUR = 3_600_000;
/**
 * How far ahead to look for business hours. Any calendar with a window in its week reaches its due time well inside
 * it (15 minutes a week still gives 40 business hours in about three years); one with no window at all is answered in
 * clock hours at once.
 */
const HORIZON_DAYS = 3660;

const hasAnyWindow = (cal: BusinessCalendar) => Object.values(cal.openingHours).some((w) => (w?.length ?? 0) > 0);

/** The instant of a local wall time; a time inside a spring-forward gap is read with the offset before the gap. */
function instantOf(day: string, time: string, timeZone: string): number {
  const exact = zonedTimeToUtc(day, time, timeZone);
  if (exact) return exact.getTime();
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  return wall - zoneOffsetMs(new Date(wall - 86_400_000), timeZone);
}

/** The day's open windows as instants; a window that closes at or before it opens ends the next day. */
function windowsOf(day: string, cal: BusinessCalendar): Array<[number, number]> {
  if (cal.holidays.has(day)) return [];
  return (cal.openingHours[weekdayOf(day)] ?? []).map(([open, close]) => {
    const start = instantOf(day, open, cal.timeZone);
    const closeDay = close <= open || close === "24:00" ? addDays(day, 1) : day;
    const end = instantOf(closeDay, close === "24:00" ? "00:00" : close, cal.timeZone);
    return [start, end] as [number, number];
  });
}

/** Open windows from the day before `from` (a window may run past midnight) for `days` days, in time order. */
function* windowsFrom(from: Date, cal: BusinessCalendar, days = HORIZON_DAYS): Generator<[number, number]> {
  let day = addDays(localDateOf(from, cal.timeZone), -1);
  for (let i = 0; i < days; i++, day = addDays(day, 1)) {
    for (const w of windowsOf(day, cal).sort((a, b) => a[0] - b[0])) yield w;
  }
}

/** The instant `hours` business hours after `start` (start itself if it is 0). */
export function addBusinessHours(start: Date, hours: number, cal: BusinessCalendar): Date {
  let remaining = hours * HOUR;
  if (remaining <= 0) return start;
  // No business hours declared: the promise is kept in clock hours.
  if (!hasAnyWindow(cal)) return new Date(start.getTime() + hours * HOUR);
  let cursor = start.getTime();
  for (const [open, close] of windowsFrom(start, cal)) {
    const from = Math.max(open, cursor);
    if (from >= close) continue;
    if (close - from >= remaining) return new Date(from + remaining);
    remaining -= close - from;
    cursor = close;
  }
  // Holidays covering ten years of windows: the promise falls back to clock hours.
  return new Date(start.getTime() + hours * HOUR);
}

/** Business milliseconds between two instants (0 if `to` is not after `from`). */
export function businessMsBetween(from: Date, to: Date, cal: BusinessCalendar): number {
  const end = to.getTime();
  let total = 0;
  let cursor = from.getTime();
  const days = Math.ceil((end - cursor) / 86_400_000) + 3;
  if (days <= 0) return 0;
  for (const [open, close] of windowsFrom(from, cal, days)) {
    if (open >= end) break;
    const a = Math.max(open, cursor);
    const b = Math.min(close, end);
    if (b > a) {
      total += b - a;
      cursor = b;
    }
  }
  return total;
}

/**
 * Wall-clock time in an IANA zone ↔ UTC instants, with Intl only. Opening hours are local ("17:00 in New York"),
 * bookings are instants; the offset is looked up for the day in question, so DST changes move nothing local.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

type Parts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function partsAt(instant: Date, timeZone: string): Parts {
  const out: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) if (p.type !== "literal") out[p.type] = Number(p.value);
  return out as Parts;
}

/** Milliseconds the zone is ahead of UTC at that instant (New York in winter: −5 h). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = partsAt(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (instant.getTime() - instant.getMilliseconds());
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Intl's formatToParts is the costly step of every conversion and availability asks the same few questions on
 * every request (today's date, a day's opening and closing instants), so answers are remembered. Zones change
 * their offsets only on whole minutes, so a date is remembered per minute. The maps are simply emptied when full.
 */
const CACHE_LIMIT = 5000;
const dateCache = new Map<string, string>();
const instantCache = new Map<string, number | null>();
function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** The calendar date ("YYYY-MM-DD") it is in the zone at that instant. */
export function localDateOf(instant: Date, timeZone: string): string {
  const key = `${timeZone}|${Math.floor(instant.getTime() / 60_000)}`;
  const known = dateCache.get(key);
  if (known !== undefined) return known;
  const p = partsAt(instant, timeZone);
  return remember(dateCache, key, `${p.year}-${pad(p.month)}-${pad(p.day)}`);
}

/** The wall-clock time ("HH:MM", 24-hour) it is in the zone at that instant. */
export function localTimeOf(instant: Date, timeZone: string): string {
  const p = partsAt(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** The date `days` after a calendar date (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday of a calendar date, the same in every zone. */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

/** Whether a string is a real calendar date (2025-02-30 is not). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/**
 * The instant a local wall-clock time happens ("2025-03-09", "17:00", "America/New_York"). A time skipped by a
 * spring-forward gap does not exist and gives null; one repeated in the autumn gives its first occurrence.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date | null {
  const key = `${timeZone}|${date}|${time}`;
  let ms = instantCache.get(key);
  if (ms === undefined) ms = remember(instantCache, key, computeZonedTime(date, time, timeZone));
  return ms === null ? null : new Date(ms);
}

function computeZonedTime(date: string, time: string, timeZone: string): number | null {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Try the offsets in force a day either side of the wall time; the earliest that round-trips wins.
  const offsets = new Set([zoneOffsetMs(new Date(wall - 86_400_000), timeZone), zoneOffsetMs(new Date(wall), timeZone), zoneOffsetMs(new Date(wall + 86_400_000), timeZone)]);
  const candidates = [...offsets]
    .map((off) => wall - off)
    .filter((t) => zoneOffsetMs(new Date(t), timeZone) === wall - t)
    .sort((a, b) => a - b);
  return candidates.length > 0 ? candidates[0]! : null;
}

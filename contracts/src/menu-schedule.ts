// When a dish is served (breakfast until 11:00), in the restaurant's own time zone. Pure and free of zod: /order's
// dish cards use the label on first load, the server's menu and checkout the rule.

/** "07:00": a time of day on the 24-hour clock. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes after local midnight of `at` in `timeZone` (an IANA zone). */
export function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(at);
  const hour = Number(parts.find((p) => p.type === "hour")?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === "minute")?.value ?? 0);
  return hour * 60 + minute;
}

/**
 * Whether a dish served from `from` until `until` (local times; `until` not included) is served at `at` in
 * `timeZone`. No bounds: always. Only `until`: from midnight; only `from`: until midnight. A window that passes
 * midnight (22:00–02:00) wraps.
 */
export function isServedAt(from: string | null | undefined, until: string | null | undefined, at: Date, timeZone: string): boolean {
  if (!from && !until) return true;
  const start = from ? minutesOf(from) : 0;
  const end = until ? minutesOf(until) : 24 * 60;
  const now = localMinutes(at, timeZone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** "Served 07:00–11:00", "Served until 11:00", "Served from 17:00"; null for a dish served all day. */
export function servedLabel(from: string | null | undefined, until: string | null | undefined): string | null {
  if (from && until) return `Served ${from}–${until}`;
  if (until) return `Served until ${until}`;
  if (from) return `Served from ${from}`;
  return null;
}

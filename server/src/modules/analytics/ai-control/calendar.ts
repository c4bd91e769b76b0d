/** Local calendar days as "YYYY-MM-DD" strings: arithmetic on the date alone (no zone, no DST). */

const DAY_MS = 86_400_000;
export const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
export const dateOfDay = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (d: string, n: number) => dateOfDay(dayNumber(d) + n);
/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();

/** Today's date in a zone. */
export function localToday(tz: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"] as const;
const SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

export const firstOfMonth = (year: number, month0: number) => `${year}-${String(month0 + 1).padStart(2, "0")}-01`;
export const lastOfMonth = (year: number, month0: number) => addDays(month0 === 11 ? firstOfMonth(year + 1, 0) : firstOfMonth(year, month0 + 1), -1);

/** "16–22 Nov 2026", "28 Oct – 3 Nov 2026", "25 Nov 2026". */
export function formatRange(from: string, to: string): string {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  if (from === to) return `${td} ${SHORT[tm - 1]} ${ty}`;
  if (fy === ty && fm === tm) return `${fd}–${td} ${SHORT[tm - 1]} ${ty}`;
  if (fy === ty) return `${fd} ${SHORT[fm - 1]} – ${td} ${SHORT[tm - 1]} ${ty}`;
  return `${fd} ${SHORT[fm - 1]} ${fy} – ${td} ${SHORT[tm - 1]} ${ty}`;
}

import { lazy } from "@/lib/format";

const time = lazy(() => new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" }));
const weekday = lazy(() => new Intl.DateTimeFormat("en-US", { weekday: "short" }));
const dateTime = lazy(() => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }));

const valid = (iso: string | null | undefined): iso is string => !!iso && !Number.isNaN(Date.parse(iso));

/** "7:15 PM"; unparsable input is shown as is. */
export const formatTime = (iso: string) => (valid(iso) ? time().format(new Date(iso)) : iso);

/** "Mar 4, 2030, 7:15 PM". */
export const formatDateTime = (iso: string) => (valid(iso) ? dateTime().format(new Date(iso)) : iso);

/** "7:35 PM – 7:50 PM", or null when the estimate is missing. */
export function formatTimeRange(from: string | null | undefined, to: string | null | undefined): string | null {
  if (!valid(from) || !valid(to)) return null;
  const a = formatTime(from);
  const b = formatTime(to);
  return a === b ? a : `${a} – ${b}`;
}

/** A slot start as the customer reads it: "7:15 PM" today, "Tomorrow 12:30 AM", else "Sat 9:00 AM". */
export function formatSlot(iso: string, now: Date = new Date()): string {
  if (!valid(iso)) return iso;
  const d = new Date(iso);
  const dayDiff = Math.round((startOfDay(d) - startOfDay(now)) / 86_400_000);
  if (dayDiff === 0) return formatTime(iso);
  if (dayDiff === 1) return `Tomorrow ${formatTime(iso)}`;
  return `${weekday().format(d)} ${formatTime(iso)}`;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

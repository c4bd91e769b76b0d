import { lazy } from "@/lib/format";

const MINUTE_MS = 60_000;

/**
 * How long ago an order was placed, short enough for a ticket: "just now", "7 min", "1 h 05 min".
 * Clock skew between server and tablet can put placedAt slightly in the future; that still reads "just now".
 */
export function formatTimeSince(iso: string, now: number): string {
  const placed = Date.parse(iso);
  if (Number.isNaN(placed)) return "";
  const minutes = Math.floor((now - placed) / MINUTE_MS);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")} min`;
}

/** Minutes an order has waited; the card turns amber past a threshold so slow tickets stand out. */
export function minutesSince(iso: string, now: number): number {
  const placed = Date.parse(iso);
  return Number.isNaN(placed) ? 0 : Math.max(0, Math.floor((now - placed) / MINUTE_MS));
}

const clock = lazy(() => new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" }));

/** "6:45 PM" for a slot or a scheduled time. */
export function formatClock(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : clock().format(time);
}

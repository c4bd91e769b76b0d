import type { Order, OrderStatus } from "@tavola/contracts";
import { formatClock } from "./time-since";

const MINUTE_MS = 60_000;

/** Inside this many minutes of the promise a ticket turns amber: the kitchen still has time to make it. */
export const DUE_SOON_MINUTES = 5;

/** Orders the kitchen still owes: once ready, the promise to have it ready is kept. */
const COOKING: readonly OrderStatus[] = ["placed", "accepted", "preparing"];

export type DueTone = "on_time" | "soon" | "overdue";

export type DueState = {
  /** The time the kitchen promised the food would be ready (epoch ms). */
  readyBy: number;
  tone: DueTone;
  /** Words that carry the whole signal (screen readers, and anyone who cannot tell amber from red). */
  text: string;
};

/**
 * When the food was promised ready, the way the server worked it out (eta.ts): the preparation time
 * counted from acceptance (from placement while nobody has accepted yet), never before the order's
 * kitchen slot. Acceptance may have changed the preparation time; the order carries the latest one.
 */
export function promisedReadyAt(order: Pick<Order, "placedAt" | "slotStart" | "prepMinutes" | "events">, fallbackPrepMinutes: number): number | null {
  const accepted = order.events.find((e) => e.status === "accepted");
  const from = Date.parse(accepted?.at ?? order.placedAt);
  const slot = Date.parse(order.slotStart);
  if (Number.isNaN(from)) return null;
  const cooked = from + (order.prepMinutes ?? fallbackPrepMinutes) * MINUTE_MS;
  return Number.isNaN(slot) ? cooked : Math.max(cooked, slot);
}

/** "12 min", "1 h 05 min". */
function duration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${String(rest).padStart(2, "0")} min`;
}

/**
 * How the ticket stands against its promised ready time: on time, due soon (amber) or overdue (red).
 * Null for orders already ready or on their way, where the kitchen owes nothing more.
 */
export function dueState(
  order: Pick<Order, "status" | "placedAt" | "slotStart" | "prepMinutes" | "events">,
  now: number,
  fallbackPrepMinutes: number,
): DueState | null {
  if (!COOKING.includes(order.status)) return null;
  const readyBy = promisedReadyAt(order, fallbackPrepMinutes);
  if (readyBy === null) return null;
  const left = readyBy - now;
  if (left <= 0) {
    const late = Math.floor(-left / MINUTE_MS);
    return { readyBy, tone: "overdue", text: late < 1 ? "Due now" : `Overdue ${duration(late)}` };
  }
  const minutes = Math.ceil(left / MINUTE_MS);
  if (minutes <= DUE_SOON_MINUTES) return { readyBy, tone: "soon", text: `Due in ${minutes} min` };
  // A scheduled order hours away reads better as a time of day than as a countdown.
  return { readyBy, tone: "on_time", text: minutes < 60 ? `Due in ${minutes} min` : `Due ${formatClock(new Date(readyBy).toISOString())}` };
}

/** The board's name for a status: a placed order is "New" to the kitchen (the customer's pages keep "placed"). */
export function boardStatusLabel(order: Pick<Order, "status" | "statusLabel">): string {
  return order.status === "placed" ? "New" : order.statusLabel;
}

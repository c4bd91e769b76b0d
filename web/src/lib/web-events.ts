import type { WebEvent } from "@tavola/contracts";

/**
 * The funnel's browser events (menu view → cart add → checkout start; "paid" is counted on the server from the
 * orders). Kept tiny and dependency-free because /order imports it: events queue in memory and leave after the
 * browser is idle (requestIdleCallback, at most a few seconds later) or when the page hides, with fetch keepalive
 * so a navigation does not cancel them. Nothing here runs before first paint. The visitor id is random, kept in
 * localStorage and carries no personal data; the server adds the signed-in user from the session cookie.
 */
const VISITOR_KEY = "tavola_visitor";
const MAX_BATCH = 20; // contracts' WEB_EVENTS_MAX_BATCH (a value import would pull zod into /order)
const VALID_ID = /^[A-Za-z0-9_-]{8,64}$/;

const queue: WebEvent[] = [];
const viewed = new Set<string>();
let scheduled = false;
let listening = false;

function newVisitorId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** This browser's visitor id (made on first use); null when storage is unavailable (then nothing is sent). */
export function visitorId(): string | null {
  try {
    const stored = localStorage.getItem(VISITOR_KEY);
    if (stored && VALID_ID.test(stored)) return stored;
    const id = newVisitorId();
    localStorage.setItem(VISITOR_KEY, id);
    return id;
  } catch {
    return null;
  }
}

function flush() {
  scheduled = false;
  const id = queue.length > 0 ? visitorId() : null;
  if (!id) {
    queue.length = 0;
    return;
  }
  while (queue.length > 0) {
    const events = queue.splice(0, MAX_BATCH);
    // Best effort: a lost batch only makes the funnel a little lower; the page never waits on it or reports it.
    void fetch("/api/events", {
      method: "POST",
      keepalive: true,
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ visitorId: id, events }),
    }).catch(() => undefined);
  }
}

function schedule() {
  if (!listening) {
    listening = true;
    // Leaving or hiding the page sends what is queued (keepalive lets it finish after the page is gone).
    addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  }
  if (scheduled) return;
  scheduled = true;
  if (typeof requestIdleCallback === "function") requestIdleCallback(flush, { timeout: 4000 });
  else setTimeout(flush, 2000);
}

/** Queues an event; sent after idle. */
export function trackWebEvent(event: WebEvent) {
  if (typeof window === "undefined") return;
  queue.push(event);
  schedule();
}

/** A menu view counts once per restaurant per page load (re-renders and live menu refreshes are not new views). */
export function trackMenuView(restaurantId: string) {
  if (viewed.has(restaurantId)) return;
  viewed.add(restaurantId);
  trackWebEvent({ type: "menu_view", restaurantId });
}

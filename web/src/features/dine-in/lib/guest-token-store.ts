import { useSyncExternalStore } from "react";

/**
 * This phone's seat at a table: the guest secret from check-in, kept in localStorage so a reload (or the
 * phone locking) keeps the table. It is dropped when the server no longer accepts it (401) and when the
 * guest checks out.
 */
export const GUEST_STORAGE_KEY = "tavola-table-guest";

const listeners = new Set<() => void>();

export function readGuestToken(): string | null {
  try {
    const raw = window.localStorage.getItem(GUEST_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { guestToken?: unknown };
    return typeof parsed.guestToken === "string" && parsed.guestToken ? parsed.guestToken : null;
  } catch {
    // Storage blocked (private mode) or a value this build cannot read: treat the phone as not checked in.
    return null;
  }
}

// Only when storage refuses writes (some private modes): the table then lasts as long as the tab.
let fallback: string | null = null;

export function writeGuestToken(guestToken: string | null): void {
  fallback = null;
  try {
    if (guestToken) window.localStorage.setItem(GUEST_STORAGE_KEY, JSON.stringify({ guestToken }));
    else window.localStorage.removeItem(GUEST_STORAGE_KEY);
  } catch {
    fallback = guestToken;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === GUEST_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const snapshot = () => readGuestToken() ?? fallback;

/** The guest token, re-rendering when it is written here or in another tab. */
export function useGuestToken(): string | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

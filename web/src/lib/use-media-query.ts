import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches now, following changes (e.g. a phone turned sideways). False where there is
 * no window (prerendering) — the wide layout, which CSS corrects before anyone can tap.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

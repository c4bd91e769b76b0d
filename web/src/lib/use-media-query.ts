import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches now, following changes (e.g. a phone turned sideways). Where there is no window
 * (the build's prerender, and so hydration) it is `prerendered`: choose what most first visits match, because a
 * browser that differs re-renders the component synchronously right after hydration (one long task, and a layout
 * shift when the answer moves things).
 */
export function useMediaQuery(query: string, prerendered = false): boolean {
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
    () => prerendered,
  );
}

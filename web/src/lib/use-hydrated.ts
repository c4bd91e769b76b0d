import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False while React renders on the server (the build's prerender) or hydrates that markup, true otherwise —
 * including the first render of a page that was not prerendered. Whatever a prerendered page cannot know
 * (this browser's storage, the clock) renders its default until this turns true, then re-renders for real.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

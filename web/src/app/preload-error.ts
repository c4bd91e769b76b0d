const LAST_RELOAD_KEY = "tavola-preload-reload-at";
/** A second failure within this window means the reload did not help; stop reloading. */
const RELOAD_GUARD_MS = 10_000;

/**
 * After a deploy, an open tab may ask for chunk files that no longer exist. Vite fires
 * `vite:preloadError`; we reload once to pick up the new build. If a reload already happened moments
 * ago we leave the event alone so the error propagates — spec section 8: a failed page load is
 * rethrown unless handled — and the route error boundary shows it instead of a reload loop.
 */
export function installPreloadErrorHandler(): void {
  window.addEventListener("vite:preloadError", (event) => {
    const now = Date.now();
    let lastReload = 0;
    try {
      lastReload = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
      window.sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
    } catch {
      return; // Without storage we cannot guard against a reload loop, so do not reload at all.
    }
    if (now - lastReload < RELOAD_GUARD_MS) return;
    event.preventDefault();
    window.location.reload();
  });
}

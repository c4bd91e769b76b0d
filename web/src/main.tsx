import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "@/app/app";
import { installPreloadErrorHandler } from "@/app/preload-error";
import { AUTH_USER_QUERY_KEY, authUserQueryOptions } from "@/features/auth/api/auth-api";
import { queryClient } from "@/lib/query-client";
import { addPremergedClassNames, type PremergedClassNames, warmUpClassMerging } from "@/lib/utils";
import { SIGNED_IN_HINT_KEY } from "@/prerender/pages";
import "./index.css";

/**
 * The start, called by index.html's loader once the module graph has run (build-plugins/prerender.ts). Not
 * from this module's top level: Chromium's trace (which Lighthouse reads) gives every timer, frame request and
 * fetch the stack that made it, and a stack through the top level of a 290 KB chunk costs a re-parse of the
 * whole chunk for its source positions (35–75 ms measured here), in the task that evaluates it.
 */
function start() {
  installPreloadErrorHandler();

  const rootElement = document.getElementById("root");
  if (!rootElement) throw new Error("index.html is missing the #root element");

  rememberWhetherSignedIn();

  // index.html's inline script put this page's prerendered first paint (signed out) into #root: hydrate it once
  // the session is known to be signed out too, else (signed in, or the session unreadable) start afresh.
  if (rootElement.dataset.prerendered === window.location.pathname) {
    loadPremergedClassNames();
    void queryClient
      .fetchQuery(authUserQueryOptions)
      .catch(() => undefined)
      .then((user) => {
        // A transition: React hydrates in slices of a few milliseconds, so the page stays responsive meanwhile.
        if (user === null) {
          startTransition(() => void hydrateRoot(rootElement, <App />));
          replayEarlyClicks();
          // The page's own merges were prerendered; the next render that merges new classes (data arriving) would
          // otherwise pay for tailwind-merge's set-up: do it in a task of its own once the browser is idle.
          const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
          idle(() => warmUpClassMerging());
        } else {
          stopCapturingClicks();
          rootElement.replaceChildren();
          createRoot(rootElement).render(<App />);
        }
      });
  } else {
    createRoot(rootElement).render(<App />);
  }
}

// index.html's loader imports this module and then calls start itself (build-plugins/prerender.ts); loaded any
// other way (the dev server), the module starts the app.
const w = window as Window & { __tavolaLoader?: boolean; __tavolaStartApp?: () => void };
if (w.__tavolaLoader) w.__tavolaStartApp = start;
else start();

/** The class lists the prerendered page merged (build-plugins/prerender.ts), so hydrating it merges none. */
function loadPremergedClassNames() {
  const data = document.querySelector("script[data-prerender-classes]");
  if (!data) return;
  try {
    addPremergedClassNames(JSON.parse(data.textContent ?? "[]") as PremergedClassNames);
  } catch {
    // Unreadable: every list is merged as usual.
  }
  data.remove();
}

type EarlyClicks = { __tavolaClicks?: HTMLElement[]; __tavolaCapture?: (event: Event) => void; __tavolaReplay?: () => void };

/** Stops index.html's capture of clicks made before hydration (build-plugins/prerender.ts). */
function stopCapturingClicks(): void {
  const w = window as Window & EarlyClicks;
  if (w.__tavolaCapture) document.removeEventListener("click", w.__tavolaCapture, true);
  delete w.__tavolaCapture;
  delete w.__tavolaClicks;
}

/** Whether React has taken this element over (it keeps the element's props on a property of the node). */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/**
 * Clicks on controls of the prerendered page that React has not taken over yet (index.html keeps them, even
 * after hydration has begun: React drops a click on a part it has not hydrated), made again once the clicked
 * control is hydrated, checked every frame while any waits. The capture ends 15 seconds after hydration began.
 */
function replayEarlyClicks() {
  const w = window as Window & EarlyClicks;
  const pending = w.__tavolaClicks;
  if (!pending) return;
  let scheduled = false;
  const check = () => {
    scheduled = false;
    for (const control of [...pending]) {
      if (control.isConnected && !isHydrated(control)) continue;
      pending.splice(pending.indexOf(control), 1);
      if (control.isConnected) control.click();
    }
    if (pending.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  };
  w.__tavolaReplay = schedule;
  schedule();
  window.setTimeout(() => {
    delete w.__tavolaReplay;
    stopCapturingClicks();
  }, 15_000);
}

/** Keeps the signed-in hint (prerender/pages.ts) in step with the session the app knows. */
function rememberWhetherSignedIn() {
  const update = () => {
    const state = queryClient.getQueryState(AUTH_USER_QUERY_KEY);
    if (state?.status !== "success") return;
    try {
      if (state.data) window.localStorage.setItem(SIGNED_IN_HINT_KEY, "1");
      else window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
    } catch {
      // Storage refused: the signed-out first paint may show before a signed-in page, nothing worse.
    }
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === AUTH_USER_QUERY_KEY[0]) update();
  });
}

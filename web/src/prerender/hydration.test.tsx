import { hydrateRoot, type Root } from "react-dom/client";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { App } from "@/app/app";
import { AUTH_USER_QUERY_KEY } from "@/features/auth/api/auth-api";
import { createQueryClient } from "@/lib/query-client";
import { PRERENDERED_PAGES } from "./pages";
import { renderPage } from "./render-page";

/** Whether React has taken over this DOM node (it keeps its fiber on a property of the node). */
const hydrated = (node: Element | null) => !!node && Object.keys(node).some((k) => k.startsWith("__reactFiber"));

// Hydration here runs as in a browser (lazy chunks resolve on their own), not inside act().
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

/** Only in this test: the server renderer and the browser's render the same context objects in one process. */
const TWO_RENDERERS = /multiple renderers concurrently rendering the same context provider/;

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

/**
 * The build's markup of each prerendered page must be exactly what the browser renders for a signed-out first
 * visit: React does not patch attributes that differ while hydrating, and re-renders a whole subtree (losing
 * the point of prerendering) when text or elements differ.
 */
describe("prerendered pages hydrate without a mismatch", { timeout: 30_000 }, () => {
  for (const page of PRERENDERED_PAGES) {
    it(page.path, async () => {
      // Signed out; every other read stays pending, as on a first visit before the API answers.
      vi.stubGlobal(
        "fetch",
        vi.fn((input: RequestInfo | URL) =>
          String(input) === "/api/auth/user"
            ? Promise.resolve(new Response(JSON.stringify({ message: "Unauthorized" }), { status: 401 }))
            : new Promise<Response>(() => undefined),
        ),
      );
      const { html, classNames } = await renderPage(page.path);
      expect(classNames.length).toBeGreaterThan(0);
      expect(html).toContain("<h1");

      window.history.replaceState(null, "", page.path);
      const container = document.createElement("div");
      container.id = "root";
      container.innerHTML = html;
      document.body.append(container);

      const recoverable: unknown[] = [];
      const consoleError = vi.spyOn(console, "error");
      const queryClient = createQueryClient();
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, null);
      root = hydrateRoot(container, <App queryClient={queryClient} />, { onRecoverableError: (error) => recoverable.push(error) });
      // Lazy screens hydrate once their code has loaded.
      await vi.waitFor(() => expect(hydrated(container.querySelector("h1"))).toBe(true), { timeout: 20_000 });
      await vi.waitFor(() => expect(hydrated(container.querySelector("footer"))).toBe(true), { timeout: 20_000 });

      expect(recoverable.map(String)).toEqual([]);
      const errors = consoleError.mock.calls.map((c) => c.map(String).join(" ").slice(0, 3000)).filter((m) => !TWO_RENDERERS.test(m));
      expect(errors).toEqual([]);
    });
  }
});

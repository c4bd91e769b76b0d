import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { Router } from "wouter";
import { AppProviders } from "./providers";
import { AppRouter } from "./router";

/**
 * The whole app. The browser renders it as is; the build renders the same tree to HTML for the prerendered
 * pages (prerender/render-page.tsx) with `ssrPath` and a query client of its own, so hydration sees exactly
 * the tree that produced the markup.
 */
export function App({ ssrPath, queryClient }: { ssrPath?: string; queryClient?: QueryClient } = {}) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <AppProviders queryClient={queryClient}>
          <AppRouter />
        </AppProviders>
      </Router>
    </StrictMode>
  );
}

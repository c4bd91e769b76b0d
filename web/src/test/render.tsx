import type { QueryClient} from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";

type Options = { path?: string; queryClient?: QueryClient };

/** Renders a screen the way the app does (query client, router, toasts) with a fresh cache per test. */
export function renderWithProviders(ui: ReactElement, { path = "/", queryClient = createQueryClient() }: Options = {}) {
  const location = memoryLocation({ path, record: true });
  const result: RenderResult = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, location };
}

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

import type { Health } from "@tavola/contracts";
import { queryOptions } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

/**
 * GET /api/health says whether the server runs in demo mode (demo accounts and `/api/test-login`). Read once
 * per visit (a server does not switch modes while running); only the screens with demo sign-in buttons ask.
 */
export const demoModeQueryOptions = queryOptions({
  queryKey: ["/api/health"] as const,
  queryFn: getQueryFn<Health>({ on401: "throw" }),
  select: (health: Health | null) => health?.demoMode ?? null,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});

import { QUERY_STALE_TIME_MS } from "@tavola/contracts";
import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/**
 * Spec section 9: data is fresh for 5 minutes, nothing retries and nothing refetches by itself
 * (no focus, mount, reconnect or interval refetch). Screens that need fresher data invalidate explicitly.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: QUERY_STALE_TIME_MS,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();

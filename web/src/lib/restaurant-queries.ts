import type { Menu, Restaurant } from "@tavola/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequestJson } from "./api-client";

/**
 * Public reads every audience shares (ordering, reservations, dine-in, the host stand), under one key each so
 * the screens share the cache. A menu's availability changes during service, so it is fresher than the app's
 * 5-minute default and refetches when a screen mounts.
 */
const MENU_STALE_MS = 60_000;

export const restaurantsQueryOptions = queryOptions({
  queryKey: ["/api/restaurants"] as const,
  queryFn: ({ signal }) => apiRequestJson<Restaurant[]>("GET", "/api/restaurants", undefined, { signal }),
});

export const menuQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ["/api/restaurants", restaurantId, "menu"] as const,
    queryFn: ({ signal }) => apiRequestJson<Menu>("GET", `/api/restaurants/${encodeURIComponent(restaurantId)}/menu`, undefined, { signal }),
    staleTime: MENU_STALE_MS,
    refetchOnMount: true,
  });

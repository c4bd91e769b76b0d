import type { Menu, Restaurant, Slots } from "@tavola/contracts";
import { queryOptions } from "@tanstack/react-query";
import { getJson } from "./http";

/**
 * Public reads of restaurants, menus and kitchen slots. Availability and slot capacity change during
 * service, so these are fresher than the app's 5-minute default and refetch when a screen mounts.
 */
const MENU_STALE_MS = 60_000;
const SLOTS_STALE_MS = 30_000;

export const restaurantsQueryOptions = queryOptions({
  queryKey: ["/api/restaurants"] as const,
  queryFn: ({ signal }) => getJson<Restaurant[]>("/api/restaurants", signal),
});

export const menuQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ["/api/restaurants", restaurantId, "menu"] as const,
    queryFn: ({ signal }) => getJson<Menu>(`/api/restaurants/${encodeURIComponent(restaurantId)}/menu`, signal),
    staleTime: MENU_STALE_MS,
    refetchOnMount: true,
  });

export const slotsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ["/api/restaurants", restaurantId, "slots"] as const,
    queryFn: ({ signal }) => getJson<Slots>(`/api/restaurants/${encodeURIComponent(restaurantId)}/slots`, signal),
    staleTime: SLOTS_STALE_MS,
    refetchOnMount: true,
  });

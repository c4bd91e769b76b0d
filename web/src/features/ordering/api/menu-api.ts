import type { Slots } from "@tavola/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

/**
 * Public reads of kitchen slots (restaurants and menus are in lib/restaurant-queries). Slot capacity changes
 * during service, so slots are fresher than the app's 5-minute default and refetch when a screen mounts.
 */
const SLOTS_STALE_MS = 30_000;

export const slotsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: ["/api/restaurants", restaurantId, "slots"] as const,
    queryFn: ({ signal }) => apiRequestJson<Slots>("GET", `/api/restaurants/${encodeURIComponent(restaurantId)}/slots`, undefined, { signal }),
    staleTime: SLOTS_STALE_MS,
    refetchOnMount: true,
  });

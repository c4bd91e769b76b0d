import type { CeoDashboard } from "@tavola/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

export type DashboardQuery = { from: string; to: string; tz: string; restaurantId: string | null };

export const ceoDashboardQueryOptions = (q: DashboardQuery) =>
  queryOptions({
    queryKey: ["/api/analytics/ceo-dashboard", q] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ from: q.from, to: q.to, tz: q.tz });
      if (q.restaurantId) params.set("restaurantId", q.restaurantId);
      return apiRequestJson<CeoDashboard>("GET", `/api/analytics/ceo-dashboard?${params.toString()}`, undefined, { signal });
    },
    placeholderData: keepPreviousData,
  });

// Shared with financial analytics through lib (features do not import each other).
export { browserTimeZone, localDay } from "@/lib/local-day";

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

/** The browser's zone (the days of the range are the viewer's days), UTC when the browser does not say. */
export const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
};

/** Today in the viewer's zone, and n days before it, as YYYY-MM-DD. */
export function localDay(tz: string, daysBack = 0): string {
  const d = new Date(Date.now() - daysBack * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
}

import type { AdvancedAnalytics, AnalyticsOverview } from "@tavola/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

export type InsightsQuery = { from: string; to: string; tz: string; restaurantId: string | null };

const params = (q: InsightsQuery, extra: Record<string, string> = {}) => {
  const p = new URLSearchParams({ from: q.from, to: q.to, tz: q.tz, ...extra });
  if (q.restaurantId) p.set("restaurantId", q.restaurantId);
  return p.toString();
};

export const overviewQueryOptions = (q: InsightsQuery) =>
  queryOptions({
    queryKey: ["/api/analytics/overview", q] as const,
    queryFn: ({ signal }) => apiRequestJson<AnalyticsOverview>("GET", `/api/analytics/overview?${params(q)}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });

export const advancedQueryOptions = (q: InsightsQuery & { minSupport: number }) =>
  queryOptions({
    queryKey: ["/api/analytics/advanced", q] as const,
    queryFn: ({ signal }) =>
      apiRequestJson<AdvancedAnalytics>("GET", `/api/analytics/advanced?${params(q, { minSupport: String(q.minSupport) })}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });

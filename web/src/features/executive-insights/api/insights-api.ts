import type { InsightAnomalies, InsightAnswer } from "@tavola/contracts";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

export const insightAnomaliesQueryOptions = (tz: string) =>
  queryOptions({
    queryKey: ["/api/analytics/insights/anomalies", { tz }] as const,
    queryFn: ({ signal }) => apiRequestJson<InsightAnomalies>("GET", `/api/analytics/insights/anomalies?tz=${encodeURIComponent(tz)}`, undefined, { signal }),
    // Judged on complete days: the figures change once a day, not by the minute.
    staleTime: 5 * 60_000,
  });

/** Asks a question; each answer is its own (nothing cached: the same words later may mean other days). */
export function useAskQuestion() {
  return useMutation({
    mutationFn: ({ question, tz }: { question: string; tz: string }) => apiRequestJson<InsightAnswer>("POST", "/api/analytics/insights/ask", { question, tz }),
  });
}

import type { FinanceGranularity, FinanceReport } from "@tavola/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

export type FinanceQuery = { from: string; to: string; tz: string; granularity: FinanceGranularity; restaurantId: string | null };

const params = (q: FinanceQuery) => {
  const p = new URLSearchParams({ from: q.from, to: q.to, tz: q.tz, granularity: q.granularity });
  if (q.restaurantId) p.set("restaurantId", q.restaurantId);
  return p.toString();
};

export const financeQueryOptions = (q: FinanceQuery) =>
  queryOptions({
    queryKey: ["/api/analytics/finance", q] as const,
    queryFn: ({ signal }) => apiRequestJson<FinanceReport>("GET", `/api/analytics/finance?${params(q)}`, undefined, { signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV is written by the server (same figures, streamed); the browser downloads it through a plain link. */
export const financeCsvUrl = (q: FinanceQuery) => `/api/analytics/finance/export.csv?${params(q)}`;

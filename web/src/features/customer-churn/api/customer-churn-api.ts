import type { CustomerChurn } from "@tavola/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

export const customerChurnQueryOptions = (holdoutDays: number) =>
  queryOptions({
    queryKey: ["/api/analytics/customer-churn", { holdoutDays }] as const,
    queryFn: ({ signal }) => apiRequestJson<CustomerChurn>("GET", `/api/analytics/customer-churn?holdoutDays=${holdoutDays}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    // A model fit per request: the figures change with the day's orders, not by the minute.
    staleTime: 5 * 60_000,
  });

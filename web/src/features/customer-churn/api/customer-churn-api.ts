import type { CustomerChurn, CustomerChurnPending } from "@tavola/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

/** While a fit is queued or running, the page asks again this often (its progress moves; the result lands). */
export const PENDING_POLL_MS = 2_000;

/** The stored fit (200), or only a queued fit's progress (202: nothing stored yet). */
export type ChurnAnswer = CustomerChurn | CustomerChurnPending;
export const isFitted = (a: ChurnAnswer): a is CustomerChurn => "segments" in a;

export const customerChurnQueryOptions = (holdoutDays: number) =>
  queryOptions({
    queryKey: ["/api/analytics/customer-churn", { holdoutDays }] as const,
    queryFn: ({ signal }) => apiRequestJson<ChurnAnswer>("GET", `/api/analytics/customer-churn?holdoutDays=${holdoutDays}`, undefined, { signal }),
    placeholderData: keepPreviousData,
    // Fits are stored and refitted hourly by a job; a fit being computed is polled until it lands.
    staleTime: 5 * 60_000,
    refetchInterval: (query) => (query.state.data?.pending ? PENDING_POLL_MS : false),
  });

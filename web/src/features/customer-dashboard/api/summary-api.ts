import type { CustomerOrderSummary } from "@tavola/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

export const customerSummaryQueryOptions = queryOptions({
  queryKey: ["/api/orders/summary"] as const,
  queryFn: ({ signal }) => apiRequestJson<CustomerOrderSummary>("GET", "/api/orders/summary", undefined, { signal }),
});

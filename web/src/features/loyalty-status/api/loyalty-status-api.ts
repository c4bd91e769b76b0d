import type { LoyaltyInfo } from "@tavola/contracts";
import { queryOptions } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

/** GET /api/loyalty/info; a 401 yields null, shown as the 'Join our loyalty program' empty state. */
export const loyaltyInfoQueryOptions = queryOptions({
  queryKey: ["/api/loyalty/info"] as const,
  queryFn: getQueryFn<LoyaltyInfo>({ on401: "returnNull" }),
});

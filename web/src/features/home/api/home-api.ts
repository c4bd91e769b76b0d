import type { RecentOrder, RecommendedRestaurant } from "@tavola/contracts";
import { queryOptions } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

/**
 * The home's default reads (spec section 7/8): GET on the key's path; a 401 yields null instead of an
 * error, which the panels show as their empty state.
 */
export const recentOrdersQueryOptions = queryOptions({
  queryKey: ["/api/orders/recent"] as const,
  queryFn: getQueryFn<RecentOrder[]>({ on401: "returnNull" }),
});

export const recommendedRestaurantsQueryOptions = queryOptions({
  queryKey: ["/api/restaurants/recommended"] as const,
  queryFn: getQueryFn<RecommendedRestaurant[]>({ on401: "returnNull" }),
});

import type { RestaurantApplication, RestaurantApplicationStatus, RestaurantReview } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

const KEY = "/api/admin/restaurant-applications";

export const restaurantApplicationsQueryOptions = (status: RestaurantApplicationStatus) =>
  queryOptions({
    queryKey: [KEY, status] as const,
    queryFn: ({ signal }) => apiRequestJson<{ items: RestaurantApplication[] }>("GET", `${KEY}?status=${status}`, undefined, { signal }),
  });

export function useReviewRestaurant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: RestaurantReview) => apiRequestJson<RestaurantApplication>("POST", `${KEY}/${encodeURIComponent(id)}/review`, review),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

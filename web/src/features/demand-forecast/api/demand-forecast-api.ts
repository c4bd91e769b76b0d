import type { DemandForecast, SlotCapacitiesInput } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

const key = (restaurantId: string) => ["/api/analytics/demand-forecast", restaurantId] as const;

export const demandForecastQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: key(restaurantId),
    queryFn: ({ signal }) => apiRequestJson<DemandForecast>("GET", `/api/analytics/demand-forecast?restaurantId=${encodeURIComponent(restaurantId)}`, undefined, { signal }),
    staleTime: 60_000,
  });

/** Sets the slots' capacities, then reads the forecast again (its "capacity now" column changes). */
export function useApplyCapacities(restaurantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SlotCapacitiesInput) => apiRequestJson<{ updated: number }>("PUT", `/api/restaurants/${encodeURIComponent(restaurantId)}/kitchen-capacity`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: key(restaurantId) }),
  });
}

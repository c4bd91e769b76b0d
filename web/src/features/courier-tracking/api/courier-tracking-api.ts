import type { CourierTracking } from "@tavola/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";
import { useEventStream, type StreamConnection } from "@/lib/use-event-stream";

export const courierTrackingKey = (orderId: string) => ["/api/orders", orderId, "courier"] as const;

export const courierTrackingQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: courierTrackingKey(orderId),
    queryFn: ({ signal }) => apiRequestJson<CourierTracking>("GET", `/api/orders/${encodeURIComponent(orderId)}/courier`, undefined, { signal }),
  });

function parse(data: string, orderId: string): CourierTracking | null {
  try {
    const view = JSON.parse(data) as Partial<CourierTracking>;
    return view.orderId === orderId && typeof view.state === "string" ? (view as CourierTracking) : null;
  } catch {
    return null;
  }
}

/**
 * The order's courier, live: the stream sends the view on open and after every position or run change, straight
 * into the query cache (the same view the GET answers), so the map and the ETA text move without a reload.
 */
export function useCourierTracking(orderId: string, live: boolean): { tracking: CourierTracking | undefined; isError: boolean; connection: StreamConnection } {
  const queryClient = useQueryClient();
  const query = useQuery(courierTrackingQueryOptions(orderId));
  const connection = useEventStream(live ? `/api/orders/${encodeURIComponent(orderId)}/courier/events` : null, {
    events: {
      courier: (e) => {
        const view = parse(e.data, orderId);
        if (view) queryClient.setQueryData(courierTrackingKey(orderId), view);
      },
    },
  });
  return { tracking: query.data, isError: query.isError, connection };
}

export function useRateCourier(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stars: number) => apiRequestJson<{ stars: number }>("POST", `/api/orders/${encodeURIComponent(orderId)}/courier-rating`, { stars }),
    onSuccess: ({ stars }) =>
      queryClient.setQueryData<CourierTracking>(courierTrackingKey(orderId), (v) => (v ? { ...v, canRate: false, myRating: stars } : v)),
  });
}

import type { CourierTracking } from "@tavola/contracts";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
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
export function useCourierTracking(orderId: string): { tracking: CourierTracking | undefined; isError: boolean; connection: StreamConnection } {
  const queryClient = useQueryClient();
  const query = useQuery(courierTrackingQueryOptions(orderId));
  const connection = useEventStream(`/api/orders/${encodeURIComponent(orderId)}/courier/events`, {
    events: {
      courier: (e) => {
        const view = parse(e.data, orderId);
        if (view) queryClient.setQueryData(courierTrackingKey(orderId), view);
      },
    },
  });
  return { tracking: query.data, isError: query.isError, connection };
}

import type { FloorSessions, GuestDecision, ServiceCall } from "@tavola/contracts";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequestJson, getErrorMessage } from "@/lib/api-client";
import { decideWaitingGuestAsStaff } from "@/lib/table-admission";

export const floorSessionsKey = (restaurantId: string) => ["/api/restaurants", restaurantId, "table-sessions"] as const;

/** Open dine-in sessions and the calls not yet resolved; kept fresh by the floor stream, not by polling. */
export const floorSessionsQueryOptions = (restaurantId: string) =>
  queryOptions<FloorSessions>({
    queryKey: floorSessionsKey(restaurantId),
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/restaurants/${encodeURIComponent(restaurantId)}/table-sessions`, { credentials: "include", signal });
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
      return (await res.json()) as FloorSessions;
    },
  });

export const refetchFloorSessions = (queryClient: QueryClient, restaurantId: string) =>
  queryClient.invalidateQueries({ queryKey: floorSessionsKey(restaurantId) });

/** A call written into the cached list: resolved calls leave it, others replace their old copy. */
export function applyServiceCall(queryClient: QueryClient, restaurantId: string, call: ServiceCall): void {
  queryClient.setQueryData<FloorSessions>(floorSessionsKey(restaurantId), (floor) => {
    if (!floor) return floor;
    const others = floor.serviceCalls.filter((c) => c.id !== call.id);
    return { ...floor, serviceCalls: call.status === "resolved" ? others : [...others, call] };
  });
}

/** Acknowledge ("on my way") or resolve a table's call; a colleague may have got there first, so the list is re-read. */
export function useUpdateServiceCall(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation<ServiceCall, Error, { call: ServiceCall; status: "acknowledged" | "resolved" }>({
    mutationFn: ({ call, status }) =>
      apiRequestJson<ServiceCall>("POST", `/api/restaurants/${encodeURIComponent(restaurantId)}/service-calls/${encodeURIComponent(call.id)}`, { status }),
    onSuccess: (call) => applyServiceCall(queryClient, restaurantId, call),
    onError: (error, { call }) => toast({ variant: "destructive", title: `Couldn't update table ${call.tableNumber}'s call`, description: getErrorMessage(error) }),
    onSettled: () => refetchFloorSessions(queryClient, restaurantId),
  });
}

/** Let in (or decline) a guest waiting to join a table by its number only. */
export function useDecideWaitingGuest(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, guestId, decision }: { sessionId: string; guestId: string; decision: GuestDecision; tableNumber: number }) =>
      decideWaitingGuestAsStaff(restaurantId, sessionId, guestId, decision),
    onError: (error, { tableNumber }) => toast({ variant: "destructive", title: `Couldn't answer table ${tableNumber}'s request`, description: getErrorMessage(error) }),
    onSettled: () => refetchFloorSessions(queryClient, restaurantId),
  });
}

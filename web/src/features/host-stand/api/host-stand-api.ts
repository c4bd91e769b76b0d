import type { FloorSessions, HostStand, Reservation, RestaurantWorkspace, TableRecommendations, WalkInInput } from "@tavola/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { GuestDecision } from "@tavola/contracts";
import { apiRequestJson } from "@/lib/api-client";
import { decideWaitingGuestAsStaff } from "@/lib/table-admission";

const enc = encodeURIComponent;

/** The restaurant the signed-in team member runs (403 for anyone else); executives may name one. */
export const workspaceQueryOptions = (restaurantId: string | null) =>
  queryOptions({
    queryKey: ["/api/restaurant/workspace", { restaurantId }] as const,
    queryFn: ({ signal }) =>
      apiRequestJson<RestaurantWorkspace>("GET", `/api/restaurant/workspace${restaurantId ? `?restaurantId=${enc(restaurantId)}` : ""}`, undefined, { signal }),
    retry: false,
    // An executive switching restaurants keeps the last one on screen until the next answers.
    placeholderData: keepPreviousData,
  });

const hostStandRoot = (restaurantId: string) => ["/api/restaurants", restaurantId, "host-stand"] as const;
export const tableSessionsKey = (restaurantId: string) => ["/api/restaurants", restaurantId, "table-sessions"] as const;

/** The day's bookings, tables and waitlist; without a date the server answers for the restaurant's today. */
export const hostStandQueryOptions = (restaurantId: string, date: string | null) =>
  queryOptions({
    queryKey: [...hostStandRoot(restaurantId), { date }] as const,
    queryFn: ({ signal }) => apiRequestJson<HostStand>("GET", `/api/restaurants/${enc(restaurantId)}/host-stand${date ? `?date=${enc(date)}` : ""}`, undefined, { signal }),
    // The floor stream refetches on every change; this is only the fallback while it is down.
    refetchInterval: 60_000,
  });

/** Open dine-in sessions and unanswered calls (the floor plan's "checked in" and "needs attention"). */
export const tableSessionsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: tableSessionsKey(restaurantId),
    queryFn: ({ signal }) => apiRequestJson<FloorSessions>("GET", `/api/restaurants/${enc(restaurantId)}/table-sessions`, undefined, { signal }),
    refetchInterval: 60_000,
  });

export type RecommendationParams = { date: string; time: string; partySize: number; section: string };

export const recommendationsQueryOptions = (restaurantId: string, p: RecommendationParams) =>
  queryOptions({
    queryKey: ["/api/restaurants", restaurantId, "table-recommendations", p] as const,
    queryFn: ({ signal }) => {
      // No date and time: the server answers for the next open slot within the restaurant's hours.
      const q = new URLSearchParams(p.date && p.time ? { date: p.date, time: p.time, partySize: String(p.partySize) } : { partySize: String(p.partySize) });
      if (p.section) q.set("section", p.section);
      return apiRequestJson<TableRecommendations>("GET", `/api/restaurants/${enc(restaurantId)}/table-recommendations?${q}`, undefined, { signal });
    },
    staleTime: 0,
  });

/** Every floor change makes the host stand and the dine-in side stale. */
export function refreshFloor(queryClient: ReturnType<typeof useQueryClient>, restaurantId: string) {
  void queryClient.invalidateQueries({ queryKey: hostStandRoot(restaurantId) });
  void queryClient.invalidateQueries({ queryKey: tableSessionsKey(restaurantId) });
}

/** Let in (or decline) a guest waiting to join a table by its number only. */
export function useDecideWaitingGuest(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, guestId, decision }: { sessionId: string; guestId: string; decision: GuestDecision }) =>
      decideWaitingGuestAsStaff(restaurantId, sessionId, guestId, decision),
    onSettled: () => refreshFloor(queryClient, restaurantId),
  });
}

function useFloorMutation<V>(restaurantId: string, send: (v: V) => Promise<Reservation>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => refreshFloor(queryClient, restaurantId) });
}

export type HostAction = "seat" | "complete" | "no_show";

export const useHostAction = (restaurantId: string) =>
  useFloorMutation(restaurantId, ({ reservationId, action }: { reservationId: string; action: HostAction }) =>
    apiRequestJson<Reservation>("POST", `/api/restaurants/${enc(restaurantId)}/reservations/${enc(reservationId)}/actions`, { action }),
  );

export const useMoveReservation = (restaurantId: string) =>
  useFloorMutation(restaurantId, ({ reservationId, tableIds }: { reservationId: string; tableIds: string[] }) =>
    apiRequestJson<Reservation>("POST", `/api/restaurants/${enc(restaurantId)}/reservations/${enc(reservationId)}/move`, { tableIds }),
  );

export const useWalkIn = (restaurantId: string) =>
  useFloorMutation(restaurantId, (input: WalkInInput) => apiRequestJson<Reservation>("POST", `/api/restaurants/${enc(restaurantId)}/walk-ins`, input));

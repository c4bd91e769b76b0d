import type { Availability, CreatedReservation, CreateReservationInput, Reservation } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

/** Tables free up and fill during the day, so availability is short-lived and refetched when a screen mounts. */
const AVAILABILITY_STALE_MS = 30_000;

export type AvailabilityParams = { restaurantId: string; date: string; partySize: number };

export const availabilityQueryOptions = ({ restaurantId, date, partySize }: AvailabilityParams) =>
  queryOptions({
    queryKey: ["/api/restaurants", restaurantId, "availability", { date, partySize }] as const,
    queryFn: ({ signal }) =>
      apiRequestJson<Availability>("GET", `/api/restaurants/${encodeURIComponent(restaurantId)}/availability?${new URLSearchParams({ date, partySize: String(partySize) })}`, undefined, { signal }),
    staleTime: AVAILABILITY_STALE_MS,
    refetchOnMount: true,
  });

const availabilityRoot = (restaurantId: string) => ["/api/restaurants", restaurantId, "availability"] as const;

/** A reservation is opened by its link's token, or (null) by the signed-in guest who booked it. */
export type ReservationToken = string | null;

export const reservationQueryKey = (reference: string, token: ReservationToken) => ["/api/reservations", reference, { token }] as const;

const reservationUrl = (reference: string, token: ReservationToken, suffix = "") =>
  `/api/reservations/${encodeURIComponent(reference)}${suffix}${token === null ? "" : `?${new URLSearchParams({ token })}`}`;

/** One reservation, opened with the secret of its view-and-cancel link, or as its owner without one. */
export const reservationQueryOptions = (reference: string, token: ReservationToken) =>
  queryOptions({
    queryKey: reservationQueryKey(reference, token),
    queryFn: ({ signal }) => apiRequestJson<Reservation>("GET", reservationUrl(reference, token), undefined, { signal }),
    staleTime: 0,
    refetchOnMount: true,
  });

/** The signed-in guest's own reservations, newest first (the booking form takes the phone of the last one). */
export const myReservationsQueryOptions = queryOptions({
  queryKey: ["/api/reservations", "mine"] as const,
  queryFn: ({ signal }) => apiRequestJson<Reservation[]>("GET", "/api/reservations", undefined, { signal }),
  staleTime: 60_000,
});

/** Book; afterwards the restaurant's availability is stale (the booked time is gone). */
export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReservationInput) => apiRequestJson<CreatedReservation>("POST", "/api/reservations", input),
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: ["/api/reservations", "mine"] });
      return queryClient.invalidateQueries({ queryKey: availabilityRoot(input.restaurantId) });
    },
  });
}

/** Cancel through the manage link (or as its owner); the answer is the reservation as it now stands. */
export function useCancelReservation(reference: string, token: ReservationToken) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequestJson<Reservation>("POST", reservationUrl(reference, token, "/cancel"), {}),
    onSuccess: (reservation) => {
      if (reservation && typeof reservation === "object" && "status" in reservation) queryClient.setQueryData(reservationQueryKey(reference, token), reservation);
      void queryClient.invalidateQueries({ queryKey: reservationQueryKey(reference, token) });
      if (reservation?.restaurant?.id) void queryClient.invalidateQueries({ queryKey: availabilityRoot(reservation.restaurant.id) });
      // My reservations is not on screen (queries do not refetch on mount here): its entry changes in the cache.
      if (reservation?.id) {
        queryClient.setQueryData<Reservation[]>(myReservationsQueryOptions.queryKey, (list) => list?.map((r) => (r.id === reservation.id ? reservation : r)));
      }
    },
    // A 409 (already cancelled, too late): re-read so the screen shows where things stand.
    onError: () => void queryClient.invalidateQueries({ queryKey: reservationQueryKey(reference, token) }),
  });
}

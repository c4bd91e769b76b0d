import type { RestaurantTeam, StaffInviteAccepted, StaffInviteInput } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

const base = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/team`;

/** The team and its open invitations; 403 for anyone but the owner (the panel then shows nothing). */
export const teamQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [base(restaurantId)] as const,
    queryFn: ({ signal }) => apiRequestJson<RestaurantTeam>("GET", base(restaurantId), undefined, { signal }),
    retry: false,
  });

export function useInviteStaff(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffInviteInput) => apiRequestJson<RestaurantTeam>("POST", `${base(restaurantId)}/invites`, input),
    onSuccess: (team) => queryClient.setQueryData(teamQueryOptions(restaurantId).queryKey, team),
  });
}

export function useAcceptStaffInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequestJson<StaffInviteAccepted>("POST", "/api/staff-invites/accept", { token }),
    // The account's role may have changed (a customer joins as restaurant staff): read the session again.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

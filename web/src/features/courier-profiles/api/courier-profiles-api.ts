import type { CourierProfile } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

const MINE = ["/api/courier-profiles/me"] as const;

export const courierProfilesQueryOptions = queryOptions({
  queryKey: ["/api/courier-profiles"] as const,
  queryFn: ({ signal }) => apiRequestJson<CourierProfile[]>("GET", "/api/courier-profiles", undefined, { signal }),
});

export const myCourierProfileQueryOptions = queryOptions({
  queryKey: MINE,
  queryFn: ({ signal }) => apiRequestJson<CourierProfile>("GET", "/api/courier-profiles/me", undefined, { signal }),
});

export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bio: string) => apiRequestJson<CourierProfile>("PUT", "/api/courier-profiles/me", { bio }),
    onSuccess: (profile) => queryClient.setQueryData(MINE, profile),
  });
}

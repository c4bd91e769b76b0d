import type { CateringRequestRecord } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const CATERING_QUERY_KEY = ["/api/catering"] as const;

/** The signed-in user's requests, newest first (the server orders them). Uses the default GET queryFn. */
export const cateringRequestsQueryOptions = queryOptions<CateringRequestRecord[]>({
  queryKey: CATERING_QUERY_KEY,
});

/** The wire body of POST /api/catering (spec section 7): eventDate is an ISO timestamp. */
export type CreateCateringRequestBody = {
  name: string;
  eventDate: string;
  guestCount: string;
  cuisinePreferences: string[];
  message?: string | undefined;
};

export function useCreateCateringRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateCateringRequestBody) => {
      const res = await apiRequest("POST", "/api/catering", body);
      return res;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATERING_QUERY_KEY }),
  });
}

import type { FeedbackList, FeedbackListQuery, FeedbackView, RestaurantWorkspace } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

const enc = encodeURIComponent;

/** The restaurant the signed-in staff member works at (403 for anyone off a team; executives: the featured one). */
export const feedbackWorkspaceQueryOptions = (restaurantId: string | null) =>
  queryOptions({
    queryKey: ["/api/restaurant/workspace", { restaurantId }] as const,
    queryFn: ({ signal }) =>
      apiRequestJson<RestaurantWorkspace>("GET", `/api/restaurant/workspace${restaurantId ? `?restaurantId=${enc(restaurantId)}` : ""}`, undefined, { signal }),
  });

export function feedbackQueryString(filters: FeedbackListQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== "") params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : "";
}

export const feedbackListQueryOptions = (restaurantId: string, filters: FeedbackListQuery) =>
  queryOptions({
    queryKey: ["/api/restaurants", restaurantId, "feedback", filters] as const,
    queryFn: ({ signal }) =>
      apiRequestJson<FeedbackList>("GET", `/api/restaurants/${enc(restaurantId)}/feedback${feedbackQueryString(filters)}`, undefined, { signal }),
  });

export function useReplyToFeedback(restaurantId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ feedbackId, reply }: { feedbackId: string; reply: string }) =>
      apiRequestJson<FeedbackView>("POST", `/api/restaurants/${enc(restaurantId)}/feedback/${enc(feedbackId)}/reply`, { reply }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["/api/restaurants", restaurantId, "feedback"] }),
  });
}

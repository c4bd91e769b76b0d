import type { FeedbackList, FeedbackListQuery, RestaurantWorkspace } from "@tavola/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { RecoveryPoints } from "@/components/domain/grant-points-picker";
import { apiRequestJson } from "@/lib/api-client";
import { postFeedbackReply, postRecoveryCredit } from "@/lib/feedback-actions";

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

/** Every feedback read of the restaurant (the list under any filters, the dashboard's alerts). */
const feedbackKey = (restaurantId: string) => ["/api/restaurants", restaurantId, "feedback"] as const;

export function useReplyToFeedback(restaurantId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ feedbackId, reply }: { feedbackId: string; reply: string }) => postFeedbackReply(restaurantId, feedbackId, reply),
    onSuccess: () => qc.invalidateQueries({ queryKey: feedbackKey(restaurantId) }),
  });
}

/** A recovery credit in loyalty points; a 409 (the order already had one) is shown where it was asked. */
export function useGrantRecoveryCredit(restaurantId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ feedbackId, points }: { feedbackId: string; points: RecoveryPoints }) => postRecoveryCredit(restaurantId, feedbackId, points),
    onSuccess: () => qc.invalidateQueries({ queryKey: feedbackKey(restaurantId) }),
  });
}

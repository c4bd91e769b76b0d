import type { FeedbackAlert, FeedbackView } from "@tavola/contracts";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { RecoveryPoints } from "@/components/domain/grant-points-picker";
import { apiRequestJson } from "@/lib/api-client";
import { postDismissAlert, postFeedbackReply, postRecoveryCredit } from "@/lib/feedback-actions";

export const feedbackAlertsKey = (restaurantId: string) => ["/api/restaurants", restaurantId, "feedback", "alerts"] as const;

/** Open alerts, newest first; kept fresh by the restaurant's order stream (its `feedback_alert` events), not by polling. */
export const feedbackAlertsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: feedbackAlertsKey(restaurantId),
    queryFn: ({ signal }) =>
      apiRequestJson<FeedbackAlert[]>("GET", `/api/restaurants/${encodeURIComponent(restaurantId)}/feedback/alerts`, undefined, { signal }),
  });

export const refetchFeedbackAlerts = (queryClient: QueryClient, restaurantId: string) =>
  queryClient.invalidateQueries({ queryKey: feedbackAlertsKey(restaurantId) });

/** For the live stream: an alert opened or closed somewhere (a guest, a colleague), so re-read the list. */
export function useFeedbackAlertsRefresh(restaurantId: string): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void refetchFeedbackAlerts(queryClient, restaurantId), [queryClient, restaurantId]);
}

type AlertAction = { kind: "reply"; reply: string } | { kind: "grant"; points: RecoveryPoints } | { kind: "dismiss" };

/**
 * Reply, grant points or dismiss: each resolves the alert on the server, so it leaves the panel at once;
 * the list is then re-read (a colleague may have acted on others meanwhile).
 */
export function useAlertAction(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation<FeedbackView, Error, { alert: FeedbackAlert; action: AlertAction }>({
    mutationFn: ({ alert, action }) =>
      action.kind === "reply"
        ? postFeedbackReply(restaurantId, alert.id, action.reply)
        : action.kind === "grant"
          ? postRecoveryCredit(restaurantId, alert.id, action.points)
          : postDismissAlert(restaurantId, alert.id),
    onSuccess: (view) => {
      if (view.alertState !== "open") {
        queryClient.setQueryData<FeedbackAlert[]>(feedbackAlertsKey(restaurantId), (list) => list?.filter((a) => a.id !== view.id));
      }
    },
    onSettled: () => refetchFeedbackAlerts(queryClient, restaurantId),
  });
}

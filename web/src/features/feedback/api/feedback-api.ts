import type { FeedbackSubmitInput, FeedbackView, Order } from "@tavola/contracts";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

/** POST /api/feedback — anyone may send it; the server links the signed-in guest and analyses the text. */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackSubmitInput) => apiRequestJson<FeedbackView>("POST", "/api/feedback", body),
  });
}

/** The signed-in guest's own order the feedback is about (GET /api/orders/:id answers only its customer). */
export const feedbackOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ["/api/orders", orderId, "for-feedback"] as const,
    queryFn: ({ signal }) => apiRequestJson<Order>("GET", `/api/orders/${encodeURIComponent(orderId)}`, undefined, { signal }),
    staleTime: 60_000,
    retry: false,
  });

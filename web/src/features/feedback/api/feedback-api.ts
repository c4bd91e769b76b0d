import type { FeedbackSubmitInput, FeedbackView } from "@tavola/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequestJson } from "@/lib/api-client";

/** POST /api/feedback — anyone may send it; the server links the signed-in guest and analyses the text. */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackSubmitInput) => apiRequestJson<FeedbackView>("POST", "/api/feedback", body),
  });
}

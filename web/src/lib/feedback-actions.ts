import type { FeedbackView, RecoveryCreditInput } from "@tavola/contracts";
import { apiRequestJson } from "./api-client";

/**
 * What staff do with a guest's feedback, shared by the dashboard's alerts and /customer-feedback (each
 * wraps these in its own mutation, because each keeps a different cached list fresh).
 */
const feedbackUrl = (restaurantId: string, feedbackId: string, action: string) =>
  `/api/restaurants/${encodeURIComponent(restaurantId)}/feedback/${encodeURIComponent(feedbackId)}/${action}`;

/** A reply also resolves the feedback's open alert. */
export const postFeedbackReply = (restaurantId: string, feedbackId: string, reply: string) =>
  apiRequestJson<FeedbackView>("POST", feedbackUrl(restaurantId, feedbackId, "reply"), { reply });

/** Loyalty points for the guest (100, 250 or 500; once per order); resolves the alert. */
export const postRecoveryCredit = (restaurantId: string, feedbackId: string, points: RecoveryCreditInput["points"]) =>
  apiRequestJson<FeedbackView>("POST", feedbackUrl(restaurantId, feedbackId, "recovery-credit"), { points } satisfies RecoveryCreditInput);

/** "Dismiss": the alert needs nothing more. */
export const postDismissAlert = (restaurantId: string, feedbackId: string) =>
  apiRequestJson<FeedbackView>("POST", feedbackUrl(restaurantId, feedbackId, "alert/resolve"));

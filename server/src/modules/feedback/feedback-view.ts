import type { FeedbackAlertState, FeedbackCategory, FeedbackView, SentimentLabel } from "@tavola/contracts";
import type { FeedbackRow } from "./feedback.repository.js";

/** The stored feedback as the API shows it; contact details only when `withContact` (the restaurant's staff). */
export function toFeedbackView(r: FeedbackRow, withContact: boolean): FeedbackView {
  return {
    id: r.id,
    restaurantId: r.restaurantId,
    orderId: r.orderId,
    rating: r.rating,
    category: r.category as FeedbackCategory,
    text: r.text,
    name: r.name,
    ...(withContact ? { email: r.email, phone: r.phone } : {}),
    sentimentScore: r.sentimentScore,
    sentimentLabel: r.sentimentLabel as SentimentLabel,
    keyPhrases: r.keyPhrases,
    language: r.language,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    alertState: (r.alertState as FeedbackAlertState | null) ?? null,
    recoveryPoints: r.recoveryPoints ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

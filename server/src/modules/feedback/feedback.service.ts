import type { z } from "zod";
import {
  FEEDBACK_CATEGORIES,
  type FeedbackCategory,
  type FeedbackList,
  type FeedbackView,
  type SentimentLabel,
  type feedbackListQuerySchema,
  type feedbackSubmitSchema,
} from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { notFound } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { customerOrderRestaurant } from "../ordering/index.js";
import { findRestaurant, resolveManagedRestaurant } from "../restaurants/index.js";
import { feedbackCounts, findFeedback, insertFeedback, listRestaurantFeedback, saveReply, type FeedbackRow } from "./feedback.repository.js";
import { analyseFeedback } from "./sentiment.js";

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
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * Stores a guest's feedback with its sentiment. An order must be the caller's own (anyone else's, or an
 * anonymous caller naming one, gets 404 — the order's existence is not revealed) and then decides the restaurant.
 */
export async function submitFeedback(db: Db, user: SessionUser | null, input: z.output<typeof feedbackSubmitSchema>): Promise<FeedbackView> {
  let restaurantId: string | null = null;
  if (input.orderId) {
    restaurantId = user ? await customerOrderRestaurant(db, user.userId, input.orderId) : null;
    if (!restaurantId) throw notFound("Order not found");
  } else if (input.restaurantId) {
    const r = await findRestaurant(db, input.restaurantId);
    if (!r) throw notFound("Restaurant not found");
    restaurantId = r.id;
  }
  const nlp = analyseFeedback(input.text);
  const row = await insertFeedback(db, {
    customerId: user?.userId ?? null,
    restaurantId,
    orderId: input.orderId ?? null,
    rating: input.rating,
    category: input.category,
    text: input.text,
    name: input.name ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    sentimentScore: nlp.score,
    sentimentLabel: nlp.label,
    keyPhrases: nlp.keyPhrases,
    language: nlp.language,
  });
  // The guest sees what they sent (their own contact details included) and how it was read.
  return toFeedbackView(row, true);
}

const DAY = 86_400_000;

export async function listFeedbackForStaff(
  db: Db,
  user: SessionUser,
  restaurantIdOrSlug: string,
  q: z.output<typeof feedbackListQuerySchema>,
): Promise<FeedbackList> {
  const restaurant = await resolveManagedRestaurant(db, user, restaurantIdOrSlug);
  const filter = {
    rating: q.rating,
    category: q.category,
    sentiment: q.sentiment,
    from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
    toExclusive: q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY) : undefined,
  };
  const [rows, counts] = await Promise.all([listRestaurantFeedback(db, restaurant.id, filter), feedbackCounts(db, restaurant.id, filter)]);
  const bySentiment = { positive: 0, neutral: 0, negative: 0 };
  const days = new Map<string, { day: string; positive: number; neutral: number; negative: number }>();
  const complaints = new Map<FeedbackCategory, number>();
  for (const c of counts) {
    const s = c.sentiment as SentimentLabel;
    bySentiment[s] += c.count;
    const d = days.get(c.day) ?? { day: c.day, positive: 0, neutral: 0, negative: 0 };
    d[s] += c.count;
    days.set(c.day, d);
    if (s === "negative") complaints.set(c.category as FeedbackCategory, (complaints.get(c.category as FeedbackCategory) ?? 0) + c.count);
  }
  return {
    items: rows.map((r) => toFeedbackView(r, true)),
    summary: {
      total: bySentiment.positive + bySentiment.neutral + bySentiment.negative,
      bySentiment,
      trend: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
      complaints: [...complaints.entries()]
        .map(([category, count]) => ({ category, count }))
        .sort((a, b) => b.count - a.count || FEEDBACK_CATEGORIES.indexOf(a.category) - FEEDBACK_CATEGORIES.indexOf(b.category)),
    },
  };
}

export async function replyToFeedback(db: Db, user: SessionUser, restaurantIdOrSlug: string, feedbackId: string, reply: string): Promise<FeedbackView> {
  const restaurant = await resolveManagedRestaurant(db, user, restaurantIdOrSlug);
  const row = await findFeedback(db, restaurant.id, feedbackId);
  if (!row) throw notFound("Feedback not found");
  return toFeedbackView(await saveReply(db, row.id, reply, user.userId), true);
}

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
import { raisesAlert } from "./feedback-alert.js";
import { publishAlertChange } from "./feedback-events.js";
import { feedbackCounts, insertFeedback, listRestaurantFeedback, lockFeedback, saveReply } from "./feedback.repository.js";
import { toFeedbackView } from "./feedback-view.js";

/**
 * Stores a guest's feedback with its sentiment. An order must be the caller's own (anyone else's, or an
 * anonymous caller naming one, gets 404 — the order's existence is not revealed) and then decides the restaurant.
 * Negative feedback about an order opens an alert, announced to the restaurant's dashboard when it commits.
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
  // Loaded on the first piece of feedback, not at start-up: natural's lexicons are most of the server bundle
  // (a chunk of its own, server/build.mjs), and parsing them on every start would double cold start.
  const { analyseFeedback } = await import("./sentiment.js");
  const nlp = analyseFeedback(input.text);
  const orderId = input.orderId ?? null;
  const alert = raisesAlert({ orderId, rating: input.rating, sentimentLabel: nlp.label });
  const row = await db.transaction(async (tx) => {
    const inserted = await insertFeedback(tx, {
      customerId: user?.userId ?? null,
      restaurantId,
      orderId,
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
      alertState: alert ? "open" : null,
    });
    if (alert) await publishAlertChange(tx, inserted);
    return inserted;
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

/** A reply is the restaurant dealing with the guest, so it also resolves the feedback's open alert. */
export async function replyToFeedback(db: Db, user: SessionUser, restaurantIdOrSlug: string, feedbackId: string, reply: string): Promise<FeedbackView> {
  const restaurant = await resolveManagedRestaurant(db, user, restaurantIdOrSlug);
  return db.transaction(async (tx) => {
    const row = await lockFeedback(tx, restaurant.id, feedbackId);
    if (!row) throw notFound("Feedback not found");
    const saved = await saveReply(tx, row.id, reply, user.userId);
    if (row.alertState === "open") await publishAlertChange(tx, saved);
    return toFeedbackView(saved, true);
  });
}

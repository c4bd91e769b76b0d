import type { FeedbackAlert, FeedbackCategory, FeedbackView, SentimentLabel } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { grantRecoveryCredit } from "../loyalty/index.js";
import { resolveManagedRestaurant } from "../restaurants/index.js";
import { excerpt } from "./feedback-alert.js";
import { publishAlertChange } from "./feedback-events.js";
import { listOpenAlerts, lockFeedback, resolveAlert, saveRecoveryPoints, type AlertRow } from "./feedback.repository.js";
import { toFeedbackView } from "./feedback-view.js";

export const ALREADY_CREDITED = "This order already received a recovery credit";
export const NEEDS_ORDER = "Points can only be granted for feedback about an order from a signed-in guest";

/** The guest's first name: their account's, else the first word of the name they typed. */
const firstName = (r: AlertRow): string | null => r.customerFirstName?.trim() || r.name?.trim().split(/\s+/)[0] || null;

function toAlertView(r: AlertRow): FeedbackAlert {
  return {
    id: r.id,
    orderId: r.orderId!,
    orderReference: r.orderReference,
    rating: r.rating,
    category: r.category as FeedbackCategory,
    excerpt: excerpt(r.text),
    sentimentScore: r.sentimentScore,
    sentimentLabel: r.sentimentLabel as SentimentLabel,
    customerFirstName: firstName(r),
    reply: r.reply,
    recoveryPoints: r.recoveryPoints,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The dashboard's "Feedback alerts": the restaurant's open ones, newest first (its staff or executives). */
export async function listAlerts(db: Db, user: SessionUser, restaurantIdOrSlug: string): Promise<FeedbackAlert[]> {
  const restaurant = await resolveManagedRestaurant(db, user, restaurantIdOrSlug);
  return (await listOpenAlerts(db, restaurant.id)).map(toAlertView);
}

/** "Dismiss": the alert needs nothing more. Resolving a resolved (or alert-less) feedback changes nothing. */
export async function dismissAlert(db: Db, user: SessionUser, restaurantIdOrSlug: string, feedbackId: string, now = new Date()): Promise<FeedbackView> {
  const restaurant = await resolveManagedRestaurant(db, user, restaurantIdOrSlug);
  return db.transaction(async (tx) => {
    const row = await lockFeedback(tx, restaurant.id, feedbackId);
    if (!row) throw notFound("Feedback not found");
    if (row.alertState !== "open") return toFeedbackView(row, true);
    const saved = await resolveAlert(tx, row.id, now);
    await publishAlertChange(tx, saved);
    return toFeedbackView(saved, true);
  });
}

/**
 * "Grant points": loyalty credits the guest (an `adjust` row, spendable at once) and the feedback records
 * how many, resolving its alert. Loyalty allows one recovery credit per order (its dedupe key), so a second
 * grant — for this feedback or another one about the same order — is a 409 and writes nothing.
 */
export async function grantRecovery(
  db: Db,
  user: SessionUser,
  restaurantIdOrSlug: string,
  feedbackId: string,
  points: number,
  now = new Date(),
): Promise<FeedbackView> {
  const restaurant = await resolveManagedRestaurant(db, user, restaurantIdOrSlug);
  return db.transaction(async (tx) => {
    const row = await lockFeedback(tx, restaurant.id, feedbackId);
    if (!row) throw notFound("Feedback not found");
    if (!row.orderId || !row.customerId) throw new AppError("unprocessable", NEEDS_ORDER);
    if (row.recoveryPoints !== null) throw new AppError("conflict", ALREADY_CREDITED);
    const { granted } = await grantRecoveryCredit(tx, { customerId: row.customerId, orderId: row.orderId, points, restaurantName: restaurant.name, now });
    if (!granted) throw new AppError("conflict", ALREADY_CREDITED);
    const saved = await saveRecoveryPoints(tx, row.id, points, now);
    if (row.alertState === "open") await publishAlertChange(tx, saved);
    return toFeedbackView(saved, true);
  });
}

import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { FeedbackCategory, SentimentLabel } from "@tavola/contracts";
import { feedback, orders, users } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";

export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackFilter = { rating?: number; category?: FeedbackCategory; sentiment?: SentimentLabel; from?: Date; toExclusive?: Date };

export async function insertFeedback(db: Db, values: typeof feedback.$inferInsert): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  return row!;
}

const where = (restaurantId: string, f: FeedbackFilter): SQL | undefined =>
  and(
    eq(feedback.restaurantId, restaurantId),
    f.rating !== undefined ? eq(feedback.rating, f.rating) : undefined,
    f.category ? eq(feedback.category, f.category) : undefined,
    f.sentiment ? eq(feedback.sentimentLabel, f.sentiment) : undefined,
    f.from ? gte(feedback.createdAt, f.from) : undefined,
    f.toExclusive ? lt(feedback.createdAt, f.toExclusive) : undefined,
  );

export async function listRestaurantFeedback(db: Db, restaurantId: string, f: FeedbackFilter, limit = 200): Promise<FeedbackRow[]> {
  return db.select().from(feedback).where(where(restaurantId, f)).orderBy(desc(feedback.createdAt)).limit(limit);
}

/** Counts by (UTC day, sentiment, category) over every row the filter matches, for the summary. */
export async function feedbackCounts(db: Db, restaurantId: string, f: FeedbackFilter) {
  const day = sql<string>`to_char(${feedback.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, sentiment: feedback.sentimentLabel, category: feedback.category, count: sql<number>`count(*)::int` })
    .from(feedback)
    .where(where(restaurantId, f))
    .groupBy(day, feedback.sentimentLabel, feedback.category);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** The row locked for the rest of the transaction, so two staff acting on one alert take turns. */
export async function lockFeedback(tx: Db, restaurantId: string, id: string): Promise<FeedbackRow | null> {
  const [row] = await tx.select().from(feedback).where(and(eq(feedback.id, id), eq(feedback.restaurantId, restaurantId))).for("update");
  return row ?? null;
}

/** An open alert is closed by whatever dealt with it; a resolved one (or none) is left as it is. */
const closeAlert = (now: Date) => ({
  alertState: sql<string | null>`case when ${feedback.alertState} = 'open' then 'resolved' else ${feedback.alertState} end`,
  alertResolvedAt: sql<Date | null>`case when ${feedback.alertState} = 'open' then ${now.toISOString()}::timestamptz else ${feedback.alertResolvedAt} end`,
});

export async function saveReply(db: Db, id: string, reply: string, userId: string, now = new Date()): Promise<FeedbackRow> {
  const [row] = await db
    .update(feedback)
    .set({ reply, repliedAt: now, repliedBy: userId, ...closeAlert(now) })
    .where(eq(feedback.id, id))
    .returning();
  return row!;
}

export async function resolveAlert(db: Db, id: string, now: Date): Promise<FeedbackRow> {
  const [row] = await db.update(feedback).set(closeAlert(now)).where(eq(feedback.id, id)).returning();
  return row!;
}

export async function saveRecoveryPoints(db: Db, id: string, points: number, now: Date): Promise<FeedbackRow> {
  const [row] = await db.update(feedback).set({ recoveryPoints: points, ...closeAlert(now) }).where(eq(feedback.id, id)).returning();
  return row!;
}

export type AlertRow = FeedbackRow & { orderReference: string | null; customerFirstName: string | null };

/**
 * The restaurant's open alerts, newest first (served by the partial index on open alerts). The order's
 * reference and the guest's first name are read (never written) from ordering's and auth's tables in the
 * same query, as ordering's own views read the customer's name.
 */
export async function listOpenAlerts(db: Db, restaurantId: string, limit = 100): Promise<AlertRow[]> {
  const rows = await db
    .select({ f: feedback, orderReference: orders.reference, customerFirstName: users.firstName })
    .from(feedback)
    .leftJoin(orders, eq(orders.id, feedback.orderId))
    .leftJoin(users, eq(users.id, feedback.customerId))
    .where(and(eq(feedback.restaurantId, restaurantId), eq(feedback.alertState, "open")))
    .orderBy(desc(feedback.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r.f, orderReference: r.orderReference, customerFirstName: r.customerFirstName }));
}

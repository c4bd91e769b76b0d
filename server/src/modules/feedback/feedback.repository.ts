import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { FeedbackCategory, SentimentLabel } from "@tavola/contracts";
import { feedback } from "../../db/schema/index.js";
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

export async function findFeedback(db: Db, restaurantId: string, id: string): Promise<FeedbackRow | null> {
  const [row] = await db.select().from(feedback).where(and(eq(feedback.id, id), eq(feedback.restaurantId, restaurantId)));
  return row ?? null;
}

export async function saveReply(db: Db, id: string, reply: string, userId: string): Promise<FeedbackRow> {
  const [row] = await db
    .update(feedback)
    .set({ reply, repliedAt: new Date(), repliedBy: userId })
    .where(eq(feedback.id, id))
    .returning();
  return row!;
}

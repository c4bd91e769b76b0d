import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { courierPositions } from "../../../db/schema/index.js";
import { queryRows, type Db } from "../../../platform/database.js";

export type PositionRow = typeof courierPositions.$inferSelect;

export async function insertPosition(tx: Db, row: typeof courierPositions.$inferInsert): Promise<PositionRow> {
  const [saved] = await tx.insert(courierPositions).values(row).returning();
  return saved!;
}

/** The run's latest positions, newest first (the map's trail and the ETA's source). */
export async function recentPositions(db: Db, jobId: string, limit: number): Promise<PositionRow[]> {
  return db.select().from(courierPositions).where(eq(courierPositions.jobId, jobId)).orderBy(desc(courierPositions.recordedAt)).limit(limit);
}

/** On a batch the courier shares positions on its current run only: each of its orders follows all of them. */
export async function recentPositionsOfJobs(db: Db, jobIds: string[], limit: number): Promise<PositionRow[]> {
  if (jobIds.length === 0) return [];
  return db.select().from(courierPositions).where(inArray(courierPositions.jobId, jobIds)).orderBy(desc(courierPositions.recordedAt)).limit(limit);
}

/** The courier's newest position on this run (rate decisions look at it). */
export async function lastPositionAt(db: Db, jobId: string, courierId: string): Promise<Date | null> {
  const [row] = await queryRows<{ at: Date | string | null }>(
    db,
    sql`select max(recorded_at) as at from courier_positions where job_id = ${jobId} and courier_id = ${courierId}`,
  );
  return row?.at ? new Date(row.at) : null;
}

/** Positions recorded before `before` go: the retention job's one statement (idempotent: a re-run finds nothing). */
export async function deletePositionsBefore(db: Db, before: Date): Promise<number> {
  const gone = await db.delete(courierPositions).where(and(lt(courierPositions.recordedAt, before))).returning({ id: courierPositions.id });
  return gone.length;
}

import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/database.js";
import { restaurantApplications, users } from "../../db/schema/index.js";

export type ApplicationRow = typeof restaurantApplications.$inferSelect;
export type ApplicationWithOwner = ApplicationRow & { ownerFirstName: string; ownerLastName: string; ownerEmail: string | null };

const withOwner = {
  application: restaurantApplications,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerEmail: users.email,
};
const flatten = (r: { application: ApplicationRow; ownerFirstName: string | null; ownerLastName: string | null; ownerEmail: string | null }): ApplicationWithOwner => ({
  ...r.application,
  ownerFirstName: r.ownerFirstName ?? "",
  ownerLastName: r.ownerLastName ?? "",
  ownerEmail: r.ownerEmail,
});

/** The owner's application, locked for the caller's transaction when `lock`. */
export async function findApplicationOfOwner(db: Db, ownerId: string, lock = false): Promise<ApplicationWithOwner | null> {
  const q = db.select(withOwner).from(restaurantApplications).innerJoin(users, eq(users.id, restaurantApplications.ownerId)).where(eq(restaurantApplications.ownerId, ownerId));
  const [row] = lock ? await q.for("update", { of: restaurantApplications }) : await q;
  return row ? flatten(row) : null;
}

export async function findApplicationById(db: Db, id: string, lock = false): Promise<ApplicationWithOwner | null> {
  const q = db.select(withOwner).from(restaurantApplications).innerJoin(users, eq(users.id, restaurantApplications.ownerId)).where(eq(restaurantApplications.id, id));
  const [row] = lock ? await q.for("update", { of: restaurantApplications }) : await q;
  return row ? flatten(row) : null;
}

/**
 * The owner's draft, created on the first save. Racing first saves insert one row (the unique owner index), and
 * every caller then holds the row's lock until its transaction ends.
 */
export async function ensureApplication(tx: Db, ownerId: string): Promise<ApplicationWithOwner> {
  await tx.insert(restaurantApplications).values({ ownerId }).onConflictDoNothing();
  return (await findApplicationOfOwner(tx, ownerId, true))!;
}

export async function updateApplication(tx: Db, id: string, patch: Partial<typeof restaurantApplications.$inferInsert>): Promise<void> {
  await tx.update(restaurantApplications).set({ ...patch, updatedAt: new Date() }).where(eq(restaurantApplications.id, id));
}

/** Merges one step's part into the draft's data (jsonb ||), so racing saves of different steps keep both. */
export async function saveStepData(tx: Db, id: string, step: string, value: unknown): Promise<void> {
  await tx
    .update(restaurantApplications)
    .set({ data: sql`${restaurantApplications.data} || ${JSON.stringify({ [step]: value })}::jsonb`, updatedAt: new Date() })
    .where(eq(restaurantApplications.id, id));
}

/** The queue: waiting applications first (oldest submission first), then the rest, newest first. */
export async function listApplications(db: Db, status?: string): Promise<ApplicationWithOwner[]> {
  const rows = await db
    .select(withOwner)
    .from(restaurantApplications)
    .innerJoin(users, eq(users.id, restaurantApplications.ownerId))
    .where(status ? eq(restaurantApplications.status, status) : and(sql`${restaurantApplications.status} <> 'draft'`))
    .orderBy(sql`case when ${restaurantApplications.status} = 'submitted' then 0 else 1 end`, asc(restaurantApplications.submittedAt), desc(restaurantApplications.updatedAt))
    .limit(200);
  return rows.map(flatten);
}

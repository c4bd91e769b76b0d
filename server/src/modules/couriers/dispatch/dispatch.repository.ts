import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../../platform/database.js";
import { courierPresence, deliveryBatches, deliveryJobs } from "../../../db/schema/index.js";

export type JobRow = typeof deliveryJobs.$inferSelect;
export type PresenceRow = typeof courierPresence.$inferSelect;

export async function findPresence(db: Db, userId: string): Promise<PresenceRow | null> {
  const [row] = await db.select().from(courierPresence).where(eq(courierPresence.userId, userId));
  return row ?? null;
}

export async function lockJob(tx: Db, id: string): Promise<JobRow | null> {
  const [row] = await tx.select().from(deliveryJobs).where(eq(deliveryJobs.id, id)).for("update");
  return row ?? null;
}

export async function lockJobOfOrder(tx: Db, orderId: string): Promise<JobRow | null> {
  const [row] = await tx.select().from(deliveryJobs).where(eq(deliveryJobs.orderId, orderId)).for("update");
  return row ?? null;
}

export async function findJobOfOrder(db: Db, orderId: string): Promise<JobRow | null> {
  const [row] = await db.select().from(deliveryJobs).where(eq(deliveryJobs.orderId, orderId));
  return row ?? null;
}

/** One of the courier's runs in progress (one run, or one of a batch's). */
export async function findActiveRun(db: Db, courierId: string): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(deliveryJobs)
    .where(and(eq(deliveryJobs.courierId, courierId), sql`${deliveryJobs.status} in ('assigned', 'picked_up')`));
  return row ?? null;
}

/** Every job the courier holds now: one run, or the open orders of one batch (the trigger allows nothing else). */
export async function findActiveRuns(db: Db, courierId: string): Promise<JobRow[]> {
  return db
    .select()
    .from(deliveryJobs)
    .where(and(eq(deliveryJobs.courierId, courierId), sql`${deliveryJobs.status} in ('assigned', 'picked_up')`))
    .orderBy(deliveryJobs.awardedAt, deliveryJobs.id);
}

export async function findBatch(db: Db, id: string) {
  const [batch] = await db.select().from(deliveryBatches).where(eq(deliveryBatches.id, id));
  if (!batch) return null;
  const jobs = await db.select().from(deliveryJobs).where(eq(deliveryJobs.batchId, id));
  return { batch, jobs };
}

/** Open jobs still taking bids, nearest-first filtering is done by the caller (few open jobs at a time). */
export async function listOpenJobs(db: Db, now: Date): Promise<JobRow[]> {
  return db
    .select()
    .from(deliveryJobs)
    .where(and(eq(deliveryJobs.status, "open"), sql`${deliveryJobs.bidClosesAt} > ${now.toISOString()}`))
    .orderBy(deliveryJobs.bidClosesAt)
    .limit(200);
}

/** What the score needs of a courier's record: on-time deliveries, all deliveries (drops included), runs awarded in the last 12 hours. */
export type CourierRecord = { onTime: number; deliveries: number; today: number };

export async function courierRecords(db: Db, courierIds: string[]): Promise<Map<string, CourierRecord>> {
  const out = new Map<string, CourierRecord>();
  if (courierIds.length === 0) return out;
  const rows = await queryRows<{ courier_id: string; on_time: number; deliveries: number; today: number }>(
    db,
    sql`select courier_id,
               count(*) filter (where status = 'delivered' and (due_by is null or delivered_at <= due_by))::int as on_time,
               count(*) filter (where status = 'delivered')::int as deliveries,
               count(*) filter (where awarded_at >= now() - interval '12 hours' and status <> 'cancelled')::int as today
          from delivery_jobs
         where courier_id in (${sql.join(courierIds.map((id) => sql`${id}::uuid`), sql`, `)})
         group by courier_id`,
  );
  for (const r of rows) out.set(r.courier_id, { onTime: Number(r.on_time), deliveries: Number(r.deliveries), today: Number(r.today) });
  // A dropped run counts as a delivery that was not on time: giving a run back is never better for one's record
  // than delivering it late.
  const drops = await queryRows<{ courier_id: string; n: number }>(
    db,
    sql`select courier_id, count(*)::int as n from delivery_job_drops
         where courier_id in (${sql.join(courierIds.map((id) => sql`${id}::uuid`), sql`, `)}) group by courier_id`,
  );
  for (const d of drops) {
    const r = out.get(d.courier_id) ?? { onTime: 0, deliveries: 0, today: 0 };
    out.set(d.courier_id, { ...r, deliveries: r.deliveries + Number(d.n) });
  }
  return out;
}

export async function firstNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; first_name: string | null }>(
    db,
    sql`select id, first_name from users where id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`,
  );
  return new Map(rows.map((r) => [r.id, r.first_name ?? "a courier"]));
}

/** Online approved couriers with a position and no active run: who automatic assignment may give work to. */
export async function listIdleCouriers(db: Db): Promise<Array<{ userId: string; lat: number; lng: number }>> {
  return queryRows<{ userId: string; lat: number; lng: number }>(
    db,
    sql`select p.user_id as "userId", p.lat, p.lng
          from courier_presence p join users u on u.id = p.user_id
         where p.online and p.lat is not null and p.lng is not null and u.role = 'courier'
           and not exists (select 1 from delivery_jobs j where j.courier_id = p.user_id and j.status in ('assigned', 'picked_up'))
         order by p.user_id`,
  );
}

/** Open jobs whose bid window has closed (the sweep closes any whose award job has not run). */
export async function listClosedOpenJobIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: deliveryJobs.id })
    .from(deliveryJobs)
    .where(and(eq(deliveryJobs.status, "open"), sql`${deliveryJobs.bidClosesAt} <= ${now.toISOString()}`))
    .limit(500);
  return rows.map((r) => r.id);
}

/** Couriers who gave this job back: never offered it again. */
export async function droppedBy(db: Db, jobIds: string[]): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const rows = await queryRows<{ job_id: string; courier_id: string }>(
    db,
    sql`select job_id, courier_id from delivery_job_drops where job_id in (${sql.join(jobIds.map((id) => sql`${id}::uuid`), sql`, `)})`,
  );
  return new Set(rows.map((r) => `${r.job_id}:${r.courier_id}`));
}

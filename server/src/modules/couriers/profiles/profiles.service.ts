import { sql } from "drizzle-orm";
import type { CourierProfile, CourierVehicle } from "@tavola/contracts";
import { courierProfiles, courierRatings } from "../../../db/schema/index.js";
import { queryRows, type Db } from "../../../platform/database.js";
import { AppError, notFound } from "../../../platform/errors.js";
import type { SessionUser } from "../../../platform/session.js";
import { findOrderRow } from "../../ordering/index.js";
import { publishTracking } from "../tracking/tracking-live.js";
import { findJobOfOrder } from "../dispatch/dispatch.repository.js";

type Row = {
  user_id: string; first_name: string | null; vehicle: CourierVehicle | null; bio: string | null; member_since: Date | string;
  deliveries: number; on_time: number; rating: number | null; ratings: number;
};

/**
 * Approved couriers with their record: deliveries, on-time share (delivered by the order's promised latest arrival;
 * a dropped run counts as a late delivery, as in the award score) and the customers' mean rating. One statement.
 */
async function queryProfiles(db: Db, only: string | null): Promise<CourierProfile[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select u.id as user_id, u.first_name, a.vehicle, p.bio, coalesce(a.reviewed_at, a.created_at) as member_since,
               coalesce(j.deliveries, 0)::int + coalesce(dr.drops, 0)::int as deliveries, coalesce(j.on_time, 0)::int as on_time,
               r.rating, coalesce(r.ratings, 0)::int as ratings
          from users u
          join courier_applications a on a.user_id = u.id and a.status = 'approved'
          left join courier_profiles p on p.user_id = u.id
          left join lateral (select count(*) as deliveries,
                                    count(*) filter (where due_by is null or delivered_at <= due_by) as on_time
                               from delivery_jobs where courier_id = u.id and status = 'delivered') j on true
          left join lateral (select count(*) as drops from delivery_job_drops where courier_id = u.id) dr on true
          left join lateral (select round(avg(stars)::numeric, 1)::float8 as rating, count(*) as ratings from courier_ratings where courier_id = u.id) r on true
         where u.role = 'courier' ${only ? sql`and u.id = ${only}` : sql``}
         order by u.first_name nulls last, u.id
         limit 500`,
  );
  return rows.map((r) => {
    const deliveries = Number(r.deliveries);
    return {
      userId: r.user_id,
      firstName: r.first_name ?? "Courier",
      vehicle: r.vehicle,
      bio: r.bio ?? "",
      deliveries,
      onTimeRate: deliveries > 0 ? Math.round((Number(r.on_time) / deliveries) * 100) / 100 : null,
      rating: r.rating == null ? null : Number(r.rating),
      ratings: Number(r.ratings),
      memberSince: new Date(r.member_since).toISOString(),
    };
  });
}

export const listCourierProfiles = (db: Db) => queryProfiles(db, null);

export async function getOwnProfile(db: Db, userId: string): Promise<CourierProfile> {
  const [profile] = await queryProfiles(db, userId);
  if (!profile) throw notFound("Courier profile not found");
  return profile;
}

export async function updateOwnProfile(db: Db, userId: string, bio: string): Promise<CourierProfile> {
  await db
    .insert(courierProfiles)
    .values({ userId, bio })
    .onConflictDoUpdate({ target: courierProfiles.userId, set: { bio, updatedAt: new Date() } });
  return getOwnProfile(db, userId);
}

/**
 * The order's customer rates the courier who delivered it, once. Anyone else's order is 404; before delivery, or an
 * order the restaurant carried itself, 409; a second rating 409 (the unique job decides a double tap).
 */
export async function rateCourier(db: Db, session: SessionUser, orderId: string, stars: number): Promise<{ stars: number }> {
  const order = await findOrderRow(db, orderId);
  if (!order || order.customerId !== session.userId) throw notFound("Order not found");
  const job = await findJobOfOrder(db, orderId);
  if (!job?.courierId || job.status !== "delivered") throw new AppError("conflict", "You can rate your courier once they have delivered the order");
  return db.transaction(async (tx) => {
    const saved = await tx
      .insert(courierRatings)
      .values({ jobId: job.id, courierId: job.courierId!, customerId: session.userId, stars })
      .onConflictDoNothing({ target: courierRatings.jobId })
      .returning({ stars: courierRatings.stars });
    if (saved.length === 0) throw new AppError("conflict", "You have already rated this courier");
    await publishTracking(tx, orderId, "run_changed");
    return { stars };
  });
}

export async function findRating(db: Db, jobId: string): Promise<number | null> {
  const [row] = await queryRows<{ stars: number }>(db, sql`select stars from courier_ratings where job_id = ${jobId}`);
  return row ? Number(row.stars) : null;
}

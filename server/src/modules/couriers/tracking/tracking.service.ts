import { eq, sql } from "drizzle-orm";
import { courierEtaRange, POSITION_MAX_AGE_MINUTES, TERMINAL_ORDER_STATUSES, type CourierTracking, type CourierVehicle, type OrderStatus, type PositionInput } from "@tavola/contracts";
import { courierPresence } from "../../../db/schema/index.js";
import { queryRows, type Db } from "../../../platform/database.js";
import { AppError, notFound } from "../../../platform/errors.js";
import type { SessionUser } from "../../../platform/session.js";
import { findOrderRow, type OrderRow } from "../../ordering/index.js";
import { worksAt } from "../../restaurants/index.js";
import { findBatch, findJobOfOrder, firstNames, lockJob, type JobRow } from "../dispatch/dispatch.repository.js";
import { findRating } from "../profiles/profiles.service.js";
import { insertPosition, recentPositions, recentPositionsOfJobs } from "./positions.repository.js";
import { publishTracking } from "./tracking-live.js";

/** Positions closer together than this are not stored (a phone that reports too often); the answer is still 200. */
export const MIN_POSITION_INTERVAL_MS = 2_000;
const TRAIL_LENGTH = 30;

/**
 * The courier's phone reports where it is: only the courier who holds the run, only while it runs (assigned or
 * picked up). Stored, copied to the courier's presence (automatic assignment plans from it), and announced to the
 * order's tracking page in the same transaction.
 */
export async function postPosition(db: Db, userId: string, jobId: string, input: PositionInput, now = new Date()): Promise<{ recordedAt: string }> {
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    // Another courier's run is as good as unknown to this one.
    if (!job || job.courierId !== userId) throw notFound("Delivery not found");
    if (job.status !== "assigned" && job.status !== "picked_up") throw new AppError("conflict", "This delivery is finished: your position is no longer shared");
    const [last] = await recentPositions(tx, job.id, 1);
    if (last && now.getTime() - last.recordedAt.getTime() < MIN_POSITION_INTERVAL_MS) return { recordedAt: last.recordedAt.toISOString() };
    const saved = await insertPosition(tx, { jobId: job.id, courierId: userId, lat: input.lat, lng: input.lng, accuracyM: input.accuracyM ?? null, recordedAt: now });
    await tx.update(courierPresence).set({ lat: input.lat, lng: input.lng, reportedAt: now, updatedAt: now }).where(eq(courierPresence.userId, userId));
    // On a batch, every order the courier carries follows the same position (loadTracking reads them all).
    const orderIds = job.batchId ? ((await findBatch(tx, job.batchId))?.jobs.map((j) => j.orderId) ?? [job.orderId]) : [job.orderId];
    for (const orderId of new Set(orderIds)) await publishTracking(tx, orderId, "position");
    return { recordedAt: saved.recordedAt.toISOString() };
  });
}

/** The order's customer, or its restaurant's team (and executives, as everywhere a restaurant's orders are seen). */
export async function visibleDeliveryOrder(db: Db, session: SessionUser, orderId: string): Promise<OrderRow> {
  const order = await findOrderRow(db, orderId);
  if (!order) throw notFound("Order not found");
  if (order.customerId === session.userId) return order;
  if (await worksAt(db, session, order.restaurantId)) return order;
  throw notFound("Order not found");
}

async function courierVehicle(db: Db, userId: string): Promise<CourierVehicle | null> {
  const [row] = await queryRows<{ vehicle: CourierVehicle | null }>(db, sql`select vehicle from courier_applications where user_id = ${userId}`);
  return row?.vehicle ?? null;
}

async function wasRedispatched(db: Db, jobId: string): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from delivery_job_drops where job_id = ${jobId}`);
  return Number(row?.n ?? 0) > 0;
}

const stateOf = (job: JobRow | null, order: OrderRow): CourierTracking["state"] => {
  if (!job) return "none";
  if (job.status === "open") return "finding";
  if (job.status === "assigned") return "to_restaurant";
  if (job.status === "picked_up") return "to_customer";
  // A job cancelled while its order goes on was withdrawn: the team carries the order with its own driver.
  if (job.status === "cancelled" && !TERMINAL_ORDER_STATUSES.includes(order.status as OrderStatus)) return "restaurant_driver";
  return "finished";
};

/**
 * What the tracking page shows of the order's courier. The position, trail and ETA exist only while a courier
 * carries the run: before the award there is nobody to show, after delivery nothing is shared any more.
 */
export async function loadTracking(db: Db, order: OrderRow, mapStyleUrl: string | null, viewerId: string, now = new Date()): Promise<CourierTracking> {
  const job = await findJobOfOrder(db, order.id);
  const restaurant = job ? { name: job.restaurantName, lat: job.pickupLat, lng: job.pickupLng } : { name: "", lat: 0, lng: 0 };
  const destination = job && job.dropoffLat != null && job.dropoffLng != null ? { lat: job.dropoffLat, lng: job.dropoffLng } : null;
  const state = stateOf(job, order);
  const base: CourierTracking = {
    orderId: order.id,
    state,
    redispatched: job ? await wasRedispatched(db, job.id) : false,
    courier: null,
    restaurant,
    destination,
    position: null,
    trail: [],
    eta: null,
    distanceKm: null,
    mapStyleUrl,
    canRate: false,
    myRating: null,
  };
  // Once delivered by a courier, the order's customer may rate them (once).
  if (job?.status === "delivered" && job.courierId && viewerId === order.customerId) {
    const stars = await findRating(db, job.id);
    const [name] = (await firstNames(db, [job.courierId])).values();
    return { ...base, courier: { firstName: name ?? "Your courier", vehicle: await courierVehicle(db, job.courierId) }, canRate: stars === null, myRating: stars };
  }
  if (!job?.courierId || (state !== "to_restaurant" && state !== "to_customer")) return base;
  const batch = job.batchId ? await findBatch(db, job.batchId) : null;
  const [names, vehicle, recent] = await Promise.all([
    firstNames(db, [job.courierId]),
    courierVehicle(db, job.courierId),
    batch ? recentPositionsOfJobs(db, batch.jobs.map((j) => j.id), TRAIL_LENGTH) : recentPositions(db, job.id, TRAIL_LENGTH),
  ]);
  const courier = { firstName: names.get(job.courierId) ?? "Your courier", vehicle };
  const latest = recent[0];
  if (!latest) return { ...base, courier };
  const trail = recent.map((p) => ({ lat: p.lat, lng: p.lng })).reverse();
  const position = { lat: latest.lat, lng: latest.lng, recordedAt: latest.recordedAt.toISOString() };
  if (!destination) return { ...base, courier, position, trail };
  const stopsBefore = batch ? batchStopsBefore(batch, job.id) : undefined;
  const range = courierEtaRange({ stage: job.status as "assigned" | "picked_up", vehicle, position: { ...position, recordedAt: latest.recordedAt }, restaurant, destination, now, stopsBefore });
  return {
    ...base,
    courier,
    position,
    trail,
    eta: { earliest: range.earliest.toISOString(), latest: range.latest.toISOString(), stale: range.ageMinutes >= POSITION_MAX_AGE_MINUTES },
    distanceKm: range.distanceKm,
  };
}

/**
 * The stops a batch still makes before this order's door, in the route's order: a pickup is done once its order is
 * picked up, a drop-off once delivered (or its order has left the batch by a drop or a cancel).
 */
function batchStopsBefore(found: NonNullable<Awaited<ReturnType<typeof findBatch>>>, jobId: string): Array<{ lat: number; lng: number; kind: "pickup" | "dropoff" }> {
  const jobs = new Map(found.jobs.map((j) => [j.id, j]));
  const out: Array<{ lat: number; lng: number; kind: "pickup" | "dropoff" }> = [];
  for (const stop of found.batch.stops) {
    if (stop.jobId === jobId && stop.kind === "dropoff") return out;
    const j = jobs.get(stop.jobId);
    if (!j || (j.status !== "assigned" && j.status !== "picked_up")) continue;
    if (stop.kind === "pickup" && j.status === "assigned") out.push({ lat: j.pickupLat, lng: j.pickupLng, kind: "pickup" });
    if (stop.kind === "dropoff" && j.dropoffLat != null && j.dropoffLng != null) out.push({ lat: j.dropoffLat, lng: j.dropoffLng, kind: "dropoff" });
  }
  return out;
}

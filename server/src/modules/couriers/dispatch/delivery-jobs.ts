import { eq } from "drizzle-orm";
import { expectedRideMinutes, feeBand, haversineKm, timeConditions, type OrderStatus } from "@tavola/contracts";
import { deliveryJobs } from "../../../db/schema/index.js";
import type { Db } from "../../../platform/database.js";
import type { AppDeps } from "../../../platform/deps.js";
import { AppError } from "../../../platform/errors.js";
import type { DeliveryHooks, OrderRow } from "../../ordering/index.js";
import { restaurantTimeZone } from "../../reservations/index.js";
import { findRestaurant } from "../../restaurants/index.js";
import { publishTracking } from "../tracking/tracking-live.js";
import { publishDispatch } from "./dispatch-live.js";
import { lockJobOfOrder } from "./dispatch.repository.js";
import { DISPATCH_AWARD_JOB } from "./dispatch-jobs.js";

type DeliveryAddress = { line1?: string; city?: string; postalCode?: string; lat?: number; lng?: number };

/** "HH:MM" in the restaurant's zone: night and peak are the restaurant's local hours. */
const localClock = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(at);

/**
 * Publishes the delivery job of an accepted order (restaurants on platform couriers only): the fee band from the
 * published formula, areas (not addresses) for couriers to judge it by, and the bid window, whose end is a queued
 * award job. One job per order (unique), so a repeated acceptance publishes nothing twice.
 */
export async function publishDeliveryJob(deps: AppDeps, tx: Db, order: OrderRow, now = new Date()): Promise<string | null> {
  const restaurant = await findRestaurant(tx, order.restaurantId);
  if (!restaurant || !restaurant.usesPlatformCouriers) return null;
  const address = (order.address ?? {}) as DeliveryAddress;
  const dropoff = typeof address.lat === "number" && typeof address.lng === "number" ? { lat: address.lat, lng: address.lng } : null;
  // Rounded to 100 m first: the band is computed from the distance couriers are shown.
  const distanceKm = Math.round((order.distanceKm ?? (dropoff ? haversineKm(restaurant, dropoff) : 2)) * 10) / 10;
  const expectedMinutes = expectedRideMinutes(distanceKm);
  const { night, peak } = timeConditions(localClock(now, await restaurantTimeZone(tx, restaurant.id)));
  const rain = deps.config.DISPATCH_RAIN;
  const band = feeBand({ distanceKm, expectedMinutes, night, rain, peak });
  const bidClosesAt = new Date(now.getTime() + deps.config.DISPATCH_BID_WINDOW_SECONDS * 1000);
  const [job] = await tx
    .insert(deliveryJobs)
    .values({
      orderId: order.id,
      restaurantId: restaurant.id,
      restaurantName: restaurant.name.slice(0, 200),
      pickupArea: `${restaurant.address}, ${restaurant.city}`.slice(0, 200),
      pickupLat: restaurant.lat,
      pickupLng: restaurant.lng,
      dropoffArea: [address.postalCode, address.city].filter(Boolean).join(" ").slice(0, 200) || "Nearby",
      dropoffLat: dropoff?.lat ?? null,
      dropoffLng: dropoff?.lng ?? null,
      distanceKm,
      expectedMinutes,
      feeFloorCents: band.floorCents,
      feeCapCents: band.capCents,
      night,
      rain,
      peak,
      dueBy: order.etaLatest,
      bidClosesAt,
    })
    .onConflictDoNothing({ target: deliveryJobs.orderId })
    .returning({ id: deliveryJobs.id });
  if (!job) return null;
  await deps.jobs.send(DISPATCH_AWARD_JOB, { jobId: job.id }, { db: tx, startAfter: bidClosesAt });
  await publishDispatch(tx, "job_opened", job.id);
  await publishTracking(tx, order.id, "run_changed");
  return job.id;
}

const CARRIED = "A Tavola courier is carrying this order: the courier marks pickup and delivery";

/**
 * The team's own steps on a delivery order that has a job: a courier's run owns pickup and delivery (409); before
 * anyone is assigned, the team may still send its own driver, which withdraws the job; cancelling or rejecting the
 * order cancels the job (and frees its courier), with the reason recorded.
 */
async function beforeRestaurantMove(tx: Db, order: OrderRow, to: OrderStatus, reason: string | null): Promise<void> {
  const job = await lockJobOfOrder(tx, order.id);
  if (!job || job.status === "delivered" || job.status === "cancelled") return;
  const running = job.status === "assigned" || job.status === "picked_up";
  if (to === "out_for_delivery" || to === "delivered") {
    if (running) throw new AppError("conflict", CARRIED);
    await cancelJob(tx, job.id, "The restaurant sent its own driver", []);
  }
  if (to === "cancelled" || to === "rejected") {
    await cancelJob(tx, job.id, `Order ${to}${reason ? `: ${reason}` : ""}`.slice(0, 300), job.courierId ? [job.courierId] : []);
  }
}

async function cancelJob(tx: Db, jobId: string, reason: string, couriers: string[]) {
  const [job] = await tx.update(deliveryJobs).set({ status: "cancelled", cancelReason: reason }).where(eq(deliveryJobs.id, jobId)).returning({ orderId: deliveryJobs.orderId });
  if (job) await publishTracking(tx, job.orderId, "run_changed");
  await publishDispatch(tx, "job_closed", jobId, couriers);
}

/** What the route manifest hands the ordering module. */
export const dispatchHooks = (deps: AppDeps): DeliveryHooks => ({
  onAccepted: async (tx, order) => {
    await publishDeliveryJob(deps, tx, order);
  },
  beforeRestaurantMove,
});

import { and, desc, eq, sql } from "drizzle-orm";
import {
  DISPATCH_RANGE_KM,
  awardExplanation,
  haversineKm,
  type ActiveRun,
  type BatchStopView,
  type CourierBatch,
  type CourierBoard,
  type MyBid,
  type OpenJob,
  type Presence,
  type PresenceInput,
} from "@tavola/contracts";
import { courierPresence, deliveryBids, deliveryJobs } from "../../../db/schema/index.js";
import type { Db } from "../../../platform/database.js";
import { AppError, notFound } from "../../../platform/errors.js";
import { findOrderRow } from "../../ordering/index.js";
import { findRestaurant } from "../../restaurants/index.js";
import { publishDispatch } from "./dispatch-live.js";
import { droppedBy, findActiveRun, findActiveRuns, findBatch, findPresence, listOpenJobs, lockJob, type JobRow, type PresenceRow } from "./dispatch.repository.js";

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const round1 = (km: number) => Math.round(km * 10) / 10;

const toPresence = (p: PresenceRow | null): Presence => ({
  online: p?.online ?? false,
  lat: p?.lat ?? null,
  lng: p?.lng ?? null,
  reportedAt: p?.reportedAt?.toISOString() ?? null,
});

/** Going online needs a position (jobs are offered by distance); offline keeps the last one. */
export async function setPresence(db: Db, userId: string, input: PresenceInput): Promise<Presence> {
  const hasPosition = typeof input.lat === "number" && typeof input.lng === "number";
  const current = await findPresence(db, userId);
  if (input.online && !hasPosition && current?.lat == null) {
    throw new AppError("invalid", "Share your location to go online", { lat: ["Share your location to go online"] });
  }
  const position = hasPosition ? { lat: input.lat!, lng: input.lng!, reportedAt: new Date() } : {};
  const [row] = await db
    .insert(courierPresence)
    .values({ userId, online: input.online, ...position })
    .onConflictDoUpdate({ target: courierPresence.userId, set: { online: input.online, ...position, updatedAt: new Date() } })
    .returning();
  return toPresence(row ?? null);
}

function toOpenJob(j: JobRow, from: { lat: number; lng: number }, myBidCents: number | null): OpenJob {
  return {
    id: j.id,
    restaurantName: j.restaurantName,
    pickupArea: j.pickupArea,
    dropoffArea: j.dropoffArea,
    distanceKm: j.distanceKm,
    toPickupKm: round1(haversineKm(from, { lat: j.pickupLat, lng: j.pickupLng })),
    expectedMinutes: j.expectedMinutes,
    band: { floorCents: j.feeFloorCents, capCents: j.feeCapCents },
    conditions: { night: j.night, rain: j.rain, peak: j.peak },
    bidClosesAt: j.bidClosesAt.toISOString(),
    myBidCents,
  };
}

/** The courier's own bids (never anyone else's), newest first, with the stored award explanation once decided. */
async function myBids(db: Db, userId: string): Promise<MyBid[]> {
  const rows = await db
    .select({ bid: deliveryBids, job: deliveryJobs })
    .from(deliveryBids)
    .innerJoin(deliveryJobs, eq(deliveryJobs.id, deliveryBids.jobId))
    .where(and(eq(deliveryBids.courierId, userId), sql`${deliveryBids.createdAt} > now() - interval '7 days'`))
    .orderBy(desc(deliveryBids.createdAt))
    .limit(20);
  return rows.map(({ bid, job }) => {
    const e = job.explanation;
    const myScore = e?.scores[userId] ?? null;
    const won = job.courierId === userId && job.status !== "cancelled";
    const outcome: MyBid["outcome"] = job.status === "open" ? "pending" : job.status === "cancelled" && !won ? "cancelled" : won ? "won" : "lost";
    return {
      jobId: job.id,
      restaurantName: job.restaurantName,
      amountCents: bid.amountCents,
      placedAt: bid.updatedAt.toISOString(),
      bidClosesAt: job.bidClosesAt.toISOString(),
      outcome,
      explanation: e && job.status !== "open" ? explain(e, myScore, won) : job.status === "cancelled" ? (job.cancelReason ?? "Cancelled") : null,
      myScore,
    };
  });
}

function explain(e: NonNullable<JobRow["explanation"]>, myScore: number | null, won: boolean): string {
  if (e.method === "auto") {
    const batch = e.batch ? ` in a batch of ${e.batch.orders} (${e.batch.routeKm} km instead of ${e.batch.separateKm} km)` : "";
    return won ? `Assigned to you automatically at ${dollars(e.winner.feeCents)}${batch}` : `Assigned automatically to ${e.winner.firstName} at ${dollars(e.winner.feeCents)}${batch}`;
  }
  return awardExplanation({ ...e.winner, score: e.winner.score ?? 0 }, myScore, won);
}

async function toRun(db: Db, job: JobRow, userId: string): Promise<ActiveRun> {
  const [order, restaurant] = await Promise.all([findOrderRow(db, job.orderId), findRestaurant(db, job.restaurantId)]);
  const address = (order?.address ?? {}) as { line1?: string };
  const e = job.explanation;
  return {
    jobId: job.id,
    orderReference: order?.reference ?? "",
    status: job.status as ActiveRun["status"],
    restaurant: { name: job.restaurantName, address: restaurant ? `${restaurant.address}, ${restaurant.city}` : job.pickupArea, lat: job.pickupLat, lng: job.pickupLng },
    dropoff: { area: job.dropoffArea, line1: address.line1 ?? null, lat: job.dropoffLat, lng: job.dropoffLng },
    customerFirstName: (order?.contactName ?? "Customer").split(" ")[0] ?? "Customer",
    feeCents: job.feeCents ?? job.feeCapCents,
    tipCents: order?.tipCents ?? 0,
    awardMethod: (job.awardMethod ?? "auto") as ActiveRun["awardMethod"],
    explanation: e ? explain(e, e.scores[userId] ?? null, true) : null,
    orderReady: order?.status === "ready" || order?.status === "out_for_delivery",
  };
}

/**
 * The courier's batch, if the runs they hold are one: every stop in the route's order (done once picked up /
 * delivered; a stop of an order given back or cancelled is left out), the orders still under way, and the run of
 * the next stop — the one the dashboard puts first.
 */
async function toBatch(db: Db, active: JobRow[], userId: string): Promise<{ batch: CourierBatch; next: JobRow } | null> {
  const batchId = active.find((j) => j.batchId)?.batchId;
  if (!batchId) return null;
  const found = await findBatch(db, batchId);
  if (!found) return null;
  const jobs = new Map(found.jobs.filter((j) => j.courierId === userId && j.status !== "cancelled").map((j) => [j.id, j]));
  const runs = new Map(await Promise.all(active.map(async (j) => [j.id, await toRun(db, j, userId)] as const)));
  const references = new Map<string, string>();
  for (const j of jobs.values()) references.set(j.id, runs.get(j.id)?.orderReference ?? (await findOrderRow(db, j.orderId))?.reference ?? "");
  const stops: BatchStopView[] = found.batch.stops
    .filter((s) => jobs.has(s.jobId))
    .map((s) => {
      const job = jobs.get(s.jobId)!;
      const run = runs.get(s.jobId);
      const done = s.kind === "pickup" ? job.status === "picked_up" || job.status === "delivered" : job.status === "delivered";
      const place = s.kind === "pickup" ? job.restaurantName : (run?.dropoff.line1 ?? job.dropoffArea);
      return { jobId: s.jobId, kind: s.kind, orderReference: references.get(s.jobId) ?? "", place, done };
    });
  const nextStop = stops.find((s) => !s.done && runs.has(s.jobId));
  const order = found.batch.stops.filter((s) => s.kind === "pickup").map((s) => s.jobId);
  const batch: CourierBatch = {
    id: found.batch.id,
    routeKm: Math.round(found.batch.routeKm * 10) / 10,
    separateKm: Math.round(found.batch.separateKm * 10) / 10,
    stops,
    runs: order.filter((id) => runs.has(id)).map((id) => runs.get(id)!),
  };
  return { batch, next: active.find((j) => j.id === nextStop?.jobId) ?? active[0]! };
}

/** Everything the courier's dashboard shows but earnings: presence, open jobs within range, my bids, my run (or batch). */
export async function loadBoard(db: Db, userId: string, bidWindowSeconds: number, now = new Date()): Promise<CourierBoard> {
  const presence = await findPresence(db, userId);
  const [bids, runs] = await Promise.all([myBids(db, userId), findActiveRuns(db, userId)]);
  const batched = await toBatch(db, runs, userId);
  const active = batched?.next ?? runs[0] ?? null;
  let jobs: OpenJob[] = [];
  if (presence?.online && presence.lat != null && presence.lng != null && !active) {
    const from = { lat: presence.lat, lng: presence.lng };
    const mine = new Map(bids.filter((b) => b.outcome === "pending").map((b) => [b.jobId, b.amountCents]));
    const open = await listOpenJobs(db, now);
    const dropped = await droppedBy(db, open.map((j) => j.id));
    jobs = open
      .filter((j) => !dropped.has(`${j.id}:${userId}`))
      .map((j) => toOpenJob(j, from, mine.get(j.id) ?? null))
      .filter((j) => j.toPickupKm <= DISPATCH_RANGE_KM)
      .sort((a, b) => a.toPickupKm - b.toPickupKm);
  }
  const run = batched ? (batched.batch.runs.find((r) => r.jobId === active?.id) ?? null) : active ? await toRun(db, active, userId) : null;
  return { presence: toPresence(presence), jobs, bids, run, batch: batched?.batch ?? null, bidWindowSeconds };
}

/**
 * A bid inside the band, while the window is open, from an online courier within range and without a run in
 * progress. Bidding again replaces the amount. Under the job's row lock, so a bid never lands after the award.
 */
export async function placeBid(db: Db, userId: string, jobId: string, amountCents: number, now = new Date()): Promise<MyBid> {
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (!job) throw notFound("That job is no longer offered");
    if (job.status !== "open" || job.bidClosesAt.getTime() <= now.getTime()) throw new AppError("conflict", "Bidding on this job has closed");
    const presence = await findPresence(tx, userId);
    if (!presence?.online || presence.lat == null || presence.lng == null) throw new AppError("conflict", "Go online to bid on jobs");
    if (await findActiveRun(tx, userId)) throw new AppError("conflict", "Finish your current delivery before bidding again");
    if ((await droppedBy(tx, [jobId])).has(`${jobId}:${userId}`)) throw new AppError("conflict", "You gave this delivery back: it goes to another courier");
    const km = haversineKm({ lat: presence.lat, lng: presence.lng }, { lat: job.pickupLat, lng: job.pickupLng });
    if (km > DISPATCH_RANGE_KM) throw new AppError("forbidden", `This job is more than ${DISPATCH_RANGE_KM} km from you`);
    if (amountCents < job.feeFloorCents || amountCents > job.feeCapCents) {
      const message = `Bid between ${dollars(job.feeFloorCents)} and ${dollars(job.feeCapCents)}`;
      throw new AppError("invalid", message, { amountCents: [message] });
    }
    await tx
      .insert(deliveryBids)
      .values({ jobId, courierId: userId, amountCents, toPickupKm: km })
      .onConflictDoUpdate({ target: [deliveryBids.jobId, deliveryBids.courierId], set: { amountCents, toPickupKm: km, updatedAt: now } });
    await publishDispatch(tx, "run_changed", jobId, [userId]);
  });
  const bid = (await myBids(db, userId)).find((b) => b.jobId === jobId);
  if (!bid) throw notFound("That job is no longer offered");
  return bid;
}

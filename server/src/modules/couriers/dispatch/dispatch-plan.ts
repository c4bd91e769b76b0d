import {
  BATCH_MAX_ORDERS,
  BATCH_PICKUP_RADIUS_KM,
  DISPATCH_RANGE_KM,
  batchCandidate,
  haversineKm,
  promiseChecker,
  type BatchJob,
  type BatchRoute,
} from "@tavola/contracts";
import { assignMinCost } from "./assignment.js";

type Point = { lat: number; lng: number };
export type PlanCourier = Point & { id: string };
export type PlanJob = { id: string; pickup: Point; dropoff: Point | null; dueBy: number | null };
/** One courier's work: one job, or a batch of 2–3 on the route `batch.stops`. */
export type PlanUnit = { courierId: string; jobIds: string[]; toPickupKm: number; batch: BatchRoute | null };

const BATCH_NEIGHBOURS = 8;

/** Couriers who may not take a job (they gave it back): keys `${jobId}:${courierId}`. */
export type Excluded = ReadonlySet<string>;

/**
 * Batches worth riding among the jobs (rules 1–2 of contracts/dispatch-batching.ts), chosen greedily by kilometres
 * saved so no job is in two: triples and pairs of jobs whose restaurants are within the pickup radius.
 */
export function chooseBatches(jobs: ReadonlyArray<PlanJob>): Array<{ jobs: BatchJob[]; route: BatchRoute }> {
  const able = jobs.filter((j): j is PlanJob & { dropoff: Point } => j.dropoff !== null);
  // Sorted by latitude, so neighbours are found in a window instead of over every pair.
  const sorted = [...able].sort((a, b) => a.pickup.lat - b.pickup.lat);
  const latWindow = BATCH_PICKUP_RADIUS_KM / 111;
  // At most BATCH_NEIGHBOURS partners per job — those whose doors are nearest its own — so a busy street of a
  // hundred waiting orders costs thousands of route checks, not millions.
  const near = (i: number) => {
    const out: number[] = [];
    for (let k = i + 1; k < sorted.length && sorted[k]!.pickup.lat - sorted[i]!.pickup.lat <= latWindow; k++) {
      if (haversineKm(sorted[i]!.pickup, sorted[k]!.pickup) <= BATCH_PICKUP_RADIUS_KM) out.push(k);
    }
    if (out.length <= BATCH_NEIGHBOURS) return out;
    return out
      .map((k) => ({ k, door: haversineKm(sorted[i]!.dropoff, sorted[k]!.dropoff) }))
      .sort((a, b) => a.door - b.door)
      .slice(0, BATCH_NEIGHBOURS)
      .map((x) => x.k)
      .sort((a, b) => a - b);
  };
  const toBatchJob = (j: PlanJob & { dropoff: Point }): BatchJob => ({ id: j.id, pickup: j.pickup, dropoff: j.dropoff, dueBy: j.dueBy });
  const candidates: Array<{ jobs: BatchJob[]; route: BatchRoute; savedKm: number }> = [];
  for (let i = 0; i < sorted.length; i++) {
    const ks = near(i);
    for (let a = 0; a < ks.length; a++) {
      const pair = [toBatchJob(sorted[i]!), toBatchJob(sorted[ks[a]!]!)];
      const route = batchCandidate(pair);
      if (route) candidates.push({ jobs: pair, route, savedKm: route.separateKm - route.routeKm });
      if (BATCH_MAX_ORDERS < 3) continue;
      for (let b = a + 1; b < ks.length; b++) {
        const triple = [...pair, toBatchJob(sorted[ks[b]!]!)];
        const r3 = batchCandidate(triple);
        if (r3) candidates.push({ jobs: triple, route: r3, savedKm: r3.separateKm - r3.routeKm });
      }
    }
  }
  candidates.sort((x, y) => y.savedKm - x.savedKm);
  const taken = new Set<string>();
  const chosen: Array<{ jobs: BatchJob[]; route: BatchRoute }> = [];
  for (const c of candidates) {
    if (c.jobs.some((j) => taken.has(j.id))) continue;
    for (const j of c.jobs) taken.add(j.id);
    chosen.push({ jobs: c.jobs, route: c.route });
  }
  return chosen;
}

type Column = { jobs: PlanJob[]; batch: { jobs: BatchJob[]; route: BatchRoute } | null };

function solve(couriers: ReadonlyArray<PlanCourier>, columns: Column[], excluded: Excluded, now: number): PlanUnit[] {
  // Per column, once: where it starts and (a batch) its promise test as a function of the courier's distance.
  const prepared = columns.map((col) => ({
    first: (col.batch ? col.jobs.find((j) => j.id === col.batch!.route.stops[0]!.jobId)! : col.jobs[0]!).pickup,
    keeps: col.batch ? promiseChecker(col.batch.jobs, col.batch.route.stops, now) : null,
  }));
  const cost = couriers.map((c) =>
    columns.map((col, i) => {
      const km = haversineKm(c, prepared[i]!.first);
      if (km > DISPATCH_RANGE_KM) return null;
      if (excluded.size > 0 && col.jobs.some((j) => excluded.has(`${j.id}:${c.id}`))) return null;
      if (prepared[i]!.keeps && !prepared[i]!.keeps!(km)) return null;
      return km;
    }),
  );
  return assignMinCost(cost).map((p) => {
    const col = columns[p.col]!;
    const jobIds = col.batch ? col.batch.route.stops.filter((s) => s.kind === "pickup").map((s) => s.jobId) : [col.jobs[0]!.id];
    return { courierId: couriers[p.row]!.id, jobIds, toPickupKm: p.cost, batch: col.batch?.route ?? null };
  });
}

/**
 * Automatic assignment's plan: every waiting job and idle courier, minimum total kilometres to pickup with the
 * rectangular solver, where a column is one job or one batch (a batch's cost is the ride to its first pickup, and
 * a courier too far to keep the batch's promises may not take it). Jobs of a batch nobody could take are offered
 * again one by one to the couriers left over. Pure: the bench runs the same plan.
 */
export function planDispatch(couriers: ReadonlyArray<PlanCourier>, jobs: ReadonlyArray<PlanJob>, excluded: Excluded, now: number, options: { batching?: boolean } = {}): PlanUnit[] {
  if (couriers.length === 0 || jobs.length === 0) return [];
  const batches = options.batching === false ? [] : chooseBatches(jobs);
  const inBatch = new Set(batches.flatMap((b) => b.jobs.map((j) => j.id)));
  const byId = new Map(jobs.map((j) => [j.id, j]));
  const columns: Column[] = [
    ...batches.map((b) => ({ jobs: b.jobs.map((j) => byId.get(j.id)!), batch: b })),
    ...jobs.filter((j) => !inBatch.has(j.id)).map((j) => ({ jobs: [j], batch: null })),
  ];
  const first = solve(couriers, columns, excluded, now);
  const busy = new Set(first.map((u) => u.courierId));
  const planned = new Set(first.flatMap((u) => u.jobIds));
  const leftJobs = jobs.filter((j) => inBatch.has(j.id) && !planned.has(j.id));
  const leftCouriers = couriers.filter((c) => !busy.has(c.id));
  if (leftJobs.length === 0 || leftCouriers.length === 0) return first;
  return [...first, ...solve(leftCouriers, leftJobs.map((j) => ({ jobs: [j], batch: null })), excluded, now)];
}

import {
  BATCH_MAX_ORDERS,
  BATCH_MIN_SAVING,
  BATCH_PICKUP_RADIUS_KM,
  DISPATCH_RANGE_KM,
  bestBatchRoute,
  haversineKm,
  shortestRouteOrder,
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

/** At most this many partners per job — those whose doors are nearest its own — are tried for pairs and triples. */
const BATCH_NEIGHBOURS = 8;
const KM_PER_DEGREE = 111.195;

/** Couriers who may not take a job (they gave it back): keys `${jobId}:${courierId}`. */
export type Excluded = ReadonlySet<string>;

type Able = PlanJob & { dropoff: Point };

/**
 * Each job's batch partners: the BATCH_NEIGHBOURS jobs whose doors are nearest its own among those whose restaurant is
 * within the pickup radius (rule 1, haversine). Restaurants are bucketed in a grid of radius-sized cells, so a job looks
 * at its 3 × 3 cells only; doors are ranked on a flat projection (plenty to rank a few km) and a job enters the short
 * list only if its door beats the list's worst, so a street of a thousand waiting orders costs a few dozen exact
 * distance checks per job, not a thousand.
 */
function nearestPartners(able: ReadonlyArray<Able>): number[][] {
  const n = able.length;
  // Longitude scaled at the job farthest from the equator: flat distances never exceed the true ones, so neither the
  // grid nor the prefilter can lose a pair within the radius (one city's jobs span a fraction of a degree).
  const maxLat = able.reduce((m, j) => Math.max(m, Math.abs(j.pickup.lat), Math.abs(j.dropoff.lat)), 0);
  const kx = KM_PER_DEGREE * Math.cos((Math.min(89, maxLat) * Math.PI) / 180);
  const px = new Float64Array(n), py = new Float64Array(n), dx = new Float64Array(n), dy = new Float64Array(n);
  const cells = new Map<number, number[]>();
  // Cells numbered x·2²⁰ + y (a cell is a kilometre: the Earth fits in ±2¹⁹ of them).
  const cellOf = (x: number, y: number) => Math.floor(x / BATCH_PICKUP_RADIUS_KM) * 2 ** 20 + Math.floor(y / BATCH_PICKUP_RADIUS_KM);
  for (let i = 0; i < n; i++) {
    const j = able[i]!;
    px[i] = j.pickup.lng * kx;
    py[i] = j.pickup.lat * KM_PER_DEGREE;
    dx[i] = j.dropoff.lng * kx;
    dy[i] = j.dropoff.lat * KM_PER_DEGREE;
    const key = cellOf(px[i]!, py[i]!);
    const cell = cells.get(key);
    if (cell) cell.push(i);
    else cells.set(key, [i]);
  }
  // A flat distance a little over the radius certainly fails rule 1; the exact check decides the rest.
  const reach2 = (BATCH_PICKUP_RADIUS_KM * 1.01) ** 2;
  const out: number[][] = [];
  const best = new Int32Array(BATCH_NEIGHBOURS);
  const bestD = new Float64Array(BATCH_NEIGHBOURS);
  for (let i = 0; i < n; i++) {
    let size = 0;
    const home = cellOf(px[i]!, py[i]!);
    for (let ox = -1; ox <= 1; ox++) {
      for (let oy = -1; oy <= 1; oy++) {
        for (const k of cells.get(home + ox * 2 ** 20 + oy) ?? []) {
          if (k === i || (px[k]! - px[i]!) ** 2 + (py[k]! - py[i]!) ** 2 > reach2) continue;
          const door = (dx[k]! - dx[i]!) ** 2 + (dy[k]! - dy[i]!) ** 2;
          if (size === BATCH_NEIGHBOURS && door >= bestD[size - 1]!) continue;
          if (haversineKm(able[i]!.pickup, able[k]!.pickup) > BATCH_PICKUP_RADIUS_KM) continue;
          // Insertion into the short list, kept sorted by door distance.
          let at = size < BATCH_NEIGHBOURS ? size++ : size - 1;
          while (at > 0 && bestD[at - 1]! > door) {
            bestD[at] = bestD[at - 1]!;
            best[at] = best[at - 1]!;
            at--;
          }
          bestD[at] = door;
          best[at] = k;
        }
      }
    }
    out.push(Array.from(best.subarray(0, size)));
  }
  return out;
}

/**
 * Batches worth riding among the jobs (rules 1–2 of contracts/dispatch-batching.ts), chosen greedily by kilometres
 * saved so no job is in two: pairs of each job with its nearest partners (nearestPartners), and triples grown from
 * two pairs that are batches themselves (a third order rarely saves where neither pair does). Routes are measured on
 * one scratch matrix per candidate; only the chosen batches get their stops.
 */
export function chooseBatches(jobs: ReadonlyArray<PlanJob>): Array<{ jobs: BatchJob[]; route: BatchRoute }> {
  const able = jobs.filter((j): j is Able => j.dropoff !== null);
  const n = able.length;
  const partners = nearestPartners(able);
  const alone = able.map((j) => haversineKm(j.pickup, j.dropoff));
  const d = new Float64Array(36);
  const point = (members: ReadonlyArray<number>, p: number) => (p < members.length ? able[members[p]!]!.pickup : able[members[p - members.length]!]!.dropoff);
  /** Kilometres saved by riding `members` as one batch, or 0 when rule 2 fails. */
  const saved = (members: ReadonlyArray<number>) => {
    const m = members.length;
    for (let a = 0; a < 2 * m; a++) for (let b = a + 1; b < 2 * m; b++) d[a * 2 * m + b] = d[b * 2 * m + a] = haversineKm(point(members, a), point(members, b));
    const separate = members.reduce((s, i) => s + alone[i]!, 0);
    const km = shortestRouteOrder(d, m).km;
    return separate > 0 && 1 - km / separate >= BATCH_MIN_SAVING ? separate - km : 0;
  };
  const candidates: Array<{ members: number[]; savedKm: number }> = [];
  const goodPairs = new Set<number>();
  const seen = new Set<number>();
  const pairKey = (a: number, b: number) => (a < b ? a * n + b : b * n + a);
  for (let i = 0; i < n; i++) {
    for (const k of partners[i]!) {
      const key = pairKey(i, k);
      if (seen.has(key)) continue;
      seen.add(key);
      const km = saved([i, k]);
      if (km <= 0) continue;
      goodPairs.add(key);
      candidates.push({ members: [i, k], savedKm: km });
    }
  }
  if (BATCH_MAX_ORDERS >= 3) {
    const seenTriples = new Set<number>();
    for (let i = 0; i < n; i++) {
      const good = partners[i]!.filter((k) => goodPairs.has(pairKey(i, k)));
      for (let a = 0; a < good.length; a++) {
        for (let b = a + 1; b < good.length; b++) {
          const p = good[a]!, q = good[b]!;
          const lo = Math.min(i, p, q), hi = Math.max(i, p, q);
          const key = (lo * n + (i + p + q - lo - hi)) * n + hi;
          if (seenTriples.has(key)) continue;
          seenTriples.add(key);
          // Rule 1 for the third side: every two restaurants within the radius.
          if (haversineKm(able[p]!.pickup, able[q]!.pickup) > BATCH_PICKUP_RADIUS_KM) continue;
          const members = [i, p, q];
          const km = saved(members);
          if (km > 0) candidates.push({ members, savedKm: km });
        }
      }
    }
  }
  candidates.sort((x, y) => y.savedKm - x.savedKm);
  const taken = new Uint8Array(n);
  const chosen: Array<{ jobs: BatchJob[]; route: BatchRoute }> = [];
  for (const c of candidates) {
    if (c.members.some((i) => taken[i])) continue;
    for (const i of c.members) taken[i] = 1;
    const batchJobs = c.members.map((i): BatchJob => ({ id: able[i]!.id, pickup: able[i]!.pickup, dropoff: able[i]!.dropoff, dueBy: able[i]!.dueBy }));
    chosen.push({ jobs: batchJobs, route: bestBatchRoute(batchJobs) });
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
  // A flat-projection prefilter (a little over the range) spares the exact distance for pairs far out of range.
  const reach2 = (DISPATCH_RANGE_KM * 1.02) ** 2;
  const cost = couriers.map((c) => {
    const kx = KM_PER_DEGREE * Math.cos(((Math.abs(c.lat) + 0.06) * Math.PI) / 180);
    return columns.map((col, i) => {
      const p = prepared[i]!.first;
      if (((p.lng - c.lng) * kx) ** 2 + ((p.lat - c.lat) * KM_PER_DEGREE) ** 2 > reach2) return null;
      const km = haversineKm(c, p);
      if (km > DISPATCH_RANGE_KM) return null;
      if (excluded.size > 0 && col.jobs.some((j) => excluded.has(`${j.id}:${c.id}`))) return null;
      if (prepared[i]!.keeps && !prepared[i]!.keeps!(km)) return null;
      return km;
    });
  });
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

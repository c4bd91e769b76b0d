import { COURIER_HANDOVER_MINUTES, COURIER_MINUTES_PER_KM, haversineKm } from "./dispatch-rules.js";

/**
 * Batching (issue 18), the published rule: when jobs are bidless at their window's close, automatic assignment may
 * give one idle courier 2–3 of them on one route — all pickups first, then the drop-offs ("pick up A, pick up B,
 * drop A, drop B") — when
 *   1. the restaurants are the same or within BATCH_PICKUP_RADIUS_KM of each other,
 *   2. the batch's route (first pickup → every other stop, in the best order) is at least BATCH_MIN_SAVING shorter
 *      than the orders' separate runs (Σ restaurant → door: the deadhead a second courier would ride is not even
 *      counted, so a batch must win on the food's own distance), and
 *   3. no order's promise is broken: with the courier's ride to the first pickup, every drop-off is reached by the
 *      order's promised latest time (or, without one, at most BATCH_MAX_EXTRA_MINUTES later than alone).
 * Time on the route: COURIER_MINUTES_PER_KM per km, + COURIER_HANDOVER_MINUTES per pickup made, + BATCH_DOOR_MINUTES
 * per earlier drop-off. Each order keeps its own fee (the band's cap), commission and tip.
 */
export const BATCH_MAX_ORDERS = 3;
export const BATCH_PICKUP_RADIUS_KM = 1;
export const BATCH_MIN_SAVING = 0.15;
export const BATCH_MAX_EXTRA_MINUTES = 10;
export const BATCH_DOOR_MINUTES = 2;

type Point = { lat: number; lng: number };
export type BatchJob = { id: string; pickup: Point; dropoff: Point; /** The order's promised latest arrival (epoch ms), if any. */ dueBy: number | null };
export type BatchStop = { jobId: string; kind: "pickup" | "dropoff" };
export type BatchRoute = { stops: BatchStop[]; routeKm: number; separateKm: number; saving: number };

function permutations(n: number): number[][] {
  if (n <= 1) return [[0]];
  // The identity order first: ties keep the jobs' own order.
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, k) => [...p.slice(0, n - 1 - k), n - 1, ...p.slice(n - 1 - k)]));
}
/** Every order of 2 and of 3 items, computed once. */
const PERMUTATIONS = [[], [[0]], permutations(2), permutations(3)];

const at = (job: BatchJob, kind: BatchStop["kind"]) => (kind === "pickup" ? job.pickup : job.dropoff);

/** Kilometres along the stops, from `from` (or the first stop). */
export function routeKm(jobs: ReadonlyArray<BatchJob>, stops: ReadonlyArray<BatchStop>, from?: Point): number {
  const byId = new Map(jobs.map((j) => [j.id, j]));
  let km = 0;
  let prev = from ?? (stops[0] ? at(byId.get(stops[0].jobId)!, stops[0].kind) : undefined);
  for (const s of stops) {
    const p = at(byId.get(s.jobId)!, s.kind);
    if (prev) km += haversineKm(prev, p);
    prev = p;
  }
  return km;
}

/** Σ restaurant → door: the orders carried one by one. */
export const separateKm = (jobs: ReadonlyArray<BatchJob>) => jobs.reduce((s, j) => s + haversineKm(j.pickup, j.dropoff), 0);

/**
 * The shortest pickups-then-drop-offs order on a distance matrix of 2n points — pickups 0..n-1, drop-offs n..2n-1,
 * row-major with a stride of 2n — every order tried (at most 3! × 3! = 36). Shared by `bestBatchRoute` and the
 * dispatch plan's candidate search, which fills one scratch matrix per candidate instead of building routes.
 */
export function shortestRouteOrder(d: ArrayLike<number>, n: number): { km: number; pickups: number[]; drops: number[] } {
  const orders = PERMUTATIONS[n]!;
  const w = 2 * n;
  let bestKm = Infinity;
  let best: [number[], number[]] = [orders[0]!, orders[0]!];
  for (const pickups of orders) {
    let pk = 0;
    for (let i = 1; i < n; i++) pk += d[pickups[i - 1]! * w + pickups[i]!]!;
    const last = pickups[n - 1]!;
    for (const drops of orders) {
      let km = pk + d[last * w + n + drops[0]!]!;
      for (let i = 1; i < n; i++) km += d[(n + drops[i - 1]!) * w + n + drops[i]!]!;
      if (km < bestKm - 1e-9) {
        bestKm = km;
        best = [pickups, drops];
      }
    }
  }
  return { km: bestKm, pickups: best[0], drops: best[1] };
}

/** The shortest pickups-then-drop-offs order of 2–3 jobs (every order tried: at most 3! × 3! = 36), with its saving share. */
export function bestBatchRoute(jobs: ReadonlyArray<BatchJob>): BatchRoute {
  const n = jobs.length;
  if (n < 2 || n > BATCH_MAX_ORDERS) throw new RangeError(`A batch has 2 to ${BATCH_MAX_ORDERS} orders`);
  // Points 0..n-1 are the pickups, n..2n-1 the drop-offs; distances computed once.
  const points = [...jobs.map((j) => j.pickup), ...jobs.map((j) => j.dropoff)];
  const d = new Float64Array(4 * n * n);
  for (let a = 0; a < 2 * n; a++) for (let b = a + 1; b < 2 * n; b++) d[a * 2 * n + b] = d[b * 2 * n + a] = haversineKm(points[a]!, points[b]!);
  const best = shortestRouteOrder(d, n);
  const stops: BatchStop[] = [...best.pickups.map((i) => ({ jobId: jobs[i]!.id, kind: "pickup" as const })), ...best.drops.map((i) => ({ jobId: jobs[i]!.id, kind: "dropoff" as const }))];
  const separate = separateKm(jobs);
  return { stops, routeKm: best.km, separateKm: separate, saving: separate > 0 ? 1 - best.km / separate : 0 };
}

/** Minutes from the courier's start to each drop-off along the route (ride to the first pickup included). */
export function dropoffMinutes(jobs: ReadonlyArray<BatchJob>, stops: ReadonlyArray<BatchStop>, toFirstPickupKm: number): Map<string, number> {
  const byId = new Map(jobs.map((j) => [j.id, j]));
  const out = new Map<string, number>();
  let km = toFirstPickupKm;
  let pickups = 0;
  let drops = 0;
  for (let i = 0; i < stops.length; i++) {
    const s = stops[i]!;
    if (i > 0) km += haversineKm(at(byId.get(stops[i - 1]!.jobId)!, stops[i - 1]!.kind), at(byId.get(s.jobId)!, s.kind));
    if (s.kind === "pickup") pickups++;
    else out.set(s.jobId, COURIER_MINUTES_PER_KM * km + COURIER_HANDOVER_MINUTES * pickups + BATCH_DOOR_MINUTES * drops++);
  }
  return out;
}

/** The same order carried alone by the same courier (ride to its pickup, then to its door, one handover). */
export const aloneMinutes = (job: BatchJob, toPickupKm: number) => COURIER_MINUTES_PER_KM * (toPickupKm + haversineKm(job.pickup, job.dropoff)) + COURIER_HANDOVER_MINUTES;

/**
 * Rule 3 for one batch, prepared once: every drop-off by its promise, as a test of the courier's distance to the
 * first pickup (the route's own minutes do not depend on the courier, so automatic assignment checks each courier in
 * O(orders)).
 */
export function promiseChecker(jobs: ReadonlyArray<BatchJob>, stops: ReadonlyArray<BatchStop>, now: number): (toFirstPickupKm: number) => boolean {
  const first = jobs.find((j) => j.id === stops[0]?.jobId);
  if (!first) return () => false;
  const fromFirst = dropoffMinutes(jobs, stops, 0);
  const parts = jobs.map((j) => ({
    route: fromFirst.get(j.id) ?? Infinity,
    toPickup: haversineKm(first.pickup, j.pickup),
    promise: j.dueBy,
    job: j,
  }));
  return (km) =>
    parts.every((p) => {
      const arrive = now + (COURIER_MINUTES_PER_KM * km + p.route) * 60_000;
      const alone = now + aloneMinutes(p.job, km + p.toPickup) * 60_000;
      const promise = p.promise ?? alone + BATCH_MAX_EXTRA_MINUTES * 60_000;
      return arrive <= Math.max(promise, alone);
    });
}

/** Rule 3: every drop-off by its promise, for a courier `toFirstPickupKm` from the first pickup, starting at `now` (ms). */
export const batchKeepsPromises = (jobs: ReadonlyArray<BatchJob>, stops: ReadonlyArray<BatchStop>, toFirstPickupKm: number, now: number): boolean =>
  promiseChecker(jobs, stops, now)(toFirstPickupKm);

/** Rules 1 and 2: a batch worth riding, or null. */
export function batchCandidate(jobs: ReadonlyArray<BatchJob>): BatchRoute | null {
  if (jobs.length < 2 || jobs.length > BATCH_MAX_ORDERS) return null;
  for (let i = 0; i < jobs.length; i++)
    for (let k = i + 1; k < jobs.length; k++) if (haversineKm(jobs[i]!.pickup, jobs[k]!.pickup) > BATCH_PICKUP_RADIUS_KM) return null;
  const route = bestBatchRoute(jobs);
  return route.saving >= BATCH_MIN_SAVING ? route : null;
}

// Courier dispatch (issue 18): automatic assignment of idle couriers to bidless jobs, 500 couriers × 1,000 jobs in a
// 12 × 12 km city, minutes-to-pickup proportional to distance, pairs beyond the 6 km dispatch range forbidden.
//   solver      server/src/modules/couriers/dispatch/assignment.ts (linear-sum-assignment, Jonker–Volgenant) — wall time
//   optimum     an independent Hungarian (Kuhn–Munkres with potentials, O(n²m)) written here, on the same matrix
//   greedy      nearest-idle-courier baseline: jobs in publication order, each to the nearest free courier in range
// Figures: wall time (median of 3), total distance of each, ratio to the optimum, pairs matched. Seeded, repeatable.
// Then the whole plan (planDispatch: batch candidates + the solver over jobs and batches, the code autoAssign runs)
// for 1,000 waiting jobs × 500 idle couriers in two cities: "spread" (restaurants around six busy streets of the
// 12 × 12 km city) and "dense" (every restaurant inside one 1-km disc: each job has hundreds of batch partners).
// Figures: wall time (median of 3), batches, orders batched, km saved by batching, pickup km, jobs planned.
// Target (issue 18): within 2 % of the optimal cost in under 1 s on this machine, the plan too.
import { serverExport } from "./lib/record-sql.mjs";
import { rng } from "./lib/rng.mjs";

export const title = "Dispatch — automatic assignment 500 couriers × 1,000 jobs: solver vs exact optimum vs greedy";

const RANGE_KM = 6;
const ORIGIN = { lat: 40.7, lng: -74.02 };
const KM_LAT = 1 / 111.195;
const KM_LNG = 1 / (111.195 * Math.cos((40.76 * Math.PI) / 180));
const at = (x, y) => ({ lat: ORIGIN.lat + y * KM_LAT, lng: ORIGIN.lng + x * KM_LNG });
const NOW = Date.UTC(2026, 10, 27, 17, 0);

/** Waiting jobs and idle couriers for planDispatch: `dense` puts every restaurant inside one 1-km disc. */
export function planInstance(seed, couriers, jobs, dense) {
  const next = rng(seed);
  const hubs = Array.from({ length: 6 }, () => ({ x: next() * 12, y: next() * 12 }));
  const clamp = (v) => Math.min(12, Math.max(0, v));
  const c = Array.from({ length: couriers }, (_, i) => ({ id: `c${i}`, ...at(next() * 12, next() * 12) }));
  const j = Array.from({ length: jobs }, (_, i) => {
    let px, py;
    if (dense) {
      const r = 0.5 * Math.sqrt(next()), a = next() * 2 * Math.PI;
      [px, py] = [6 + r * Math.cos(a), 6 + r * Math.sin(a)];
    } else {
      const h = hubs[Math.floor(next() * hubs.length)];
      [px, py] = [clamp(h.x + (next() - 0.5) * 5), clamp(h.y + (next() - 0.5) * 5)];
    }
    const km = 0.5 + 3.5 * Math.sqrt(next()), a = next() * 2 * Math.PI;
    return {
      id: `j${i}`,
      pickup: at(px, py),
      dropoff: at(clamp(px + Math.cos(a) * km), clamp(py + Math.sin(a) * km)),
      dueBy: NOW + (25 + next() * 30) * 60_000,
    };
  });
  return { couriers: c, jobs: j };
}
function instance(seed, couriers, jobs) {
  const next = rng(seed);
  // Orders cluster around a few busy streets; couriers are spread out.
  const hubs = Array.from({ length: 6 }, () => ({ x: next() * 12, y: next() * 12 }));
  const c = Array.from({ length: couriers }, () => ({ x: next() * 12, y: next() * 12 }));
  const j = Array.from({ length: jobs }, () => {
    const h = hubs[Math.floor(next() * hubs.length)];
    return { x: Math.min(12, Math.max(0, h.x + (next() - 0.5) * 5)), y: Math.min(12, Math.max(0, h.y + (next() - 0.5) * 5)) };
  });
  return c.map((a) => j.map((b) => {
    const d = Math.hypot(a.x - b.x, a.y - b.y);
    return d > RANGE_KM ? null : Math.round(d * 1000) / 1000;
  }));
}

/** Hungarian with potentials (rows ≤ columns), forbidden pairs at a cost no real matching can reach. */
function hungarian(cost) {
  const n = cost.length;
  const m = cost[0].length;
  let max = 0;
  for (const r of cost) for (const x of r) if (x !== null && x > max) max = x;
  const BIG = (max + 1) * (n + 1);
  const a = (i, j) => (cost[i - 1][j - 1] === null ? BIG : cost[i - 1][j - 1]);
  const u = new Float64Array(n + 1), v = new Float64Array(m + 1);
  const p = new Int32Array(m + 1), way = new Int32Array(m + 1);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Float64Array(m + 1).fill(Infinity);
    const used = new Uint8Array(m + 1);
    do {
      used[j0] = 1;
      const i0 = p[j0];
      let delta = Infinity, j1 = 0;
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const cur = a(i0, j) - u[i0] - v[j];
        if (cur < minv[j]) { minv[j] = cur; way[j] = j0; }
        if (minv[j] < delta) { delta = minv[j]; j1 = j; }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j]) { u[p[j]] += delta; v[j] -= delta; } else minv[j] -= delta;
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do { const j1 = way[j0]; p[j0] = p[j1]; j0 = j1; } while (j0);
  }
  const pairs = [];
  for (let j = 1; j <= m; j++) if (p[j] && cost[p[j] - 1][j - 1] !== null) pairs.push({ row: p[j] - 1, col: j - 1, cost: cost[p[j] - 1][j - 1] });
  return pairs;
}

function greedy(cost) {
  const free = new Set(cost.map((_, i) => i));
  const pairs = [];
  for (let col = 0; col < cost[0].length && free.size; col++) {
    let best = -1;
    for (const row of free) if (cost[row][col] !== null && (best < 0 || cost[row][col] < cost[best][col])) best = row;
    if (best >= 0) { free.delete(best); pairs.push({ row: best, col, cost: cost[best][col] }); }
  }
  return pairs;
}

const total = (pairs) => pairs.reduce((s, p) => s + p.cost, 0);
function timed(fn) {
  const runs = [];
  let out;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    out = fn();
    runs.push(performance.now() - t);
  }
  runs.sort((x, y) => x - y);
  return { out, ms: runs[1] };
}

export default async function run({ log }) {
  const assignMinCost = await serverExport("./server/src/modules/couriers/dispatch/assignment.ts", "assignMinCost");
  const figures = {};
  for (const [name, couriers, jobs] of [["500x1000", 500, 1000], ["1000x500", 1000, 500]]) {
    const cost = instance(18, couriers, jobs);
    const solver = timed(() => assignMinCost(cost));
    const exact = timed(() => (couriers <= jobs ? hungarian(cost) : hungarian(cost[0].map((_, j) => cost.map((r) => r[j])))));
    const base = timed(() => greedy(cost));
    const opt = total(exact.out);
    const f = {
      solverMs: Math.round(solver.ms),
      solverMatched: solver.out.length,
      optimumMs: Math.round(exact.ms),
      optimumMatched: exact.out.length,
      greedyMs: Math.round(base.ms),
      greedyMatched: base.out.length,
      solverKm: Math.round(total(solver.out)),
      optimumKm: Math.round(opt),
      greedyKm: Math.round(total(base.out)),
      solverRatio: Number((total(solver.out) / opt).toFixed(4)),
      greedyRatio: Number((total(base.out) / opt).toFixed(4)),
    };
    figures[name] = f;
    log(`${name}: solver ${f.solverMs} ms, ${f.solverMatched} matched, ${f.solverKm} km (ratio ${f.solverRatio}); optimum (Hungarian) ${f.optimumMs} ms, ${f.optimumMatched} matched, ${f.optimumKm} km; greedy ${f.greedyMs} ms, ${f.greedyMatched} matched, ratio ${f.greedyRatio}`);
  }
  log("target: ratio ≤ 1.02 and under 1,000 ms for 500 × 1,000");

  const planDispatch = await serverExport("./server/src/modules/couriers/dispatch/dispatch-plan.ts", "planDispatch");
  for (const [name, dense] of [["plan spread", false], ["plan dense", true]]) {
    const { couriers, jobs } = planInstance(18, 500, 1000, dense);
    const plan = timed(() => planDispatch(couriers, jobs, new Set(), NOW));
    const batches = plan.out.filter((u) => u.batch);
    const f = {
      planMs: Math.round(plan.ms),
      jobsPlanned: plan.out.reduce((s, u) => s + u.jobIds.length, 0),
      batches: batches.length,
      ordersBatched: batches.reduce((s, u) => s + u.jobIds.length, 0),
      kmSavedByBatching: Math.round(batches.reduce((s, u) => s + u.batch.separateKm - u.batch.routeKm, 0)),
      pickupKm: Math.round(plan.out.reduce((s, u) => s + u.toPickupKm, 0)),
    };
    figures[name.replace(" ", "-")] = f;
    log(`${name} (1,000 jobs × 500 couriers${dense ? ", every restaurant within 1 km" : ""}): ${f.planMs} ms, ${f.jobsPlanned} jobs planned, ${f.batches} batches (${f.ordersBatched} orders, ${f.kmSavedByBatching} km saved), ${f.pickupKm} km to pickup`);
  }
  log("target: each plan under 1,000 ms");
  return figures;
}

// Courier dispatch (issue 18): a simulated city day. A seeded generator makes one day of orders (10:00–22:00, lunch
// and dinner peaks, 40 restaurants around 5 busy streets of a 12 × 12 km city) and couriers (day, evening and peak
// shifts; bikes, e-bikes, scooters, cars at the published city speeds). The same day runs twice:
//   platform   the server's own code: bids from idle couriers in range awarded by the published score (scoreBid),
//              then automatic assignment with batching (planDispatch: rectangular solver + 2–3 order batches)
//   greedy     nearest-idle-courier baseline: jobs in publication order, each to the nearest idle courier in range
// and shows each order the ETA range of the server's ETA function at order time (ordering/eta.ts estimateEta).
// Figures (no assertions): share of deliveries whose actual time fell inside that range (target ≥ 80 %, ranges ≤ 15
// min wide), click-to-door p50/p90, courier utilisation (busy / on-shift minutes), batches, km ridden.
// BENCH_CITY_SEED picks another day.
import { serverExport } from "./lib/record-sql.mjs";
import { rng } from "./lib/rng.mjs";

export const title = "Courier city day — platform dispatch (score + batching) vs nearest-idle greedy, ETA ranges";

const ORIGIN = { lat: 40.7, lng: -74.02 };
const KM_LAT = 1 / 111.195;
const KM_LNG = 1 / (111.195 * Math.cos((40.76 * Math.PI) / 180));
const at = (x, y) => ({ lat: ORIGIN.lat + y * KM_LAT, lng: ORIGIN.lng + x * KM_LNG });
const clamp = (v) => Math.min(12, Math.max(0, v));
const DAY_START = Date.UTC(2026, 10, 27, 15, 0); // 10:00 in New York
const MIN = 60_000;
const SPEED = { bike: 14, "e-bike": 18, scooter: 22, car: 20 }; // contracts/courier-eta.ts COURIER_SPEED_KMH
const ROUTE_FACTOR = 1.3;
const PICKUP_HANDOVER = 2; // minutes at the counter once the courier is there and the food is ready
const DOOR = 2; // minutes at the door

/** One seeded day: restaurants, orders (with their own noise), couriers (with shifts). */
export function makeDay(seed) {
  const next = rng(seed);
  const hubs = Array.from({ length: 5 }, () => ({ x: 2 + next() * 8, y: 2 + next() * 8 }));
  const restaurants = Array.from({ length: 40 }, (_, i) => {
    const h = hubs[i % hubs.length];
    return { id: `r${i}`, pos: at(clamp(h.x + (next() - 0.5) * 3), clamp(h.y + (next() - 0.5) * 3)), prep: 10 + Math.round(next() * 15) };
  });
  // Orders per minute: 0.8 all day, 3 at lunch (11:30–14:00), 3.5 at dinner (18:00–21:00).
  const rate = (m) => (m >= 90 && m < 240 ? 3 : m >= 480 && m < 660 ? 3.5 : 0.8);
  const orders = [];
  for (let m = 0; m < 720; m++) {
    // Poisson by inversion.
    let n = 0;
    let p = Math.exp(-rate(m));
    let c = p;
    const u = next();
    while (u > c) {
      n++;
      p *= rate(m) / n;
      c += p;
    }
    for (let k = 0; k < n; k++) {
      const r = restaurants[Math.floor(next() * restaurants.length)];
      const km = 0.5 + 3.5 * Math.sqrt(next()) * next();
      const angle = next() * 2 * Math.PI;
      const rx = (r.pos.lng - ORIGIN.lng) / KM_LNG;
      const ry = (r.pos.lat - ORIGIN.lat) / KM_LAT;
      orders.push({
        id: `o${orders.length}`,
        restaurant: r,
        placedAt: DAY_START + (m + next()) * MIN,
        dropoff: at(clamp(rx + Math.cos(angle) * km), clamp(ry + Math.sin(angle) * km)),
        cookNoise: 0.8 + 0.45 * next(),
        queueNoise: 0.5 + next(),
        legNoise: [0.85 + 0.4 * next(), 0.85 + 0.4 * next()], // to the restaurant, to the door
        tipCents: next() < 0.6 ? 100 + Math.round(next() * 400) : 0,
        bidDraw: next(),
      });
    }
  }
  const vehicles = ["e-bike", "e-bike", "e-bike", "e-bike", "bike", "bike", "bike", "scooter", "scooter", "car"];
  const shift = (from, to) => ({ from: DAY_START + from * MIN, to: DAY_START + to * MIN });
  const shifts = [
    ...Array.from({ length: 50 }, () => [shift(0, 360)]),
    ...Array.from({ length: 60 }, () => [shift(360, 720)]),
    ...Array.from({ length: 40 }, () => [shift(80, 250), shift(470, 670)]),
  ];
  const couriers = shifts.map((s, i) => {
    const h = hubs[i % hubs.length];
    return { id: `c${i}`, vehicle: vehicles[Math.floor(next() * vehicles.length)], start: at(clamp(h.x + (next() - 0.5) * 6), clamp(h.y + (next() - 0.5) * 6)), shifts: s, bidProbability: 0.2 + 0.4 * next() };
  });
  return { orders, couriers };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

/** Runs the day with one dispatch policy; returns per-order outcomes and per-courier work. */
export function simulate(day, policy, lib) {
  const { haversineKm, estimateEta, feeBand, scoreBid, pickupMinutes, planDispatch, expectedRideMinutes, DISPATCH_RANGE_KM } = lib;
  const couriers = day.couriers.map((c) => ({ ...c, pos: c.start, freeAt: 0, busyMin: 0, deliveries: 0, onTime: 0, today: 0, lastEnd: 0 }));
  const onShift = (c, t) => c.shifts.some((s) => t >= s.from && t < s.to);
  const idle = (t) => couriers.filter((c) => onShift(c, t) && c.freeAt <= t);
  const kitchen = new Map(); // restaurant id → ready times of its orders
  const out = new Map();
  const waiting = [];
  const travelMin = (c, from, to, noise) => ((haversineKm(from, to) * ROUTE_FACTOR) / SPEED[c.vehicle]) * 60 * noise;

  function ride(c, jobs, stops, t) {
    const byId = new Map(jobs.map((j) => [j.o.id, j]));
    let time = t;
    let pos = c.pos;
    for (const s of stops) {
      const j = byId.get(s.jobId);
      const to = s.kind === "pickup" ? j.o.restaurant.pos : j.o.dropoff;
      time += travelMin(c, pos, to, j.o.legNoise[s.kind === "pickup" ? 0 : 1]) * MIN;
      pos = to;
      if (s.kind === "pickup") time = Math.max(time, j.readyAt) + PICKUP_HANDOVER * MIN;
      else {
        time += DOOR * MIN;
        const r = out.get(j.o.id);
        r.deliveredAt = time;
        r.courier = c.id;
        c.deliveries++;
        if (time <= r.eta.latest.getTime()) c.onTime++;
      }
    }
    c.busyMin += (time - t) / MIN;
    c.freeAt = time;
    c.lastEnd = Math.max(c.lastEnd, time);
    c.pos = pos;
    c.today++;
  }

  const orders = [...day.orders].sort((a, b) => a.placedAt - b.placedAt);
  let next = 0;
  const end = DAY_START + 15 * 60 * MIN;
  for (let t = DAY_START; t < end && (next < orders.length || waiting.length || [...out.values()].some((r) => !r.deliveredAt)); t += 0.5 * MIN) {
    // Orders placed in this half minute: the ETA range shown at order time, the kitchen, the job (accepted a minute later).
    while (next < orders.length && orders[next].placedAt < t + 0.5 * MIN) {
      const o = orders[next++];
      const ready = (kitchen.get(o.restaurant.id) ?? []).filter((r) => r > o.placedAt);
      const distanceKm = Math.round(haversineKm(o.restaurant.pos, o.dropoff) * 10) / 10;
      const eta = estimateEta({ now: new Date(o.placedAt), slotStart: new Date(o.placedAt), prepMinutes: o.restaurant.prep, ordersAhead: ready.length, fulfilment: "delivery", distanceKm });
      const readyAt = o.placedAt + (o.restaurant.prep * o.cookNoise + 1.5 * ready.length * o.queueNoise) * MIN;
      kitchen.set(o.restaurant.id, [...ready, readyAt]);
      const band = feeBand({ distanceKm, expectedMinutes: expectedRideMinutes(distanceKm), night: false, rain: false, peak: false });
      out.set(o.id, { placedAt: o.placedAt, eta, deliveredAt: null, batched: false });
      waiting.push({ o, readyAt, band, closesAt: o.placedAt + 1.5 * MIN, bids: null });
    }
    const due = waiting.filter((j) => j.closesAt <= t);
    if (due.length === 0) continue;
    if (policy === "greedy") {
      for (const j of due) {
        const free = idle(t).map((c) => ({ c, km: haversineKm(c.pos, j.o.restaurant.pos) })).filter((x) => x.km <= DISPATCH_RANGE_KM).sort((a, b) => a.km - b.km)[0];
        if (!free) continue;
        ride(free.c, [j], [{ jobId: j.o.id, kind: "pickup" }, { jobId: j.o.id, kind: "dropoff" }], t);
        waiting.splice(waiting.indexOf(j), 1);
      }
      continue;
    }
    // Platform: each closing window awards by score among the idle couriers in range who bid (drawn once per job).
    for (const j of due.filter((x) => x.bids === null)) {
      j.bids = idle(t)
        .map((c) => ({ c, km: haversineKm(c.pos, j.o.restaurant.pos) }))
        .filter((x) => x.km <= DISPATCH_RANGE_KM && rng(Math.floor(j.o.bidDraw * 1e9) ^ Number(x.c.id.slice(1)))() < x.c.bidProbability)
        .map((x) => ({ ...x, amount: j.band.floorCents + Math.round((((j.o.bidDraw * 7 + x.km) % 1) * (j.band.capCents - j.band.floorCents)) / 5) * 5 }));
      const scored = j.bids
        .map((b) => ({ ...b, score: scoreBid({ bidCents: b.amount, band: j.band, pickupMinutes: pickupMinutes(b.km), onTime: b.c.onTime, deliveries: b.c.deliveries, deliveriesToday: b.c.today }).total }))
        .sort((a, b) => b.score - a.score || a.amount - b.amount);
      const winner = scored.find((b) => b.c.freeAt <= t);
      if (winner) {
        ride(winner.c, [j], [{ jobId: j.o.id, kind: "pickup" }, { jobId: j.o.id, kind: "dropoff" }], t);
        waiting.splice(waiting.indexOf(j), 1);
      }
    }
    // No bids (or no bidder free): automatic assignment over every waiting job, with batching.
    const pool = waiting.filter((x) => x.closesAt <= t);
    const free = idle(t);
    if (pool.length === 0 || free.length === 0) continue;
    const byId = new Map(pool.map((j) => [j.o.id, j]));
    const plan = planDispatch(
      free.map((c) => ({ id: c.id, ...c.pos })),
      pool.map((j) => ({ id: j.o.id, pickup: j.o.restaurant.pos, dropoff: j.o.dropoff, dueBy: out.get(j.o.id).eta.latest.getTime() })),
      new Set(),
      t,
    );
    const courierById = new Map(free.map((c) => [c.id, c]));
    for (const u of plan) {
      const jobs = u.jobIds.map((id) => byId.get(id));
      const stops = u.batch ? u.batch.stops : [{ jobId: jobs[0].o.id, kind: "pickup" }, { jobId: jobs[0].o.id, kind: "dropoff" }];
      if (u.batch) for (const j of jobs) out.get(j.o.id).batched = true;
      ride(courierById.get(u.courierId), jobs, stops, t);
      for (const j of jobs) waiting.splice(waiting.indexOf(j), 1);
    }
  }

  const rows = [...out.values()];
  const done = rows.filter((r) => r.deliveredAt);
  const inside = done.filter((r) => r.deliveredAt >= r.eta.earliest.getTime() && r.deliveredAt <= r.eta.latest.getTime()).length;
  const early = done.filter((r) => r.deliveredAt < r.eta.earliest.getTime()).length;
  const widths = rows.map((r) => (r.eta.latest - r.eta.earliest) / MIN).sort((a, b) => a - b);
  const c2d = done.map((r) => (r.deliveredAt - r.placedAt) / MIN).sort((a, b) => a - b);
  const onShiftMin = couriers.reduce((s, c) => s + c.shifts.reduce((x, sh) => x + (sh.to - sh.from) / MIN, 0) + Math.max(0, (c.lastEnd - c.shifts.at(-1).to) / MIN), 0);
  const busy = couriers.reduce((s, c) => s + c.busyMin, 0);
  return {
    orders: rows.length,
    delivered: done.length,
    insideEta: Number((inside / done.length).toFixed(3)),
    early: Number((early / done.length).toFixed(3)),
    late: Number(((done.length - inside - early) / done.length).toFixed(3)),
    widthP50: percentile(widths, 0.5),
    widthMax: widths.at(-1),
    widerThan15: Number((widths.filter((w) => w > 15).length / widths.length).toFixed(3)),
    clickToDoorP50: Number(percentile(c2d, 0.5).toFixed(1)),
    clickToDoorP90: Number(percentile(c2d, 0.9).toFixed(1)),
    utilisation: Number((busy / onShiftMin).toFixed(3)),
    batchedOrders: rows.filter((r) => r.batched).length,
  };
}

export default async function run({ log }) {
  const [planDispatch, estimateEta, rules] = await Promise.all([
    serverExport("./server/src/modules/couriers/dispatch/dispatch-plan.ts", "planDispatch"),
    serverExport("./server/src/modules/ordering/eta.ts", "estimateEta"),
    serverExport("./contracts/src/dispatch-rules.ts", "feeBand").then(async (feeBand) => ({
      feeBand,
      scoreBid: await serverExport("./contracts/src/dispatch-rules.ts", "scoreBid"),
      pickupMinutes: await serverExport("./contracts/src/dispatch-rules.ts", "pickupMinutes"),
      haversineKm: await serverExport("./contracts/src/dispatch-rules.ts", "haversineKm"),
      expectedRideMinutes: await serverExport("./contracts/src/dispatch-rules.ts", "expectedRideMinutes"),
      DISPATCH_RANGE_KM: await serverExport("./contracts/src/dispatch-rules.ts", "DISPATCH_RANGE_KM"),
    })),
  ]);
  const lib = { planDispatch, estimateEta, ...rules };
  const seed = Number(process.env.BENCH_CITY_SEED ?? 18);
  const day = makeDay(seed);
  log(`seed ${seed}: ${day.orders.length} orders, ${day.couriers.length} couriers (50 day, 60 evening, 40 on both peaks)`);
  const figures = { seed, orders: day.orders.length, couriers: day.couriers.length };
  for (const policy of ["platform", "greedy"]) {
    const t0 = performance.now();
    const f = simulate(day, policy, lib);
    f.simulationMs = Math.round(performance.now() - t0);
    figures[policy] = f;
    log(
      `${policy.padEnd(8)} inside ETA ${(f.insideEta * 100).toFixed(1)} % (early ${(f.early * 100).toFixed(1)} %, late ${(f.late * 100).toFixed(1)} %), range width p50 ${f.widthP50} min / max ${f.widthMax} min (${(f.widerThan15 * 100).toFixed(1)} % > 15), ` +
        `click-to-door p50 ${f.clickToDoorP50} min / p90 ${f.clickToDoorP90} min, utilisation ${(f.utilisation * 100).toFixed(1)} %, ${f.batchedOrders} orders batched, ${f.delivered}/${f.orders} delivered`,
    );
  }
  log("targets: ≥ 80 % inside the ETA range shown at order time, ranges ≤ 15 min wide; click-to-door better than greedy");
  return figures;
}

// (c) POST /api/orders under an OPEN-MODEL load: orders arrive at a fixed rate (default 50 orders/s for 20 s)
// whatever the server answers, as customers do — a slow server does not slow the arrivals down, unlike
// autocannon's closed loop of connections. Each order has its own Idempotency-Key and one of a few
// reusable sandbox card tokens. Latency is measured from each order's SCHEDULED send time, so a client that
// falls behind its schedule counts against the figure rather than hiding it (no coordinated omission).
// Our built server runs as a separate process.
//
// Runs, each on a fresh database:
//   Postgres, one kitchen    every order to the flagship (the demo owner's restaurant) — the worst case: a
//                            kitchen's ASAP checkouts queue on its slot's row (the guarded upsert holds that
//                            row's lock until the order's transaction commits)
//   Postgres, all kitchens   orders round-robin over every seeded restaurant (one of them Danish, so both
//                            payment providers take payments) — the target's case: 50 orders/s across a city
//   PGlite, all kitchens     the same on the embedded database (one connection: every transaction queues)
// Before a run each kitchen is raised to 200 orders per 15-minute slot (the most allowed: the owner for the
// flagship, the demo CEO for the others); ASAP orders then fill a slot and move on to the next, so none is
// refused for capacity (1000 orders into one kitchen spread over ~6 slots).
//
// env: BENCH_ORDER_RATE (orders/s, default 50), BENCH_ORDER_DURATION (s, default 20),
//      BENCH_ORDER_WARMUP (s at the same rate before measuring, default 2), BENCH_ORDER_TIMEOUT_MS (default 30000),
//      BENCH_ORDER_RUNS (comma-separated subset of pg-one,pg-all,pglite; default all three)
import { randomUUID } from "node:crypto";
import {
  demoLogin,
  fmt,
  freePort,
  getJson,
  processCpuMs,
  spawnOurServer,
  table,
  tempDir,
  vacuumAnalyze,
  waitHealthy,
  withPostgresDatabase,
} from "./lib/harness.mjs";
import { openLoad, percentile } from "./lib/open-load.mjs";

export const title = "POST /api/orders under an open-model load (fixed arrival rate) — Postgres and PGlite";

const TARGET_RATE = 50;
const TARGET_P99_MS = 150;
const TARGET_LINE = `Postgres target: p99 < ${TARGET_P99_MS} ms at ${TARGET_RATE} orders/s, no errors`;
const SLOT_CAPACITY = 200;
const TOKENS = 8;
const RUNS = [
  { key: "pg-one", label: "Postgres, one kitchen", db: "postgres", kitchens: "one" },
  { key: "pg-all", label: "Postgres, all kitchens", db: "postgres", kitchens: "all" },
  { key: "pglite", label: "PGlite, all kitchens", db: "pglite", kitchens: "all" },
];

export default async function run({ log }) {
  const rate = Number(process.env.BENCH_ORDER_RATE ?? TARGET_RATE);
  const duration = Number(process.env.BENCH_ORDER_DURATION ?? 20);
  const warmupSeconds = Number(process.env.BENCH_ORDER_WARMUP ?? 2);
  const timeoutMs = Number(process.env.BENCH_ORDER_TIMEOUT_MS ?? 30_000);
  if (!(rate > 0) || !(duration > 0) || !(warmupSeconds >= 0)) throw new Error("BENCH_ORDER_RATE and BENCH_ORDER_DURATION must be > 0, BENCH_ORDER_WARMUP ≥ 0");
  const opts = { rate, duration, warmupSeconds, timeoutMs };
  log(
    `open model: ${rate} orders/s for ${duration} s (${Math.round(rate * duration)} orders) after ${warmupSeconds} s of warm-up at the same rate; ` +
      `latency from each order's scheduled send time; load generator in this process, server separate`,
  );
  const result = { ...opts };

  const wanted = (process.env.BENCH_ORDER_RUNS ?? RUNS.map((r) => r.key).join(",")).split(",").map((x) => x.trim());
  const runs = RUNS.filter((r) => wanted.includes(r.key));
  if (runs.length === 0) throw new Error(`BENCH_ORDER_RUNS: none of ${wanted.join(",")} is one of ${RUNS.map((r) => r.key).join(",")}`);
  result.runs = {};
  for (const r of runs) {
    if (r.db === "postgres") {
      result.runs[r.key] = await withPostgresDatabase(log, (url) =>
        measure({ log, label: r.label, kitchens: r.kitchens, ours: { databaseUrl: url }, opts, beforeMeasure: () => vacuumAnalyze(url) }),
      );
      continue;
    }
    const data = tempDir("bench-orders-pglite-");
    try {
      result.runs[r.key] = await measure({ log, label: r.label, kitchens: r.kitchens, ours: { dataDir: data.dir }, opts });
    } catch (e) {
      log(`${r.label} crashed: ${e.stack ?? e}`);
      result.runs[r.key] = { error: String(e.stack ?? e) };
    } finally {
      data.remove();
    }
  }

  const rows = [["", "orders sent", "completed (201)", "errors (non-201)", "p50", "p99", "max", "sent/s", "kitchen slots used", "server CPU/order"]];
  const labelled = runs.map((r) => [r.label, result.runs[r.key]]);
  for (const [label, r] of labelled) {
    if (r.skipped || r.error) {
      rows.push([label, r.skipped ? "skipped" : "crashed", "", "", "", "", "", "", "", ""]);
      continue;
    }
    rows.push([
      label,
      fmt.int(r.sent),
      fmt.int(r.completed),
      fmt.int(r.errors),
      r.completed ? fmt.ms(r.p50) : "—",
      r.completed ? fmt.ms(r.p99) : "—",
      r.completed ? fmt.ms(r.max) : "—",
      r.sentPerSecond.toFixed(1),
      String(r.slotsUsed),
      r.serverCpuMsPerOrder != null ? fmt.ms(r.serverCpuMsPerOrder) : "—",
    ]);
  }
  log("");
  log(table(rows));
  for (const [label, r] of labelled) {
    if (r?.errors) log(`${label} errors by status: ${Object.entries(r.errorsByStatus).map(([s, n]) => `${s === "0" ? "no answer" : s} × ${n}`).join(", ")}; first: ${r.firstError}`);
    if (r?.maxSchedulerLagMs > 20) log(`${label}: the load generator fell up to ${fmt.ms(r.maxSchedulerLagMs)} behind its schedule (counted in the latencies)`);
  }
  log("");
  log(TARGET_LINE);
  for (const r of runs.filter((x) => x.db === "postgres")) {
    const f = result.runs[r.key];
    if (f?.completed == null) continue;
    const met = rate >= TARGET_RATE && f.errors === 0 && f.p99 < TARGET_P99_MS;
    const why = rate < TARGET_RATE ? ` (ran at ${rate} orders/s, below the target's rate)` : "";
    log(`${r.label}: p99 ${f.p99 == null ? "—" : fmt.ms(f.p99)} at ${rate} orders/s, ${f.errors} error(s) — target ${met ? "met" : "NOT met"}${why}`);
    result.targets ??= {};
    result.targets[r.key] = { targetP99Ms: TARGET_P99_MS, rate, p99: f.p99, errors: f.errors, met };
  }
  const crashed = Object.values(result.runs).filter((r) => r?.error);
  if (crashed.length) throw new Error(`order-placement: ${crashed.length} run(s) crashed (figures above are partial)`);
  return result;
}

async function measure({ log, label, kitchens: which, ours, opts, beforeMeasure }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  log(`${label}: starting our server (seeds the database)…`);
  const proc = spawnOurServer({ port, ...ours });
  try {
    await waitHealthy(proc, port);

    // The owner opens up the flagship's kitchen to 200 orders per slot; the demo CEO the other kitchens.
    const owner = await demoLogin(port, "restaurant_owner");
    const flagship = await send(`${base}/api/restaurant/settings`, { method: "PATCH", cookie: owner, body: { slotCapacity: SLOT_CAPACITY } }, 200);
    let kitchens = [flagship];
    if (which === "all") {
      const ceo = await demoLogin(port, "ceo");
      const others = (await getJson(`${base}/api/restaurants`)).filter((r) => r.id !== flagship.id && r.isOpen);
      for (const r of others) {
        kitchens.push(await send(`${base}/api/restaurant/settings?restaurantId=${r.id}`, { method: "PATCH", cookie: ceo, body: { slotCapacity: SLOT_CAPACITY } }, 200));
      }
    }
    if (kitchens.some((k) => k.slotCapacity !== SLOT_CAPACITY)) throw new Error(`${label}: slotCapacity not raised: ${JSON.stringify(kitchens)}`);

    log(`${label}: ${kitchens.length} kitchen(s) at ${SLOT_CAPACITY} orders per slot`);
    const customer = await demoLogin(port, "customer");
    const carts = [];
    for (const k of kitchens) {
      const dishes = (await getJson(`${base}/api/restaurants/${k.id}/menu`)).items.filter((i) => i.available);
      if (dishes.length < 2) throw new Error(`${label}: ${k.name} has fewer than 2 available dishes`);
      // Delivery about 0.6 km from the kitchen (first band); the address's country routes the payment.
      const address = { line1: "1 Benchmark Street", city: k.city, country: k.country, lat: k.lat + 0.005, lng: k.lng };
      carts.push({ restaurantId: k.id, dishes, address });
    }
    const tokens = [];
    for (let i = 0; i < TOKENS; i++) {
      const t = await send(
        `${base}/api/payments/sandbox/tokens`,
        { method: "POST", cookie: customer, body: { cardNumber: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: "123" } },
        [200, 201],
      );
      tokens.push(t.token);
    }

    const orderBody = (i) => {
      const { restaurantId, dishes, address } = carts[i % carts.length];
      const j = Math.floor(i / carts.length);
      return {
        restaurantId,
        items: [
          { menuItemId: dishes[j % dishes.length].id, quantity: 1 + (j % 3) },
          { menuItemId: dishes[(j + 1) % dishes.length].id, quantity: 1 },
        ],
        fulfilment: "delivery",
        address,
        tipCents: (i % 5) * 100,
        paymentToken: tokens[i % tokens.length],
      };
    };
    const fire = async (i, due) => {
      try {
        const res = await fetch(`${base}/api/orders`, {
          method: "POST",
          headers: { cookie: customer, "content-type": "application/json", "idempotency-key": randomUUID() },
          body: JSON.stringify(orderBody(i)),
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
        const text = await res.text();
        const ms = performance.now() - due;
        if (res.status !== 201) return { status: res.status, ms, detail: text.slice(0, 300) };
        const order = JSON.parse(text);
        return { status: 201, ms, slot: `${order.restaurant.id} ${order.slotStart}` };
      } catch (e) {
        return { status: 0, ms: performance.now() - due, detail: `${e.name}: ${e.message}` };
      }
    };

    // One order first: a wrong answer stops the bench here instead of being counted 1000 times as an error.
    const first = await fire(0, performance.now());
    if (first.status !== 201) throw new Error(`${label}: the first order was answered ${first.status}: ${first.detail}`);

    await beforeMeasure?.();
    if (opts.warmupSeconds > 0) {
      log(`${label}: warm-up, ${opts.warmupSeconds} s at ${opts.rate} orders/s…`);
      await openLoad({ rate: opts.rate, seconds: opts.warmupSeconds, fire: (i, due) => fire(1_000_000 + i, due) });
    }
    log(`${label}: measuring, ${opts.duration} s at ${opts.rate} orders/s…`);
    const cpu0 = processCpuMs(proc.child.pid);
    const run = await openLoad({ rate: opts.rate, seconds: opts.duration, fire });
    const cpu1 = processCpuMs(proc.child.pid);

    const ok = run.results.filter((r) => r.status === 201);
    const failed = run.results.filter((r) => r.status !== 201);
    const lat = ok.map((r) => r.ms).sort((a, b) => a - b);
    const errorsByStatus = {};
    for (const f of failed) errorsByStatus[f.status] = (errorsByStatus[f.status] ?? 0) + 1;
    const figures = {
      sent: run.results.length,
      completed: ok.length,
      errors: failed.length,
      errorsByStatus,
      firstError: failed[0] ? `${failed[0].status} ${failed[0].detail}` : null,
      p50: percentile(lat, 0.5),
      p99: percentile(lat, 0.99),
      max: lat.at(-1) ?? null,
      mean: lat.length ? lat.reduce((s, x) => s + x, 0) / lat.length : null,
      sentPerSecond: run.results.length / (run.sendMs / 1000),
      maxSchedulerLagMs: run.maxLagMs,
      kitchens: kitchens.length,
      slotsUsed: new Set(ok.map((r) => r.slot)).size,
    };
    if (cpu0 !== null && cpu1 !== null && ok.length) figures.serverCpuMsPerOrder = (cpu1 - cpu0) / run.results.length;
    return figures;
  } finally {
    const s = await proc.stop();
    if (s.code !== 0) log(`${label}: warning: our server exited ${s.code ?? s.signal} on SIGTERM`);
  }
}

async function send(url, { method, cookie, body }, expected) {
  const res = await fetch(url, {
    method,
    headers: { ...(cookie ? { cookie } : {}), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ok = Array.isArray(expected) ? expected.includes(res.status) : res.status === expected;
  if (!ok) throw new Error(`${method} ${url} → ${res.status}: ${text}`);
  return JSON.parse(text);
}

// (e) Live order streams at scale, on Postgres: 300 SSE streams on one order of the demo customer (50 demo
// sessions × 6 streams, the most one session may hold per process), our built server in its own process.
//
// (a) Reads per status change. The database counts them: the throwaway cluster runs with pg_stat_statements,
//     which is reset right before one transition; once every stream has received the new status (plus a short
//     grace), the executions of the order-view select (`selectOrderViews … where o.id = $1`, what loadOrderView
//     runs; its payments and voucher reads follow it) are read back. The transition answers with the order, so
//     it reads it once itself: a transition on an order nobody streams is the baseline, and the live streams'
//     share is the difference. Only this database's statements count (the bench's own queries are excluded by
//     their text). Target: 1 per status change, however many streams.
//     The sessions' re-check is counted the same way while the streams sit idle (statements per second).
// (b) An unrelated read under a fixed request rate: GET /api/restaurants/:id/menu (the flagship's public menu)
//     at BENCH_STREAMS_RATE requests/s (open model: latency from each request's scheduled send time), with no
//     stream open vs with the 300 streams open, while the order changes every second in both runs (a 1-cent
//     refund by the restaurant: it publishes the same `status` event as a transition, and unlike a transition it
//     can repeat). Rounds alternate none/streams; figures are medians. Target: p99 with streams within 20 % of
//     p99 without. The server's CPU over each run is given too: on a busy machine it is the steadier figure.
//
// env: BENCH_STREAMS (default 300), BENCH_STREAMS_RATE (req/s, default 50), BENCH_STREAMS_DURATION (s, default 20),
//      BENCH_STREAMS_WARMUP (s, default 3), BENCH_STREAMS_ROUNDS (default 2). Always a throwaway cluster (it needs
//      pg_stat_statements preloaded), never DATABASE_URL_FOR_BENCH.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { PostgresNotFoundError, startCluster } from "../scripts/lib/postgres-cluster.mjs";
import { demoLogin, fmt, freePort, getJson, median, processCpuMs, sleep, spawnOurServer, table, vacuumAnalyze, waitHealthy } from "./lib/harness.mjs";
import { openLoad, percentile } from "./lib/open-load.mjs";
import { openSseStream } from "./lib/sse-reader.mjs";

export const title = "300 live order streams: reads per status change, and an unrelated read's p99 with and without them";

const PER_SESSION = 6;
const TARGET_P99_RATIO = 1.2;
/** pg_stat_statements' normalised text of the order-view select by id (ordering.repository.ts selectOrderViews). */
const ORDER_VIEW_READ = `query like '%from order_events e where e.order_id = o.id%' and query like '%where o.id = $%'`;
const SESSION_RECHECK = `query like '%from sessions s join users u on u.id = s.user_id%' and query like '%s.id in (%'`;

export default async function run({ log }) {
  const settings = {
    streams: Number(process.env.BENCH_STREAMS ?? 300),
    rate: Number(process.env.BENCH_STREAMS_RATE ?? 50),
    duration: Number(process.env.BENCH_STREAMS_DURATION ?? 20),
    warmupSeconds: Number(process.env.BENCH_STREAMS_WARMUP ?? 3),
    rounds: Number(process.env.BENCH_STREAMS_ROUNDS ?? 2),
  };
  log(
    `${settings.streams} streams (${Math.ceil(settings.streams / PER_SESSION)} sessions × ≤ ${PER_SESSION}); menu at ${settings.rate} req/s for ` +
      `${settings.duration} s (after ${settings.warmupSeconds} s warm-up), ${settings.rounds} round(s) none/streams; an order event every second`,
  );
  let cluster;
  try {
    cluster = await startCluster({ settings: { shared_preload_libraries: "pg_stat_statements", "pg_stat_statements.max": "5000" } });
  } catch (e) {
    if (e instanceof PostgresNotFoundError) {
      log("Postgres binaries not found; skipping");
      return { skipped: e.message };
    }
    throw e;
  }
  try {
    const name = `tavola_bench_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = `/${name}`;
    return { ...settings, ...(await measure({ log, databaseUrl: url.toString(), settings })) };
  } finally {
    await cluster.stop();
  }
}

async function measure({ log, databaseUrl, settings }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  log("starting our server (seeds the database)…");
  const proc = spawnOurServer({ port, databaseUrl });
  const stats = new pg.Client({ connectionString: databaseUrl });
  const streams = [];
  try {
    await waitHealthy(proc, port);
    await stats.connect();
    await stats.query("create extension if not exists pg_stat_statements");

    const owner = await demoLogin(port, "restaurant_owner");
    const [flagship] = await getJson(`${base}/api/restaurants`);
    const menuPath = `/api/restaurants/${flagship.id}/menu`;
    const sessions = [];
    for (let i = 0; i < Math.ceil(settings.streams / PER_SESSION); i++) sessions.push(await demoLogin(port, "customer"));
    const customer = sessions[0];
    const watched = await placeOrder(base, customer, flagship.id);
    const unwatched = await placeOrder(base, customer, flagship.id);

    // --- (a) reads per status change ---
    const countReads = async (fn) => {
      await stats.query("select pg_stat_statements_reset()");
      await fn();
      await sleep(300);
      const { rows } = await stats.query(
        `select coalesce(sum(calls), 0)::int as n from pg_stat_statements
         where dbid = (select oid from pg_database where datname = current_database()) and ${ORDER_VIEW_READ}`,
      );
      return rows[0].n;
    };
    const baseline = await countReads(() => send(base, "POST", `/api/restaurant/orders/${unwatched.id}/transition`, owner, { to: "accepted" }));
    log(`opening ${settings.streams} streams on order ${watched.reference}…`);
    for (let i = 0; i < settings.streams; i++) streams.push(await openStream(base, `/api/orders/${watched.id}/events`, sessions[Math.floor(i / PER_SESSION)]));
    await waitAll(streams, (s) => s.statuses.length > 0, "snapshot");
    const transitions = [];
    for (const to of ["accepted", "preparing", "ready", "picked_up"]) {
      const reads = await countReads(async () => {
        await send(base, "POST", `/api/restaurant/orders/${watched.id}/transition`, owner, { to });
        await waitAll(streams, (s) => s.statuses.at(-1) === to, to);
      });
      transitions.push({ to, reads, liveReads: reads - baseline });
    }
    const ended = streams.filter((s) => s.ended).length;
    if (ended) throw new Error(`${ended} stream(s) ended by the server during the transitions`);

    await stats.query("select pg_stat_statements_reset()");
    await sleep(10_000);
    const recheck = await stats.query(
      `select coalesce(sum(calls), 0)::int as n from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database()) and ${SESSION_RECHECK}`,
    );
    const recheckPerSecond = recheck.rows[0].n / 10;

    const rows = [["status change", "order-view reads", "of which live streams", "target"]];
    rows.push([`accepted, no stream open (baseline)`, String(baseline), "0", "—"]);
    for (const t of transitions) rows.push([`${t.to}, ${settings.streams} streams`, String(t.reads), String(t.liveReads), "1"]);
    log("");
    log(table(rows));
    log(`session re-check with ${settings.streams} streams open: ${recheckPerSecond.toFixed(1)} statement(s)/s (one batched read per sweep)`);
    const worst = Math.max(...transitions.map((t) => t.liveReads));
    log(`reads per status change: ${worst} for ${settings.streams} streams (target 1: ${worst <= 1 ? "met" : "NOT met"})`);

    // --- (b) an unrelated read's latency, without and with the streams ---
    for (const s of streams.splice(0)) s.close();
    await sleep(500);
    await vacuumAnalyze(databaseUrl);
    let refunds = 0;
    const ticker = setInterval(() => {
      refunds++;
      send(base, "POST", `/api/restaurant/orders/${watched.id}/refund`, owner, { amountCents: 1, reason: "bench event" }).catch((e) => log(`refund failed: ${e.message}`));
    }, 1000);
    const runs = { none: [], streams: [] };
    try {
      const menuLoad = async (seconds) => {
        const fire = async (_i, due) => {
          try {
            const res = await fetch(`${base}${menuPath}`, { signal: AbortSignal.timeout(30_000) });
            await res.arrayBuffer();
            return { ok: res.status === 200, ms: performance.now() - due };
          } catch {
            return { ok: false, ms: performance.now() - due };
          }
        };
        const r = await openLoad({ rate: settings.rate, seconds, fire });
        const lat = r.results.filter((x) => x.ok).map((x) => x.ms).sort((a, b) => a - b);
        return { sent: r.results.length, errors: r.results.filter((x) => !x.ok).length, p50: percentile(lat, 0.5), p99: percentile(lat, 0.99), max: lat.at(-1), maxLagMs: r.maxLagMs };
      };
      for (let round = 0; round < settings.rounds; round++) {
        for (const kind of ["none", "streams"]) {
          if (kind === "streams") {
            for (let i = 0; i < settings.streams; i++) streams.push(await openStream(base, `/api/orders/${watched.id}/events`, sessions[Math.floor(i / PER_SESSION)]));
            await waitAll(streams, (s) => s.statuses.length > 0, "snapshot");
          }
          const heard0 = streams.reduce((n, s) => n + s.statuses.length, 0);
          if (settings.warmupSeconds > 0) await menuLoad(settings.warmupSeconds);
          const cpu0 = processCpuMs(proc.child.pid);
          const t0 = performance.now();
          const figures = await menuLoad(settings.duration);
          const cpu1 = processCpuMs(proc.child.pid);
          // The server's CPU share over the measured run (100 % = one core): less noisy than a p99 on a busy box.
          if (cpu0 !== null && cpu1 !== null) figures.serverCpu = (cpu1 - cpu0) / (performance.now() - t0);
          figures.eventsDelivered = streams.reduce((n, s) => n + s.statuses.length, 0) - heard0;
          figures.streamsEnded = streams.filter((s) => s.ended).length;
          runs[kind].push(figures);
          log(
            `round ${round + 1}, ${kind === "none" ? "no stream" : `${settings.streams} streams`}: menu p50 ${fmt.ms(figures.p50)}, p99 ${fmt.ms(figures.p99)}, ` +
              `max ${fmt.ms(figures.max)}, ${figures.errors} error(s)${figures.serverCpu != null ? `, server CPU ${fmt.pct(figures.serverCpu)} of a core` : ""}${kind === "streams" ? `, ${fmt.int(figures.eventsDelivered)} order events delivered to the streams` : ""}`,
          );
          for (const s of streams.splice(0)) s.close();
          await sleep(500);
        }
      }
    } finally {
      clearInterval(ticker);
    }
    const summary = (xs) => ({
      p50: median(xs.map((x) => x.p50)),
      p99: median(xs.map((x) => x.p99)),
      errors: xs.reduce((n, x) => n + x.errors, 0),
      ...(xs.every((x) => x.serverCpu != null) ? { serverCpu: median(xs.map((x) => x.serverCpu)) } : {}),
    });
    const none = summary(runs.none);
    const withStreams = summary(runs.streams);
    const ratio = withStreams.p99 / none.p99;
    log("");
    log(
      table([
        ["GET menu (open model)", "no stream", `${settings.streams} streams`, "streams/none", "target"],
        ["p50", fmt.ms(none.p50), fmt.ms(withStreams.p50), fmt.pct(withStreams.p50 / none.p50), "—"],
        ["p99", fmt.ms(none.p99), fmt.ms(withStreams.p99), fmt.pct(ratio), `≤ ${fmt.pct(TARGET_P99_RATIO)}`],
        ["errors", String(none.errors), String(withStreams.errors), "", "0"],
        ...(none.serverCpu != null && withStreams.serverCpu != null
          ? [["server CPU (of one core)", fmt.pct(none.serverCpu), fmt.pct(withStreams.serverCpu), fmt.pct(withStreams.serverCpu / none.serverCpu), "—"]]
          : []),
      ]),
    );
    log(`p99 with ${settings.streams} streams is ${fmt.pct(ratio)} of p99 without (target ≤ ${fmt.pct(TARGET_P99_RATIO)}: ${ratio <= TARGET_P99_RATIO ? "met" : "NOT met"}); ${refunds} order events published`);
    return {
      readsPerStatusChange: { baseline, transitions, target: 1, met: worst <= 1 },
      sessionRecheckStatementsPerSecond: recheckPerSecond,
      menu: { none, streams: withStreams, p99Ratio: ratio, target: TARGET_P99_RATIO, met: ratio <= TARGET_P99_RATIO, runs },
    };
  } finally {
    for (const s of streams) s.close();
    await stats.end().catch(() => {});
    const s = await proc.stop();
    if (s.code !== 0) log(`warning: our server exited ${s.code ?? s.signal} on SIGTERM`);
  }
}

/** A pickup order of the flagship's first available dish, paid with a sandbox card. */
async function placeOrder(base, cookie, restaurantId) {
  const menu = await getJson(`${base}/api/restaurants/${restaurantId}/menu`);
  const dish = menu.items.find((i) => i.available);
  const { token } = await send(base, "POST", "/api/payments/sandbox/tokens", cookie, {
    cardNumber: "4242 4242 4242 4242",
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
    cvc: "123",
  });
  return send(base, "POST", "/api/orders", cookie, { restaurantId, items: [{ menuItemId: dish.id, quantity: 3 }], fulfilment: "pickup", paymentToken: token }, {
    "idempotency-key": randomBytes(16).toString("hex"),
  });
}

async function send(base, method, path, cookie, body, headers = {}) {
  const res = await fetch(`${base}${path}`, { method, headers: { cookie, "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  if (res.status !== 200 && res.status !== 201) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
  return JSON.parse(text);
}

/** One order stream: the statuses of the `order` events it hears, in order, and whether it ended. */
async function openStream(base, path, cookie) {
  const s = { statuses: [], ended: false, close: () => {} };
  const stream = await openSseStream(
    base,
    path,
    cookie,
    (event, data) => {
      if (event === "order") s.statuses.push(data.order.status);
      else if (event === "end") s.ended = true;
    },
    () => (s.ended = true),
  );
  s.close = stream.close;
  return s;
}

async function waitAll(streams, pred, what, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!streams.every(pred)) {
    if (Date.now() > deadline) throw new Error(`${streams.filter((s) => !pred(s)).length} of ${streams.length} streams did not get ${what} in ${ms} ms`);
    await sleep(20);
  }
}

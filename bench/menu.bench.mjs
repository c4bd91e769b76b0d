// (d) Public GET /api/restaurants/:id/menu (the flagship: the restaurant and its whole menu): our server vs
// a bare node:http server running the same SQL (bench/bare-menu-server.mjs), each in its own process, on
// Postgres (throwaway cluster) and on PGlite. Same method as the recommended bench: autocannon, warm-up,
// interleaved rounds on Postgres; on PGlite (one process per data dir) ours, stop, then the baseline.
import { isDeepStrictEqual } from "node:util";
import path from "node:path";
import {
  ROOT,
  fmt,
  freePort,
  getJson,
  load,
  median,
  spawnNode,
  spawnOurServer,
  table,
  tempDir,
  vacuumAnalyze,
  waitHealthy,
  withPostgresDatabase,
} from "./lib/harness.mjs";

export const title = "Public GET /api/restaurants/:id/menu — ours vs bare node:http + same SQL";

const BARE = path.join(ROOT, "bench/bare-menu-server.mjs");
const TARGET_PG_RPS_RATIO = 0.6;

export default async function run({ log }) {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 3);
  const pgRounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const opts = { connections, duration };
  log(`autocannon (in this process; servers are separate processes): ${connections} connections, ${warmupSeconds} s warm-up, ${duration} s per measured run; figures are medians over rounds`);
  const result = { connections, duration, warmupSeconds, pgRounds };

  result.postgres = await withPostgresDatabase(log, (url) =>
    compare({
      log, label: "Postgres", ours: { databaseUrl: url }, bareEnv: { DATABASE_URL: url },
      opts, warmupSeconds, rounds: pgRounds, beforeMeasure: () => vacuumAnalyze(url),
    }),
  );

  const data = tempDir("bench-menu-pglite-");
  try {
    result.pglite = await compare({ log, label: "PGlite", ours: { dataDir: data.dir }, bareEnv: { DATA_DIR: data.dir }, opts, warmupSeconds, rounds: 1, sequential: true });
  } catch (e) {
    log(`PGlite comparison crashed: ${e.stack ?? e}`);
    result.pglite = { error: String(e.stack ?? e) };
  } finally {
    data.remove();
  }

  const rows = [["", "ours", "bare", "ours/bare", "target"]];
  for (const [label, r] of [["Postgres", result.postgres], ["PGlite", result.pglite]]) {
    if (r.skipped || r.error) {
      rows.push([`${label}`, r.skipped ? "skipped" : "crashed", "", "", ""]);
      continue;
    }
    rows.push([`${label} req/s`, fmt.int(r.ours.rps), fmt.int(r.bare.rps), fmt.pct(r.ratio.rps), label === "Postgres" ? `≥ ${fmt.pct(TARGET_PG_RPS_RATIO)}` : "—"]);
    rows.push([`${label} p99`, fmt.ms(r.ours.p99), fmt.ms(r.bare.p99), fmt.pct(r.ratio.p99), "—"]);
    rows.push([`${label} p50`, fmt.ms(r.ours.p50), fmt.ms(r.bare.p50), fmt.pct(r.ratio.p50), "—"]);
    const failed = (x) => (x.errors || x.timeouts ? `${fmt.int(x.errors)}/${fmt.int(x.timeouts)}` : "0");
    rows.push([`${label} errors/timeouts`, failed(r.ours), failed(r.bare), "", "—"]);
    if (r.ratio.serverCpuMsPerRequest) {
      rows.push([`${label} server CPU/req`, fmt.ms(r.ours.serverCpuMsPerRequest), fmt.ms(r.bare.serverCpuMsPerRequest), fmt.pct(r.ratio.serverCpuMsPerRequest), "—"]);
    }
  }
  log("");
  log(table(rows));
  if (result.postgres?.ratio) {
    const ok = result.postgres.ratio.rps >= TARGET_PG_RPS_RATIO;
    log(`\nPostgres: ours is ${fmt.pct(result.postgres.ratio.rps)} of bare req/s (target ≥ ${fmt.pct(TARGET_PG_RPS_RATIO)}: ${ok ? "met" : "NOT met"})`);
    result.targets = { postgresRpsRatio: { target: TARGET_PG_RPS_RATIO, actual: result.postgres.ratio.rps, met: ok } };
  }
  const crashed = [result.postgres, result.pglite].filter((r) => r?.error);
  if (crashed.length) throw new Error(`menu: ${crashed.length} comparison(s) crashed (figures above are partial)`);
  return result;
}

async function compare({ log, label, ours, bareEnv, opts, warmupSeconds, rounds, sequential = false, beforeMeasure }) {
  const oursPort = await freePort();
  log(`${label}: starting our server (seeds the database)…`);
  const oursProc = spawnOurServer({ port: oursPort, ...ours });
  let bareProc = null;
  const runs = { ours: [], bare: [] };
  try {
    await waitHealthy(oursProc, oursPort);
    // The flagship (featured first), by id as the web app asks for it.
    const [flagship] = await getJson(`http://127.0.0.1:${oursPort}/api/restaurants`);
    const menuPath = `/api/restaurants/${flagship.id}/menu`;
    const oursUrl = `http://127.0.0.1:${oursPort}${menuPath}`;
    const oursBody = await getJson(oursUrl);
    if (!Array.isArray(oursBody.items) || oursBody.items.length === 0) throw new Error(`${label}: unexpected body from our server: ${JSON.stringify(oursBody)}`);
    const oursOpts = { ...opts, pid: oursProc.child.pid };

    if (sequential) {
      log(`${label}: measuring ours (${rounds} round(s))…`);
      await load(oursUrl, { ...oursOpts, duration: warmupSeconds });
      for (let i = 0; i < rounds; i++) runs.ours.push(await load(oursUrl, oursOpts));
      const stopped = await oursProc.stop();
      if (stopped.code !== 0) throw new Error(`${label}: our server exited ${stopped.code ?? stopped.signal} on SIGTERM:\n${oursProc.output()}`);
    }

    const barePort = await freePort();
    const bareUrl = `http://127.0.0.1:${barePort}${menuPath}`;
    bareProc = spawnNode([BARE], { PORT: String(barePort), ...bareEnv });
    await waitHealthy(bareProc, barePort);
    const bareBody = await getJson(bareUrl);
    if (!isDeepStrictEqual(oursBody, bareBody)) {
      throw new Error(`${label}: bare and ours answer differently:\nours ${JSON.stringify(oursBody)}\nbare ${JSON.stringify(bareBody)}`);
    }
    const bareOpts = { ...opts, pid: bareProc.child.pid };
    const bodyBytes = Buffer.byteLength(JSON.stringify(oursBody));

    if (sequential) {
      log(`${label}: measuring bare (same ${oursBody.items.length}-item, ${fmt.int(bodyBytes)}-byte body, ${rounds} round(s))…`);
      await load(bareUrl, { ...bareOpts, duration: warmupSeconds });
      for (let i = 0; i < rounds; i++) runs.bare.push(await load(bareUrl, bareOpts));
    } else {
      await beforeMeasure?.();
      log(`${label}: same ${oursBody.items.length}-item, ${fmt.int(bodyBytes)}-byte body from both; warming up both, then ${rounds} interleaved round(s) ours/bare…`);
      await load(oursUrl, { ...oursOpts, duration: warmupSeconds });
      await load(bareUrl, { ...bareOpts, duration: warmupSeconds });
      for (let i = 0; i < rounds; i++) {
        runs.ours.push(await load(oursUrl, oursOpts));
        runs.bare.push(await load(bareUrl, bareOpts));
      }
    }
    const oursFigures = summarise(runs.ours);
    const bareFigures = summarise(runs.bare);
    return {
      ours: oursFigures,
      bare: bareFigures,
      ratio: {
        rps: oursFigures.rps / bareFigures.rps,
        p99: oursFigures.p99 / bareFigures.p99,
        p50: oursFigures.p50 / bareFigures.p50,
        ...(oursFigures.serverCpuMsPerRequest != null && bareFigures.serverCpuMsPerRequest
          ? { serverCpuMsPerRequest: oursFigures.serverCpuMsPerRequest / bareFigures.serverCpuMsPerRequest }
          : {}),
      },
      items: oursBody.items.length,
      bodyBytes,
      runs,
    };
  } finally {
    const o = await oursProc.stop();
    if (!sequential && o.code !== 0) log(`${label}: warning: our server exited ${o.code ?? o.signal} on SIGTERM`);
    await bareProc?.stop();
  }
}

/** Median of each figure over the rounds. */
function summarise(runs) {
  const out = {};
  for (const k of ["rps", "p50", "p99", "latencyMean", "serverCpuMsPerRequest"]) {
    const xs = runs.map((r) => r[k]).filter((x) => x != null);
    if (xs.length) out[k] = median(xs);
  }
  for (const k of ["requests", "errors", "timeouts"]) out[k] = runs.reduce((s, r) => s + r[k], 0);
  return out;
}

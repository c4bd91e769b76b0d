// Shared by the "ours vs a bare node:http server running the same SQL" benches (menu, recommended): the
// load settings, one comparison (our server and the bare baseline, each in its own process, answering the
// same body, measured with autocannon), the PGlite run, and the report table with the Postgres target.
import { isDeepStrictEqual } from "node:util";
import { fmt, freePort, getJson, load, median, spawnNode, spawnOurServer, table, tempDir, waitHealthy } from "./harness.mjs";

/**
 * Reads BENCH_CONNECTIONS / BENCH_DURATION / BENCH_WARMUP / BENCH_ROUNDS, logs the method and answers the
 * settings; `result` is the start of the bench's figures.
 */
export function loadSettings(log) {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 3);
  const pgRounds = Number(process.env.BENCH_ROUNDS ?? 2);
  log(`autocannon (in this process; servers are separate processes): ${connections} connections, ${warmupSeconds} s warm-up, ${duration} s per measured run; figures are medians over rounds`);
  return { opts: { connections, duration }, warmupSeconds, pgRounds, result: { connections, duration, warmupSeconds, pgRounds } };
}

/**
 * Our server vs the bare baseline on one database. Starts ours (which seeds the database), asks `endpoint`
 * for what to measure, starts `bareScript` with `bareEnv`, checks both answer the same body, then warms up
 * and measures: interleaved rounds ours/bare, or — `sequential`, for PGlite — all of ours, stop, then all of
 * the baseline.
 *
 *   endpoint(oursPort) → { path, cookie? }   the path both servers are measured on (and the session cookie)
 *   items(body) → array                      the part of the body that must be a non-empty array
 *   reportBodyBytes                          also give the body's size, in the log lines and as `bodyBytes`
 */
export async function compareWithBare({
  log, label, ours, bareScript, bareEnv, endpoint, items, reportBodyBytes = false,
  opts, warmupSeconds, rounds, sequential = false, beforeMeasure,
}) {
  const oursPort = await freePort();
  log(`${label}: starting our server (seeds the database)…`);
  const oursProc = spawnOurServer({ port: oursPort, ...ours });
  let bareProc = null;
  const runs = { ours: [], bare: [] };
  try {
    await waitHealthy(oursProc, oursPort);
    const { path: urlPath, cookie } = await endpoint(oursPort);
    const oursUrl = `http://127.0.0.1:${oursPort}${urlPath}`;
    const oursBody = await getJson(oursUrl, cookie);
    const oursItems = items(oursBody);
    if (!Array.isArray(oursItems) || oursItems.length === 0) throw new Error(`${label}: unexpected body from our server: ${JSON.stringify(oursBody)}`);
    const oursOpts = { ...opts, cookie, pid: oursProc.child.pid };

    if (sequential) {
      // PGlite: one process per data dir, so all of ours, stop, then all of the baseline.
      log(`${label}: measuring ours (${rounds} round(s))…`);
      await load(oursUrl, { ...oursOpts, duration: warmupSeconds });
      for (let i = 0; i < rounds; i++) runs.ours.push(await load(oursUrl, oursOpts));
      const stopped = await oursProc.stop();
      if (stopped.code !== 0) throw new Error(`${label}: our server exited ${stopped.code ?? stopped.signal} on SIGTERM:\n${oursProc.output()}`);
    }

    const barePort = await freePort();
    const bareUrl = `http://127.0.0.1:${barePort}${urlPath}`;
    bareProc = spawnNode([bareScript], { PORT: String(barePort), ...bareEnv });
    await waitHealthy(bareProc, barePort);
    const bareBody = await getJson(bareUrl, cookie);
    if (!isDeepStrictEqual(oursBody, bareBody)) {
      throw new Error(`${label}: bare and ours answer differently:\nours ${JSON.stringify(oursBody)}\nbare ${JSON.stringify(bareBody)}`);
    }
    const bareOpts = { ...opts, cookie, pid: bareProc.child.pid };
    const bodyBytes = Buffer.byteLength(JSON.stringify(oursBody));
    const body = reportBodyBytes ? `${oursItems.length}-item, ${fmt.int(bodyBytes)}-byte body` : `${oursItems.length}-item body`;

    if (sequential) {
      log(`${label}: measuring bare (same ${body}, ${rounds} round(s))…`);
      await load(bareUrl, { ...bareOpts, duration: warmupSeconds });
      for (let i = 0; i < rounds; i++) runs.bare.push(await load(bareUrl, bareOpts));
    } else {
      await beforeMeasure?.();
      log(`${label}: same ${body} from both; warming up both, then ${rounds} interleaved round(s) ours/bare…`);
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
      items: oursItems.length,
      ...(reportBodyBytes ? { bodyBytes } : {}),
      runs,
    };
  } finally {
    const o = await oursProc.stop();
    if (!sequential && o.code !== 0) log(`${label}: warning: our server exited ${o.code ?? o.signal} on SIGTERM`);
    await bareProc?.stop();
  }
}

/**
 * The PGlite comparison in a fresh data dir (prefix `tempPrefix`, removed afterwards): single-process, so ours
 * runs, stops, then the baseline opens the same data dir. Answers the figures, or `{ error }` if it crashed
 * (logged). `params` as for compareWithBare, less the database.
 */
export async function compareOnPglite({ tempPrefix, ...params }) {
  const data = tempDir(tempPrefix);
  try {
    return await compareWithBare({ ...params, label: "PGlite", ours: { dataDir: data.dir }, bareEnv: { DATA_DIR: data.dir }, rounds: 1, sequential: true });
  } catch (e) {
    params.log(`PGlite comparison crashed: ${e.stack ?? e}`);
    return { error: String(e.stack ?? e) };
  } finally {
    data.remove();
  }
}

/** Median of each figure over the rounds. */
export function summarise(runs) {
  const out = {};
  for (const k of ["rps", "p50", "p99", "latencyMean", "serverCpuMsPerRequest"]) {
    const xs = runs.map((r) => r[k]).filter((x) => x != null);
    if (xs.length) out[k] = median(xs);
  }
  for (const k of ["requests", "errors", "timeouts"]) out[k] = runs.reduce((s, r) => s + r[k], 0);
  return out;
}

/**
 * Logs the ours/bare table for `result.postgres` and `result.pglite` and the verdict on the Postgres req/s
 * target; answers the `targets` figures (undefined when there is no Postgres ratio).
 */
export function reportComparison({ log, result, targetPgRpsRatio }) {
  const rows = [["", "ours", "bare", "ours/bare", "target"]];
  for (const [label, r] of [["Postgres", result.postgres], ["PGlite", result.pglite]]) {
    if (r.skipped || r.error) {
      rows.push([`${label}`, r.skipped ? "skipped" : "crashed", "", "", ""]);
      continue;
    }
    rows.push([`${label} req/s`, fmt.int(r.ours.rps), fmt.int(r.bare.rps), fmt.pct(r.ratio.rps), label === "Postgres" ? `≥ ${fmt.pct(targetPgRpsRatio)}` : "—"]);
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
  if (!result.postgres?.ratio) return undefined;
  const ok = result.postgres.ratio.rps >= targetPgRpsRatio;
  log(`\nPostgres: ours is ${fmt.pct(result.postgres.ratio.rps)} of bare req/s (target ≥ ${fmt.pct(targetPgRpsRatio)}: ${ok ? "met" : "NOT met"})`);
  return { postgresRpsRatio: { target: targetPgRpsRatio, actual: result.postgres.ratio.rps, met: ok } };
}

/** Throws (naming the bench) if either comparison crashed; the figures already logged are partial. */
export function throwIfCrashed(bench, result) {
  const crashed = [result.postgres, result.pglite].filter((r) => r?.error);
  if (crashed.length) throw new Error(`${bench}: ${crashed.length} comparison(s) crashed (figures above are partial)`);
}

// Shared helpers for bench/*.bench.mjs: spawn/stop servers as separate processes, wait for health,
// run autocannon programmatically, format figures.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { freePort, PostgresNotFoundError, startCluster } from "../../scripts/lib/postgres-cluster.mjs";

export { freePort };
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const SERVER_MAIN = path.join(ROOT, "server/dist/main.js");
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Whatever a bench leaves behind when the run is interrupted (scripts/bench.mjs turns SIGINT/SIGTERM into
// process.exit, which runs this): live child processes are killed, temp dirs removed.
const live = new Set();
process.on("exit", () => {
  for (const cleanup of live) {
    try {
      cleanup();
    } catch {
      /* best effort: the process is exiting */
    }
  }
});

export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const remove = () => {
    live.delete(remove);
    rmSync(dir, { recursive: true, force: true });
  };
  live.add(remove);
  return { dir, remove };
}

/**
 * Spawns a Node process (separate from the load generator) with stdout/stderr captured (tail kept for
 * error messages). `env` is merged onto process.env.
 */
export function spawnNode(args, env = {}, { cwd = ROOT } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (d) => {
    output = (output + d).slice(-8000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const kill = () => child.kill("SIGKILL");
  live.add(kill);
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      live.delete(kill);
      resolve({ code, signal });
    }),
  );
  return {
    child,
    exited,
    output: () => output,
    /** SIGTERM, then wait; SIGKILL after `timeoutMs`. Resolves with { code, signal, ms }. */
    async stop(timeoutMs = 15_000) {
      const t0 = performance.now();
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const t = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      const r = await exited;
      clearTimeout(t);
      return { ...r, ms: performance.now() - t0 };
    },
  };
}

/** Spawns our built server. */
export function spawnOurServer({ port, dataDir, databaseUrl, env = {}, main = SERVER_MAIN }) {
  return spawnNode([main], {
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DEMO_MODE: "1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: "" } : { DATA_DIR: dataDir, DATABASE_URL: "" }),
    ...env,
  });
}

/** Polls GET /api/health every `intervalMs` until 200; returns ms waited. Fails early if the process dies. */
export async function waitHealthy(proc, port, { intervalMs = 10, timeoutMs = 60_000 } = {}) {
  const t0 = performance.now();
  const url = `http://127.0.0.1:${port}/api/health`;
  for (;;) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) {
      throw new Error(`server exited (${proc.child.exitCode ?? proc.child.signalCode}) before healthy:\n${proc.output()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - t0;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - t0 > timeoutMs) throw new Error(`not healthy after ${timeoutMs} ms:\n${proc.output()}`);
    await sleep(intervalMs);
  }
}

/** Signs in through the demo login; returns the Cookie header value. */
export async function demoLogin(port, role = "customer") {
  const res = await fetch(`http://127.0.0.1:${port}/api/test-login?role=${role}`);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`test-login → ${res.status}: ${body}`);
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("tavola_session="));
  if (!setCookie) throw new Error("test-login set no tavola_session cookie");
  return setCookie.split(";")[0];
}

export async function getJson(url, cookie) {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} → ${res.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. Clock ticks
 * are assumed to be 100 Hz (USER_HZ on every mainstream Linux build).
 */
export function processCpuMs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!pid || !existsSync(file)) return null;
  try {
    const fields = readFileSync(file, "utf8").split(") ").pop().split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime (fields 14, 15 of stat)
  } catch {
    return null;
  }
}

/**
 * One autocannon run; returns the figures we report. Errors and timeouts under load are figures too; it
 * throws only when nothing succeeded or the server answered non-2xx (a wrong answer, not a slow one).
 */
export async function load(url, { cookie, connections = 50, duration = 10, pid } = {}) {
  const cpu0 = processCpuMs(pid);
  const r = await autocannon({
    url,
    connections,
    duration,
    headers: cookie ? { cookie } : {},
  });
  const figures = {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    latencyMean: r.latency.average,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
  const cpu1 = processCpuMs(pid);
  if (cpu0 !== null && cpu1 !== null && r.requests.total > 0) figures.serverCpuMsPerRequest = (cpu1 - cpu0) / r.requests.total;
  if (r.non2xx || r["2xx"] === 0) {
    throw new Error(`autocannon on ${url}: ${r["2xx"]} 2xx, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  }
  return figures;
}

export const fmt = {
  int: (n) => Math.round(n).toLocaleString("en-US"),
  ms: (n) => `${Number(n).toFixed(n < 1 ? 2 : n < 10 ? 1 : 0)} ms`,
  pct: (n) => `${(n * 100).toFixed(0)} %`,
};

export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  ")).join("\n");
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Runs `fn(url)` against a fresh, empty database on Postgres: in a throwaway cluster (stopped afterwards), or
 * in DATABASE_URL_FOR_BENCH's cluster (the database is dropped afterwards; the cluster left as found).
 * Answers fn's result, `{ skipped }` without Postgres binaries, or `{ error }` if it crashed (logged).
 */
export async function withPostgresDatabase(log, fn, { keep = false } = {}) {
  let cluster = null;
  let adminUrl = process.env.DATABASE_URL_FOR_BENCH;
  let dropBenchDb = async () => {};
  try {
    if (!adminUrl) {
      cluster = await startCluster();
      adminUrl = cluster.url;
    }
    const name = `tavola_bench_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    if (!cluster && !keep) {
      dropBenchDb = async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } catch (e) {
    if (e instanceof PostgresNotFoundError) {
      log("Postgres binaries not found; skipping Postgres");
      return { skipped: e.message };
    }
    log(`Postgres run crashed: ${e.stack ?? e}`);
    return { error: String(e.stack ?? e) };
  } finally {
    await dropBenchDb().catch((e) => log(`could not drop the bench database: ${e.message}`));
    await cluster?.stop();
  }
}

/** `vacuum analyze` on a Postgres database (before measuring, so autovacuum after the seed does not land mid-run). */
export async function vacuumAnalyze(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query("vacuum analyze");
  await c.end();
}

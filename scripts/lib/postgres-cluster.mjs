// A throwaway Postgres cluster for tests and benchmarks: initdb in a temp dir, a free port on 127.0.0.1,
// the unix socket inside the temp dir, durability off (fsync etc.) because nothing here must survive.
// Plain Node ESM; the only dependency is `pg` (to wait until the server accepts connections).
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export class PostgresNotFoundError extends Error {}

/** initdb + postgres from $PG_BIN, the Debian/Ubuntu layout (15 first), or PATH. */
export function findPostgresBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  candidates.push("/usr/lib/postgresql/15/bin");
  for (const v of ["17", "16", "14", "13"]) candidates.push(`/usr/lib/postgresql/${v}/bin`);
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) if (dir) candidates.push(dir);
  return candidates.find((d) => existsSync(path.join(d, "initdb")) && existsSync(path.join(d, "postgres"))) ?? null;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, host, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** uid/gid of the `postgres` OS user (initdb and postgres refuse to run as root). */
function postgresUser() {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith("postgres:"));
  if (!line) throw new Error("Running as root, but there is no `postgres` user to run the cluster as");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts a cluster. Returns { url, port, dir, stop } — `url` is the `postgres` database as superuser
 * `postgres` (trust auth). `stop()` is idempotent: fast shutdown, then the temp dir is removed.
 */
export async function startCluster({ maxConnections = 300, log = false, settings = {} } = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new PostgresNotFoundError("Postgres binaries not found (looked in $PG_BIN, /usr/lib/postgresql/*/bin, PATH)");

  const dir = mkdtempSync(path.join(tmpdir(), "with-postgres-"));
  const dataDir = path.join(dir, "data");
  const socketDir = dir;
  // As root, run everything as `postgres` (spawn's uid/gid: no wrapper process between us and postmaster,
  // so our signals reach it directly). As anyone else, run as ourselves.
  const asUser = process.getuid?.() === 0 ? postgresUser() : null;
  if (asUser) chownSync(dir, asUser.uid, asUser.gid);
  const spawnOpts = asUser ? { uid: asUser.uid, gid: asUser.gid } : {};
  const env = { ...process.env, LC_ALL: "C", LANG: "C" };

  let child = null;
  let stopped = false;
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  // Last resort if the process exits without awaiting stop(): no stray postmaster, no stray dir.
  const onExit = () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(child.pid, "SIGQUIT");
      } catch {
        /* already gone */
      }
    }
    try {
      removeDir();
    } catch {
      /* best effort at exit */
    }
  };
  process.on("exit", onExit);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGINT"); // fast shutdown: abort sessions, checkpoint, exit
      const t = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(t);
    }
    removeDir();
    process.off("exit", onExit);
  };

  try {
    const init = spawnSync(
      path.join(bin, "initdb"),
      ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync", "--locale=C"],
      { ...spawnOpts, cwd: dir, env, encoding: "utf8" },
    );
    if (init.status !== 0) throw new Error(`initdb failed (${init.status ?? init.error}):\n${init.stdout}\n${init.stderr}`);

    const port = await freePort();
    const conf = {
      listen_addresses: "127.0.0.1",
      port: String(port),
      unix_socket_directories: socketDir,
      max_connections: String(maxConnections),
      fsync: "off",
      synchronous_commit: "off",
      full_page_writes: "off",
      ...settings,
    };
    const args = ["-D", dataDir, ...Object.entries(conf).flatMap(([k, v]) => ["-c", `${k}=${v}`])];
    // Own process group: a Ctrl-C in the terminal reaches the command under test first; we stop the
    // cluster after it, in order.
    child = spawn(path.join(bin, "postgres"), args, {
      ...spawnOpts,
      cwd: dir,
      env,
      detached: true,
      stdio: ["ignore", log ? "inherit" : "ignore", log ? "inherit" : "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (d) => {
      stderr = (stderr + d).slice(-8000);
    });
    child.unref();
    child.stderr?.unref?.();

    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`postgres exited early (${child.exitCode ?? child.signalCode}):\n${stderr}`);
      const c = new pg.Client({ connectionString: url });
      try {
        await c.connect();
        await c.query("select 1");
        await c.end();
        break;
      } catch (e) {
        await c.end().catch(() => {});
        if (Date.now() > deadline) throw new Error(`postgres did not accept connections in 30 s: ${e.message}\n${stderr}`);
        await sleep(50);
      }
    }
    return { url, port, dir, pid: child.pid, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

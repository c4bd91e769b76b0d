#!/usr/bin/env node
// Runs a command against a throwaway Postgres cluster:
//   node scripts/with-postgres.mjs npx vitest run --project server
// The command gets TEST_DATABASE_URL (and DATABASE_URL_FOR_BENCH) = postgres://postgres@127.0.0.1:<port>/postgres.
// Its exit code is forwarded; the cluster is stopped and its directory removed in every case.
// Without Postgres binaries: exit 1, or exit 0 with a notice when ALLOW_NO_POSTGRES=1.
import { spawn } from "node:child_process";
import { PostgresNotFoundError, startCluster } from "./lib/postgres-cluster.mjs";

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error("usage: node scripts/with-postgres.mjs <command> [args...]");
  process.exit(2);
}

let cluster;
let child;
let signalled = null;
const onSignal = (sig) => {
  if (signalled) return;
  signalled = sig;
  // Let the command wind down first (it may still be talking to the database), then stop the cluster.
  if (child && child.exitCode === null) child.kill(sig);
  else void finish(128 + (sig === "SIGINT" ? 2 : 15));
};
process.on("SIGINT", () => onSignal("SIGINT"));
process.on("SIGTERM", () => onSignal("SIGTERM"));

let finishing = false;
async function finish(code) {
  if (finishing) return;
  finishing = true;
  try {
    await cluster?.stop();
  } catch (e) {
    console.error(`with-postgres: could not stop the cluster cleanly: ${e.message}`);
  }
  process.exit(code);
}

try {
  cluster = await startCluster();
} catch (e) {
  if (e instanceof PostgresNotFoundError) {
    if (process.env.ALLOW_NO_POSTGRES === "1") {
      console.warn("Postgres binaries not found; skipping (ALLOW_NO_POSTGRES=1).");
      process.exit(0);
    }
    console.error("Postgres binaries not found; skipping is not allowed (set ALLOW_NO_POSTGRES=1 to allow it, or PG_BIN to their directory).");
    process.exit(1);
  }
  console.error(`with-postgres: could not start Postgres: ${e.message}`);
  process.exit(1);
}
if (signalled) await finish(130);
console.error(`with-postgres: Postgres ready at ${cluster.url}`);

child = spawn(cmd, args, {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: cluster.url, DATABASE_URL_FOR_BENCH: cluster.url },
});
child.on("error", (e) => {
  console.error(`with-postgres: could not run ${cmd}: ${e.message}`);
  void finish(127);
});
child.on("exit", (code, signal) => {
  const sigNum = { SIGINT: 2, SIGTERM: 15, SIGKILL: 9, SIGHUP: 1 }[signal] ?? 1;
  void finish(code ?? 128 + sigNum);
});

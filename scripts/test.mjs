// `npm test`: every check, failing fast; at the end — passed, failed or interrupted — a table of every stage's
// seconds. Typecheck, lint and the production build share the first stage (three single-threaded jobs on a
// multi-core machine); the build is then the one every later stage runs: the process tests of both vitest layers
// (TAVOLA_SERVER_BUILD, server/src/test/server-build.ts) and Playwright (playwright.config.ts).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { formatStageTable } from "./lib/stage-table.mjs";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const hasPostgres = existsSync(`${PG_BIN}/initdb`) && existsSync(`${PG_BIN}/pg_ctl`);
const hasChromium = existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium");
const BUILT = { TAVOLA_SERVER_BUILD: "server/dist" };

/** Stages run in order; the jobs of one stage run at the same time (their output is printed as each ends). */
const stages = [
  [
    { name: "typecheck", cmd: "npm", args: ["run", "-s", "typecheck"] },
    { name: "lint", cmd: "npx", args: ["eslint", "."] },
    { name: "build", cmd: "npm", args: ["run", "-s", "build"] },
  ],
  [{ name: "vitest: unit, API (PGlite), web", cmd: "npx", args: ["vitest", "run"], env: BUILT }],
  [
    hasPostgres
      ? { name: "vitest: Postgres layer", cmd: "node", args: ["scripts/with-postgres.mjs", "npx", "vitest", "run", "--project", "server"], env: BUILT }
      : { name: "vitest: Postgres layer", skip: `no Postgres binaries in ${PG_BIN}` },
  ],
  [
    hasChromium
      ? { name: "end-to-end (Playwright)", cmd: "npx", args: ["playwright", "test"] }
      : { name: "end-to-end (Playwright)", skip: "no /usr/bin/chromium" },
  ],
];

if (!hasPostgres) console.warn(`! Postgres binaries not found in ${PG_BIN}: the Postgres run is skipped (CI installs them).`);
if (!hasChromium) console.warn("! /usr/bin/chromium not found: the end-to-end run is skipped (CI installs it).");
if (process.env.CI && (!hasPostgres || !hasChromium)) {
  console.error("CI must run every layer: install postgresql and chromium first (.ci/run does).");
  process.exit(1);
}

/** name → { seconds, result }, in stage order, for the table. */
const results = [];
const running = new Set();
const started = Date.now();
let interrupted = null;

for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    // The children got the terminal's signal too (same process group); a SIGTERM from elsewhere is passed on.
    interrupted ??= sig;
    if (sig === "SIGTERM") for (const child of running) child.kill(sig);
  });
}

function run(job, { buffered }) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const done = (result, output = "") => {
      const seconds = (Date.now() - t0) / 1000;
      if (buffered && output) process.stdout.write(`\n── ${job.name} ──\n${output}`);
      console.log(`${result === "passed" ? "✔" : "✖"} ${job.name} (${seconds.toFixed(1)}s)`);
      resolve({ name: job.name, seconds, result });
    };
    console.log(`\n▶ ${job.name}: ${job.cmd} ${job.args.join(" ")}`);
    const child = spawn(job.cmd, job.args, {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...job.env },
    });
    running.add(child);
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("error", (e) => {
      running.delete(child);
      done("failed", `${output}${job.cmd}: ${e.message}\n`);
    });
    child.on("close", (code, signal) => {
      running.delete(child);
      done(code === 0 ? "passed" : signal ? `killed (${signal})` : `failed (exit ${code})`, output);
    });
  });
}

let failed = false;
for (const stage of stages) {
  const jobs = stage.filter((job) => {
    if (!job.skip) return true;
    results.push({ name: job.name, seconds: 0, result: `skipped: ${job.skip}` });
    return false;
  });
  if (failed || interrupted) {
    for (const job of jobs) results.push({ name: job.name, seconds: 0, result: "not run" });
    continue;
  }
  const t0 = Date.now();
  const outcome = await Promise.all(jobs.map((job) => run(job, { buffered: jobs.length > 1 })));
  results.push(...outcome);
  if (jobs.length > 1) results.push({ name: `  together: ${jobs.map((j) => j.name).join(" ‖ ")}`, seconds: (Date.now() - t0) / 1000, result: "" });
  if (outcome.some((r) => r.result !== "passed")) failed = true;
}

const total = (Date.now() - started) / 1000;
console.log(`\n${formatStageTable(results, total)}`);
if (interrupted) {
  console.error(`Interrupted (${interrupted}).`);
  process.exit(130);
}
if (failed) process.exit(1);
console.log("All checks passed.");

// `npm test`: every check, in order, failing fast. Each step prints its name and time.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const hasPostgres = existsSync(`${PG_BIN}/initdb`) && existsSync(`${PG_BIN}/pg_ctl`);
const hasChromium = existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium");

const steps = [
  ["typecheck", "npm", ["run", "-s", "typecheck"]],
  ["lint", "npx", ["eslint", "."]],
  // The production build first: the HTTP tests read the real built files (server/src/platform/web-static.api.test.ts)
  // and Playwright runs it.
  ["build", "npm", ["run", "-s", "build"]],
  ["unit, API (PGlite) and web tests", "npx", ["vitest", "run"]],
  hasPostgres
    ? ["API tests on a throwaway Postgres", "node", ["scripts/with-postgres.mjs", "npx", "vitest", "run", "--project", "server"]]
    : null,
  hasChromium ? ["end-to-end (Playwright, Chromium)", "npx", ["playwright", "test"]] : null,
];

if (!hasPostgres) console.warn(`! Postgres binaries not found in ${PG_BIN}: the Postgres run is skipped (CI installs them).`);
if (!hasChromium) console.warn("! /usr/bin/chromium not found: the end-to-end run is skipped (CI installs it).");
if (process.env.CI && (!hasPostgres || !hasChromium)) {
  console.error("CI must run every layer: install postgresql and chromium first (.ci/run does).");
  process.exit(1);
}

for (const step of steps) {
  if (!step) continue;
  const [name, cmd, args] = step;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit" });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✖ ${name} failed after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${secs}s)`);
}
console.log("\nAll checks passed.");

#!/usr/bin/env node
// `npm run bench`: builds the server if server/dist is missing, then runs every bench/*.bench.mjs in turn
// (alphabetical), prints their figures and writes bench/results/latest.json. Benchmarks print figures and
// targets; they never assert timings — the exit code is non-zero only if a benchmark crashed.
//   npm run bench                 all of them
//   npm run bench -- cold web     only files whose name contains "cold" or "web"
// A bench file exports `title` and a default `async (ctx) => figures` (JSON-serialisable; return
// `{ skipped: reason }` to skip). ctx: { log(line), root }.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// Interrupted: exit through process.exit so the benches' exit hooks stop servers/clusters and remove temp dirs.
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => process.exit(sig === "SIGINT" ? 130 : 143));

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const benchDir = path.join(root, "bench");

if (!existsSync(path.join(root, "server/dist/main.js"))) {
  console.log("server/dist missing: building the server…");
  const b = spawnSync("npm", ["run", "build", "-w", "server"], { cwd: root, stdio: "inherit" });
  if (b.status !== 0) {
    console.error("server build failed");
    process.exit(1);
  }
}

const filters = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith(".bench.mjs"))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

const results = {
  date: new Date().toISOString(),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  cpus: `${cpus().length} × ${cpus()[0]?.model ?? "?"}`,
  benches: {},
};
results.loadAverage = loadavg().map((x) => Math.round(x * 100) / 100);
console.log(`Tavola bench — ${results.date}, Node ${results.node}, ${results.cpus}, load average ${results.loadAverage.join(" ")}`);
console.log("Figures only: nothing here fails on a slow number.\n");

let crashed = 0;
for (const file of files) {
  const name = file.replace(/\.bench\.mjs$/, "");
  const t0 = performance.now();
  let mod;
  try {
    mod = await import(pathToFileURL(path.join(benchDir, file)).href);
    console.log(`━━ ${name}: ${mod.title ?? ""}`);
    const log = (line = "") => console.log(String(line).replace(/^/gm, "   "));
    const figures = await mod.default({ log, root });
    results.benches[name] = { title: mod.title, ...figures, seconds: (performance.now() - t0) / 1000 };
  } catch (e) {
    crashed++;
    if (!mod) console.log(`━━ ${name}`);
    console.error(`   CRASHED: ${e?.stack ?? e}`);
    results.benches[name] = { title: mod?.title, error: String(e?.stack ?? e) };
  }
  console.log("");
}

mkdirSync(path.join(benchDir, "results"), { recursive: true });
const out = path.join(benchDir, "results/latest.json");
writeFileSync(out, JSON.stringify(results, null, 2) + "\n");
console.log(`Results written to ${path.relative(root, out)}${crashed ? ` — ${crashed} bench(es) crashed` : ""}`);
process.exit(crashed ? 1 : 0);

// `npm run typecheck`: the four TypeScript projects, two at a time (the largest first), each incremental.
// Run one after another they took 70–130 s on this 2-core machine; the server and web projects are most of it
// (drizzle's and fastify's types: ~2M instantiations in the server alone), so they run side by side. The
// `.tsbuildinfo` files under node_modules/.cache make a re-run after a small change take seconds; a clean clone
// (CI) simply has none. Output is printed per project as each ends, so two compilers never interleave lines.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";

const PROJECTS = ["server", "web", "e2e", "contracts"];
const CACHE = "node_modules/.cache/tsc";
mkdirSync(CACHE, { recursive: true });

const width = Math.max(1, Math.min(Number(process.env.TYPECHECK_JOBS) || availableParallelism(), 2));
const queue = [...PROJECTS];
let failed = 0;

function check(project) {
  const started = Date.now();
  const args = ["tsc", "-p", project, "--incremental", "--tsBuildInfoFile", `${CACHE}/${project}.tsbuildinfo`];
  return new Promise((resolve) => {
    const child = spawn("npx", args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code !== 0) failed++;
      process.stdout.write(`${code === 0 ? "✓" : "✗"} tsc -p ${project} (${seconds} s)\n${out}`);
      resolve();
    });
  });
}

async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) await check(project);
}

await Promise.all(Array.from({ length: width }, worker));
process.exit(failed ? 1 : 0);

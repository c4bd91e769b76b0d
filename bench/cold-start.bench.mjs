// (b) Cold start to healthy on an existing (already seeded, already migrated) PGlite data dir: spawn
// `node server/dist/main.js`, poll /api/health every 10 ms, SIGTERM, check it exits 0. Median of 5.
// BENCH_COLD_BASELINE=<path of another build's main.js> measures that build too, run for run in turn with ours on
// the same data dir, and prints the ratio: a figure from one run, not from two runs on different days.
import path from "node:path";
import { fmt, freePort, median, spawnOurServer, SERVER_MAIN, table, tempDir, waitHealthy } from "./lib/harness.mjs";

export const title = "Cold start to healthy on an existing PGlite data dir";

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const TARGET_MS = 1500; // issue 14
const BASELINE = process.env.BENCH_COLD_BASELINE ? path.resolve(process.env.BENCH_COLD_BASELINE) : null;

/** One start to healthy and a SIGTERM; throws if it does not exit 0. */
async function coldStart(main, dataDir, label) {
  const port = await freePort();
  const start = performance.now();
  const proc = spawnOurServer({ port, dataDir, main });
  await waitHealthy(proc, port, { intervalMs: 10 });
  const healthyMs = performance.now() - start;
  const stopped = await proc.stop();
  if (stopped.code !== 0) throw new Error(`${label}: exited ${stopped.code ?? stopped.signal} on SIGTERM:\n${proc.output()}`);
  return { healthyMs, shutdownMs: stopped.ms, exitCode: stopped.code };
}

export default async function run({ log }) {
  const data = tempDir("bench-cold-start-");
  try {
    // First start creates, migrates and seeds the data dir; not measured.
    const port = await freePort();
    const first = spawnOurServer({ port, dataDir: data.dir });
    const t0 = performance.now();
    await waitHealthy(first, port);
    const firstMs = performance.now() - t0;
    const s = await first.stop();
    if (s.code !== 0) throw new Error(`first (seeding) start exited ${s.code ?? s.signal} on SIGTERM:\n${first.output()}`);
    log(`first start (create + migrate + seed, not counted): ${fmt.ms(firstMs)}`);
    if (BASELINE) log(`baseline: ${BASELINE} (run in turn with ${path.relative(process.cwd(), SERVER_MAIN)})`);

    const runs = [];
    const baseline = [];
    for (let i = 0; i < RUNS; i++) {
      // In turn, the baseline first on odd runs and second on even ones: neither always gets the warmer cache.
      const order = BASELINE ? (i % 2 === 0 ? ["ours", "baseline"] : ["baseline", "ours"]) : ["ours"];
      for (const which of order) {
        if (which === "ours") runs.push(await coldStart(SERVER_MAIN, data.dir, `run ${i + 1}`));
        else baseline.push(await coldStart(BASELINE, data.dir, `baseline run ${i + 1}`));
      }
    }
    const med = median(runs.map((r) => r.healthyMs));
    log(
      table([
        ["run", "to healthy", "SIGTERM → exit", "exit code", ...(BASELINE ? ["baseline to healthy"] : [])],
        ...runs.map((r, i) => [
          String(i + 1),
          fmt.ms(r.healthyMs),
          fmt.ms(r.shutdownMs),
          String(r.exitCode),
          ...(BASELINE ? [fmt.ms(baseline[i].healthyMs)] : []),
        ]),
      ]),
    );
    log(`\nmedian cold start: ${fmt.ms(med)} (target < ${TARGET_MS} ms: ${med < TARGET_MS ? "met" : "NOT met"})`);
    const baselineMedian = BASELINE ? median(baseline.map((r) => r.healthyMs)) : null;
    if (BASELINE) log(`baseline median: ${fmt.ms(baselineMedian)}; ours / baseline: ${(med / baselineMedian).toFixed(2)}`);
    return {
      firstStartMs: firstMs,
      runs,
      medianMs: med,
      ...(BASELINE ? { baseline: { main: BASELINE, runs: baseline, medianMs: baselineMedian, ratio: med / baselineMedian } } : {}),
      targets: { medianMs: { target: TARGET_MS, actual: med, met: med < TARGET_MS } },
    };
  } finally {
    data.remove();
  }
}

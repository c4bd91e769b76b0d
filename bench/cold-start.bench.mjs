// (b) Cold start to healthy on an existing (already seeded, already migrated) PGlite data dir: spawn
// `node server/dist/main.js`, poll /api/health every 10 ms, SIGTERM, check it exits 0. Median of 5.
import { fmt, freePort, median, spawnOurServer, table, tempDir, waitHealthy } from "./lib/harness.mjs";

export const title = "Cold start to healthy on an existing PGlite data dir";

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const TARGET_MS = 1500; // issue 14

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

    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const p = await freePort();
      const start = performance.now();
      const proc = spawnOurServer({ port: p, dataDir: data.dir });
      await waitHealthy(proc, p, { intervalMs: 10 });
      const healthyMs = performance.now() - start;
      const stopped = await proc.stop();
      if (stopped.code !== 0) throw new Error(`run ${i + 1}: exited ${stopped.code ?? stopped.signal} on SIGTERM:\n${proc.output()}`);
      runs.push({ healthyMs, shutdownMs: stopped.ms, exitCode: stopped.code });
    }
    const med = median(runs.map((r) => r.healthyMs));
    log(
      table([
        ["run", "to healthy", "SIGTERM → exit", "exit code"],
        ...runs.map((r, i) => [String(i + 1), fmt.ms(r.healthyMs), fmt.ms(r.shutdownMs), String(r.exitCode)]),
      ]),
    );
    log(`\nmedian cold start: ${fmt.ms(med)} (target < ${TARGET_MS} ms: ${med < TARGET_MS ? "met" : "NOT met"})`);
    return { firstStartMs: firstMs, runs, medianMs: med, targets: { medianMs: { target: TARGET_MS, actual: med, met: med < TARGET_MS } } };
  } finally {
    data.remove();
  }
}

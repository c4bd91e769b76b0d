// The job queue's idle cost on the embedded server (ADR 006): our built server on a fresh data directory, idle,
// with its queues polled every JOBS_POLL_SECONDS = 2 (the default) against every 300 s (next to no polling). The
// figure is the whole process's CPU (the main thread and the database's worker thread: utime + stime from
// /proc/<pid>/stat) over BENCH_JOBS_IDLE_SECONDS after a 10 s settle. Rounds alternate the two settings.
//
// env: BENCH_JOBS_IDLE_SECONDS (default 30), BENCH_JOBS_IDLE_ROUNDS (default 2).
import { freePort, median, processCpuMs, sleep, spawnOurServer, table, tempDir, waitHealthy } from "./lib/harness.mjs";

export const title = "Job queue polling: idle CPU of the embedded server at JOBS_POLL_SECONDS=2 vs 300";

export default async function run({ log }) {
  const seconds = Number(process.env.BENCH_JOBS_IDLE_SECONDS ?? 30);
  const rounds = Number(process.env.BENCH_JOBS_IDLE_ROUNDS ?? 2);
  if (processCpuMs(process.pid) === null) return { skipped: "no /proc/<pid>/stat on this platform" };
  const samples = { 2: [], 300: [] };
  for (let round = 0; round < rounds; round++) {
    for (const poll of [2, 300]) {
      const { dir, remove } = tempDir("tavola-bench-jobs-");
      const port = await freePort();
      const server = spawnOurServer({ port, dataDir: dir, env: { JOBS_POLL_SECONDS: String(poll) } });
      try {
        await waitHealthy(server, port);
        await sleep(10_000);
        const before = processCpuMs(server.child.pid);
        await sleep(seconds * 1000);
        const cpuMs = processCpuMs(server.child.pid) - before;
        samples[poll].push(cpuMs);
        log(`round ${round + 1}, poll every ${poll} s: ${cpuMs} ms CPU in ${seconds} s (${((100 * cpuMs) / (seconds * 1000)).toFixed(2)} % of a core)`);
      } finally {
        await server.stop();
        remove();
      }
    }
  }
  const row = (poll) => {
    const ms = median(samples[poll]);
    return { poll: `${poll} s`, cpuMs: ms, percentOfCore: Number(((100 * ms) / (seconds * 1000)).toFixed(2)) };
  };
  const figures = { seconds, rounds, polling: row(2), nearlyIdle: row(300) };
  log(table([["JOBS_POLL_SECONDS", "CPU ms (median)", "% of a core"], ...[figures.polling, figures.nearlyIdle].map((r) => [r.poll, String(r.cpuMs), `${r.percentOfCore} %`])]));
  return figures;
}

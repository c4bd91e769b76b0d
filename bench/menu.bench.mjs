// (d) Public GET /api/restaurants/:id/menu (the flagship: the restaurant and its whole menu): our server vs
// a bare node:http server running the same SQL (bench/bare-menu-server.mjs), each in its own process, on
// Postgres (throwaway cluster) and on PGlite. Same method as the recommended bench: autocannon, warm-up,
// interleaved rounds on Postgres; on PGlite (one process per data dir) ours, stop, then the baseline.
import path from "node:path";
import { ROOT, getJson, vacuumAnalyze, withPostgresDatabase } from "./lib/harness.mjs";
import { compareOnPglite, compareWithBare, loadSettings, reportComparison, throwIfCrashed } from "./lib/compare.mjs";

export const title = "Public GET /api/restaurants/:id/menu — ours vs bare node:http + same SQL";

const BARE = path.join(ROOT, "bench/bare-menu-server.mjs");
const TARGET_PG_RPS_RATIO = 0.6;

/** The flagship (featured first), by id as the web app asks for it. */
async function flagshipMenu(oursPort) {
  const [flagship] = await getJson(`http://127.0.0.1:${oursPort}/api/restaurants`);
  return { path: `/api/restaurants/${flagship.id}/menu` };
}

export default async function run({ log }) {
  const { opts, warmupSeconds, pgRounds, result } = loadSettings(log);
  const common = { log, bareScript: BARE, endpoint: flagshipMenu, items: (body) => body.items, reportBodyBytes: true, opts, warmupSeconds };

  result.postgres = await withPostgresDatabase(log, (url) =>
    compareWithBare({
      ...common, label: "Postgres", ours: { databaseUrl: url }, bareEnv: { DATABASE_URL: url },
      rounds: pgRounds, beforeMeasure: () => vacuumAnalyze(url),
    }),
  );

  result.pglite = await compareOnPglite({ ...common, tempPrefix: "bench-menu-pglite-" });

  const targets = reportComparison({ log, result, targetPgRpsRatio: TARGET_PG_RPS_RATIO });
  if (targets) result.targets = targets;
  throwIfCrashed("menu", result);
  return result;
}

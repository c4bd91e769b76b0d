// (a) Signed-in GET /api/restaurants/recommended: our server vs a bare node:http server running the same
// SQL (bench/bare-server.mjs), each in its own process, on Postgres (throwaway cluster) and on PGlite.
import path from "node:path";
import { ROOT, demoLogin, vacuumAnalyze, withPostgresDatabase } from "./lib/harness.mjs";
import { compareOnPglite, compareWithBare, loadSettings, reportComparison, throwIfCrashed } from "./lib/compare.mjs";

export const title = "Signed-in GET /api/restaurants/recommended — ours vs bare node:http + same SQL";

const PATH = "/api/restaurants/recommended";
const BARE = path.join(ROOT, "bench/bare-server.mjs");
const TARGET_PG_RPS_RATIO = 0.6;

/** The fixed path, signed in through the demo login (both servers accept the same session cookie). */
async function signedIn(oursPort) {
  return { path: PATH, cookie: await demoLogin(oursPort) };
}

export default async function run({ log }) {
  const { opts, warmupSeconds, pgRounds, result } = loadSettings(log);
  const common = { log, bareScript: BARE, endpoint: signedIn, items: (body) => body, opts, warmupSeconds };

  // --- Postgres: both measured against a freshly vacuumed/analysed database, so autovacuum after the seed
  // does not land in one server's run only ---
  result.postgres = await withPostgresDatabase(log, (url) =>
    compareWithBare({
      ...common, label: "Postgres", ours: { databaseUrl: url }, bareEnv: { DATABASE_URL: url },
      rounds: pgRounds, beforeMeasure: () => vacuumAnalyze(url),
    }),
  );

  // --- PGlite: single-process, so ours runs, stops, then the baseline opens the same data dir ---
  result.pglite = await compareOnPglite({ ...common, tempPrefix: "bench-pglite-" });

  const targets = reportComparison({ log, result, targetPgRpsRatio: TARGET_PG_RPS_RATIO });
  if (targets) result.targets = targets;
  throwIfCrashed("recommended", result);
  return result;
}

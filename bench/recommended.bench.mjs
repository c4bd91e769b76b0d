// (a) Signed-in GET /api/restaurants/recommended: our server vs a bare node:http server running the same
// SQL (bench/bare-server.mjs), each in its own process, on Postgres (throwaway cluster) and on PGlite.
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { PostgresNotFoundError, startCluster } from "../scripts/lib/postgres-cluster.mjs";
import { ROOT, demoLogin } from "./lib/harness.mjs";
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

  // --- Postgres ---
  let cluster = null;
  let adminUrl = process.env.DATABASE_URL_FOR_BENCH;
  let dropBenchDb = async () => {};
  try {
    if (!adminUrl) {
      cluster = await startCluster();
      adminUrl = cluster.url;
    }
    const name = `tavola_bench_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    if (!cluster) {
      // Someone else's cluster (DATABASE_URL_FOR_BENCH, e.g. under scripts/with-postgres.mjs): leave it as found.
      dropBenchDb = async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Both measured against a freshly vacuumed/analysed database, so autovacuum after the seed does not
    // land in one server's run only.
    const beforeMeasure = async () => {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      await c.query("vacuum analyze");
      await c.end();
    };
    result.postgres = await compareWithBare({
      ...common, label: "Postgres", ours: { databaseUrl: url.toString() }, bareEnv: { DATABASE_URL: url.toString() },
      rounds: pgRounds, beforeMeasure,
    });
  } catch (e) {
    if (e instanceof PostgresNotFoundError) {
      log("Postgres binaries not found; skipping the Postgres comparison");
      result.postgres = { skipped: e.message };
    } else {
      log(`Postgres comparison crashed: ${e.stack ?? e}`);
      result.postgres = { error: String(e.stack ?? e) };
    }
  } finally {
    await dropBenchDb().catch((e) => log(`could not drop the bench database: ${e.message}`));
    await cluster?.stop();
  }

  // --- PGlite: single-process, so ours runs, stops, then the baseline opens the same data dir ---
  result.pglite = await compareOnPglite({ ...common, tempPrefix: "bench-pglite-" });

  const targets = reportComparison({ log, result, targetPgRpsRatio: TARGET_PG_RPS_RATIO });
  if (targets) result.targets = targets;
  throwIfCrashed("recommended", result);
  return result;
}

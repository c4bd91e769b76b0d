import path from "node:path";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig, type Config } from "./platform/config.js";
import { acquireDataDirLock } from "./platform/data-dir-lock.js";
import { resolveTotpKey } from "./platform/totp-key.js";
import { openDatabase, useEmbeddedDatabase } from "./platform/database.js";
import { seedDemoData } from "./db/seed.js";
import { assertNoPublicDemoAccounts, DemoAccountsError, UNSAFE_START_EXIT_CODE } from "./modules/auth/index.js";
import type { EarlyDatabase } from "./platform/early-database.js";

/** The server's start after main.ts: config, database, listen, graceful shutdown. */
async function run(early: EarlyDatabase | null) {
  let config: Config;
  try {
    config = loadConfig();
    // Production without TOTP_ENCRYPTION_KEY refuses to start, before the database opens (the message says why).
    await resolveTotpKey(config);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      early?.releaseLock();
      process.exit(78); // EX_CONFIG
    }
    throw e;
  }
  // main.ts started the embedded database on the same settings; anything else is opened here as before.
  const adopted = config.databaseKind === "pglite" && early?.dataDir === path.resolve(config.DATA_DIR) ? early : null;
  if (early && !adopted) {
    await early.remote.close().catch(() => {});
    early.releaseLock();
  }
  const releaseLock = adopted
    ? adopted.releaseLock
    : config.databaseKind === "pglite"
      ? acquireDataDirLock(config.DATA_DIR)
      : () => {};
  const started = performance.now();
  // The embedded database main.ts started is usable at once (its queries wait until it is open and migrated), so
  // the whole HTTP layer is built while it opens; otherwise the database opens while the app is being built.
  const embedded = adopted ? useEmbeddedDatabase(adopted.remote) : null;
  const opening = embedded
    ? embedded.ready.then(() => embedded.database)
    : openDatabase({
        databaseUrl: config.DATABASE_URL,
        dataDir: config.DATA_DIR,
        onCrash: (e) => {
          console.error(`The embedded database stopped: ${e.message}`);
          releaseLock();
          process.exit(1);
        },
      });
  const seeding = opening.then(async (database) => {
    const opened = performance.now();
    const seeded = config.demoMode && config.SEED ? await seedDemoData(database.db, { historyDays: config.DEMO_HISTORY_DAYS }) : false;
    return { openMs: Math.round(opened - started), pgliteMs: database.startMs, seedMs: Math.round(performance.now() - opened), seeded };
  });
  seeding.catch(() => {}); // a failure surfaces through `await opening` below, once
  const app = await buildApp({ config, database: embedded?.database ?? opening });
  const database = await opening;
  // loadMs: from the process's start to `started` (reading and compiling the bundle); the others count from there.
  app.log.info(
    { loadMs: Math.round(started), ...(await seeding), readyMs: Math.round(performance.now() - started) },
    "database ready",
  );
  try {
    // Outside demo mode, demo accounts with the public password would be an open door: refuse to listen.
    await assertNoPublicDemoAccounts(database.db, config);
  } catch (e) {
    if (!(e instanceof DemoAccountsError)) throw e;
    console.error(e.message);
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    releaseLock();
    process.exit(UNSAFE_START_EXIT_CODE);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("in-flight requests did not finish in 10 s; closing anyway");
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close(); // PGlite flushes its files here: no lost writes after a restart
    } finally {
      releaseLock();
    }
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Tavola on http://${config.HOST}:${config.PORT} (${database.kind})`);
  // This process works the job queues (jobs, cron schedules, pg-boss's maintenance: ADR 006) once it answers
  // requests, so starting them adds nothing to the cold start.
  const jobsStarted = performance.now();
  await app.jobs.work();
  app.log.info({ jobsWorkMs: Math.round(performance.now() - jobsStarted) }, "job queues polled");
}

export async function startServer(early: EarlyDatabase | null): Promise<void> {
  await run(early).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}

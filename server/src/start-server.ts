import { buildApp } from "./app.js";
import { ConfigError, loadConfig, type Config } from "./platform/config.js";
import { acquireDataDirLock } from "./platform/data-dir-lock.js";
import { openDatabase } from "./platform/database.js";
import { seedDemoData } from "./db/seed.js";
import { assertNoPublicDemoAccounts, DemoAccountsError, UNSAFE_START_EXIT_CODE } from "./modules/auth/index.js";

/** Process entry: config, database, listen, graceful shutdown. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78); // EX_CONFIG
    }
    throw e;
  }
  const releaseLock = config.databaseKind === "pglite" ? acquireDataDirLock(config.DATA_DIR) : () => {};
  const started = performance.now();
  // Open (and seed) the database while the HTTP layer is being built: the two overlap on start-up.
  const opening = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const seeding = opening.then(async (database) => {
    const opened = performance.now();
    const seeded = config.demoMode && config.SEED ? await seedDemoData(database.db) : false;
    return { openMs: Math.round(opened - started), seedMs: Math.round(performance.now() - opened), seeded };
  });
  seeding.catch(() => {}); // a failure surfaces through `await opening` below, once
  const app = await buildApp({ config, database: opening });
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
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});

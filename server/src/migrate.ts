import { loadConfig } from "./platform/config.js";
import { acquireDataDirLock } from "./platform/data-dir-lock.js";
import { openDatabase } from "./platform/database.js";

/** `npm run db:migrate`: applies the committed migrations and exits (start-up also does this). */
const config = loadConfig();
const release = config.databaseKind === "pglite" ? acquireDataDirLock(config.DATA_DIR) : () => {};
try {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.close();
  console.log(`migrations applied (${config.databaseKind})`);
} finally {
  release();
}

import path from "node:path";
import { acquireDataDirLock } from "./data-dir-lock.js";
import { findMigrationsFolder } from "./migrations-folder.js";
import { RemotePGlite } from "./pglite-remote.js";

/** The embedded database, already opening in its worker thread, and its data directory's lock. */
export type EarlyDatabase = { dataDir: string; remote: RemotePGlite; releaseLock: () => void };

/**
 * Starts opening the embedded database before the rest of the server is loaded (main.ts): PGlite's start runs in
 * its worker on one core while this thread reads and compiles the server's bundle on the other. It reads the
 * two settings it needs as loadConfig does (an empty value is unset; DATA_DIR defaults to ./data), and stays
 * out of the way of anything unusual — Postgres, a data directory already in use — which the normal start
 * then reports as it always has.
 */
export function startEmbeddedDatabaseEarly(env: Record<string, string | undefined>): EarlyDatabase | null {
  if (env.DATABASE_URL) return null;
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  let releaseLock: () => void;
  try {
    releaseLock = acquireDataDirLock(dataDir);
  } catch {
    return null;
  }
  const remote = new RemotePGlite({ dataDir, migrationsFolder: findMigrationsFolder() }, {
    onCrash: (e) => {
      // Without its database the server can only fail every request: stop, so a supervisor starts it again.
      console.error(`The embedded database stopped: ${e.message}`);
      releaseLock();
      process.exit(1);
    },
  });
  return { dataDir, remote, releaseLock };
}

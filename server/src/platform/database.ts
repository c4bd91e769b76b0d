import { mkdirSync } from "node:fs";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import * as schema from "../db/schema/index.js";
import { findMigrationsFolder } from "./migrations-folder.js";
import { RemotePGlite, type RemotePGliteOptions } from "./pglite-remote.js";
import type { RawPglite } from "./jobs/sql-executor.js";

export { findMigrationsFolder };

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /** The raw pool on Postgres (for LISTEN/NOTIFY and benchmarks); absent on PGlite. */
  pool?: pg.Pool;
  /**
   * PGlite's own query/exec (the worker's on a data directory), for pg-boss (platform/jobs): its schema script is
   * several statements, which only `exec` runs. Absent on Postgres, where pg-boss has a pool of its own.
   */
  raw?: RawPglite;
  /** Subscribes to a NOTIFY channel (a dedicated connection on Postgres); returns the unsubscribe. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** On a data directory: how long the embedded database took to open and migrate in its worker thread. */
  startMs?: number;
};

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /**
   * Tests only: the in-memory database starts from this dump of a migrated one (`dumpMigratedDatabase`) instead
   * of running initdb, which is most of a fresh PGlite's cost. The migrations still run (a no-op when it is current).
   */
  loadDataDir?: Blob;
  /** The embedded database's worker ended without being closed. */
  onCrash?: RemotePGliteOptions["onCrash"];
};

/**
 * Postgres with a URL; otherwise PGlite: on a data directory in a worker thread of its own (ADR 005), in memory
 * (tests) in-process.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = findMigrationsFolder();
  if (opts.databaseUrl) {
    const { openPostgres } = await import("./database-postgres.js");
    return openPostgres(opts.databaseUrl, migrationsFolder);
  }
  // drizzle's PGlite driver uses query/transaction only; the worker's remote offers those with the same meaning.
  if (opts.dataDir) {
    const embedded = useEmbeddedDatabase(startEmbeddedDatabase(opts.dataDir, { onCrash: opts.onCrash }));
    await embedded.ready;
    return embedded.database;
  }
  const { PGlite: InProcess } = await import("@electric-sql/pglite");
  const { PGLITE_EXTENSIONS, PGLITE_START_PARAMS } = await import("./pglite-options.js");
  const client = await InProcess.create({
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    kind: "pglite",
    db: drizzlePglite(client, { schema }) as unknown as Db,
    raw: client,
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

/**
 * The embedded database in its worker as a Database at once, while it is still opening: the app's queries wait
 * until it is open and migrated (`ready`; the worker migrates it), so the HTTP layer can be built meanwhile
 * (main.ts). If it cannot be opened or migrated, `ready` rejects and the worker is closed.
 */
export function useEmbeddedDatabase(remote: RemotePGlite): { database: Database; ready: Promise<void> } {
  const ready = remote.ready
    .then((startMs) => {
      database.startMs = startMs;
    })
    .catch(async (e: unknown) => {
      await remote.close().catch(() => {});
      throw e;
    });
  ready.catch(() => {}); // whoever awaits `ready` sees the failure
  const afterReady =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await ready;
      return call(...args);
    };
  const gated = {
    query: afterReady(remote.query.bind(remote)),
    exec: afterReady(remote.exec.bind(remote)),
    transaction: afterReady(remote.transaction.bind(remote)),
  };
  const database: Database = {
    kind: "pglite",
    db: drizzlePglite(gated as unknown as PGlite, { schema }) as unknown as Db,
    raw: { query: (text, params) => gated.query(text, params), exec: gated.exec },
    listen: afterReady((channel: string, onPayload: (payload: string) => void) => remote.listen(channel, onPayload)),
    close: () => remote.close(),
  };
  return { database, ready };
}

/** Starts opening the embedded database on `dataDir` in its worker thread; queries wait until it is open. */
export function startEmbeddedDatabase(dataDir: string, options: RemotePGliteOptions = {}): RemotePGlite {
  mkdirSync(dataDir, { recursive: true });
  return new RemotePGlite({ dataDir, migrationsFolder: findMigrationsFolder() }, options);
}

/**
 * Tests only: a freshly migrated, empty in-memory database as a tarball, for `openDatabase({ loadDataDir })`.
 * `prepare` runs on it before the dump (the test run installs the job queue's schema and queues there once).
 */
export async function dumpMigratedDatabase(prepare?: (database: Database) => Promise<void>): Promise<Blob> {
  const { PGlite: InProcess } = await import("@electric-sql/pglite");
  const { PGLITE_EXTENSIONS, PGLITE_START_PARAMS } = await import("./pglite-options.js");
  const client = await InProcess.create({ extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS });
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: findMigrationsFolder() });
    await prepare?.({
      kind: "pglite",
      db: drizzlePglite(client, { schema }) as unknown as Db,
      raw: client,
      listen: (channel, onPayload) => client.listen(channel, onPayload),
      close: async () => {},
    });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

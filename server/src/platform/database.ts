import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import type { SQL } from "drizzle-orm";
import * as schema from "../db/schema/index.js";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /** The raw pool on Postgres (for LISTEN/NOTIFY and benchmarks); absent on PGlite. */
  pool?: pg.Pool;
  /** Subscribes to a NOTIFY channel (a dedicated connection on Postgres); returns the unsubscribe. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** Migrations sit beside the source in development and beside main.js in the bundle. */
export function findMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "migrations"), path.join(here, "../db/migrations")];
  const found = candidates.find((c) => existsSync(path.join(c, "meta/_journal.json")));
  if (found) return found;
  throw new Error(`Migrations folder not found (looked in ${candidates.join(", ")})`);
}

// Postgres returns int8 (count, sum) as strings by default; our sums fit comfortably in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /**
   * Tests only: the in-memory database starts from this dump of a migrated one (`dumpMigratedDatabase`) instead
   * of running initdb, which is most of a fresh PGlite's cost. The migrations still run (a no-op when it is current).
   */
  loadDataDir?: Blob;
};

/**
 * The embedded database's buffer pool: 32 MB instead of Postgres' 128 MB. PGlite sets the whole pool up inside
 * its WebAssembly memory on every start, which was half a second of each cold start (1.39 s → 0.87 s for
 * PGlite.create on the seeded demo data dir, measured here); the demo database is ~40 MB on disk and the
 * operating system's page cache holds the rest. A deployment that outgrows this runs on DATABASE_URL.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = findMigrationsFolder();
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20 });
    // An idle client dropped by the server (restart, failover, terminated backend) must not crash the
    // process: the pool discards it and the next query opens a new connection.
    pool.on("error", (err) => console.warn(`postgres: idle client error: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    const listeners = new Set<() => Promise<void>>();
    return {
      kind: "postgres",
      db,
      pool,
      async listen(channel, onPayload) {
        const stop = await listenPostgres(opts.databaseUrl!, channel, onPayload);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      async close() {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  // No dataDir means in-memory (tests).
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // btree_gist lets reservation_tables' exclusion constraint compare table ids inside a GiST index.
  const extensions = { btree_gist };
  const client = opts.dataDir
    ? await PGlite.create(path.resolve(opts.dataDir), { extensions, startParams: PGLITE_START_PARAMS })
    : await PGlite.create({ extensions, startParams: PGLITE_START_PARAMS, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    kind: "pglite",
    db,
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

/**
 * Tests only: a freshly migrated, empty in-memory database as a tarball, for `openDatabase({ loadDataDir })`.
 */
export async function dumpMigratedDatabase(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { btree_gist }, startParams: PGLITE_START_PARAMS });
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: findMigrationsFolder() });
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

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). If the connection
 * drops it reconnects with backoff, so a database restart does not silently end live updates.
 */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 250;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    c.on("error", (err) => {
      console.warn(`postgres: listener error: ${err.message}`);
      void c.end().catch(() => {});
      if (client === c) client = null;
      if (!stopped) setTimeout(() => void connect().catch(() => {}), retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
    retryMs = 250;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
    client = null;
  };
}

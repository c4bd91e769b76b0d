/**
 * The PostgreSQL side of openDatabase (DATABASE_URL). Loaded only when it is used: node-postgres and its driver
 * are not read on an embedded start (pg's runtime check alone builds a fetch Response, loading undici).
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Database, Db } from "./database.js";
import * as schema from "../db/schema/index.js";

// Postgres returns int8 (count, sum) as strings by default; our sums fit comfortably in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export async function openPostgres(databaseUrl: string, migrationsFolder: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  // An idle client dropped by the server (restart, failover, terminated backend) must not crash the
  // process: the pool discards it and the next query opens a new connection.
  pool.on("error", (err) => console.warn(`postgres: idle client error: ${err.message}`));
  const db = drizzle(pool, { schema }) as unknown as Db;
  await migrate(drizzle(pool), { migrationsFolder });
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: "postgres",
    db,
    pool,
    async listen(channel, onPayload) {
      const stop = await listenPostgres(databaseUrl, channel, onPayload);
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

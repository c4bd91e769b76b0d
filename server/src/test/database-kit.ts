import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../platform/database.js";

export type TestDatabase = { database: Database; databaseUrl?: string; close(): Promise<void> };

/**
 * A fresh, migrated, empty database without an app: in-memory PGlite from the run's snapshot, or — on the
 * Postgres run (TEST_DATABASE_URL) — a database of its own, dropped at `close`.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const file = inject("pgliteSnapshot");
    const database = await openDatabase(file ? { loadDataDir: new Blob([await readFile(file)]) } : {});
    return { database, close: () => database.close() };
  }
  const name = `tavola_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await openDatabase({ databaseUrl });
  return {
    database,
    databaseUrl,
    async close() {
      await database.close();
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin(url: string, run: (c: pg.Client) => Promise<unknown>) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await run(c);
  } finally {
    await c.end();
  }
}

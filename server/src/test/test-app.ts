import { randomUUID } from "node:crypto";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig, type Config } from "../platform/config.js";
import { openDatabase, type Database } from "../platform/database.js";
import { seedDemoData } from "../db/seed.js";

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

/**
 * A fresh app on a fresh database: in-memory PGlite started from the run's migrated snapshot (global-setup.ts),
 * or — when TEST_DATABASE_URL points at a throwaway Postgres cluster — a new database created for this test file
 * and dropped afterwards. Demo mode is on (and
 * the demo data seeded) unless `env` turns it off (DEMO_MODE=0, or NODE_ENV=production without DEMO_MODE).
 *
 * `options.database` builds a second app (another configuration: a rotated ADMIN_KEY…) on the database of an
 * earlier one, as a restarted server would find it; closing this app then leaves that database open.
 */
/** The Postgres URL each test database was opened with: a second app on it needs it too (pg-boss opens its own pool). */
const databaseUrls = new WeakMap<Database, string>();

export async function createTestApp(
  env: Record<string, string> = {},
  options: { database?: Database } = {},
): Promise<TestApp> {
  if (options.database) {
    const config = testConfig(env, databaseUrls.get(options.database));
    const app = await buildApp({ config, database: options.database, logger: false });
    await app.ready();
    return { app, database: options.database, config, close: () => app.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `tavola_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = testConfig(env, databaseUrl);
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { loadDataDir: await migratedSnapshot() },
  );
  if (config.DATABASE_URL) databaseUrls.set(database, config.DATABASE_URL);
  if (config.demoMode) await seedDemoData(database.db, { historyDays: Number(env.DEMO_HISTORY_DAYS ?? 0) });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

export const TEST_TOTP_KEY = "7f".repeat(32);

let snapshot: Promise<Blob | undefined> | undefined;
/** The migrated empty database the run's global setup dumped (global-setup.ts), read once per test file. */
function migratedSnapshot(): Promise<Blob | undefined> {
  snapshot ??= (async () => {
    const file = inject("pgliteSnapshot");
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return snapshot;
}

/** The server's defaults (demo mode on unless NODE_ENV=production or DEMO_MODE=0), quiet and without the SPA. */
function testConfig(env: Record<string, string>, databaseUrl: string | undefined): Config {
  return loadConfig({
    LOG_LEVEL: process.env.DBG_LOG ?? "silent",
    WEB_DIST: "/nonexistent",
    // One fixed key for every test app (a second app on the same database must read what the first encrypted).
    TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
}

/** The session cookie from a response, as a Cookie header value. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === "tavola_session");
  if (!c) throw new Error(`no session cookie in response (${res.statusCode}): ${res.body}`);
  return `tavola_session=${c.value}`;
}

/** A newly registered customer (an address of its own, so sign-up limits stay out of the way): cookie and user id. */
export async function registerCustomer(app: FastifyInstance): Promise<{ cookie: string; userId: string }> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: freshClientAddress(),
    payload: { email: `customer-${randomUUID()}@example.com`, password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" },
  });
  return { cookie: sessionCookie(res), userId: (res.json() as { id: string }).id };
}

export async function signInAs(app: FastifyInstance, role = "customer"): Promise<string> {
  const res = await app.inject({ method: "GET", url: `/api/test-login?role=${role}` });
  return sessionCookie(res);
}

/**
 * A client address of its own (TEST-NET-free 10/8): sign-ups are limited per address, so tests that create many
 * accounts send each from another client, as real sign-ups would come.
 */
export const freshClientAddress = () => `10.${randomBytes(3).join(".")}`;

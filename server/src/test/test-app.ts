import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
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
 * A fresh app on a fresh database: in-memory PGlite, or — when TEST_DATABASE_URL points at a throwaway
 * Postgres cluster — a new database created for this test file and dropped afterwards.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
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
  const config = loadConfig({
    LOG_LEVEL: process.env.DBG_LOG ?? "silent",
    DEMO_MODE: "1",
    WEB_DIST: "/nonexistent",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  await seedDemoData(database.db);
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

/** The session cookie from a response, as a Cookie header value. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === "tavola_session");
  if (!c) throw new Error(`no session cookie in response (${res.statusCode}): ${res.body}`);
  return `tavola_session=${c.value}`;
}

export async function signInAs(app: FastifyInstance, role = "customer"): Promise<string> {
  const res = await app.inject({ method: "GET", url: `/api/test-login?role=${role}` });
  return sessionCookie(res);
}

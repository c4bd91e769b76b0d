import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { generate } from "otplib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverBuild, type ServerBuild } from "../../test/server-build.js";
import { MISSING_TOTP_KEY_MESSAGE } from "../../platform/totp-key.js";
import { TEST_TOTP_KEY } from "../../test/test-app.js";

// Postgres only (vitest.config.ts includes *.pg.test.ts when TEST_DATABASE_URL is set): the production build
// (test/server-build.ts: the one `npm test` built for every layer), started as a real process with
// NODE_ENV=production on Postgres.
const DEMO = { email: "super-admin@demo.tavola.app", password: "tavola-demo-2024" };
const ADMIN = { email: "owner@example.com", password: "harbour lantern velvet 19" };

let build: ServerBuild;
let main: string;
const children: ChildProcess[] = [];
const databases: string[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function freshDatabase(): Promise<string> {
  const name = `tavola_prod_${randomBytes(5).toString("hex")}`;
  await admin((c) => c.query(`create database ${name}`));
  databases.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The built server with only what the test says (no DEMO_MODE/NODE_ENV leaking in from the runner). */
function startBuilt(script: string, env: Record<string, string>, args: string[] = []) {
  const base = { ...process.env };
  for (const k of ["DEMO_MODE", "NODE_ENV", "SEED", "DATA_DIR", "DATABASE_URL", "ADMIN_KEY", "INSECURE_HTTP", "TRUST_PROXY", "TOTP_ENCRYPTION_KEY"]) delete base[k];
  const child = spawn(process.execPath, [script, ...args], {
    // A TOTP key unless the test says otherwise (production refuses to start without one; "" leaves it unset).
    env: { ...base, LOG_LEVEL: "warn", WEB_DIST: "/nonexistent", TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  children.push(child);
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  return { child, output: () => out, exited };
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const proc = startBuilt(main, { PORT: String(port), ...env });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (proc.child.exitCode !== null) throw new Error(`server exited (${proc.child.exitCode}): ${proc.output()}`);
    if (await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)) return { ...proc, baseUrl };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not healthy: ${proc.output()}`);
}

async function stop(proc: { child: ChildProcess; exited: Promise<number | null> }) {
  proc.child.kill("SIGTERM");
  expect(await proc.exited).toBe(0);
}

const PRODUCTION = { NODE_ENV: "production", INSECURE_HTTP: "1" };

beforeAll(async () => {
  build = await serverBuild();
  main = build.main;
}, 120_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  await Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on("exit", r)))));
  for (const name of databases) await admin((c) => c.query(`drop database if exists ${name} with (force)`));
});

describe("the production build under NODE_ENV=production (postgres)", () => {
  it("runs without the demo: no demo accounts, no demo sign-in, demo credentials refused; admin:create makes the first admin", async () => {
    const databaseUrl = await freshDatabase();
    const server = await startServer({ ...PRODUCTION, DATABASE_URL: databaseUrl });

    expect(await (await fetch(`${server.baseUrl}/api/health`)).json()).toEqual({ status: "ok", database: "postgres", demoMode: false });
    const demoLogin = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(DEMO),
    });
    expect(demoLogin.status).toBe(401);
    const testLogin = await fetch(`${server.baseUrl}/api/test-login?role=super_admin`);
    expect(testLogin.status).toBe(404);
    expect(testLogin.headers.getSetCookie()).toEqual([]);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const demoUsers = (await db.query(`select count(*)::int as n from users where email like '%@demo.tavola.app'`)).rows[0].n;
    await db.end();
    expect(demoUsers).toBe(0);

    // The first super admin, through the one-off command of the same build, on the same database.
    const created = startBuilt(build.createAdmin, {
      DATABASE_URL: databaseUrl, NODE_ENV: "production", TAVOLA_ADMIN_PASSWORD: ADMIN.password,
    }, ["--email", ADMIN.email]);
    expect(await created.exited, created.output()).toBe(0);
    expect(created.output()).not.toContain(ADMIN.password);
    // An executive signs in at /ceo/login with a second factor (the password-only sign-in refuses executives);
    // in production the first sign-in enrols an authenticator: no demo key exists.
    const passwordOnly = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN),
    });
    expect(passwordOnly.status).toBe(403);
    expect((await fetch(`${server.baseUrl}/api/ceo/demo-factor`)).status).toBe(404);
    const step1 = await fetch(`${server.baseUrl}/api/ceo/login`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ADMIN),
    });
    expect(step1.status).toBe(200);
    const enrol = (await step1.json()) as { step: string; secret: string };
    expect(enrol.step).toBe("enrol");
    const challenge = step1.headers.getSetCookie().find((c) => c.startsWith("tavola_exec_challenge="))!.split(";")[0]!;
    const login = await fetch(`${server.baseUrl}/api/ceo/login/verify`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: challenge },
      body: JSON.stringify({ code: await generate({ secret: enrol.secret }) }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe("super_admin");
    await stop(server);
  }, 180_000);

  it("refuses to start in production without TOTP_ENCRYPTION_KEY, saying how to make one (exit 78)", async () => {
    const databaseUrl = await freshDatabase();
    const refused = startBuilt(main, { ...PRODUCTION, TOTP_ENCRYPTION_KEY: "", DATABASE_URL: databaseUrl, PORT: String(await freePort()) });
    expect(await refused.exited).toBe(78);
    expect(refused.output()).toContain(MISSING_TOTP_KEY_MESSAGE);
  }, 60_000);

  it("refuses to start on a database seeded by a demo server, naming the fix (exit 78)", async () => {
    const databaseUrl = await freshDatabase();
    const demo = await startServer({ DATABASE_URL: databaseUrl }); // the default: demo mode, seeded
    expect(await (await fetch(`${demo.baseUrl}/api/health`)).json()).toMatchObject({ demoMode: true });
    await stop(demo);

    const refused = startBuilt(main, { ...PRODUCTION, DATABASE_URL: databaseUrl, PORT: String(await freePort()) });
    expect(await refused.exited).toBe(78);
    expect(refused.output()).toMatch(/Refusing to start: demo mode is off/);
    expect(refused.output()).toContain("super-admin@demo.tavola.app");
    expect(refused.output()).toMatch(/fresh database/);
    expect(refused.output()).toMatch(/DEMO_MODE=1/);

    // A public sandbox on purpose: DEMO_MODE=1 in production starts, with the demo.
    const sandbox = await startServer({ ...PRODUCTION, DEMO_MODE: "1", DATABASE_URL: databaseUrl });
    expect(await (await fetch(`${sandbox.baseUrl}/api/health`)).json()).toMatchObject({ demoMode: true });
    await stop(sandbox);
  }, 180_000);
});

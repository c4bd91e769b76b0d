import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ROLES, healthSchema } from "@tavola/contracts";
import { DEMO_PASSWORD, DEMO_USERS, NEW_CUSTOMER, demoEmailFor } from "../../db/seed-data.js";
import { queryRows } from "../../platform/database.js";
import { createTestApp, freshClientAddress, sessionCookie, type TestApp } from "../../test/test-app.js";
import { hashPassword } from "./password.js";
import { assertNoPublicDemoAccounts, DemoAccountsError } from "./demo-accounts.guard.js";

// Two databases for the whole file (opening one is most of a test app's cost): what `npm start` runs (no NODE_ENV,
// no DEMO_MODE: demo mode, seeded), and a production configuration (no demo mode, nothing seeded).
let demo: TestApp;
let prod: TestApp;
beforeAll(async () => {
  demo = await createTestApp();
  prod = await createTestApp({ NODE_ENV: "production", INSECURE_HTTP: "1", ADMIN_KEY: "prod-admin-key-0123456789" });
});
afterAll(async () => {
  await demo?.close();
  await prod?.close();
});

const demoEmails = [...DEMO_USERS.map((u) => demoEmailFor(u.role)), NEW_CUSTOMER.email];

describe("the default configuration keeps the demo", () => {
  let t: TestApp;
  beforeAll(() => {
    t = demo;
  });

  it("is in demo mode and says so on /api/health", async () => {
    expect(t.config.demoMode).toBe(true);
    const health = healthSchema.parse((await t.app.inject({ method: "GET", url: "/api/health" })).json());
    expect(health.demoMode).toBe(true);
  });

  it("signs in every role through the demo sign-in", async () => {
    for (const role of ROLES) {
      const res = await t.app.inject({ method: "GET", url: `/api/test-login?role=${role}` });
      expect(res.statusCode, role).toBe(200);
      expect(res.json().role).toBe(role);
      const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: sessionCookie(res) } });
      expect(me.json().email).toBe(demoEmailFor(role));
    }
  });

  it("accepts the demo accounts' public password on the sign-in form (executives: at /ceo/login, with a code)", async () => {
    const executives = [demoEmailFor("ceo"), demoEmailFor("super_admin")];
    for (const email of demoEmails) {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: DEMO_PASSWORD } });
      expect(res.statusCode, email).toBe(executives.includes(email) ? 403 : 200);
    }
  });

  it("accepts a same-origin demo sign-in from the app's own pages", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/test-login",
      headers: { host: "localhost:5000", "sec-fetch-site": "same-origin", referer: "http://localhost:5000/login?next=%2Forder" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a demo sign-in forced from another site (login CSRF)", async () => {
    const foreign: Array<Record<string, string>> = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" }, // a sibling subdomain is another site to us
      { origin: "https://evil.example" },
      { origin: "null" },
      { referer: "https://evil.example/page.html" },
      { referer: "http://localhost:5001/" }, // another port is another origin
      { "sec-fetch-site": "none", referer: "https://evil.example/" },
    ];
    for (const headers of foreign) {
      const res = await t.app.inject({ method: "GET", url: "/api/test-login?role=super_admin", headers: { host: "localhost:5000", ...headers } });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.cookies.find((c) => c.name === "tavola_session")).toBeUndefined();
    }
  });
});

describe("outside demo mode (NODE_ENV=production)", () => {
  let t: TestApp;
  beforeAll(() => {
    t = prod;
  });

  it("is off, says so on /api/health and created no demo account", async () => {
    expect(t.config.demoMode).toBe(false);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({ status: "ok", demoMode: false });
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users where email like '%@demo.tavola.app'`);
    expect(Number(row!.n)).toBe(0);
  });

  it("has no demo sign-in route at all (404, undocumented)", async () => {
    for (const url of ["/api/test-login", "/api/test-login?role=super_admin"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.cookies).toHaveLength(0);
    }
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(Object.keys(doc.paths)).not.toContain("/api/test-login");
  });

  it("refuses the public demo credentials", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/api/auth/login", payload: { email: "super-admin@demo.tavola.app", password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });

  it("does not sign anyone in with the admin key alone: a real session is required", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/admin-key", payload: { adminKey: "prod-admin-key-0123456789" } });
    expect(res.statusCode).toBe(401);
    expect(res.cookies).toHaveLength(0);
  });

  it("still lets a real account register and sign in", async () => {
    const account = { email: "owner@example.com", password: "orbit kettle velvet 42", firstName: "O", lastName: "W" };
    const reg = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: account, remoteAddress: freshClientAddress() });
    expect(reg.statusCode).toBe(201);
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: account.email, password: account.password } });
    expect(login.statusCode).toBe(200);
  });
});

describe("the start-up guard against public demo accounts", () => {
  let seeded: TestApp;
  beforeAll(() => {
    seeded = demo; // demo mode: seeded with every demo account (this block runs last: it re-passwords them)
  });

  it("passes in demo mode and on a database without demo accounts", async () => {
    await expect(assertNoPublicDemoAccounts(seeded.database.db, { demoMode: true })).resolves.toBeUndefined();
    await expect(assertNoPublicDemoAccounts(prod.database.db, { demoMode: false })).resolves.toBeUndefined();
  });

  it("refuses outside demo mode when demo accounts still have the public password, naming them and the fix", async () => {
    const refusal = await assertNoPublicDemoAccounts(seeded.database.db, { demoMode: false }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DemoAccountsError);
    const message = (refusal as Error).message;
    expect(message).toMatch(/^Refusing to start/);
    expect(message).toContain("super-admin@demo.tavola.app");
    expect(message).toContain("DEMO_MODE=1");
    expect(message).toContain("fresh database");
    expect(message).not.toContain(DEMO_PASSWORD);
  });

  it("passes once no demo account has the public password any more", async () => {
    const other = await hashPassword("a private replacement passphrase");
    await seeded.database.db.execute(sql`update users set password_hash = ${other} where email like '%@demo.tavola.app'`);
    await expect(assertNoPublicDemoAccounts(seeded.database.db, { demoMode: false })).resolves.toBeUndefined();
  });
});

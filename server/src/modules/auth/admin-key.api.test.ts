import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../../platform/database.js";
import { adminKeyFingerprint, hashToken } from "../../platform/session.js";
import { createTestApp, freshClientAddress, sessionCookie, type TestApp } from "../../test/test-app.js";

const ADMIN_KEY = "s3cret-admin-key-for-tests";
const ROTATED_KEY = "an0ther-admin-key-after-rotation";
const account = { email: "exec@example.com", password: "orbit kettle velvet 42", firstName: "E", lastName: "X" };

let t: TestApp;
beforeAll(async () => {
  // Outside demo mode (as in production): the key only ever raises a real, signed-in account.
  t = await createTestApp({ ADMIN_KEY, DEMO_MODE: "0", ADMIN_ELEVATION_HOURS: "2" });
  const reg = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: account, remoteAddress: freshClientAddress() });
  expect(reg.statusCode).toBe(201);
});
afterAll(async () => t?.close());

const signIn = async (app = t.app) =>
  sessionCookie(await app.inject({ method: "POST", url: "/api/auth/login", payload: { email: account.email, password: account.password } }));
const me = (cookie: string, app = t.app) => app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
const elevate = (adminKey: string, cookie?: string, app = t.app) =>
  app.inject({ method: "POST", url: "/api/auth/admin-key", payload: { adminKey }, headers: cookie ? { cookie } : {} });
const tokenOf = (cookie: string) => cookie.split("=")[1]!;

describe("admin key outside demo mode", () => {
  it("has no demo sign-in at all", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/test-login" })).statusCode).toBe(404);
  });

  it("signs nobody in without a session, even with the right key (no demo ceo to fall back on)", async () => {
    const res = await elevate(ADMIN_KEY);
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === "tavola_session")).toBeUndefined();
  });

  it("refuses a wrong or empty key and leaves the session as it was", async () => {
    const cookie = await signIn();
    expect((await elevate("nope", cookie)).statusCode).toBe(403);
    const empty = await elevate("", cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.adminKey).toEqual(["Admin key is required"]);
    expect((await me(cookie)).json().role).toBe("customer");
  });

  it("issues a fresh session token raised to ceo and ends the old one", async () => {
    const old = await signIn();
    const res = await elevate(ADMIN_KEY, old);
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe("ceo");
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(old);
    // The pre-elevation token (which may have leaked before) no longer signs anyone in.
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(fresh)).json().role).toBe("ceo");

    const [row] = await queryRows<{ role_override: string; hours: number; elevated_key_fp: string }>(t.database.db, sql`
      select role_override, extract(epoch from elevated_until - now()) / 3600 as hours, elevated_key_fp
      from sessions where token_hash = ${hashToken(tokenOf(fresh))}`);
    expect(row!.role_override).toBe("ceo");
    expect(Number(row!.hours)).toBeGreaterThan(1.9); // ADMIN_ELEVATION_HOURS=2
    expect(Number(row!.hours)).toBeLessThanOrEqual(2);
    expect(row!.elevated_key_fp).toBe(adminKeyFingerprint(ADMIN_KEY));
    const [old_] = await queryRows<{ n: number }>(t.database.db, sql`
      select count(*)::int as n from sessions where token_hash = ${hashToken(tokenOf(old))}`);
    expect(Number(old_!.n)).toBe(0);

    // The account itself was not promoted: a new sign-in is a customer again.
    expect((await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: account.email, password: account.password } })).json().role).toBe("customer");
  });

  it("falls back to the account's own role when the elevation expires", async () => {
    const cookie = sessionCookie(await elevate(ADMIN_KEY, await signIn()));
    expect((await me(cookie)).json().role).toBe("ceo");
    await t.database.db.execute(
      sql`update sessions set elevated_until = now() - interval '1 second' where token_hash = ${hashToken(tokenOf(cookie))}`,
    );
    const after = await me(cookie);
    expect(after.statusCode).toBe(200); // still signed in…
    expect(after.json().role).toBe("customer"); // …as themselves
  });

  it("ends every elevation when ADMIN_KEY changes or is removed, and only the key that granted it honours it", async () => {
    const cookie = sessionCookie(await elevate(ADMIN_KEY, await signIn()));
    const rotated = await createTestApp({ ADMIN_KEY: ROTATED_KEY, DEMO_MODE: "0" }, { database: t.database });
    const removed = await createTestApp({ DEMO_MODE: "0" }, { database: t.database });
    try {
      expect((await me(cookie, rotated.app)).json()).toMatchObject({ role: "customer", email: account.email });
      expect((await me(cookie, removed.app)).json().role).toBe("customer");
      // The old key no longer raises anything on the server that has the new one.
      expect((await elevate(ADMIN_KEY, cookie, rotated.app)).statusCode).toBe(403);
      // The server still holding the old key (not yet restarted) honours its own grant only.
      expect((await me(cookie)).json().role).toBe("ceo");
      // With the new key, a fresh elevation works there.
      const again = sessionCookie(await elevate(ROTATED_KEY, await signIn(rotated.app), rotated.app));
      expect((await me(again, rotated.app)).json().role).toBe("ceo");
      expect((await me(again)).json().role).toBe("customer");
    } finally {
      await rotated.close();
      await removed.close();
    }
  });
});

describe("admin key in demo mode", () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ ADMIN_KEY });
  });
  afterAll(async () => demo?.close());

  it("signs in the demo ceo when the key is right and nobody is signed in", async () => {
    const res = await elevate(ADMIN_KEY, undefined, demo.app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: "ceo", email: "ceo@demo.tavola.app" });
    expect((await me(sessionCookie(res), demo.app)).json().role).toBe("ceo");
  });

  it("raises a signed-in demo customer with a fresh token too", async () => {
    const old = sessionCookie(await demo.app.inject({ method: "GET", url: "/api/test-login" }));
    const fresh = sessionCookie(await elevate(ADMIN_KEY, old, demo.app));
    expect((await me(old, demo.app)).statusCode).toBe(401);
    expect((await me(fresh, demo.app)).json()).toMatchObject({ role: "ceo", email: "customer@demo.tavola.app" });
  });
});

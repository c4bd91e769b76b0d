import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, freshClientAddress, sessionCookie, type TestApp } from "../../test/test-app.js";

// The session cookie is Secure whenever the app is HTTPS-only (NODE_ENV=production unless INSECURE_HTTP=1),
// even when the request reached the app over plain http (behind a TLS proxy it was not told to trust), and on
// any request known to be https.
// Three configurations share one database (opening one is most of an app's cost), so each uses its own account.
let base: TestApp;
beforeAll(async () => {
  base = await createTestApp({ DEMO_MODE: "0" });
});
afterAll(async () => base?.close());
const on = (env: Record<string, string>) => createTestApp(env, { database: base.database });

let accounts = 0;
async function cookiesOf(t: TestApp, headers: Record<string, string> = {}) {
  const account = { email: `cookie-${++accounts}@example.com`, password: "orbit kettle velvet 42", firstName: "C", lastName: "K" };
  const reg = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: account, remoteAddress: freshClientAddress(), headers });
  expect(reg.statusCode).toBe(201);
  const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: account, headers });
  const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { ...headers, cookie: sessionCookie(login) } });
  return [reg, login, logout].map((r) => String(r.headers["set-cookie"]));
}

describe("session cookie under NODE_ENV=production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await on({ NODE_ENV: "production" });
  });
  afterAll(async () => t?.close());

  it("is Secure (and HttpOnly, SameSite=Lax) even over a plain-http request", async () => {
    expect(t.config.httpsOnly).toBe(true);
    const [register, login, logout] = await cookiesOf(t);
    for (const c of [register, login]) {
      expect(c).toMatch(/^tavola_session=[^;]+;/);
      expect(c).toMatch(/; Secure/);
      expect(c).toMatch(/; HttpOnly/);
      expect(c).toMatch(/; SameSite=Lax/);
    }
    expect(logout).toMatch(/^tavola_session=;/);
    expect(logout).toMatch(/; Secure/);
  });
});

describe("session cookie with INSECURE_HTTP=1 (a plain-http trial of a production build)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await on({ NODE_ENV: "production", INSECURE_HTTP: "1" });
  });
  afterAll(async () => t?.close());

  it("is not Secure over http", async () => {
    expect(t.config.httpsOnly).toBe(false);
    for (const c of await cookiesOf(t)) expect(c).not.toMatch(/Secure/);
  });
});

describe("session cookie outside production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await on({ DEMO_MODE: "0", TRUST_PROXY: "1" });
  });
  afterAll(async () => t?.close());

  it("is Secure when the trusted proxy says the request was https, and not on plain http", async () => {
    for (const c of await cookiesOf(t, { "x-forwarded-proto": "https" })) expect(c).toMatch(/; Secure/);
    const account = { email: `cookie-${accounts}@example.com`, password: "orbit kettle velvet 42" };
    const plain = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: account });
    expect(String(plain.headers["set-cookie"])).not.toMatch(/Secure/);
  });
});

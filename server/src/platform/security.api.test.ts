import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, sessionCookie, signInAs, type TestApp } from "../test/test-app.js";

/** A built SPA with a hashed asset and the (hidden) source maps a `vite build` leaves beside it. */
function webDist() {
  const dir = mkdtempSync(path.join(tmpdir(), "tavola-web-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), `<!doctype html><html><head></head><body><div id="root"></div></body></html>`);
  writeFileSync(path.join(dir, "assets", "index-AbC123.js"), "console.log(1)");
  writeFileSync(path.join(dir, "assets", "index-AbC123.js.map"), `{"version":3,"sourcesContent":["secret source"]}`);
  writeFileSync(path.join(dir, "sw.js.map"), `{"version":3,"sourcesContent":["secret source"]}`);
  return dir;
}

const HSTS = "max-age=31536000; includeSubDomains";

let dev: TestApp; // NODE_ENV unset: plain http allowed
let prod: TestApp; // production: HTTPS-only
let insecure: TestApp; // production with INSECURE_HTTP=1
let proxied: TestApp; // behind one trusted proxy
beforeAll(async () => {
  const dist = webDist();
  // One database (opening one is most of an app's cost), four configurations on it.
  dev = await createTestApp({ WEB_DIST: dist });
  const shared = { database: dev.database };
  prod = await createTestApp({ WEB_DIST: dist, NODE_ENV: "production" }, shared);
  insecure = await createTestApp({ WEB_DIST: dist, NODE_ENV: "production", INSECURE_HTTP: "1" }, shared);
  proxied = await createTestApp({ WEB_DIST: dist, TRUST_PROXY: "1" }, shared);
});
afterAll(async () => {
  await Promise.all([prod, insecure, proxied].map((t) => t?.close()));
  await dev?.close(); // last: it closes the shared database
});

// `app.inject` sends `Host: localhost:80`, so the app's own origin is http://localhost.
const logout = (t: TestApp, cookie: string, headers: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie, ...headers } });
const stillSignedIn = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode === 200;

describe("unsafe methods only from the app's own origin (item 14)", () => {
  it.each([
    ["a sibling subdomain", { "sec-fetch-site": "same-site", origin: "https://evil.localhost" }],
    ["another site", { "sec-fetch-site": "cross-site", origin: "https://evil.example" }],
    ["a foreign Origin without Sec-Fetch-Site (older browsers)", { origin: "https://evil.example" }],
    ["a foreign Origin that claims same-origin", { "sec-fetch-site": "same-origin", origin: "http://evil.localhost" }],
    ["an opaque origin (sandboxed frame, data: URL)", { origin: "null" }],
    ["the right host on another port", { origin: "http://localhost:5173" }],
    ["the right host over another scheme", { origin: "https://localhost" }],
    ["an Origin that is not a URL", { origin: "localhost" }],
    ["a same-site request without Origin", { "sec-fetch-site": "same-site" }],
  ])("refuses %s with 403 in the one error body, and changes nothing", async (_name, headers) => {
    const cookie = await signInAs(dev.app);
    const res = await logout(dev, cookie, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "forbidden", message: "Cross-site request refused", requestId: expect.any(String) });
    expect(await stillSignedIn(dev, cookie)).toBe(true);
  });

  it("lets the app's own pages through (with or without the default port), and clients that send neither header", async () => {
    const cases: Array<Record<string, string>> = [
      { "sec-fetch-site": "same-origin", origin: "http://localhost" },
      { origin: "http://localhost:80" },
      {},
    ];
    for (const headers of cases) {
      const cookie = await signInAs(dev.app);
      const res = await logout(dev, cookie, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(await stillSignedIn(dev, cookie)).toBe(false);
    }
  });

  it("checks the whole origin: a dev server on another port must send its own Host (Vite's proxy keeps it)", async () => {
    const cookie = await signInAs(dev.app);
    const viaVite = { host: "127.0.0.1:5173", origin: "http://127.0.0.1:5173", "sec-fetch-site": "same-origin" };
    expect((await logout(dev, cookie, viaVite)).statusCode).toBe(200);
  });

  it("behind a trusted proxy, compares with the forwarded scheme and host", async () => {
    const forwarded = { "x-forwarded-proto": "https", "x-forwarded-host": "tavola.example" };
    const cookie = await signInAs(proxied.app);
    expect((await logout(proxied, cookie, { ...forwarded, origin: "http://tavola.example" })).statusCode).toBe(403);
    expect((await logout(proxied, cookie, { ...forwarded, origin: "https://evil.tavola.example" })).statusCode).toBe(403);
    expect(await stillSignedIn(proxied, cookie)).toBe(true);
    expect((await logout(proxied, cookie, { ...forwarded, origin: "https://tavola.example" })).statusCode).toBe(200);
  });

  it("in production (HTTPS-only), accepts the https origin of the request's host even if the proxy is not trusted", async () => {
    // Production has no demo sign-in; signing out without a session is enough to see the check decide.
    const host = { host: "tavola.example" };
    expect((await logout(prod, "", { ...host, origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await logout(prod, "", { ...host, origin: "https://tavola.example" })).statusCode).toBe(200);
  });
});

describe("HSTS (item 13)", () => {
  it("is sent on every answer of an HTTPS-only (production) app, even over plain http", async () => {
    for (const url of ["/", "/api/health", "/api/does-not-exist"]) {
      const res = await prod.app.inject({ method: "GET", url });
      expect(res.headers["strict-transport-security"], url).toBe(HSTS);
    }
  });

  it("is not sent over plain http by production with INSECURE_HTTP=1, nor in development", async () => {
    for (const t of [insecure, dev]) {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("is sent whenever the request came over https (a trusted proxy's X-Forwarded-Proto)", async () => {
    const https = await proxied.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } });
    expect(https.headers["strict-transport-security"]).toBe(HSTS);
    const http = await proxied.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "http" } });
    expect(http.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("Cache-Control on API answers (item 17)", () => {
  it("is no-store on session-dependent answers, successes and errors, and on answers that set or clear the cookie", async () => {
    const login = await dev.app.inject({ method: "GET", url: "/api/test-login?role=customer" });
    expect(login.headers["cache-control"]).toBe("no-store");
    const cookie = sessionCookie(login);
    const user = await dev.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(user.statusCode).toBe(200);
    expect(user.headers["cache-control"]).toBe("no-store");
    const anonymous = await dev.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers["cache-control"]).toBe("no-store");
    const refused = await logout(dev, cookie, { origin: "https://evil.example" });
    expect(refused.headers["cache-control"]).toBe("no-store");
    const out = await logout(dev, cookie, {});
    expect(out.headers["cache-control"]).toBe("no-store");
  });

  it("keeps a Cache-Control a route chose: SSE streams, static files, the SPA", async () => {
    const owner = await signInAs(dev.app, "restaurant_owner");
    const base = await dev.app.listen({ port: 0, host: "127.0.0.1" });
    const controller = new AbortController();
    const sse = await fetch(`${base}/api/restaurant/orders/events`, { headers: { cookie: owner }, signal: controller.signal });
    expect(sse.headers.get("cache-control")).toBe("no-cache, no-transform");
    controller.abort();
    const docsAsset = await dev.app.inject({ method: "GET", url: "/api/docs/static/swagger-ui.css" });
    expect(docsAsset.headers["cache-control"]).not.toBe("no-store");
    const page = await dev.app.inject({ method: "GET", url: "/some/page" });
    expect(page.headers["cache-control"]).toBe("no-cache");
  });
});

describe("API docs CSP and source maps (item 16)", () => {
  it("gives /api/docs a CSP that allows swagger-ui's own files and nothing inline", async () => {
    for (const url of ["/api/docs", "/api/docs/", "/api/docs/static/swagger-initializer.js"]) {
      const res = await prod.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers["content-security-policy"]);
      const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));
      expect(directive("default-src"), url).toBe("default-src 'self'");
      expect(directive("script-src"), url).toBe("script-src 'self'");
      expect(directive("connect-src"), url).toBe("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
    }
    // swagger-ui's validator badge would load an image from validator.swagger.io: it is off.
    const init = await prod.app.inject({ method: "GET", url: "/api/docs/static/swagger-initializer.js" });
    expect(init.body).toMatch(/"validatorUrl":\s*null/);
  });

  it("answers 404 for the web build's source maps in production, and still serves the assets", async () => {
    for (const url of ["/assets/index-AbC123.js.map", "/assets/index-AbC123.js.%6Dap", "/assets/index-AbC123.js.map?x=1", "/sw.js.map"]) {
      const res = await prod.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("secret source");
    }
    const asset = await prod.app.inject({ method: "GET", url: "/assets/index-AbC123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe("console.log(1)");
    // Development serves them (the browser's devtools may ask for them by hand).
    expect((await dev.app.inject({ method: "GET", url: "/assets/index-AbC123.js.map" })).statusCode).toBe(200);
  });
});

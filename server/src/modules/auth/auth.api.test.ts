import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { INVALID_CREDENTIALS_MESSAGE, PASSWORD_MESSAGE, userSchema } from "@tavola/contracts";
import { createTestApp, sessionCookie, signInAs, type TestApp } from "../../test/test-app.js";
import { queryRows } from "../../platform/database.js";
import { hashToken } from "../../platform/session.js";
import { safeNext } from "./auth.routes.js";
import { SESSIONS_SWEEP_JOB } from "../../platform/jobs/housekeeping.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: "3" });
});
afterAll(async () => t?.close());

const json = (method: "POST" | "GET", url: string, payload?: unknown, cookie?: string) =>
  t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

const account = { email: "Ada@Example.com", password: "correct horse battery", firstName: "Ada", lastName: "Lovelace" };

describe("registration", () => {
  it("creates a customer, signs them in with a hardened cookie and answers the spec's user object", async () => {
    const res = await json("POST", "/api/auth/register", account);
    expect(res.statusCode).toBe(201);
    const user = userSchema.parse(res.json());
    expect(user).toMatchObject({ email: "ada@example.com", role: "customer", firstName: "Ada", totalPoints: 0, tier: "bronze" });
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    const me = await json("GET", "/api/auth/user", undefined, sessionCookie(res));
    expect(me.json()).toEqual(user);
  });

  it("stores the password as an argon2id hash and the session token only hashed", async () => {
    const res = await json("POST", "/api/auth/login", { email: account.email, password: account.password });
    const [u] = await queryRows<{ password_hash: string }>(t.database.db, sql`select password_hash from users where email = 'ada@example.com'`);
    expect(u!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const token = sessionCookie(res).split("=")[1]!;
    const rows = await queryRows<{ token_hash: string }>(t.database.db, sql`select token_hash from sessions`);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === hashToken(token))).toBe(true);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
  });

  it("rejects a short password and a bad email with every field's message", async () => {
    const res = await json("POST", "/api/auth/register", { email: "nope", password: "short", firstName: "", lastName: "X" });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("invalid");
    expect(body.fieldErrors.password).toEqual([PASSWORD_MESSAGE]);
    expect(body.fieldErrors.email).toEqual(["Valid email is required"]);
    expect(body.fieldErrors.firstName).toEqual(["First name is required"]);
    expect(body.requestId).toEqual(expect.any(String));
  });

  it("refuses a second account on the same email (any case) with 409", async () => {
    const res = await json("POST", "/api/auth/register", { ...account, email: "ADA@example.com" });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors.email).toBeDefined();
  });
});

describe("sign-in and sign-out", () => {
  it("makes a new session on every sign-in", async () => {
    const a = sessionCookie(await json("POST", "/api/auth/login", account));
    const b = sessionCookie(await json("POST", "/api/auth/login", account));
    expect(a).not.toEqual(b);
    expect((await json("GET", "/api/auth/user", undefined, a)).statusCode).toBe(200);
    expect((await json("GET", "/api/auth/user", undefined, b)).statusCode).toBe(200);
  });

  it("answers an unknown email and a wrong password alike", async () => {
    const wrong = await json("POST", "/api/auth/login", { email: account.email, password: "wrong password!" });
    const unknown = await json("POST", "/api/auth/login", { email: "ghost@example.com", password: "wrong password!" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(unknown.json().message).toBe(INVALID_CREDENTIALS_MESSAGE);
  });

  it("rate-limits repeated failures with 429 and Retry-After, even for the right password", async () => {
    const creds = { email: "limit@example.com", password: "a long password" };
    await json("POST", "/api/auth/register", { ...creds, firstName: "L", lastName: "M" });
    for (let i = 0; i < 3; i++) {
      expect((await json("POST", "/api/auth/login", { ...creds, password: "nope nope nope" })).statusCode).toBe(401);
    }
    const blocked = await json("POST", "/api/auth/login", creds);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json().code).toBe("rate_limited");
  });

  it("signs out: the session no longer works and the cookie is cleared", async () => {
    const cookie = sessionCookie(await json("POST", "/api/auth/login", account));
    const out = await json("POST", "/api/auth/logout", undefined, cookie);
    expect(out.json()).toEqual({ ok: true });
    expect(String(out.headers["set-cookie"])).toMatch(/tavola_session=;/);
    const me = await json("GET", "/api/auth/user", undefined, cookie);
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe("Unauthorized");
  });

  it("expires sessions when idle and at their absolute end", async () => {
    const idle = sessionCookie(await json("POST", "/api/auth/login", account));
    const abs = sessionCookie(await json("POST", "/api/auth/login", account));
    const idleMinutes = t.config.SESSION_IDLE_MINUTES + 1;
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - make_interval(mins => ${idleMinutes}) where token_hash = ${hashToken(idle.split("=")[1]!)}`,
    );
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${hashToken(abs.split("=")[1]!)}`,
    );
    expect((await json("GET", "/api/auth/user", undefined, idle)).statusCode).toBe(401);
    expect((await json("GET", "/api/auth/user", undefined, abs)).statusCode).toBe(401);
    // The hourly sessions-sweep job (run now) deletes ended sessions and keeps live ones.
    const live = sessionCookie(await json("POST", "/api/auth/login", account));
    await t.app.jobs.send(SESSIONS_SWEEP_JOB, {}, { db: t.database.db });
    expect(await t.app.jobs.drain([SESSIONS_SWEEP_JOB])).toEqual({ completed: 1, failed: 0 });
    const [deadIdle, deadAbs, alive] = [idle, abs, live].map((c) => hashToken(c.split("=")[1]!));
    const left = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from sessions where token_hash in (${deadIdle!}, ${deadAbs!}, ${alive!})`,
    );
    expect(left).toEqual([{ token_hash: alive }]);
  });
});

describe("GET /api/auth/user", () => {
  it("is 401 with the spec's message without a session, or with a forged one", async () => {
    for (const headers of [{}, { cookie: "tavola_session=forged" }]) {
      const res = await t.app.inject({ method: "GET", url: "/api/auth/user", headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: "Unauthorized", code: "unauthorized" });
    }
  });
});

describe("demo login", () => {
  it("signs in the demo customer by default and each role's demo user with ?role=", async () => {
    const res = await json("GET", "/api/test-login");
    expect(res.json()).toMatchObject({ role: "customer", firstName: "Alex" });
    for (const role of ["restaurant_owner", "restaurant_staff", "courier", "enterprise_client", "ceo", "super_admin"]) {
      const r = await json("GET", `/api/test-login?role=${role}`);
      expect(r.statusCode).toBe(200);
      expect(r.json().role).toBe(role);
    }
  });

  it("refuses an unknown role", async () => {
    expect((await json("GET", "/api/test-login?role=wizard")).statusCode).toBe(400);
  });

  it("redirects browser re-authentication to the sign-in page, never off-site", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/login?next=/catering" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/login?next=%2Fcatering");
    const kept = await t.app.inject({ method: "GET", url: `/api/login?next=${encodeURIComponent("/order?x=1#menu")}` });
    expect(kept.headers.location).toBe(`/login?next=${encodeURIComponent("/order?x=1#menu")}`);
    // Each is what a browser would resolve to another host (or to the API): all become "/".
    for (const next of [
      "%2F%09%2Fevil.example%2F", // "/\t/evil.example/": tabs and newlines are dropped by URL parsers → "//evil.example/"
      encodeURIComponent("/\\evil.example"),
      "//evil.example",
      "/%0A/evil.example", // "/\n/evil.example"
      encodeURIComponent("https://evil.example/order"),
      encodeURIComponent("javascript:alert(1)"),
      encodeURIComponent("/api/auth/logout"),
    ]) {
      const r = await t.app.inject({ method: "GET", url: `/api/login?next=${next}` });
      expect(r.headers.location, next).toBe("/login?next=%2F");
    }
  });

  it("keeps only same-origin, non-API paths in safeNext", () => {
    for (const evil of ["/\t/evil.example", "/\\evil.example", "//evil.example", "/\n/evil.example", "https://evil.example",
      "\\/evil.example", " //evil.example", "/api/auth/user", "/api", "mailto:a@b.co"]) {
      expect(safeNext(evil), JSON.stringify(evil)).toBe("/");
    }
    expect(safeNext("/order?x=1")).toBe("/order?x=1");
    expect(safeNext("/reservations/ABC?token=t#top")).toBe("/reservations/ABC?token=t#top");
    expect(safeNext("/%0A/evil.example")).toBe("/%0A/evil.example"); // still encoded: a path on this site
    expect(safeNext(undefined)).toBe("/");
  });
});

describe("cross-site protection", () => {
  it("refuses unsafe methods from another site and allows same-origin ones", async () => {
    const cross = await t.app.inject({
      method: "POST", url: "/api/auth/login", payload: account,
      headers: { origin: "https://evil.example", host: "localhost:5000" },
    });
    expect(cross.statusCode).toBe(403);
    const fetchMeta = await t.app.inject({
      method: "POST", url: "/api/auth/logout", headers: { "sec-fetch-site": "cross-site" },
    });
    expect(fetchMeta.statusCode).toBe(403);
    const same = await t.app.inject({
      method: "POST", url: "/api/auth/login", payload: account,
      headers: { origin: "http://localhost:5000", host: "localhost:5000", "sec-fetch-site": "same-origin" },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe("admin key (CEO Access)", () => {
  it("is off (404) when ADMIN_KEY is unset", async () => {
    const cookie = await signInAs(t.app);
    const res = await json("POST", "/api/auth/admin-key", { adminKey: "anything" }, cookie);
    expect(res.statusCode).toBe(404);
  });
});

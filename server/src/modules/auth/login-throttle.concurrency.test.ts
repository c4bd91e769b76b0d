import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, freshClientAddress, type TestApp } from "../../test/test-app.js";

// The sign-in throttle counts each attempt before argon2 runs, on the one database rate limiter: a parallel burst
// cannot slip extra guesses in while earlier ones are still hashing, and the client address it counts on is the
// true one (X-Forwarded-For is believed only as far as TRUST_PROXY says; IPv6 counts by /64). Runs on PGlite and,
// under scripts/with-postgres.mjs, on Postgres.
const MAX = 5;
const account = { email: "burst@example.com", password: "orbit kettle velvet 42", firstName: "B", lastName: "T" };

// One database for the file (opening one is most of a test app's cost); each test counts on addresses of its own.
let base: TestApp;
beforeAll(async () => {
  base = await createTestApp({ LOGIN_MAX_FAILURES: String(MAX), DEMO_MODE: "0" }); // no seed needed
  const reg = await base.app.inject({ method: "POST", url: "/api/auth/register", payload: account, remoteAddress: freshClientAddress() });
  expect(reg.statusCode).toBe(201);
});
afterAll(async () => base?.close());

/** The app in another configuration, on the same database. */
const withConfig = (env: Record<string, string>) => createTestApp({ LOGIN_MAX_FAILURES: String(MAX), DEMO_MODE: "0", ...env }, { database: base.database });

const attempt = (t: TestApp, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: account.email, password }, remoteAddress, headers });

describe("sign-in throttle under a parallel burst", () => {
  let t: TestApp;
  beforeAll(() => {
    t = base;
  });

  it("30 parallel wrong passwords for one account from one address: exactly LOGIN_MAX_FAILURES reach the password check", async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => attempt(t, "wrong guess number one", "203.0.113.7")));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(MAX);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - MAX);
    for (const r of results.filter((x) => x.statusCode === 429)) {
      expect(Number(r.headers["retry-after"])).toBeGreaterThan(0);
      expect(r.json().code).toBe("rate_limited");
    }
    // Even the right password is refused from there now…
    expect((await attempt(t, account.password, "203.0.113.7")).statusCode).toBe(429);
    // …while the owner, from their own address, still signs in.
    expect((await attempt(t, account.password, "203.0.113.8")).statusCode).toBe(200);
  });
});

describe("the address the throttle counts on", () => {
  it("ignores X-Forwarded-For when no proxy is trusted (TRUST_PROXY unset)", async () => {
    const t = base;
    const codes: number[] = [];
    for (let i = 0; i < MAX + 3; i++) {
      const spoofed = `192.0.2.${i + 1}`;
      codes.push((await attempt(t, "wrong guess", "203.0.113.20", { "x-forwarded-for": spoofed })).statusCode);
    }
    expect(codes.slice(0, MAX)).toEqual(Array(MAX).fill(401));
    expect(codes.slice(MAX)).toEqual([429, 429, 429]);
  });

  it("with one trusted hop (TRUST_PROXY=1) counts the rightmost X-Forwarded-For entry, whatever the client prepends", async () => {
    const t = await withConfig({ TRUST_PROXY: "1" });
    const proxy = "10.0.0.2";
    try {
      const codes: number[] = [];
      for (let i = 0; i < MAX + 3; i++) {
        // The client chooses everything left of what our proxy appended (its real address, 198.51.100.9).
        const xff = `192.0.2.${i + 1}, 10.9.9.${i + 1}, 198.51.100.9`;
        codes.push((await attempt(t, "wrong guess", proxy, { "x-forwarded-for": xff })).statusCode);
      }
      expect(codes.slice(0, MAX)).toEqual(Array(MAX).fill(401));
      expect(codes.slice(MAX)).toEqual([429, 429, 429]);
      // Another real client behind the same proxy has its own allowance.
      expect((await attempt(t, "wrong guess", proxy, { "x-forwarded-for": "198.51.100.10" })).statusCode).toBe(401);
      expect((await attempt(t, account.password, proxy, { "x-forwarded-for": "192.0.2.200, 198.51.100.11" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("counts IPv6 addresses of one /64 as one client", async () => {
    const t = base;
    const codes: number[] = [];
    for (let i = 0; i < MAX + 2; i++) {
      codes.push((await attempt(t, "wrong guess", `2001:db8:abcd:12:${(i + 1).toString(16)}::${i + 7}`)).statusCode);
    }
    expect(codes.slice(0, MAX)).toEqual(Array(MAX).fill(401));
    expect(codes.slice(MAX)).toEqual([429, 429]);
    // The next /64 is another subscriber.
    expect((await attempt(t, "wrong guess", "2001:db8:abcd:13::1")).statusCode).toBe(401);
  });
});

import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../../platform/database.js";
import { createTestApp, freshClientAddress, type TestApp } from "../../test/test-app.js";
import { SIGNUP_ATTEMPTS_PER_HOUR, SIGNUPS_PER_HOUR, SIGNUP_LIMITED_MESSAGE } from "./signup-limit.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const STRONG = "orbit kettle velvet 42";
const register = (password: string, remoteAddress = freshClientAddress(), extra: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress,
    payload: { email: `new-${randomUUID()}@example.com`, password, firstName: "Grace", lastName: "Hopper", ...extra },
  });
const accounts = async () =>
  Number((await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users where email like 'new-%'`))[0]!.n);

describe("password strength at sign-up", () => {
  it("refuses common and trivially weak passwords with a 400 that says why", async () => {
    const before = await accounts();
    for (const password of ["aaaaaaaaaa", "password12", "1234567890", "qwertyuiop", "Password123!", "letmein2024"]) {
      const res = await register(password);
      expect(res.statusCode, password).toBe(400);
      const body = res.json();
      expect(body.code).toBe("invalid");
      expect(body.fieldErrors.password).toHaveLength(1);
      expect(body.fieldErrors.password[0]).toMatch(/^This password is too easy to guess\./);
      expect(body.fieldErrors.password[0]).toContain("At least 10 characters; avoid common words and patterns");
      expect(body.message).toBe(body.fieldErrors.password[0]);
    }
    expect(await accounts()).toBe(before);
  });

  it("names the reason when it has one", async () => {
    expect((await register("aaaaaaaaaa")).json().message).toMatch(/Repeated characters/);
    expect((await register("password12")).json().message).toMatch(/commonly used password/);
  });

  it("refuses a password made of the account's own email or name", async () => {
    const res = await register("gracehopper1", freshClientAddress(), { email: "grace.hopper@example.com" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.password[0]).toMatch(/too easy to guess/);
  });

  it("accepts a few unrelated words, and the passphrases the other tests use", async () => {
    for (const password of [STRONG, "correct horse battery", "a long enough password", "a long password"]) {
      expect((await register(password)).statusCode, password).toBe(201);
    }
  });
});

describe("sign-ups per address", () => {
  it(`allows ${SIGNUPS_PER_HOUR} accounts an hour from one address, then 429 with Retry-After`, async () => {
    const address = "198.51.100.23";
    // Refused weak passwords use no account allowance.
    expect((await register("password12", address)).statusCode).toBe(400);
    for (let i = 0; i < SIGNUPS_PER_HOUR; i++) expect((await register(STRONG, address)).statusCode).toBe(201);
    const before = await accounts();
    const blocked = await register(STRONG, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: "rate_limited", message: SIGNUP_LIMITED_MESSAGE });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(3600);
    expect(await accounts()).toBe(before);
    // Another client is not affected.
    expect((await register(STRONG, "198.51.100.24")).statusCode).toBe(201);
  });

  // A parallel burst from one address: registration.concurrency.test.ts (it runs on Postgres too).

  it("counts IPv6 clients by their /64", async () => {
    const prefix = "2001:db8:77:1";
    const codes: number[] = [];
    for (let i = 1; i <= SIGNUPS_PER_HOUR + 1; i++) codes.push((await register(STRONG, `${prefix}::${i.toString(16)}:${i}`)).statusCode);
    expect(codes.slice(0, SIGNUPS_PER_HOUR).every((c) => c === 201)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await register(STRONG, "2001:db8:77:2::1")).statusCode).toBe(201);
  });

  it(`limits attempts of any kind too (${SIGNUP_ATTEMPTS_PER_HOUR} an hour), so weak-password floods stop`, async () => {
    const address = "198.51.100.77";
    for (let i = 0; i < SIGNUP_ATTEMPTS_PER_HOUR; i++) expect((await register("aaaaaaaaaa", address)).statusCode).toBe(400);
    const blocked = await register(STRONG, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });
});

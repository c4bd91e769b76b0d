import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHALLENGE_EXPIRED_MESSAGE,
  EXEC_SIGN_IN_REQUIRED_MESSAGE,
  NOT_AN_EXECUTIVE_MESSAGE,
  WRONG_CODE_MESSAGE,
  execLoginStepSchema,
  execSignedInSchema,
} from "@tavola/contracts";
import { users } from "../../db/schema/index.js";
import { queryRows } from "../../platform/database.js";
import { hashToken } from "../../platform/session.js";
import { SESSIONS_SWEEP_JOB } from "../../platform/jobs/housekeeping.js";
import { createTestApp, freshClientAddress, sessionCookie, type TestApp } from "../../test/test-app.js";
import { hashPassword } from "./password.js";
import { hashRecoveryCode } from "./totp.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: "3" });
});
afterAll(async () => t?.close());

const PASSWORD = "sturdy lantern orbit 42";
let n = 0;
/** A fresh account of `role` with PASSWORD. */
async function createAccount(role: string): Promise<string> {
  const email = `exec-${++n}-${Date.now()}@example.com`;
  await t.database.db.insert(users).values({ email, role, passwordHash: await hashPassword(PASSWORD), firstName: "Grace", lastName: "Hopper" });
  return email;
}

const challengeCookie = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === "tavola_exec_challenge");
  if (!c) throw new Error(`no challenge cookie (${res.statusCode}): ${res.body}`);
  return `tavola_exec_challenge=${c.value}`;
};
const post = (url: string, payload: object, cookie?: string, remoteAddress = "10.9.9.9") =>
  t.app.inject({ method: "POST", url, payload, remoteAddress, headers: cookie ? { cookie } : {} });
const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
/** The code of the 30-second step `offset` steps from now, as an authenticator app would show it. */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

/** Enrols a fresh ceo: its email, secret, recovery codes and session cookie. */
async function enrolledCeo() {
  const email = await createAccount("ceo");
  const step1 = await post("/api/ceo/login", { email, password: PASSWORD });
  const next = execLoginStepSchema.parse(step1.json());
  if (next.step !== "enrol") throw new Error("expected enrolment");
  const enrolCode = await codeAt(next.secret);
  const done = await post("/api/ceo/login/verify", { code: enrolCode }, challengeCookie(step1));
  expect(done.statusCode).toBe(200);
  return { email, secret: next.secret, enrolCode, recoveryCodes: done.json().recoveryCodes as string[], cookie: sessionCookie(done) };
}

describe("executive sign-in: the password step", () => {
  it("refuses bad input, a wrong password and a customer's correct password", async () => {
    expect((await post("/api/ceo/login", { email: "not-an-email", password: "x" })).statusCode).toBe(400);
    const ceo = await createAccount("ceo");
    const wrong = await post("/api/ceo/login", { email: ceo, password: "wrong wrong wrong" });
    expect(wrong.statusCode).toBe(401);
    const customer = await createAccount("customer");
    const refused = await post("/api/ceo/login", { email: customer, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_AN_EXECUTIVE_MESSAGE);
    expect(refused.cookies.map((c) => c.name)).not.toContain("tavola_session");
  });

  it("gives no session for the password alone, only a pending sign-in in the database", async () => {
    const email = await createAccount("super_admin");
    const res = await post("/api/ceo/login", { email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => c.name)).toEqual(["tavola_exec_challenge"]);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/ceo\/login/);
    expect((await me(challengeCookie(res))).statusCode).toBe(401);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from exec_sign_in_challenges c join users u on u.id = c.user_id where u.email = ${email}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("refuses executives on the regular sign-in: theirs has a second factor", async () => {
    const email = await createAccount("ceo");
    const res = await post("/api/auth/login", { email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(EXEC_SIGN_IN_REQUIRED_MESSAGE);
  });
});

describe("executive sign-in: enrolment and the second factor", () => {
  it("enrols on the first sign-in: a QR code and the secret, confirmed by a code, then recovery codes once", async () => {
    const email = await createAccount("ceo");
    const step1 = await post("/api/ceo/login", { email, password: PASSWORD });
    const next = execLoginStepSchema.parse(step1.json());
    if (next.step !== "enrol") throw new Error("expected enrolment");
    expect(next.otpauthUri).toMatch(/^otpauth:\/\/totp\/Tavola:.+\?secret=[A-Z2-7]+&issuer=Tavola$/);
    expect(next.otpauthUri).toContain(`secret=${next.secret}`);
    expect(Buffer.from(next.qrCodeDataUrl.replace("data:image/svg+xml;base64,", ""), "base64").toString()).toMatch(/^<svg/);

    const wrong = await post("/api/ceo/login/verify", { code: "000000" }, challengeCookie(step1));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: WRONG_CODE_MESSAGE, fieldErrors: { code: [WRONG_CODE_MESSAGE] } });

    const done = await post("/api/ceo/login/verify", { code: await codeAt(next.secret) }, challengeCookie(step1));
    expect(done.statusCode).toBe(200);
    const body = execSignedInSchema.parse(done.json());
    expect(body.user).toMatchObject({ email, role: "ceo" });
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    expect((await me(sessionCookie(done))).json().email).toBe(email);
    // Only hashes are stored.
    const stored = await queryRows<{ code_hash: string }>(
      t.database.db,
      sql`select r.code_hash from user_recovery_codes r join users u on u.id = r.user_id where u.email = ${email}`,
    );
    expect(stored.map((r) => r.code_hash).sort()).toEqual(body.recoveryCodes!.map(hashRecoveryCode).sort());
    expect(stored.map((r) => r.code_hash)).not.toContain(body.recoveryCodes![0]);
    // The pending sign-in is spent: the same challenge cannot make a second session.
    const again = await post("/api/ceo/login/verify", { code: await codeAt(next.secret, 1) }, challengeCookie(step1));
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(CHALLENGE_EXPIRED_MESSAGE);
  });

  it("asks an enrolled executive for a code, never showing the secret again; a replayed code is refused", async () => {
    const { email, secret, enrolCode } = await enrolledCeo();
    const step1 = await post("/api/ceo/login", { email, password: PASSWORD });
    expect(step1.json()).toEqual({ step: "verify" });
    expect(step1.body).not.toContain(secret);
    // The enrolment's code was used: the same code again is a replay.
    const replay = await post("/api/ceo/login/verify", { code: enrolCode }, challengeCookie(step1));
    expect(replay.statusCode).toBe(401);
    // The next step's code (a phone clock a little ahead) is within the window.
    const ok = await post("/api/ceo/login/verify", { code: await codeAt(secret, 1) }, challengeCookie(step1));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().recoveryCodes).toBeUndefined();
    // An older code than the last accepted one is refused too, and so is a code two steps away.
    const step1b = await post("/api/ceo/login", { email, password: PASSWORD });
    expect((await post("/api/ceo/login/verify", { code: await codeAt(secret, 0) }, challengeCookie(step1b))).statusCode).toBe(401);
    expect((await post("/api/ceo/login/verify", { code: await codeAt(secret, 3) }, challengeCookie(step1b))).statusCode).toBe(401);
  });

  it("accepts each recovery code once", async () => {
    const { email, recoveryCodes } = await enrolledCeo();
    const first = await post("/api/ceo/login", { email, password: PASSWORD });
    const used = await post("/api/ceo/login/verify", { recoveryCode: recoveryCodes[0]!.toUpperCase() }, challengeCookie(first));
    expect(used.statusCode).toBe(200);
    const second = await post("/api/ceo/login", { email, password: PASSWORD });
    const twice = await post("/api/ceo/login/verify", { recoveryCode: recoveryCodes[0]! }, challengeCookie(second));
    expect(twice.statusCode).toBe(401);
    expect((await post("/api/ceo/login/verify", { recoveryCode: recoveryCodes[1]! }, challengeCookie(second))).statusCode).toBe(200);
  });

  it("refuses a code without a pending sign-in, after it expired, and malformed codes", async () => {
    expect((await post("/api/ceo/login/verify", { code: "123456" })).json().message).toBe(CHALLENGE_EXPIRED_MESSAGE);
    const { email, secret } = await enrolledCeo();
    const step1 = await post("/api/ceo/login", { email, password: PASSWORD });
    expect((await post("/api/ceo/login/verify", { code: "12ab56" }, challengeCookie(step1))).statusCode).toBe(400);
    expect((await post("/api/ceo/login/verify", {}, challengeCookie(step1))).statusCode).toBe(400);
    const token = challengeCookie(step1).split("=")[1]!;
    await t.database.db.execute(sql`update exec_sign_in_challenges set expires_at = now() - interval '1 second' where token_hash = ${hashToken(token)}`);
    const late = await post("/api/ceo/login/verify", { code: await codeAt(secret, 1) }, challengeCookie(step1));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(CHALLENGE_EXPIRED_MESSAGE);
  });

  it("throttles wrong codes per account in the database: 429 with Retry-After", async () => {
    const { email, secret } = await enrolledCeo();
    const address = freshClientAddress();
    const step1 = await post("/api/ceo/login", { email, password: PASSWORD }, undefined, address);
    for (let i = 0; i < 3; i++) {
      expect((await post("/api/ceo/login/verify", { code: "000000" }, challengeCookie(step1), address)).statusCode).toBe(401);
    }
    const blocked = await post("/api/ceo/login/verify", { code: await codeAt(secret, 1) }, challengeCookie(step1), address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    const rows = await queryRows<{ hits: number }>(t.database.db, sql`select hits from rate_limits where key like 'exec-code:user:%' order by hits desc limit 1`);
    expect(rows[0]?.hits).toBe(4);
  });

  it("ends an executive session after 30 idle minutes (a regular one lives on)", async () => {
    const { cookie } = await enrolledCeo();
    const [row] = await queryRows<{ idle_seconds: number }>(
      t.database.db,
      sql`select idle_seconds from sessions where token_hash = ${hashToken(cookie.split("=")[1]!)}`,
    );
    expect(row?.idle_seconds).toBe(1800);
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '29 minutes' where token_hash = ${hashToken(cookie.split("=")[1]!)}`);
    expect((await me(cookie)).statusCode).toBe(200);
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '31 minutes' where token_hash = ${hashToken(cookie.split("=")[1]!)}`);
    expect((await me(cookie)).statusCode).toBe(401);
    // The hourly sessions-sweep deletes it by the same per-session window.
    await t.app.jobs.send(SESSIONS_SWEEP_JOB, {}, { db: t.database.db });
    await t.app.jobs.drain([SESSIONS_SWEEP_JOB]);
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sessions where token_hash = ${hashToken(cookie.split("=")[1]!)}`,
    );
    expect(left[0]?.n).toBe(0);

    const customer = await createAccount("customer");
    const regular = sessionCookie(await post("/api/auth/login", { email: customer, password: PASSWORD }));
    await t.database.db.execute(sql`update sessions set last_seen_at = now() - interval '31 minutes' where token_hash = ${hashToken(regular.split("=")[1]!)}`);
    expect((await me(regular)).statusCode).toBe(200);
  });
});

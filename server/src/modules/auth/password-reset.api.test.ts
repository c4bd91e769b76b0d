import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_LINK_INVALID_MESSAGE, RESET_REQUESTED_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from "@tavola/contracts";
import { users } from "../../db/schema/index.js";
import { queryRows } from "../../platform/database.js";
import { hashToken } from "../../platform/session.js";
import { createTestApp, freshClientAddress, sessionCookie, signInAs, type TestApp } from "../../test/test-app.js";
import { hashPassword } from "./password.js";
import { PASSWORD_RESET_MAIL_JOB } from "./password-reset.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = "sturdy lantern orbit 42";
const NEW_PASSWORD = "violet harbour kettle 97";
let n = 0;
async function createCustomer(): Promise<string> {
  const email = `pw-${++n}-${Date.now()}@example.com`;
  await t.database.db.insert(users).values({ email, role: "customer", passwordHash: await hashPassword(PASSWORD), firstName: "Alan", lastName: "Turing" });
  return email;
}
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: freshClientAddress(), headers: cookie ? { cookie } : {} });
const login = async (email: string, password = PASSWORD) => post("/api/auth/login", { email, password });
const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });

describe("change password", () => {
  it("needs a session, the current password and a strong new one", async () => {
    expect((await post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(401);
    const email = await createCustomer();
    const cookie = sessionCookie(await login(email));
    const wrong = await post("/api/auth/change-password", { currentPassword: "not my password", newPassword: NEW_PASSWORD }, cookie);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] });
    const short = await post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "short" }, cookie);
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.newPassword).toBeDefined();
    const weak = await post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "password1234" }, cookie);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.newPassword[0]).toMatch(/too easy to guess/);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it("sets the new password and ends every other session of the user, keeping this one", async () => {
    const email = await createCustomer();
    const here = sessionCookie(await login(email));
    const elsewhere = sessionCookie(await login(email));
    const res = await post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, here);
    expect(res.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login(email)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

/** The reset mail's token, read from the outbox as a super admin would (GET /api/admin/outbox/:id). */
async function resetTokenMailedTo(email: string): Promise<string> {
  await t.app.jobs.drain([PASSWORD_RESET_MAIL_JOB]);
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from mail_outbox where recipient = ${email} and kind = 'password-reset' order by created_at desc limit 1`,
  );
  if (!row) throw new Error(`no reset mail for ${email}`);
  const admin = await signInAs(t.app, "super_admin");
  const mail = (await t.app.inject({ method: "GET", url: `/api/admin/outbox/${row.id}`, headers: { cookie: admin } })).json();
  const link = /http:\/\/\S+\/ceo\/reset-password\?token=(\S+)/.exec(mail.text);
  if (!link) throw new Error(`no link in ${mail.text}`);
  return decodeURIComponent(link[1]!);
}

describe("reset password by email", () => {
  it("answers the same whether or not the email has an account, and mails a link only to a real one", async () => {
    const email = await createCustomer();
    const known = await post("/api/auth/reset-password/request", { email: email.toUpperCase() });
    const unknown = await post("/api/auth/reset-password/request", { email: "nobody-here@example.com" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe(RESET_REQUESTED_MESSAGE);
    // Both requests only queued the job that looks the account up; it mails the one that exists.
    expect(await t.app.jobs.drain([PASSWORD_RESET_MAIL_JOB])).toEqual({ completed: 2, failed: 0 });
    const mails = await queryRows<{ recipient: string; subject: string }>(
      t.database.db,
      sql`select recipient, subject from mail_outbox where kind = 'password-reset' and recipient in (${email}, 'nobody-here@example.com')`,
    );
    expect(mails).toEqual([{ recipient: email, subject: "Reset your Tavola password" }]);
    expect((await post("/api/auth/reset-password/request", { email: "nope" })).statusCode).toBe(400);
  });

  it("stores only the token's hash; the link sets a new password once and ends every session", async () => {
    const email = await createCustomer();
    const session = sessionCookie(await login(email));
    await post("/api/auth/reset-password/request", { email });
    const token = await resetTokenMailedTo(email);
    const stored = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select p.token_hash from password_reset_tokens p join users u on u.id = p.user_id where u.email = ${email}`,
    );
    expect(stored).toEqual([{ token_hash: hashToken(token) }]);
    const check = (tk: string) => t.app.inject({ method: "GET", url: `/api/auth/reset-password/check?token=${encodeURIComponent(tk)}` });
    expect((await check(token)).json()).toEqual({ valid: true });

    // A weak password is refused and leaves the link usable.
    const weak = await post("/api/auth/reset-password", { token, password: "password1234" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.password).toBeDefined();

    expect((await post("/api/auth/reset-password", { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    const reused = await post("/api/auth/reset-password", { token, password: "another fine password 55" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await check(token)).json()).toEqual({ valid: false });
  });

  it("refuses an expired link and an unknown token", async () => {
    const email = await createCustomer();
    await post("/api/auth/reset-password/request", { email });
    const token = await resetTokenMailedTo(email);
    await t.database.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 second' where token_hash = ${hashToken(token)}`);
    expect((await post("/api/auth/reset-password", { token, password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await post("/api/auth/reset-password", { token: "x".repeat(43), password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await login(email)).statusCode).toBe(200);
  });

  it("limits reset requests per email: 429 with Retry-After", async () => {
    const email = await createCustomer();
    for (let i = 0; i < 5; i++) expect((await post("/api/auth/reset-password/request", { email })).statusCode).toBe(200);
    const blocked = await post("/api/auth/reset-password/request", { email });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });
});

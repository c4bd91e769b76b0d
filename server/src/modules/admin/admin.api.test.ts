import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_LOCKED_MESSAGE, type AdminSession, type AdminUser, type AdminUserPage, type AuditPage } from "@tavola/contracts";
import { userRecoveryCodes, userTotp, users } from "../../db/schema/index.js";
import { queryRows } from "../../platform/database.js";
import { hashPassword } from "../auth/index.js";
import { createTestApp, freshClientAddress, sessionCookie, signInAs, type TestApp } from "../../test/test-app.js";

/** The super-admin dashboard's API: accounts (search, role, lock, sessions) and the append-only audit log. */
let t: TestApp;
let superAdmin: string;
let superAdminId: string;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signInAs(t.app, "super_admin");
  superAdminId = (await get("/api/auth/user", superAdmin)).json<{ id: string }>().id;
});
afterAll(async () => t?.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const send = (method: "POST" | "PUT", url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

/** A fresh customer with a known password: their cookie, id and email. */
async function customer() {
  const email = `admin-test-${randomUUID()}@example.com`;
  const password = "correct horse battery";
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: freshClientAddress(),
    payload: { email, password, firstName: "Grace", lastName: "Hopper" },
  });
  return { cookie: sessionCookie(res), id: res.json<{ id: string }>().id, email, password };
}

const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", remoteAddress: freshClientAddress(), payload: { email, password } });

async function auditFor(targetId: string) {
  const res = await get(`/api/admin/audit?targetId=${targetId}`, superAdmin);
  expect(res.statusCode).toBe(200);
  return res.json<AuditPage>().items;
}

describe("who may manage accounts", () => {
  it("signed out 401; a customer, a restaurant owner and a ceo 403 on accounts; the ceo reads the audit log", async () => {
    const owner = await signInAs(t.app, "restaurant_owner");
    const ceo = await signInAs(t.app, "ceo");
    const someone = await customer();
    expect((await get("/api/admin/users")).statusCode).toBe(401);
    for (const cookie of [someone.cookie, owner, ceo]) {
      expect((await get("/api/admin/users", cookie)).statusCode).toBe(403);
      const change = await send("PUT", `/api/admin/users/${someone.id}/role`, { role: "courier", reason: "trying my luck" }, cookie);
      expect(change.statusCode).toBe(403);
      expect((await send("POST", `/api/admin/users/${someone.id}/lock`, { reason: "trying my luck" }, cookie)).statusCode).toBe(403);
    }
    expect((await get("/api/admin/audit", someone.cookie)).statusCode).toBe(403);
    expect((await get("/api/admin/audit", owner)).statusCode).toBe(403);
    expect((await get("/api/admin/audit", ceo)).statusCode).toBe(200);
    // Nothing changed: the customer is still a customer, not locked.
    const [row] = await queryRows<{ role: string; locked_at: Date | null }>(t.database.db, sql`select role, locked_at from users where id = ${someone.id}::uuid`);
    expect(row).toEqual({ role: "customer", locked_at: null });
  });
});

describe("finding accounts", () => {
  it("searches by email or name and filters by role and status, with a session count", async () => {
    const someone = await customer();
    const res = await get(`/api/admin/users?q=${encodeURIComponent(someone.email.toUpperCase())}`, superAdmin);
    expect(res.statusCode).toBe(200);
    const page = res.json<AdminUserPage>();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id: someone.id, email: someone.email, role: "customer", lockedAt: null, liveSessions: 1 });
    const couriers = (await get("/api/admin/users?role=courier&pageSize=100", superAdmin)).json<AdminUserPage>();
    expect(couriers.items.length).toBeGreaterThan(0);
    expect(couriers.items.every((u) => u.role === "courier")).toBe(true);
    // LIKE's wildcards are text: "%" finds no one rather than everyone.
    expect((await get("/api/admin/users?q=%25%25%25", superAdmin)).json<AdminUserPage>().total).toBe(0);
  });

  it("refuses bad filters with the field's message", async () => {
    const bad = await get(`/api/admin/users?role=emperor&pageSize=500&q=${"x".repeat(101)}`, superAdmin);
    expect(bad.statusCode).toBe(400);
    const body = bad.json<{ fieldErrors: Record<string, string[]> }>();
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["pageSize", "q", "role"]);
    expect(body.fieldErrors.pageSize).toEqual(["pageSize must be 1–100"]);
  });
});

describe("changing a role", () => {
  it("changes it with a reason, ends the account's sessions, and the audit log keeps before, after, who and why", async () => {
    const someone = await customer();
    const res = await send("PUT", `/api/admin/users/${someone.id}/role`, { role: "restaurant_staff", reason: "Joined Bellini's floor team" }, superAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminUser>()).toMatchObject({ id: someone.id, role: "restaurant_staff", liveSessions: 0 });
    // The old session no longer works: they sign in again and get the new role.
    expect((await get("/api/auth/user", someone.cookie)).statusCode).toBe(401);
    const again = await login(someone.email, someone.password);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ role: string }>().role).toBe("restaurant_staff");

    const [entry] = await auditFor(someone.id);
    expect(entry).toMatchObject({
      action: "user.role_changed",
      actorId: superAdminId,
      targetType: "user",
      targetId: someone.id,
      targetLabel: someone.email,
      before: { role: "customer" },
      after: { role: "restaurant_staff", sessionsEnded: 1 },
      reason: "Joined Bellini's floor team",
    });
    expect(entry?.actorEmail).toMatch(/@/);
  });

  it("refuses a missing reason, an unknown role, a bad id, an unknown account, the same role and the admin's own", async () => {
    const someone = await customer();
    const noReason = await send("PUT", `/api/admin/users/${someone.id}/role`, { role: "courier", reason: " x " }, superAdmin);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.reason).toEqual(["Give a reason of 3 to 500 characters"]);
    const unknownRole = await send("PUT", `/api/admin/users/${someone.id}/role`, { role: "emperor", reason: "because" }, superAdmin);
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.role).toBeDefined();
    expect((await send("PUT", `/api/admin/users/not-a-uuid/role`, { role: "courier", reason: "because" }, superAdmin)).statusCode).toBe(400);
    const missing = await send("PUT", `/api/admin/users/${randomUUID()}/role`, { role: "courier", reason: "because" }, superAdmin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe("No such user");
    const same = await send("PUT", `/api/admin/users/${someone.id}/role`, { role: "customer", reason: "because" }, superAdmin);
    expect(same.statusCode).toBe(409);
    const own = await send("PUT", `/api/admin/users/${superAdminId}/role`, { role: "customer", reason: "stepping down" }, superAdmin);
    expect(own.statusCode).toBe(409);
    expect(own.json<{ message: string }>().message).toBe("You cannot change your own role; ask another super admin");
    // None of them wrote to the log or changed the account.
    expect(await auditFor(someone.id)).toEqual([]);
    expect((await get("/api/auth/user", someone.cookie)).statusCode).toBe(200);
  });
});

describe("locking an account", () => {
  it("a locked account's sessions end at once and it cannot sign in; unlocked, it can; both are in the log", async () => {
    const someone = await customer();
    const locked = await send("POST", `/api/admin/users/${someone.id}/lock`, { reason: "Card testing from this account" }, superAdmin);
    expect(locked.statusCode).toBe(200);
    expect(locked.json<AdminUser>()).toMatchObject({ lockedReason: "Card testing from this account", liveSessions: 0 });
    expect(locked.json<AdminUser>().lockedAt).not.toBeNull();
    expect((await get("/api/auth/user", someone.cookie)).statusCode).toBe(401);

    const refused = await login(someone.email, someone.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(ACCOUNT_LOCKED_MESSAGE);
    // A wrong password learns nothing about the lock.
    const guess = await login(someone.email, "not the password at all");
    expect(guess.statusCode).toBe(401);
    expect(guess.body).not.toContain("locked");

    expect((await send("POST", `/api/admin/users/${someone.id}/lock`, { reason: "again" }, superAdmin)).statusCode).toBe(409);
    const unlocked = await send("POST", `/api/admin/users/${someone.id}/unlock`, { reason: "Cleared by the card issuer" }, superAdmin);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json<AdminUser>()).toMatchObject({ lockedAt: null, lockedReason: null });
    expect((await login(someone.email, someone.password)).statusCode).toBe(200);

    const entries = await auditFor(someone.id);
    expect(entries.map((e) => e.action)).toEqual(["user.unlocked", "user.locked"]);
    expect(entries[1]).toMatchObject({ before: { locked: false }, after: { locked: true, sessionsEnded: 1 }, reason: "Card testing from this account" });
    expect(entries[0]).toMatchObject({ before: { locked: true, lockedReason: "Card testing from this account" }, after: { locked: false } });
  });

  it("a super admin cannot lock themself", async () => {
    const res = await send("POST", `/api/admin/users/${superAdminId}/lock`, { reason: "testing" }, superAdmin);
    expect(res.statusCode).toBe(409);
    expect((await get("/api/auth/user", superAdmin)).statusCode).toBe(200);
  });
});

describe("sessions", () => {
  it("lists an account's live sessions and signs it out everywhere, with a reason", async () => {
    const someone = await customer();
    const second = sessionCookie(await login(someone.email, someone.password));
    const listed = await get(`/api/admin/users/${someone.id}/sessions`, superAdmin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<AdminSession[]>()).toHaveLength(2);
    const ended = await send("POST", `/api/admin/users/${someone.id}/end-sessions`, { reason: "Lost phone" }, superAdmin);
    expect(ended.statusCode).toBe(200);
    expect(ended.json<AdminUser>().liveSessions).toBe(0);
    for (const cookie of [someone.cookie, second]) expect((await get("/api/auth/user", cookie)).statusCode).toBe(401);
    expect((await get(`/api/admin/users/${someone.id}/sessions`, superAdmin)).json()).toEqual([]);
    const [entry] = await auditFor(someone.id);
    expect(entry).toMatchObject({ action: "user.sessions_ended", after: { sessionsEnded: 2 }, reason: "Lost phone" });
  });
});

describe("resetting an executive's second factor", () => {
  it("removes the factor and recovery codes and ends their sessions; their next sign-in enrols anew; audited", async () => {
    const email = `exec-${randomUUID()}@example.com`;
    const password = "sturdy lantern orbit 42";
    const [exec] = await t.database.db.insert(users).values({ email, role: "ceo", passwordHash: await hashPassword(password) }).returning({ id: users.id });
    await t.database.db.insert(userTotp).values({ userId: exec!.id, secret: "JBSWY3DPEHPK3PXP", confirmedAt: new Date() });
    await t.database.db.insert(userRecoveryCodes).values({ userId: exec!.id, codeHash: `hash-${randomUUID()}` });
    const before = await t.app.inject({ method: "POST", url: "/api/ceo/login", remoteAddress: freshClientAddress(), payload: { email, password } });
    expect(before.json<{ step: string }>().step).toBe("verify");

    const res = await send("POST", `/api/admin/users/${exec!.id}/reset-second-factor`, { reason: "Lost their phone on a trip" }, superAdmin);
    expect(res.statusCode).toBe(200);
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select (select count(*) from user_totp where user_id = ${exec!.id}::uuid) + (select count(*) from user_recovery_codes where user_id = ${exec!.id}::uuid) as n`,
    );
    expect(Number(left[0]?.n)).toBe(0);
    const again = await send("POST", `/api/admin/users/${exec!.id}/reset-second-factor`, { reason: "again" }, superAdmin);
    expect(again.statusCode).toBe(409);
    const after = await t.app.inject({ method: "POST", url: "/api/ceo/login", remoteAddress: freshClientAddress(), payload: { email, password } });
    expect(after.json<{ step: string }>().step).toBe("enrol");
    const [entry] = await auditFor(exec!.id);
    expect(entry).toMatchObject({ action: "user.second_factor_reset", before: { secondFactor: true }, reason: "Lost their phone on a trip" });

    // Nothing left to reset, an account without one, and one's own: 409.
    const plain = await customer();
    expect((await send("POST", `/api/admin/users/${plain.id}/reset-second-factor`, { reason: "no factor" }, superAdmin)).statusCode).toBe(409);
    const own = await send("POST", `/api/admin/users/${superAdminId}/reset-second-factor`, { reason: "mine" }, superAdmin);
    expect(own.json<{ message: string }>().message).toBe("Another super admin must reset your second factor");
    // A ceo may not reset anyone's.
    const ceo = await signInAs(t.app, "ceo");
    expect((await send("POST", `/api/admin/users/${plain.id}/reset-second-factor`, { reason: "trying" }, ceo)).statusCode).toBe(403);
  });
});

describe("the audit log", () => {
  it("records other modules' privileged actions: a payment provider switched off and on", async () => {
    const ceo = await signInAs(t.app, "ceo");
    expect((await send("PUT", "/api/payments/providers/regional", { available: false }, ceo)).statusCode).toBe(200);
    expect((await send("PUT", "/api/payments/providers/regional", { available: true }, ceo)).statusCode).toBe(200);
    const res = await get("/api/admin/audit?action=payments.provider_switched&pageSize=2", superAdmin);
    const items = res.json<AuditPage>().items;
    expect(items.map((e) => [e.before, e.after])).toEqual([
      [{ available: false }, { available: true }],
      [{ available: true }, { available: false }],
    ]);
    expect(items[0]).toMatchObject({ targetType: "payment_provider", targetId: "regional" });
  });

  it("is append-only: the database refuses to change or remove an entry", async () => {
    const someone = await customer();
    await send("POST", `/api/admin/users/${someone.id}/end-sessions`, { reason: "For the record" }, superAdmin);
    // drizzle wraps the database's error ("Failed query: …"); the cause is Postgres' own message.
    const refusal = (query: ReturnType<typeof sql>) =>
      t.database.db.execute(query).then(
        () => "changed",
        (e: Error & { cause?: Error }) => (e.cause ?? e).message,
      );
    expect(await refusal(sql`update audit_log set reason = 'rewritten' where target_id = ${someone.id}`)).toBe("audit_log is append-only");
    expect(await refusal(sql`delete from audit_log where target_id = ${someone.id}`)).toBe("audit_log is append-only");
    expect(await refusal(sql`truncate audit_log`)).toBe("audit_log is append-only");
    expect((await auditFor(someone.id))[0]?.reason).toBe("For the record");
  });

  it("filters by action and actor and refuses an unknown action", async () => {
    const bad = await get("/api/admin/audit?action=user.deleted", superAdmin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.action).toEqual(["Unknown audit action"]);
    const nobody = await get("/api/admin/audit?actor=nobody-at-all", superAdmin);
    expect(nobody.json<AuditPage>().total).toBe(0);
  });
});

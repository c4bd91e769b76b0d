import { mkdtemp, readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execLoginStepSchema } from "@tavola/contracts";
import { userTotp, users } from "../../db/schema/index.js";
import { ConfigError } from "../../platform/config.js";
import { queryRows } from "../../platform/database.js";
import { MISSING_TOTP_KEY_MESSAGE, parseTotpKey, resolveTotpKey, TOTP_KEY_FILE } from "../../platform/totp-key.js";
import { createTestApp, TEST_TOTP_KEY, type TestApp } from "../../test/test-app.js";
import { hashPassword } from "./password.js";
import { decryptTotpSecret, encryptTotpSecret } from "./totp-secret-crypto.js";

/**
 * Executives' TOTP secrets are stored only as AES-256-GCM ciphertext: enrolment and sign-in round-trip through it,
 * a plain secret from before is encrypted at start (once), and production refuses to start without a key.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = "sturdy lantern orbit 42";
const KEY = parseTotpKey(TEST_TOTP_KEY);
let n = 0;
async function createCeo(): Promise<{ email: string; id: string }> {
  const email = `totp-${++n}-${Date.now()}@example.com`;
  const [row] = await t.database.db.insert(users).values({ email, role: "ceo", passwordHash: await hashPassword(PASSWORD), firstName: "Ada", lastName: "Lovelace" }).returning({ id: users.id });
  return { email, id: row!.id };
}
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: "10.8.8.8", headers: cookie ? { cookie } : {} });
const challenge = (res: LightMyRequestResponse) => `tavola_exec_challenge=${res.cookies.find((c) => c.name === "tavola_exec_challenge")!.value}`;
const code = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
const stored = async (userId: string) =>
  (await queryRows<{ secret: string }>(t.database.db, sql`select secret from user_totp where user_id = ${userId}::uuid`))[0]!.secret;

describe("at rest", () => {
  it("enrolment stores ciphertext only (no plain secret in the column), and the code from the secret signs in", async () => {
    const { email, id } = await createCeo();
    const step1 = await post("/api/ceo/login", { email, password: PASSWORD });
    const next = execLoginStepSchema.parse(step1.json());
    if (next.step !== "enrol") throw new Error("expected enrolment");
    const column = await stored(id);
    expect(column.startsWith("v1:")).toBe(true);
    expect(column).not.toContain(next.secret);
    expect(Buffer.from(column.slice(3), "base64url").toString("latin1")).not.toContain(next.secret);
    expect(decryptTotpSecret(KEY, id, column)).toBe(next.secret);
    const done = await post("/api/ceo/login/verify", { code: await code(next.secret) }, challenge(step1));
    expect(done.statusCode, done.body).toBe(200);
    // Each write uses a fresh IV: the same secret never gives the same ciphertext twice.
    expect(encryptTotpSecret(KEY, id, next.secret)).not.toBe(column);
  });

  it("a ciphertext does not decrypt with another key, nor on another user's row", () => {
    const value = encryptTotpSecret(KEY, "user-a", "JBSWY3DPEHPK3PXP");
    expect(decryptTotpSecret(KEY, "user-a", value)).toBe("JBSWY3DPEHPK3PXP");
    expect(() => decryptTotpSecret(KEY, "user-b", value)).toThrow();
    expect(() => decryptTotpSecret(parseTotpKey("00".repeat(32)), "user-a", value)).toThrow();
  });

  it("a plain secret written before encryption is encrypted at start, once, and still signs in", async () => {
    const { email, id } = await createCeo();
    const plain = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    await t.database.db.insert(userTotp).values({ userId: id, secret: plain, confirmedAt: new Date() });
    // A server starting on this database (a restart, or another process).
    const restarted = await createTestApp({}, { database: t.database });
    const first = await stored(id);
    expect(first.startsWith("v1:")).toBe(true);
    expect(first).not.toContain(plain);
    const again = await createTestApp({}, { database: t.database });
    expect(await stored(id)).toBe(first); // idempotent: an encrypted value is left alone
    await again.close();
    const step1 = await restarted.app.inject({ method: "POST", url: "/api/ceo/login", payload: { email, password: PASSWORD }, remoteAddress: "10.8.8.9" });
    expect(step1.json()).toEqual({ step: "verify" });
    const done = await restarted.app.inject({
      method: "POST", url: "/api/ceo/login/verify", payload: { code: await code(plain) }, remoteAddress: "10.8.8.9", headers: { cookie: challenge(step1) },
    });
    expect(done.statusCode, done.body).toBe(200);
    await restarted.close();
  });
});

describe("the key", () => {
  it("production without TOTP_ENCRYPTION_KEY refuses to start with a clear message; a malformed key is refused", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "tavola-key-"));
    await expect(resolveTotpKey({ production: true, demoMode: false, DATA_DIR: dir, TOTP_ENCRYPTION_KEY: undefined })).rejects.toThrow(new ConfigError(MISSING_TOTP_KEY_MESSAGE));
    expect(() => parseTotpKey("too-short")).toThrow(/must be 32 bytes/);
    expect((await resolveTotpKey({ production: true, demoMode: false, DATA_DIR: dir, TOTP_ENCRYPTION_KEY: "ab".repeat(32) })).toString("hex")).toBe("ab".repeat(32));
  });

  it("in demo mode a key is generated once into DATA_DIR (mode 0600) and read back on the next start", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "tavola-key-"));
    const first = await resolveTotpKey({ production: false, demoMode: true, DATA_DIR: dir, TOTP_ENCRYPTION_KEY: undefined });
    const second = await resolveTotpKey({ production: true, demoMode: true, DATA_DIR: dir, TOTP_ENCRYPTION_KEY: undefined });
    expect(first.length).toBe(32);
    expect(second.equals(first)).toBe(true);
    expect((await readFile(path.join(dir, TOTP_KEY_FILE), "utf8")).trim()).toBe(first.toString("hex"));
    expect((await stat(path.join(dir, TOTP_KEY_FILE))).mode & 0o777).toBe(0o600);
  });
});

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "./platform/database.js";
import { verifyPassword } from "./modules/auth/password.js";
import { serverBuild } from "./test/server-build.js";

// `npm run admin:create` — the built create-admin.js (test/server-build.ts) — as a real process on an embedded
// database in a temporary DATA_DIR (the password from TAVOLA_ADMIN_PASSWORD, as automation would give it).
let SCRIPT: string;
const PASSWORD = "velvet orbit kettle 42 lanterns";
let dataDir: string;

function run(args: string[], env: Record<string, string | undefined> = {}) {
  const child = spawn(process.execPath, [SCRIPT, ...args], {
    env: { ...process.env, DATABASE_URL: undefined, DATA_DIR: dataDir, TAVOLA_ADMIN_PASSWORD: PASSWORD, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  return new Promise<{ code: number | null; out: string }>((resolve) => child.on("exit", (code) => resolve({ code, out })));
}

async function usersIn(): Promise<Array<{ email: string; role: string; permissions: string[]; password_hash: string }>> {
  const database = await openDatabase({ dataDir });
  try {
    return await queryRows(database.db, sql`select email, role, permissions, password_hash from users order by email`);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "tavola-admin-"));
  SCRIPT = (await serverBuild()).createAdmin;
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("admin:create", () => {
  it("refuses a weak password and changes nothing, without printing it", async () => {
    const weak = "password12";
    const { code, out } = await run(["--email", "boss@example.com"], { TAVOLA_ADMIN_PASSWORD: weak });
    expect(code).toBe(1);
    expect(out).toMatch(/Nothing was changed/);
    expect(out).toMatch(/password: This password is too easy to guess/);
    expect(out).not.toContain(weak);
  }, 120_000);

  it("refuses the reserved demo domain and a missing password when not on a terminal", async () => {
    const demo = await run(["--email", "super-admin@demo.tavola.app"]);
    expect(demo.code).toBe(1);
    expect(demo.out).toMatch(/reserved for demo accounts/);
    const noPassword = await run(["--email", "boss@example.com"], { TAVOLA_ADMIN_PASSWORD: undefined });
    expect(noPassword.code).toBe(64);
    expect(noPassword.out).toMatch(/TAVOLA_ADMIN_PASSWORD/);
  }, 120_000);

  it("applies the migrations and creates the super admin (no demo data), never printing the password", async () => {
    const { code, out } = await run(["--email", "Boss@Example.com", "--first-name", "Ada"]);
    expect(code, out).toBe(0);
    expect(out).toMatch(/Created the super admin boss@example\.com/);
    expect(out).not.toContain(PASSWORD);
    const users = await usersIn();
    expect(users.map((u) => u.email)).toEqual(["boss@example.com"]);
    expect(users[0]).toMatchObject({ role: "super_admin", permissions: ["*"] });
    expect(users[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(users[0]!.password_hash, PASSWORD)).toBe(true);
  }, 120_000);

  it("promotes an existing account and sets the new password", async () => {
    const next = "lantern velvet harbour 77";
    const { code, out } = await run(["--email", "boss@example.com"], { TAVOLA_ADMIN_PASSWORD: next });
    expect(code, out).toBe(0);
    expect(out).toMatch(/Promoted boss@example\.com/);
    const [user] = await usersIn();
    expect(await verifyPassword(user!.password_hash, next)).toBe(true);
  }, 120_000);
});

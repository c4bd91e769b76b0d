import type { LightMyRequestResponse } from "fastify";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { hashPassword } from "./password.js";

/** One good code (or one recovery code) sent many times at once makes exactly one executive session. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: "20" });
});
afterAll(async () => t?.close());

const PASSWORD = "sturdy lantern orbit 42";
const challenge = (res: LightMyRequestResponse) => `tavola_exec_challenge=${res.cookies.find((c) => c.name === "tavola_exec_challenge")!.value}`;
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
const sessions = (res: LightMyRequestResponse[]) => res.filter((r) => r.cookies.some((c) => c.name === "tavola_session")).length;

describe("executive sign-in under concurrency", () => {
  it("a burst of the same code on one pending sign-in: one session, the rest refused", async () => {
    const email = `race-${Date.now()}@example.com`;
    await t.database.db.insert(users).values({ email, role: "ceo", passwordHash: await hashPassword(PASSWORD) });
    const enrol = await post("/api/ceo/login", { email, password: PASSWORD });
    const code = await generate({ secret: enrol.json().secret });
    const burst = await Promise.all(Array.from({ length: 8 }, () => post("/api/ceo/login/verify", { code }, challenge(enrol))));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, ...Array(7).fill(401)]);
    expect(sessions(burst)).toBe(1);
    const recovery = burst.find((r) => r.statusCode === 200)!.json().recoveryCodes[0] as string;

    const again = await post("/api/ceo/login", { email, password: PASSWORD });
    const spent = await Promise.all(
      Array.from({ length: 8 }, () => post("/api/ceo/login/verify", { recoveryCode: recovery }, challenge(again))),
    );
    expect(spent.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(sessions(spent)).toBe(1);
  });
});

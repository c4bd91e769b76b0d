import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { createTestApp, sessionCookie, type TestApp } from "../../test/test-app.js";
import { hashPassword } from "./password.js";

const challenge = (res: { cookies: Array<{ name: string; value: string }> }) =>
  `tavola_exec_challenge=${res.cookies.find((c) => c.name === "tavola_exec_challenge")!.value}`;

describe("executive sign-in in demo mode", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("publishes the demo ceo's factor, and the demo ceo signs in with a code computed from it", async () => {
    const demo = (await t.app.inject({ method: "GET", url: "/api/ceo/demo-factor" })).json();
    expect(demo).toMatchObject({ email: "ceo@demo.tavola.app", password: "tavola-demo-2024" });
    expect(demo.code).toMatch(/^\d{6}$/);
    const step1 = await t.app.inject({ method: "POST", url: "/api/ceo/login", payload: { email: demo.email, password: demo.password } });
    expect(step1.json()).toEqual({ step: "verify" });
    const code = await generate({ secret: demo.secret });
    const done = await t.app.inject({ method: "POST", url: "/api/ceo/login/verify", payload: { code }, headers: { cookie: challenge(step1) } });
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ email: "ceo@demo.tavola.app", role: "ceo" });
    expect(sessionCookie(done)).toMatch(/^tavola_session=/);
  });
});

describe("executive sign-in outside demo mode (NODE_ENV=production)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: "production", INSECURE_HTTP: "1" });
  });
  afterAll(async () => t?.close());

  it("has no demo factor: the route does not exist and a demo-domain account must enrol like anyone", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/ceo/demo-factor" })).statusCode).toBe(404);
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(Object.keys(doc.paths)).not.toContain("/api/ceo/demo-factor");
    expect(Object.keys(doc.paths)).toContain("/api/ceo/login");
    const password = "a private and long passphrase 7";
    await t.database.db.insert(users).values({ email: "ceo@demo.tavola.app", role: "ceo", passwordHash: await hashPassword(password) });
    const step1 = await t.app.inject({ method: "POST", url: "/api/ceo/login", payload: { email: "ceo@demo.tavola.app", password } });
    expect(step1.statusCode).toBe(200);
    expect(step1.json().step).toBe("enrol");
    expect(step1.json().secret).not.toBe("KRAVM33MMFSGK3LPOR2GC5TPNRQQ2A24");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, type TestApp } from "./test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("smoke", () => {
  it("health + recommended", async () => {
    const h = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(h.json()).toEqual({ status: "ok", database: t.database.kind });
    const cookie = await signInAs(t.app);
    const r = await t.app.inject({ method: "GET", url: "/api/restaurants/recommended", headers: { cookie } });
    console.log(r.statusCode, r.body.slice(0, 400));
    const u = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    console.log(u.body);
    const o = await t.app.inject({ method: "GET", url: "/api/orders/recent", headers: { cookie } });
    console.log(o.body.slice(0, 300));
    const l = await t.app.inject({ method: "GET", url: "/api/loyalty/info", headers: { cookie } });
    console.log(l.body);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, sessionCookie, type TestApp } from "../../test/test-app.js";

const ADMIN_KEY = "s3cret-admin-key-for-tests";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_KEY, DEMO_MODE: "0" });
});
afterAll(async () => t?.close());

describe("admin key and demo login switches", () => {
  it("answers 404 for the demo login when it is off", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/test-login" })).statusCode).toBe(404);
  });

  it("refuses a wrong key and raises only this session to ceo with the right one", async () => {
    const reg = await t.app.inject({
      method: "POST", url: "/api/auth/register",
      payload: { email: "exec@example.com", password: "a long password", firstName: "E", lastName: "X" },
    });
    const cookie = sessionCookie(reg);
    const wrong = await t.app.inject({ method: "POST", url: "/api/auth/admin-key", payload: { adminKey: "nope" }, headers: { cookie } });
    expect(wrong.statusCode).toBe(403);
    const empty = await t.app.inject({ method: "POST", url: "/api/auth/admin-key", payload: { adminKey: "" }, headers: { cookie } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.adminKey).toEqual(["Admin key is required"]);
    const ok = await t.app.inject({ method: "POST", url: "/api/auth/admin-key", payload: { adminKey: ADMIN_KEY }, headers: { cookie } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().role).toBe("ceo");
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json().role).toBe("ceo");
    // A new sign-in of the same account is a customer again: the account itself was not promoted.
    const again = await t.app.inject({
      method: "POST", url: "/api/auth/login", payload: { email: "exec@example.com", password: "a long password" },
    });
    expect(again.json().role).toBe("customer");
  });

  it("signs in the ceo when the key is right and nobody is signed in", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/admin-key", payload: { adminKey: ADMIN_KEY } });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe("ceo");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: sessionCookie(res) } });
    expect(me.json().role).toBe("ceo");
  });
});

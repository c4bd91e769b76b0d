import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURIER_TERMS_VERSION, type CourierApplication } from "@tavola/contracts";
import { createTestApp, registerCustomer, signInAs, type TestApp } from "../../test/test-app.js";

// Races on one application: on in-memory PGlite requests serialise; the Postgres run (TEST_DATABASE_URL) is the
// proof — concurrent transactions on the application's row lock, and bytea through node-postgres.
let t: TestApp;
let superAdmin: string;
let ceo: string;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signInAs(t.app, "super_admin");
  ceo = await signInAs(t.app, "ceo");
});
afterAll(async () => t?.close());

const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256))]);
function upload(cookie: string, kind: string, bytes: Buffer) {
  const boundary = "----courier-race";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${kind}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: "PUT", url: `/api/couriers/application/documents/${kind}`, headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
}
const api = (method: "PUT" | "POST" | "GET", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function submitted(): Promise<{ cookie: string; application: CourierApplication }> {
  const { cookie } = await registerCustomer(t.app);
  // The first saves race too: one draft per account, whichever step arrives first.
  const first = await Promise.all([
    api("PUT", "/api/couriers/application/vehicle", cookie, { phone: "+1 212 555 0100", vehicle: "bike", zones: ["Midtown"] }),
    upload(cookie, "id", PDF),
    upload(cookie, "right_to_work", PDF),
    api("PUT", "/api/couriers/application/bank", cookie, { accountHolder: "Ada Lovelace", routingNumber: "021000021", accountNumber: "12345678" }),
    api("PUT", "/api/couriers/application/terms", cookie, { acceptTerms: true, termsVersion: COURIER_TERMS_VERSION }),
  ]);
  expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
  const res = await api("POST", "/api/couriers/application/submit", cookie);
  expect(res.statusCode, res.body).toBe(200);
  return { cookie, application: res.json<CourierApplication>() };
}

describe(`courier applications under races (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("racing first saves make one draft holding every step", async () => {
    const { application } = await submitted();
    expect(application).toMatchObject({ status: "applied", missing: [] });
    expect(application.documents.map((d) => d.kind)).toEqual(["id", "right_to_work"]);
  });

  it("two executives deciding at once: one decision wins, the other gets 409", async () => {
    const { cookie, application } = await submitted();
    const [approve, reject] = await Promise.all([
      api("POST", `/api/admin/courier-applications/${application.id}/review`, superAdmin, { decision: "approve" }),
      api("POST", `/api/admin/courier-applications/${application.id}/review`, ceo, { decision: "reject", reason: "Documents do not match" }),
    ]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const final = (await api("GET", `/api/admin/courier-applications/${application.id}`, superAdmin)).json<CourierApplication>();
    const role = (await api("GET", "/api/auth/user", cookie)).json<{ role: string }>().role;
    expect(role).toBe(final.status === "approved" ? "courier" : "customer");
  });

  it("stores and returns a document's bytes exactly", async () => {
    const { application } = await submitted();
    const doc = application.documents[0]!;
    const res = await api("GET", `/api/admin/courier-applications/${application.id}/documents/${doc.id}`, superAdmin);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });
});

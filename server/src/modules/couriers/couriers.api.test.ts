import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURIER_TERMS_VERSION, type CourierApplication, type CourierApplicationPage, type ErrorBody } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { seedDemoData } from "../../db/seed.js";
import { sniffDocumentType } from "./document-type.js";
import { createTestApp, registerCustomer, signInAs, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let superAdmin: string;
let ceo: string;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await signInAs(t.app, "super_admin");
  ceo = await signInAs(t.app, "ceo");
});
afterAll(async () => t?.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(fileName: string, bytes: Buffer, type = "application/octet-stream") {
  const boundary = "----tavola-test-boundary";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const api = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const upload = (cookie: string, kind: string, fileName: string, bytes: Buffer, type?: string) => {
  const body = multipart(fileName, bytes, type);
  return t.app.inject({ method: "PUT", url: `/api/couriers/application/documents/${kind}`, headers: { cookie, ...body.headers }, payload: body.payload });
};

async function completeApplication(cookie: string, vehicle = "scooter") {
  expect((await api("PUT", "/api/couriers/application/vehicle", cookie, { phone: "+1 212 555 0199", vehicle, zones: ["Midtown", "Brooklyn"] })).statusCode).toBe(200);
  for (const kind of ["id", "right_to_work", ...(vehicle === "scooter" || vehicle === "car" ? ["vehicle_insurance"] : [])]) {
    const res = await upload(cookie, kind, `${kind}.png`, PNG, "image/png");
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await api("PUT", "/api/couriers/application/bank", cookie, { accountHolder: "Ada Lovelace", routingNumber: "021000021", accountNumber: "000123456789" })).statusCode).toBe(200);
  expect((await api("PUT", "/api/couriers/application/terms", cookie, { acceptTerms: true, termsVersion: COURIER_TERMS_VERSION })).statusCode).toBe(200);
}

describe("courier application: the applicant", () => {
  it("starts empty, saves each step as a draft and resumes it", async () => {
    const { cookie } = await registerCustomer(t.app);
    expect((await api("GET", "/api/couriers/application", cookie)).json()).toEqual({ application: null });
    const saved = await api("PUT", "/api/couriers/application/vehicle", cookie, { phone: "+1 212 555 0100", vehicle: "bike", zones: ["Midtown"] });
    expect(saved.statusCode).toBe(200);
    const resumed = (await api("GET", "/api/couriers/application", cookie)).json<{ application: CourierApplication }>().application;
    expect(resumed).toMatchObject({ status: "draft", vehicle: "bike", zones: ["Midtown"], requiredDocuments: ["id", "right_to_work"], firstName: "Ada" });
    expect(resumed.missing).toEqual(["Upload your photo id", "Upload your right to work", "Add the bank account your payouts go to", "Accept the courier terms to continue"]);
  });

  it("keeps only the last four digits and a token of the bank account", async () => {
    const { cookie, userId } = await registerCustomer(t.app);
    const res = await api("PUT", "/api/couriers/application/bank", cookie, { accountHolder: "Ada Lovelace", routingNumber: "021000021", accountNumber: "000123456789" });
    expect(res.json<CourierApplication>().bank).toEqual({ accountHolder: "Ada Lovelace", last4: "6789" });
    expect(res.body).not.toContain("123456789");
    const stored = await queryRows<Record<string, unknown>>(t.database.db, sql`select * from courier_applications where user_id = ${userId}`);
    expect(JSON.stringify(stored[0])).not.toContain("123456789");
    expect(stored[0]?.bank_token).toMatch(/^btok_/);
  });

  it("refuses bad input with each field's message", async () => {
    const { cookie } = await registerCustomer(t.app);
    const res = await api("PUT", "/api/couriers/application/vehicle", cookie, { phone: "x", vehicle: "horse", zones: ["Mars"] });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.fieldErrors?.vehicle).toEqual(["Choose a vehicle"]);
    expect(body.fieldErrors?.phone?.[0]).toBe("Enter a phone number");
    expect(Object.keys(body.fieldErrors ?? {}).some((k) => k.startsWith("zones"))).toBe(true);
    const long = await api("PUT", "/api/couriers/application/bank", cookie, { accountHolder: "x".repeat(101), routingNumber: "12", accountNumber: "12" });
    expect(long.json<ErrorBody>().fieldErrors).toMatchObject({
      accountHolder: ["Account holder is too long"],
      routingNumber: ["Routing number is 9 digits"],
      accountNumber: ["Account number is 4–17 digits"],
    });
    const terms = await api("PUT", "/api/couriers/application/terms", cookie, { acceptTerms: false, termsVersion: COURIER_TERMS_VERSION });
    expect(terms.json<ErrorBody>().fieldErrors?.acceptTerms).toEqual(["Accept the courier terms to continue"]);
  });

  it("refuses an executable renamed .pdf and a 6 MB file, with readable messages", async () => {
    const { cookie } = await registerCustomer(t.app);
    const exe = await upload(cookie, "id", "passport.pdf", Buffer.concat([Buffer.from("MZ\x90\x00\x03"), Buffer.alloc(200)]), "application/pdf");
    expect(exe.statusCode).toBe(400);
    expect(exe.json<ErrorBody>().fieldErrors?.file).toEqual(["The file must be a JPEG, PNG or PDF"]);
    const big = await upload(cookie, "id", "big.pdf", Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]), "application/pdf");
    expect(big.statusCode).toBe(413);
    expect(big.json<ErrorBody>()).toMatchObject({ message: "The file must be at most 5 MB", fieldErrors: { file: ["The file must be at most 5 MB"] } });
    // Just over the limit, so the declared length does not give it away: the streaming parser stops it.
    const oneOver = await upload(cookie, "id", "edge.pdf", Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 1 - PDF.length)]));
    expect(oneOver.statusCode).toBe(413);
    expect(oneOver.json<ErrorBody>().fieldErrors?.file).toEqual(["The file must be at most 5 MB"]);
    const exactly = await upload(cookie, "id", "edge.pdf", Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 - PDF.length)]));
    expect(exactly.statusCode).toBe(200);
    await api("DELETE", "/api/couriers/application/documents/id", cookie);
    const none = await t.app.inject({ method: "PUT", url: "/api/couriers/application/documents/id", headers: { cookie }, payload: { file: "x" } });
    expect(none.statusCode).toBe(400);
    const kind = await upload(cookie, "selfie", "a.png", PNG);
    expect(kind.statusCode).toBe(400);
    // Nothing was stored by the refused uploads.
    expect((await api("GET", "/api/couriers/application", cookie)).json<{ application: CourierApplication | null }>().application?.documents ?? []).toEqual([]);
  });

  it("cannot submit an incomplete draft: 400 names what is missing", async () => {
    const { cookie } = await registerCustomer(t.app);
    await api("PUT", "/api/couriers/application/vehicle", cookie, { phone: "+1 212 555 0100", vehicle: "car", zones: ["Midtown"] });
    await upload(cookie, "id", "id.pdf", PDF);
    const res = await api("POST", "/api/couriers/application/submit", cookie);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<ErrorBody>().fieldErrors ?? {})).toEqual(["documents.right_to_work", "documents.vehicle_insurance", "bank", "acceptTerms"]);
  });

  it("limits uploads per account: the 21st in ten minutes is 429 with Retry-After", async () => {
    const { cookie } = await registerCustomer(t.app);
    for (let i = 0; i < 20; i++) expect((await upload(cookie, "id", `id-${i}.png`, PNG)).statusCode).toBe(200);
    const over = await upload(cookie, "id", "id-21.png", PNG);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("anonymous visitors cannot write", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/api/couriers/application/vehicle", payload: { phone: "+1 212 555 0100", vehicle: "bike", zones: ["Midtown"] } });
    expect(res.statusCode).toBe(401);
  });
});

describe("courier application: review", () => {
  it("applies, an executive sees it in the queue with its documents, approves, and the account becomes a courier", async () => {
    const { cookie, userId } = await registerCustomer(t.app);
    await completeApplication(cookie);
    const submitted = await api("POST", "/api/couriers/application/submit", cookie);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<CourierApplication>()).toMatchObject({ status: "applied", missing: [] });
    // Submitted: the applicant can no longer change it.
    expect((await api("PUT", "/api/couriers/application/vehicle", cookie, { phone: "+1 212 555 0100", vehicle: "bike", zones: ["Midtown"] })).statusCode).toBe(409);

    const queue = (await api("GET", "/api/admin/courier-applications?status=applied&vehicle=scooter&zone=Brooklyn", superAdmin)).json<CourierApplicationPage>();
    const item = queue.items.find((i) => i.id === submitted.json<CourierApplication>().id);
    expect(item).toMatchObject({ status: "applied", vehicle: "scooter", documentCount: 3 });
    const other = (await api("GET", "/api/admin/courier-applications?zone=Copenhagen", superAdmin)).json<CourierApplicationPage>();
    expect(other.items.some((i) => i.id === item?.id)).toBe(false);

    const one = (await api("GET", `/api/admin/courier-applications/${item?.id}`, ceo)).json<CourierApplication>();
    expect(one.documents.map((d) => [d.kind, d.contentType, d.sizeBytes])).toEqual([
      ["id", "image/png", PNG.length],
      ["right_to_work", "image/png", PNG.length],
      ["vehicle_insurance", "image/png", PNG.length],
    ]);
    const download = await api("GET", `/api/admin/courier-applications/${one.id}/documents/${one.documents[0]?.id}`, superAdmin);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="id.png"; filename*=UTF-8''id.png`);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.rawPayload.equals(PNG)).toBe(true);

    const approved = await api("POST", `/api/admin/courier-applications/${one.id}/review`, superAdmin, { decision: "approve" });
    expect(approved.json<CourierApplication>()).toMatchObject({ status: "approved", rejectionReason: null });
    const me = (await api("GET", "/api/auth/user", cookie)).json<{ id: string; role: string }>();
    expect(me).toMatchObject({ id: userId, role: "courier" });
    // Decided once: a second decision is a conflict.
    expect((await api("POST", `/api/admin/courier-applications/${one.id}/review`, ceo, { decision: "reject", reason: "Too late now" })).statusCode).toBe(409);
  });

  it("rejects with a reason the applicant reads, who may then edit and resubmit", async () => {
    const { cookie } = await registerCustomer(t.app);
    await completeApplication(cookie, "bike");
    const id = (await api("POST", "/api/couriers/application/submit", cookie)).json<CourierApplication>().id;
    const noReason = await api("POST", `/api/admin/courier-applications/${id}/review`, ceo, { decision: "reject", reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<ErrorBody>().fieldErrors?.reason).toEqual(["Give the applicant a reason (at least 5 characters)"]);
    await api("POST", `/api/admin/courier-applications/${id}/review`, ceo, { decision: "reject", reason: "The photo ID is unreadable" });
    const mine = (await api("GET", "/api/couriers/application", cookie)).json<{ application: CourierApplication }>().application;
    expect(mine).toMatchObject({ status: "rejected", rejectionReason: "The photo ID is unreadable" });
    expect((await api("GET", "/api/auth/user", cookie)).json<{ role: string }>().role).toBe("customer");
    const fixed = await upload(cookie, "id", "id-again.pdf", PDF);
    expect(fixed.json<CourierApplication>()).toMatchObject({ status: "draft", rejectionReason: null });
    expect((await api("POST", "/api/couriers/application/submit", cookie)).json<CourierApplication>().status).toBe("applied");
  });

  it("is for executives only: a courier or customer cannot list, read, download or decide", async () => {
    const { cookie } = await registerCustomer(t.app);
    await completeApplication(cookie, "bike");
    const app = (await api("POST", "/api/couriers/application/submit", cookie)).json<CourierApplication>();
    const courier = await signInAs(t.app, "courier");
    for (const who of [courier, cookie, await signInAs(t.app, "restaurant_owner")]) {
      expect((await api("GET", "/api/admin/courier-applications", who)).statusCode).toBe(403);
      expect((await api("GET", `/api/admin/courier-applications/${app.id}`, who)).statusCode).toBe(403);
      expect((await api("GET", `/api/admin/courier-applications/${app.id}/documents/${app.documents[0]?.id}`, who)).statusCode).toBe(403);
      expect((await api("POST", `/api/admin/courier-applications/${app.id}/review`, who, { decision: "approve" })).statusCode).toBe(403);
    }
    // The courier's own application read shows only their own (none), never another's.
    expect((await api("GET", "/api/couriers/application", courier)).json<{ application: CourierApplication | null }>().application?.id).not.toBe(app.id);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/courier-applications" })).statusCode).toBe(401);
    expect((await api("GET", "/api/admin/courier-applications?status=bogus", superAdmin)).json<ErrorBody>().fieldErrors?.status).toEqual(["Unknown status"]);
  });
});

describe("courier demo seed", () => {
  it("reaches a data directory seeded before couriers existed, once", async () => {
    await t.database.db.execute(sql`delete from courier_applications where user_id in (select id from users where email like 'applicant-%@demo.tavola.app')`);
    await t.database.db.execute(sql`delete from app_meta where key = 'seed_couriers'`);
    expect(await seedDemoData(t.database.db)).toBe(true);
    expect(await seedDemoData(t.database.db)).toBe(false);
    const [row] = await queryRows<{ n: number; docs: number }>(t.database.db, sql`select count(*)::int as n,
      (select count(*)::int from courier_documents d join courier_applications a on a.id = d.application_id join users u on u.id = a.user_id
        where u.email like 'applicant-%@demo.tavola.app') as docs
      from courier_applications a join users u on u.id = a.user_id where u.email like 'applicant-%@demo.tavola.app'`);
    // Noor (car: three documents) and Tom (bike: two) again; the approved couriers kept theirs and gained no second.
    expect(row).toEqual({ n: 2, docs: 5 });
    const [couriers] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from courier_applications a join users u on u.id = a.user_id where u.email like 'courier%@demo.tavola.app'`);
    expect(couriers?.n).toBe(3);
  });


  it("has approved couriers on shift and two applications waiting with documents that download as what they are", async () => {
    const rows = await queryRows<{ status: string; on_shift: boolean; role: string }>(
      t.database.db,
      sql`select a.status, a.on_shift, u.role from courier_applications a join users u on u.id = a.user_id where u.email like '%@demo.tavola.app'`,
    );
    expect(rows.filter((r) => r.status === "approved" && r.on_shift && r.role === "courier").length).toBeGreaterThanOrEqual(3);
    const queue = (await api("GET", "/api/admin/courier-applications?status=applied&q=demo.tavola.app", superAdmin)).json<CourierApplicationPage>();
    expect(queue.items.map((i) => i.firstName).sort()).toEqual(["Noor", "Tom"]);
    const noor = (await api("GET", `/api/admin/courier-applications/${queue.items.find((i) => i.firstName === "Noor")?.id}`, superAdmin)).json<CourierApplication>();
    expect(noor.missing).toEqual([]);
    for (const doc of noor.documents) {
      const res = await api("GET", `/api/admin/courier-applications/${noor.id}/documents/${doc.id}`, superAdmin);
      expect(res.headers["content-type"]).toBe(doc.contentType);
      expect(sniffDocumentType(res.rawPayload)).toBe(doc.contentType);
    }
  });
});

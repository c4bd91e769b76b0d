import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { COURIER_TERMS_VERSION } from "@tavola/contracts";
import { expect, uniqueEmail } from "./fixtures";

// Courier steps shared by the courier specs (a spec file must not import another spec). The demo courier Sam carries
// the seeded batch, so journeys that need an idle courier make their own through the real application.
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

type Res = { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> };
/** The response, after checking it succeeded (with its status and body in the failure message). */
export async function ok<R extends Res>(res: Promise<R>): Promise<R> {
  const r = await res;
  expect(r.ok(), `${r.status()} ${await r.text()}`).toBeTruthy();
  return r;
}

/** A new approved courier signed in on `ctx`, through the real application and an executive's approval (`admin`). */
export async function approvedCourier(ctx: BrowserContext, admin: APIRequestContext, firstName = "Kai") {
  const api = ctx.request;
  await ok(api.post("/api/auth/register", { data: { email: uniqueEmail(`courier-${firstName.toLowerCase()}`), password: "a long courier passphrase 42", firstName, lastName: "Moreno" } }));
  await ok(api.put("/api/couriers/application/vehicle", { data: { phone: "+1 212 555 0142", vehicle: "bike", zones: ["Lower Manhattan"] } }));
  for (const kind of ["id", "right_to_work"]) {
    await ok(api.put(`/api/couriers/application/documents/${kind}`, { multipart: { file: { name: `${kind}.pdf`, mimeType: "application/pdf", buffer: PDF } } }));
  }
  await ok(api.put("/api/couriers/application/bank", { data: { accountHolder: `${firstName} Moreno`, routingNumber: "021000021", accountNumber: "000123456789" } }));
  await ok(api.put("/api/couriers/application/terms", { data: { acceptTerms: true, termsVersion: COURIER_TERMS_VERSION } }));
  const submitted = (await (await ok(api.post("/api/couriers/application/submit"))).json()) as { id: string };
  await ok(admin.post(`/api/admin/courier-applications/${submitted.id}/review`, { data: { decision: "approve" } }));
}

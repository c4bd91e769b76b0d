import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";

let t: TestApp;
const webDist = mkdtempSync(path.join(tmpdir(), "tavola-web-"));
const inline = "document.documentElement.classList.add('dark')";
writeFileSync(path.join(webDist, "index.html"), `<!doctype html><html><head><script>${inline}</script></head><body><div id="root"></div></body></html>`);
writeFileSync(path.join(webDist, "robots.txt"), "User-agent: *");

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => t?.close());

describe("HTTP edges", () => {
  it("answers malformed JSON with 400 in the one error body", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", headers: { "content-type": "application/json" }, payload: "{bad" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "invalid", message: "Malformed JSON body", requestId: expect.any(String) });
  });

  it("answers a body over 1 MB with 413", async () => {
    const payload = JSON.stringify({ email: "a@b.co", password: "x".repeat(1024 * 1024) });
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", headers: { "content-type": "application/json" }, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("payload_too_large");
  });

  it("answers an unknown /api path with a JSON 404, and a page path with the SPA", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(api.statusCode).toBe(404);
    expect(api.headers["content-type"]).toMatch(/application\/json/);
    expect(api.json().code).toBe("not_found");
    const page = await t.app.inject({ method: "GET", url: "/some/client/route" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const file = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(file.body).toBe("User-agent: *");
  });

  it("sends security headers, with a CSP that allows exactly the inline theme script", async () => {
    const page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe-inline");
  });

  it("documents every API endpoint in /api/openapi.json", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    const expected = [
      "GET /api/health", "POST /api/auth/register", "POST /api/auth/login", "POST /api/auth/logout",
      "GET /api/auth/user", "POST /api/auth/admin-key", "GET /api/test-login", "GET /api/login",
      "GET /api/orders/recent", "GET /api/loyalty/info", "GET /api/restaurants/recommended",
      "GET /api/loyalty/account", "POST /api/loyalty/redemptions", "GET /api/loyalty/vouchers",
      "GET /api/catering", "POST /api/catering", "POST /api/catering/request",
      "GET /api/catering/crm/leads", "GET /api/catering/crm/leads/{id}", "POST /api/catering/crm/leads/{id}/stage",
      "PATCH /api/catering/crm/leads/{id}/assignment", "POST /api/catering/crm/leads/{id}/notes",
      "POST /api/catering/crm/leads/{id}/merge", "GET /api/catering/crm/stream",
      "GET /api/catering/crm/leads/{id}/quote", "PUT /api/catering/crm/leads/{id}/quote", "POST /api/catering/crm/leads/{id}/quote/send",
      "GET /api/catering/crm/leads/{id}/quote/versions/{n}.pdf", "GET /api/catering/quotes/by-token", "POST /api/catering/quotes/by-token/accept",
      "GET /api/catering/quotes/by-token/pdf", "POST /api/catering/quotes/by-token/deposits",
      "POST /api/catering/quotes/by-token/balance", "POST /api/catering/quotes/by-token/reconfirm", "POST /api/catering/quotes/by-token/cancel",
      "POST /api/catering/crm/leads/{id}/reconfirm",
      "GET /api/restaurants", "GET /api/restaurants/browse", "GET /api/restaurants/{id}", "GET /api/restaurants/{id}/menu",
      "GET /api/restaurants/{id}/slots", "POST /api/orders/quote", "POST /api/orders", "GET /api/orders",
      "GET /api/orders/{id}", "POST /api/orders/{id}/cancel", "GET /api/orders/{id}/events",
      "POST /api/payments/sandbox/tokens", "GET /api/payments/providers", "PUT /api/payments/providers/{provider}",
      "GET /api/restaurant/workspace", "PATCH /api/restaurant/settings", "PATCH /api/restaurant/menu/{itemId}",
      "GET /api/restaurant/orders", "GET /api/restaurant/orders/events", "POST /api/restaurant/orders/{id}/transition",
      "POST /api/restaurant/orders/{id}/refund",
      "GET /api/restaurants/{id}/availability", "POST /api/reservations", "GET /api/reservations",
      "GET /api/reservations/{reference}", "POST /api/reservations/{reference}/cancel",
      "GET /api/dine-in/demo-table", "POST /api/table-sessions", "GET /api/table-sessions/current",
      "POST /api/table-sessions/current/orders", "GET /api/table-sessions/current/bill",
      "POST /api/table-sessions/current/bill/payments", "POST /api/table-sessions/current/service-calls",
      "POST /api/table-sessions/current/guests/{guestId}/admission",
      "POST /api/restaurants/{id}/table-sessions/{sessionId}/guests/{guestId}/admission", "GET /api/orders/addresses",
      "GET /api/payments/cards", "DELETE /api/payments/cards/{id}", "GET /api/orders/contact",
      "GET /api/restaurants/{id}/table-sessions", "POST /api/restaurants/{id}/service-calls/{callId}",
      "POST /api/restaurants/{id}/table-sessions/{sessionId}/close", "GET /api/restaurants/{id}/table-codes",
      "POST /api/restaurants/{id}/tables/{tableId}/qr-code/rotate", "GET /api/restaurants/{id}/floor/stream",
      "GET /api/restaurants/{id}/host-stand", "POST /api/restaurants/{id}/reservations/{reservationId}/actions",
      "POST /api/restaurants/{id}/reservations/{reservationId}/move", "POST /api/restaurants/{id}/walk-ins",
      "GET /api/restaurants/{id}/table-recommendations", "POST /api/waitlist", "GET /api/waitlist/{reference}",
      "POST /api/waitlist/{reference}/cancel", "POST /api/waitlist/{reference}/accept",
      "POST /api/feedback", "GET /api/restaurants/{id}/feedback", "POST /api/restaurants/{id}/feedback/{feedbackId}/reply",
      "GET /api/restaurants/{id}/feedback/alerts", "POST /api/restaurants/{id}/feedback/{feedbackId}/alert/resolve",
      "POST /api/restaurants/{id}/feedback/{feedbackId}/recovery-credit",
      "GET /api/admin/outbox", "GET /api/admin/outbox/{id}",
      "GET /api/couriers/application", "PUT /api/couriers/application/vehicle", "PUT /api/couriers/application/bank",
      "PUT /api/couriers/application/terms", "PUT /api/couriers/application/documents/{kind}",
      "DELETE /api/couriers/application/documents/{kind}", "POST /api/couriers/application/submit",
      "GET /api/admin/courier-applications", "GET /api/admin/courier-applications/{id}",
      "GET /api/admin/courier-applications/{id}/documents/{documentId}", "POST /api/admin/courier-applications/{id}/review",
      "PUT /api/dispatch/presence", "GET /api/dispatch/board", "POST /api/dispatch/jobs/{id}/bids", "POST /api/dispatch/runs/{id}/pickup",
      "POST /api/dispatch/runs/{id}/deliver", "GET /api/dispatch/earnings", "GET /api/dispatch/payouts", "GET /api/dispatch/payouts/{id}/statement.csv", "GET /api/dispatch/payouts/{id}/statement.pdf", "GET /api/dispatch/stream",
      "POST /api/dispatch/runs/{id}/drop", "POST /api/dispatch/runs/{id}/positions", "GET /api/orders/{id}/courier", "GET /api/orders/{id}/courier/events",
      "POST /api/orders/{id}/courier-rating", "GET /api/courier-profiles", "GET /api/courier-profiles/me", "PUT /api/courier-profiles/me",
      "POST /api/ceo/login", "POST /api/ceo/login/verify", "GET /api/ceo/demo-factor", "POST /api/auth/change-password",
      "POST /api/auth/reset-password/request", "GET /api/auth/reset-password/check", "POST /api/auth/reset-password",
      "GET /api/admin/users", "GET /api/admin/users/{id}/sessions", "PUT /api/admin/users/{id}/role",
      "POST /api/admin/users/{id}/lock", "POST /api/admin/users/{id}/unlock", "POST /api/admin/users/{id}/end-sessions", "POST /api/admin/users/{id}/reset-second-factor",
      "GET /api/admin/audit", "GET /api/analytics/ceo-dashboard", "GET /api/analytics/customer-churn", "GET /api/analytics/demand-forecast",
      "PUT /api/restaurants/{restaurantId}/kitchen-capacity", "GET /api/analytics/finance", "GET /api/analytics/finance/export.csv",
      "GET /api/analytics/overview", "GET /api/analytics/advanced", "POST /api/events",
      "GET /api/analytics/insights/anomalies", "POST /api/analytics/insights/ask",
      "GET /api/flags", "GET /api/admin/flags", "PUT /api/admin/flags/{key}", "GET /api/orders/summary", "POST /api/catering/quotes/by-token/cancellation-fee",
      "GET /api/inventory/restaurants", "GET /api/restaurants/{id}/menu/stream", "GET /api/restaurants/{restaurantId}/inventory",
      "GET /api/restaurants/{restaurantId}/inventory/stream", "GET /api/restaurants/{restaurantId}/team",
      "POST /api/restaurants/{restaurantId}/inventory/ingredients", "POST /api/restaurants/{restaurantId}/inventory/ingredients/{ingredientId}/adjustments",
      "POST /api/restaurants/{restaurantId}/team/invites", "POST /api/staff-invites/accept",
      "PUT /api/restaurants/{restaurantId}/inventory/dishes/{menuItemId}/portions", "PUT /api/restaurants/{restaurantId}/inventory/dishes/{menuItemId}/recipe",
      "PUT /api/restaurants/{restaurantId}/inventory/ingredients/{ingredientId}",
      "POST /api/b2b/companies", "GET /api/b2b/companies", "GET /api/b2b/company", "GET /api/b2b/companies/{id}",
      "PUT /api/b2b/companies/{id}/settings", "POST /api/b2b/companies/{id}/invites", "POST /api/b2b/invites/accept",
      "GET /api/b2b/companies/{id}/orders", "POST /api/b2b/companies/{id}/orders", "GET /api/b2b/companies/{id}/recurring-orders",
      "POST /api/b2b/companies/{id}/recurring-orders", "POST /api/b2b/companies/{id}/recurring-orders/{rid}/stop",
      "GET /api/b2b/companies/{id}/invoices", "GET /api/b2b/companies/{id}/invoices/{invoiceId}/pdf",
      "GET /api/restaurant-onboarding", "PUT /api/restaurant-onboarding/info", "PUT /api/restaurant-onboarding/location",
      "PUT /api/restaurant-onboarding/hours", "PUT /api/restaurant-onboarding/services", "PUT /api/restaurant-onboarding/tables",
      "POST /api/restaurant-onboarding/submit", "GET /api/admin/restaurant-applications", "GET /api/admin/restaurant-applications/{id}",
      "POST /api/admin/restaurant-applications/{id}/review",
      "GET /api/pos", "POST /api/pos/orders", "GET /api/pos/orders/{id}", "POST /api/pos/orders/{id}/payments",
      "POST /api/pos/orders/{id}/courses/{course}/fire", "POST /api/pos/orders/{id}/discounts", "POST /api/pos/orders/{id}/refunds",
      "POST /api/pos/orders/{id}/receipt-email", "PUT /api/pos/approver-pin", "GET /api/pos/shifts/current", "POST /api/pos/shifts",
      "GET /api/pos/shifts/{id}", "POST /api/pos/shifts/{id}/close",
      "POST /api/pos/orders/{id}/discount-requests", "GET /api/pos/approval-requests", "GET /api/pos/approval-requests/{id}",
      "POST /api/pos/approval-requests/{id}/decision", "GET /api/pos/events",
      "GET /api/kitchen", "GET /api/kitchen/events", "POST /api/kitchen/items/{id}/bump", "POST /api/kitchen/orders/{id}/bump",
      "POST /api/kitchen/recall",
      "GET /api/restaurants/{restaurantId}/menu-admin", "POST /api/restaurants/{restaurantId}/menu-admin/categories",
      "PUT /api/restaurants/{restaurantId}/menu-admin/categories/{categoryId}", "DELETE /api/restaurants/{restaurantId}/menu-admin/categories/{categoryId}",
      "PUT /api/restaurants/{restaurantId}/menu-admin/category-order", "POST /api/restaurants/{restaurantId}/menu-admin/items",
      "PUT /api/restaurants/{restaurantId}/menu-admin/items/{itemId}", "PUT /api/restaurants/{restaurantId}/menu-admin/items/{itemId}/availability",
      "PUT /api/restaurants/{restaurantId}/menu-admin/items/{itemId}/photo", "DELETE /api/restaurants/{restaurantId}/menu-admin/items/{itemId}/photo",
      "GET /api/menu-photos/{hash}/{variant}",
      "GET /api/restaurants/{restaurantId}/inventory/purchase-orders", "POST /api/restaurants/{restaurantId}/inventory/purchase-orders",
      "GET /api/restaurants/{restaurantId}/inventory/purchase-orders/suggestions", "GET /api/restaurants/{restaurantId}/inventory/purchase-orders/{purchaseOrderId}",
      "PUT /api/restaurants/{restaurantId}/inventory/purchase-orders/{purchaseOrderId}", "POST /api/restaurants/{restaurantId}/inventory/purchase-orders/{purchaseOrderId}/send",
      "POST /api/restaurants/{restaurantId}/inventory/purchase-orders/{purchaseOrderId}/receipts", "POST /api/restaurants/{restaurantId}/inventory/purchase-orders/{purchaseOrderId}/close",
      "POST /api/restaurants/{restaurantId}/inventory/counts", "POST /api/restaurants/{restaurantId}/inventory/counts/{countId}/submit",
    ];
    expect(documented.sort()).toEqual(expected.sort());
  });
});

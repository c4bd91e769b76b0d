import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditPage, FeatureFlag } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";

/**
 * Feature flags: super admins change them (audited, before/after), executives read them, and the real flag
 * (finance-csv-export) switches the CSV export off on the server. Other servers' caches: flags.concurrency.test.ts.
 */
let t: TestApp;
let admin: string;
let ceo: string;
const FLAG = "/api/admin/flags/finance-csv-export";

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, "super_admin");
  ceo = await signInAs(t.app, "ceo");
});
afterAll(async () => t?.close());

const call = (method: "GET" | "PUT", url: string, cookie?: string, payload?: Record<string, unknown>) =>
  payload === undefined
    ? t.app.inject({ method, url, headers: cookie ? { cookie } : {} })
    : t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
const csv = (cookie: string) => call("GET", `/api/analytics/finance/export.csv?from=2026-11-01&to=2026-11-02`, cookie);

describe("who reads and changes flags", () => {
  it("signed out 401 and a customer 403 on the admin list; a ceo reads but may not change (403); a super admin changes", async () => {
    expect((await call("GET", "/api/admin/flags")).statusCode).toBe(401);
    expect((await call("GET", "/api/admin/flags", await signInAs(t.app, "customer"))).statusCode).toBe(403);
    const list = await call("GET", "/api/admin/flags", ceo);
    expect(list.statusCode).toBe(200);
    expect(list.json<FeatureFlag[]>()).toEqual([
      expect.objectContaining({ key: "finance-csv-export", enabled: true, rolloutPercent: null, updatedAt: null, updatedBy: null }),
    ]);
    const denied = await call("PUT", FLAG, ceo, { enabled: false });
    expect(denied.statusCode).toBe(403);
    expect(denied.json<{ message: string }>().message).toBe("Only super admins change feature flags");
  });

  it("refuses an unknown flag and a rollout outside 0–100 with the field's message", async () => {
    const unknown = await call("PUT", "/api/admin/flags/no-such-flag", admin, { enabled: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.key).toEqual(["Unknown feature flag"]);
    const over = await call("PUT", FLAG, admin, { enabled: true, rolloutPercent: 101 });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.rolloutPercent).toEqual(["The rollout is a whole percentage from 0 to 100"]);
  });
});

describe("a change", () => {
  it("is audited with who, before and after and the reason, and the CSV export follows the flag on the server and in /api/flags", async () => {
    expect((await csv(ceo)).statusCode).toBe(200);
    const off = await call("PUT", FLAG, admin, { enabled: false, reason: "Database under strain" });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<FeatureFlag>()).toMatchObject({ enabled: false, rolloutPercent: null, updatedBy: "super-admin@demo.tavola.app" });

    const refused = await csv(ceo);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe("The CSV export is switched off (feature flag finance-csv-export)");
    expect((await call("GET", "/api/flags", ceo)).json()).toEqual({ flags: { "finance-csv-export": false } });

    const audit = (await call("GET", "/api/admin/audit?action=feature_flag.changed", admin)).json<AuditPage>();
    expect(audit.items[0]).toMatchObject({
      action: "feature_flag.changed",
      actorEmail: "super-admin@demo.tavola.app",
      targetId: "finance-csv-export",
      before: { enabled: true, rolloutPercent: null },
      after: { enabled: false, rolloutPercent: null },
      reason: "Database under strain",
    });

    expect((await call("PUT", FLAG, admin, { enabled: true })).statusCode).toBe(200);
    expect((await csv(ceo)).statusCode).toBe(200);
    const [row] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_log where action = 'feature_flag.changed'`);
    expect(row!.n).toBe(2);
  });

  it("a percentage rollout answers each user by their stable bucket", async () => {
    await call("PUT", FLAG, admin, { enabled: true, rolloutPercent: 0 });
    expect((await call("GET", "/api/flags", ceo)).json()).toEqual({ flags: { "finance-csv-export": false } });
    expect((await call("GET", "/api/flags")).json()).toEqual({ flags: { "finance-csv-export": false } });
    await call("PUT", FLAG, admin, { enabled: true, rolloutPercent: 100 });
    expect((await call("GET", "/api/flags", ceo)).json()).toEqual({ flags: { "finance-csv-export": true } });
    expect((await call("GET", "/api/flags")).json()).toEqual({ flags: { "finance-csv-export": true } });
  });
});

import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { queryRows } from "../../platform/database.js";
import { createSessionStore, SESSION_COOKIE } from "../../platform/session.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

/** Account changes under concurrency: one advisory lock serialises them, and each re-reads the acting admin. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A super admin of this test (not the demo one) and a session cookie for them. */
async function superAdmin() {
  const [row] = await t.database.db
    .insert(users)
    .values({ email: `race-admin-${randomUUID()}@example.com`, role: "super_admin", permissions: ["*"] })
    .returning({ id: users.id });
  const token = await createSessionStore(t.database.db, t.config).create(row!.id);
  return { id: row!.id, cookie: `${SESSION_COOKIE}=${token}` };
}

const demote = (actorCookie: string, targetId: string) =>
  t.app.inject({
    method: "PUT",
    url: `/api/admin/users/${targetId}/role`,
    headers: { cookie: actorCookie },
    payload: { role: "customer", reason: "Leaving the company" },
  });

describe("account administration under concurrency", () => {
  it("two super admins demoting each other at the same moment: exactly one demotion, one super admin left", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await superAdmin();
      const b = await superAdmin();
      const [ab, ba] = await Promise.all([demote(a.cookie, b.id), demote(b.cookie, a.id)]);
      // The loser either was refused as no longer an admin (403), or its session had already ended with the role change (401).
      expect([ab.statusCode, ba.statusCode].sort()).toSatisfy(
        (codes: number[]) => codes[0] === 200 && (codes[1] === 401 || codes[1] === 403),
      );
      const roles = await queryRows<{ role: string }>(
        t.database.db,
        sql`select role from users where id in (${a.id}::uuid, ${b.id}::uuid) order by role`,
      );
      expect(roles.map((r) => r.role)).toEqual(["customer", "super_admin"]);
      const entries = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from audit_log where action = 'user.role_changed' and target_id in (${a.id}, ${b.id})`,
      );
      expect(entries[0]?.n).toBe(1);
    }
  });

  it("twenty locks of one account at once: one lock, one audit entry, the rest 409", async () => {
    const admin = await superAdmin();
    const [target] = await t.database.db
      .insert(users)
      .values({ email: `race-target-${randomUUID()}@example.com` })
      .returning({ id: users.id });
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: "POST",
          url: `/api/admin/users/${target!.id}/lock`,
          headers: { cookie: admin.cookie },
          payload: { reason: "Chargeback fraud" },
        }),
      ),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    const entries = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'user.locked' and target_id = ${target!.id}`,
    );
    expect(entries[0]?.n).toBe(1);
  });
});

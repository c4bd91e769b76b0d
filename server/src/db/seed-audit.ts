import { eq, inArray } from "drizzle-orm";
import type { Db } from "../platform/database.js";
import { auditLog, courierApplications, users } from "./schema/index.js";
import { demoEmailFor } from "./seed-data.js";
import { seedOnce } from "./seed-marker.js";

const AUDIT_SEED_KEY = "demo_audit_seed";
const AUDIT_SEED_VERSION = "1";
const HOUR = 3_600_000;

/**
 * The audit log's demo history, so the super-admin dashboard opens on something real: the seeded couriers'
 * approvals (at their review times, by the demo super admin) and yesterday's payment failover drill by the CEO.
 * Runs after the couriers' seed, under a marker of its own.
 */
export async function seedAuditHistory(db: Db, now = Date.now()): Promise<boolean> {
  return seedOnce(db, AUDIT_SEED_KEY, AUDIT_SEED_VERSION, async (tx) => {
    const people = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [demoEmailFor("super_admin"), demoEmailFor("ceo")]));
    const admin = people.find((p) => p.email === demoEmailFor("super_admin"));
    const ceo = people.find((p) => p.email === demoEmailFor("ceo"));
    const approved = await tx
      .select({ id: courierApplications.id, reviewedAt: courierApplications.reviewedAt, email: users.email })
      .from(courierApplications)
      .innerJoin(users, eq(users.id, courierApplications.userId))
      .where(eq(courierApplications.status, "approved"));
    const rows: Array<typeof auditLog.$inferInsert> = approved.map((a) => ({
      at: a.reviewedAt ?? new Date(now - 48 * HOUR),
      actorId: admin?.id ?? null,
      actorEmail: admin?.email ?? null,
      action: "courier.application_reviewed",
      targetType: "courier_application",
      targetId: a.id,
      targetLabel: a.email,
      before: { status: "applied" },
      after: { status: "approved", roleGranted: "courier" },
    }));
    for (const [hoursAgo, available] of [[26, false], [25.5, true]] as const) {
      rows.push({
        at: new Date(now - hoursAgo * HOUR),
        actorId: ceo?.id ?? null,
        actorEmail: ceo?.email ?? null,
        action: "payments.provider_switched",
        targetType: "payment_provider",
        targetId: "regional",
        targetLabel: "regional",
        before: { available: !available },
        after: { available },
      });
    }
    if (rows.length > 0) await tx.insert(auditLog).values(rows);
  });
}

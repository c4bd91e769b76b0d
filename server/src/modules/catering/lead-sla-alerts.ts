import { sql } from "drizzle-orm";
import type { LeadSla } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";
import { publishLeadEvent } from "./lead-events.js";

const COLUMNS: Record<LeadSla, { due: string; alerted: string; label: string }> = {
  first_contact: { due: "first_contact_due_at", alerted: "first_contact_alerted_at", label: "No contact within 24 hours" },
  premium_call: { due: "call_due_at", alerted: "call_alerted_at", label: "No call within 4 business hours" },
};

/**
 * Raises an alert for every promise broken by `now` on an open, uncontacted lead: marks the lead's `…_alerted_at`,
 * adds an `sla_alert` to its timeline and tells the boards, in one transaction. The guarded update (`alerted_at is
 * null`) makes it idempotent, and an advisory lock makes concurrent runs take turns: a lead and promise is alerted
 * exactly once. The job
 * queue runs it every minute (catering.jobs.ts); the board also shows overdue leads from their due times without
 * waiting for it.
 */
export type SlaAlert = { leadId: string; sla: LeadSla; restaurantId: string | null; label: string };

export async function raiseOverdueSlaAlerts(
  db: Db,
  now = new Date(),
  /** Runs inside the alert's transaction (e.g. to queue its mail), so an alert and what it sends commit together. */
  onAlert?: (tx: Db, alert: SlaAlert) => Promise<void>,
): Promise<Array<{ leadId: string; sla: LeadSla }>> {
  return db.transaction(async (tx) => {
    // Runs of the job take turns: two runs updating the same overdue leads in different orders could deadlock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catering:sla-alerts'))`);
    const raised: Array<{ leadId: string; sla: LeadSla }> = [];
    for (const sla of ["first_contact", "premium_call"] as const) {
      const c = COLUMNS[sla];
      const rows = await queryRows<{ id: string; restaurant_id: string | null }>(tx, sql`
        update catering_leads set ${sql.raw(c.alerted)} = ${now.toISOString()}::timestamptz
        where ${sql.raw(c.alerted)} is null and ${sql.raw(c.due)} <= ${now.toISOString()}::timestamptz
          and contacted_at is null and merged_into_lead_id is null
          and stage in ('new','contacted','quoted','deposit_paid','in_progress')
        returning id, restaurant_id
      `);
      for (const row of rows) {
        await tx.execute(sql`
          insert into catering_lead_activities (lead_id, kind, body, data, created_at)
          values (${row.id}::uuid, 'sla_alert', ${c.label}, ${JSON.stringify({ sla })}::jsonb, ${now.toISOString()}::timestamptz)
        `);
        await publishLeadEvent(tx, { type: "sla_alert", leadId: row.id, restaurantId: row.restaurant_id });
        await onAlert?.(tx, { leadId: row.id, sla, restaurantId: row.restaurant_id, label: c.label });
        raised.push({ leadId: row.id, sla });
      }
    }
    return raised;
  });
}

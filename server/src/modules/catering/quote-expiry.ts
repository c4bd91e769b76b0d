import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../platform/database.js";
import { publishLeadEvent } from "./lead-events.js";

/**
 * Marks every sent quote that ran past its validity without being accepted as expired: the latest sent version of
 * an unaccepted quote, `valid_until` passed, `expired_at` not set yet. The guarded update is the whole rule, so a
 * second run (or two at once) marks nothing twice; each marked version writes one `quote_expired` timeline entry and
 * a live event, in the same statement's transaction. The client's link and accept read the same validity, so they
 * refuse an expired quote even in the minutes before this job runs.
 */
export async function expireQuotes(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await queryRows<{ id: string; number: number; lead_id: string; restaurant_id: string | null }>(tx, sql`
      update catering_quote_versions v set expired_at = ${now.toISOString()}::timestamptz
      from catering_quotes q join catering_leads l on l.id = q.lead_id
      where q.latest_sent_version_id = v.id and q.accepted_version_id is null
        and v.sent_at is not null and v.expired_at is null and v.valid_until <= ${now.toISOString()}::timestamptz
      returning v.id, v.number, q.lead_id, l.restaurant_id`);
    for (const v of expired) {
      await tx.execute(sql`
        insert into catering_lead_activities (lead_id, kind, body, data, created_at)
        values (${v.lead_id}::uuid, 'quote_expired', ${`Quote v${v.number} expired`}, ${JSON.stringify({ versionId: v.id, number: v.number })}::jsonb, ${now.toISOString()}::timestamptz)`);
      await publishLeadEvent(tx, { type: "lead_changed", leadId: v.lead_id, restaurantId: v.restaurant_id });
    }
    return expired.length;
  });
}

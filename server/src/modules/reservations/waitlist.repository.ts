import { eq, sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../platform/database.js";
import { waitlistEntries } from "../../db/schema/index.js";

export type WaitlistRow = {
  id: string;
  reference: string;
  restaurant_id: string;
  restaurant_name: string;
  customer_id: string | null;
  name: string;
  email: string;
  phone: string;
  party_size: number;
  window_start: Date | string;
  window_end: Date | string;
  status: string;
  offered_table_ids: string[] | null;
  offered_starts_at: Date | string | null;
  offer_expires_at: Date | string | null;
  offered_label: string | null;
  reservation_reference: string | null;
  manage_token_hash: string;
  created_at: Date | string;
};

/** Entries with their restaurant's name, the offered tables' label and the reservation's reference. */
export async function selectWaitlist(db: Db, where: SQL, opts: { forUpdate?: boolean; limit?: number } = {}): Promise<WaitlistRow[]> {
  return queryRows<WaitlistRow>(db, sql`
    select w.id, w.reference, w.restaurant_id, rest.name as restaurant_name, w.customer_id, w.name, w.email, w.phone, w.party_size,
           w.window_start, w.window_end, w.status, w.offered_table_ids, w.offered_starts_at, w.offer_expires_at,
           (select case when count(*) > 1 then 'Tables ' || string_agg(t.number::text, ' + ' order by t.number)
                        else 'Table ' || min(t.number)::text end
              from restaurant_tables t
             where w.offered_table_ids is not null and t.id::text in (select jsonb_array_elements_text(w.offered_table_ids))) as offered_label,
           (select r.reference from reservations r where r.id = w.reservation_id) as reservation_reference,
           w.manage_token_hash, w.created_at
    from waitlist_entries w join restaurants rest on rest.id = w.restaurant_id
    where ${where}
    order by w.created_at, w.id
    ${opts.limit ? sql`limit ${opts.limit}` : sql``}
    ${opts.forUpdate ? sql`for update of w` : sql``}`);
}

export type NewWaitlistEntry = typeof waitlistEntries.$inferInsert;

export async function insertWaitlistEntry(db: Db, values: NewWaitlistEntry): Promise<string> {
  const [row] = await db.insert(waitlistEntries).values(values).returning({ id: waitlistEntries.id });
  return row!.id;
}

export async function updateWaitlistEntry(db: Db, id: string, values: Partial<NewWaitlistEntry>) {
  await db.update(waitlistEntries).set({ ...values, updatedAt: new Date() }).where(eq(waitlistEntries.id, id));
}

export async function expireWaitlistEntries(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db.execute(sql`update waitlist_entries set status = 'expired', updated_at = now()
    where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and status in ('waiting','offered')`);
}

import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { leadBoardQuerySchema, LeadStage } from "@tavola/contracts";
import { cateringLeadActivities, cateringLeads, cateringRequests, premiumCateringRequests, restaurants, restaurantStaff, users } from "../../db/schema/index.js";
import { queryRows, type Db } from "../../platform/database.js";
import { scopeCondition, type LeadScope } from "./lead-access.policy.js";

export type LeadRow = typeof cateringLeads.$inferSelect;
export type BoardFilters = z.output<typeof leadBoardQuerySchema>;

/** A board card's row: the lead, its restaurant's and owner's names, and how many duplicates it has in scope. */
export type BoardRow = {
  id: string;
  stage: LeadStage;
  version: number;
  source: "simple" | "premium" | "b2b";
  event_name: string;
  contact_name: string;
  company_name: string | null;
  email: string;
  event_date: string;
  event_time: string | null;
  headcount: number | null;
  guest_count_label: string | null;
  value_cents: number | null;
  restaurant_id: string | null;
  restaurant_name: string | null;
  owner_user_id: string | null;
  owner_first: string | null;
  owner_last: string | null;
  owner_email: string | null;
  first_contact_due_at: Date | string;
  call_due_at: Date | string | null;
  contacted_at: Date | string | null;
  stage_changed_at: Date | string;
  created_at: Date | string;
  duplicate_count: number;
  total: number;
  reconfirm_task_at: Date | string | null;
  reconfirmed_at: Date | string | null;
  balance_due_cents: number | null;
};

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterConditions(f: BoardFilters): SQL[] {
  const out: SQL[] = [];
  if (f.restaurantId) out.push(sql`l.restaurant_id = ${f.restaurantId}::uuid`);
  if (f.ownerId === "none") out.push(sql`l.owner_user_id is null`);
  else if (f.ownerId) out.push(sql`l.owner_user_id = ${f.ownerId}::uuid`);
  if (f.from) out.push(sql`l.event_date >= ${f.from}::date`);
  if (f.to) out.push(sql`l.event_date <= ${f.to}::date`);
  if (f.minValue !== undefined) out.push(sql`l.value_cents >= ${f.minValue}`);
  if (f.maxValue !== undefined) out.push(sql`l.value_cents <= ${f.maxValue}`);
  if (f.company) out.push(sql`l.company_name ilike ${like(f.company)}`);
  if (f.q) {
    const q = like(f.q);
    out.push(sql`(l.event_name ilike ${q} or l.contact_name ilike ${q} or l.email ilike ${q} or coalesce(l.company_name, '') ilike ${q})`);
  }
  if (f.stage) out.push(sql`l.stage = ${f.stage}`);
  return out;
}

/**
 * The balance still due on a delivered (or closed) lead: its accepted quote's taxed total minus the deposits paid,
 * null once the balance is paid (or before delivery).
 */
export const balanceDueSql = (lead: SQL) => sql`(
  select v.total_cents - coalesce((select sum(d.amount_cents) from catering_deposit_payments d where d.quote_id = q.id and d.payment_id is not null), 0)
  from catering_quotes q join catering_quote_versions v on v.id = q.accepted_version_id
  where q.lead_id = ${lead}.id and ${lead}.stage in ('delivered', 'closed')
    and not exists (select 1 from catering_balance_payments b where b.quote_id = q.id and b.payment_id is not null))`;

/**
 * The board in one query: each stage's leads that match, numbered within their stage (new leads by the promise
 * due first, the rest by event date), and the page of each wanted. 5,000 leads sort in a few milliseconds; the
 * restaurant/stage index narrows a restaurant's board first.
 */
export async function readBoardRows(db: Db, scope: LeadScope, f: BoardFilters): Promise<BoardRow[]> {
  const where = sql.join([sql`l.merged_into_lead_id is null`, scopeCondition(scope, "l"), ...filterConditions(f)], sql` and `);
  return queryRows<BoardRow>(db, sql`
    with matching as (
      select l.*,
        row_number() over (partition by l.stage order by
          case when l.stage = 'new' then least(l.call_due_at, l.first_contact_due_at) end asc nulls last,
          l.event_date asc, l.created_at asc, l.id) as rn,
        count(*) over (partition by l.stage)::int as total
      from catering_leads l
      where ${where}
    )
    select m.id, m.stage, m.version, m.source, m.event_name, m.contact_name, m.company_name, m.email,
      to_char(m.event_date, 'YYYY-MM-DD') as event_date, m.event_time, m.headcount, m.guest_count_label, m.value_cents,
      m.restaurant_id, r.name as restaurant_name, m.owner_user_id, o.first_name as owner_first, o.last_name as owner_last,
      o.email as owner_email, m.first_contact_due_at, m.call_due_at, m.contacted_at, m.stage_changed_at, m.created_at, m.total,
      m.reconfirm_task_at, m.reconfirmed_at, ${balanceDueSql(sql`m`)} as balance_due_cents,
      (select count(*)::int from catering_leads d
        where d.email = m.email and d.event_date = m.event_date and d.id <> m.id and d.merged_into_lead_id is null
          and ${scopeCondition(scope, "d")}) as duplicate_count
    from matching m
    left join restaurants r on r.id = m.restaurant_id
    left join users o on o.id = m.owner_user_id
    where m.rn > ${f.offset} and m.rn <= ${f.offset + f.perStage}
    order by m.stage, m.rn
  `);
}

/** Totals of the stages with no row on the page (a stage whose page is empty still has its count). */
export async function stageTotals(db: Db, scope: LeadScope, f: BoardFilters): Promise<Map<string, number>> {
  const where = sql.join([sql`l.merged_into_lead_id is null`, scopeCondition(scope, "l"), ...filterConditions(f)], sql` and `);
  const rows = await queryRows<{ stage: string; n: number }>(db, sql`select l.stage, count(*)::int as n from catering_leads l where ${where} group by l.stage`);
  return new Map(rows.map((r) => [r.stage, r.n]));
}

export async function findLead(db: Db, id: string): Promise<LeadRow | null> {
  const [row] = await db.select().from(cateringLeads).where(eq(cateringLeads.id, id));
  return row ?? null;
}

export async function findLeadRequest(db: Db, lead: LeadRow) {
  const simple = lead.cateringRequestId
    ? ((await db.select().from(cateringRequests).where(eq(cateringRequests.id, lead.cateringRequestId)))[0] ?? null)
    : null;
  const premium = lead.premiumRequestId
    ? ((await db.select().from(premiumCateringRequests).where(eq(premiumCateringRequests.id, lead.premiumRequestId)))[0] ?? null)
    : null;
  return { simple, premium };
}

export async function listActivities(db: Db, leadId: string) {
  return db
    .select({
      id: cateringLeadActivities.id,
      kind: cateringLeadActivities.kind,
      body: cateringLeadActivities.body,
      data: cateringLeadActivities.data,
      createdAt: cateringLeadActivities.createdAt,
      actorId: users.id,
      actorFirst: users.firstName,
      actorLast: users.lastName,
      actorEmail: users.email,
    })
    .from(cateringLeadActivities)
    .leftJoin(users, eq(users.id, cateringLeadActivities.actorUserId))
    .where(eq(cateringLeadActivities.leadId, leadId))
    .orderBy(desc(cateringLeadActivities.createdAt), desc(cateringLeadActivities.id))
    .limit(500);
}

/** Other unmerged leads with the same email and event date that the viewer may see. */
export async function findDuplicates(db: Db, scope: LeadScope, lead: Pick<LeadRow, "id" | "email" | "eventDate">) {
  return queryRows<{ id: string; event_name: string; stage: LeadStage; created_at: Date | string }>(db, sql`
    select d.id, d.event_name, d.stage, d.created_at from catering_leads d
    where d.email = ${lead.email} and d.event_date = ${lead.eventDate}::date and d.id <> ${lead.id}::uuid
      and d.merged_into_lead_id is null and ${scopeCondition(scope, "d")}
    order by d.created_at limit 20
  `);
}

/** People who may own a restaurant's leads: its team. */
export async function restaurantTeam(db: Db, restaurantIds: string[]) {
  if (restaurantIds.length === 0) return [];
  return db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, restaurantId: restaurantStaff.restaurantId })
    .from(restaurantStaff)
    .innerJoin(users, eq(users.id, restaurantStaff.userId))
    .where(inArray(restaurantStaff.restaurantId, restaurantIds))
    .orderBy(asc(users.firstName), asc(users.email));
}

export async function restaurantNames(db: Db, ids: string[] | "all") {
  const q = db.select({ id: restaurants.id, name: restaurants.name }).from(restaurants);
  return (ids === "all" ? q : ids.length ? q.where(inArray(restaurants.id, ids)) : q.where(sql`false`)).orderBy(asc(restaurants.name));
}

export const unmerged = (id: string) => and(eq(cateringLeads.id, id), isNull(cateringLeads.mergedIntoLeadId));

export async function findBalanceDue(db: Db, leadId: string): Promise<number | null> {
  const [row] = await queryRows<{ cents: number | null }>(db, sql`select ${balanceDueSql(sql`l`)} as cents from catering_leads l where l.id = ${leadId}::uuid`);
  return row?.cents == null ? null : Number(row.cents);
}

import type { LeadCard } from "@tavola/contracts";
import type { BoardRow, LeadRow } from "./lead.repository.js";
import { slaView } from "./lead-sla.js";

export const personName = (first: string | null, last: string | null, email: string | null) =>
  [first, last].filter(Boolean).join(" ") || email || "Someone";

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const optDate = (v: Date | string | null) => (v === null ? null : asDate(v));

export function toCard(r: BoardRow, now: Date): LeadCard {
  return {
    id: r.id,
    stage: r.stage,
    version: r.version,
    source: r.source,
    eventName: r.event_name,
    contactName: r.contact_name,
    companyName: r.company_name,
    email: r.email,
    eventDate: r.event_date,
    eventTime: r.event_time,
    headcount: r.headcount,
    guestCountLabel: r.guest_count_label,
    valueCents: r.value_cents,
    restaurant: r.restaurant_id ? { id: r.restaurant_id, name: r.restaurant_name ?? "" } : null,
    owner: r.owner_user_id ? { id: r.owner_user_id, name: personName(r.owner_first, r.owner_last, r.owner_email) } : null,
    sla: slaView(
      { stage: r.stage, firstContactDueAt: asDate(r.first_contact_due_at), callDueAt: optDate(r.call_due_at), contactedAt: optDate(r.contacted_at) },
      now,
    ),
    duplicateCount: r.duplicate_count,
    createdAt: asDate(r.created_at).toISOString(),
    stageChangedAt: asDate(r.stage_changed_at).toISOString(),
    ops: {
      reconfirmation: r.reconfirmed_at ? "confirmed" : r.reconfirm_task_at ? "pending" : "none",
      balanceDueCents: r.balance_due_cents === null || Number(r.balance_due_cents) <= 0 ? null : Number(r.balance_due_cents),
    },
  };
}

/** A lead row as the board's row shape, for views built from one lead. */
export function boardRowOf(
  lead: LeadRow,
  extra: { restaurantName: string | null; owner: { first: string | null; last: string | null; email: string | null } | null; duplicateCount: number; balanceDueCents: number | null },
): BoardRow {
  return {
    id: lead.id,
    stage: lead.stage as BoardRow["stage"],
    version: lead.version,
    source: lead.source as BoardRow["source"],
    event_name: lead.eventName,
    contact_name: lead.contactName,
    company_name: lead.companyName,
    email: lead.email,
    event_date: lead.eventDate,
    event_time: lead.eventTime,
    headcount: lead.headcount,
    guest_count_label: lead.guestCountLabel,
    value_cents: lead.valueCents,
    restaurant_id: lead.restaurantId,
    restaurant_name: extra.restaurantName,
    owner_user_id: lead.ownerUserId,
    owner_first: extra.owner?.first ?? null,
    owner_last: extra.owner?.last ?? null,
    owner_email: extra.owner?.email ?? null,
    first_contact_due_at: lead.firstContactDueAt,
    call_due_at: lead.callDueAt,
    contacted_at: lead.contactedAt,
    stage_changed_at: lead.stageChangedAt,
    created_at: lead.createdAt,
    duplicate_count: extra.duplicateCount,
    total: 1,
    reconfirm_task_at: lead.reconfirmTaskAt,
    reconfirmed_at: lead.reconfirmedAt,
    balance_due_cents: extra.balanceDueCents,
  };
}

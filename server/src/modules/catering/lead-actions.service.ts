import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  canMoveLead,
  LEAD_STAGE_LABELS,
  OPEN_LEAD_STAGES,
  type assignLeadSchema,
  type leadNoteSchema,
  type LeadStage,
  type moveLeadSchema,
} from "@tavola/contracts";
import { cateringLeadActivities, cateringLeads, restaurantStaff } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import { AppError, forbidden } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { findRestaurant } from "../restaurants/index.js";
import { syncRequestStatus } from "./catering.repository.js";
import { canEditLeads, leadScopeOf, type LeadScope } from "./lead-access.policy.js";
import { visibleLead } from "./lead-board.service.js";
import { businessCalendarOf } from "./lead-calendar.js";
import { publishLeadEvent } from "./lead-events.js";
import { slaDueTimes } from "./lead-sla.js";
import type { LeadRow } from "./lead.repository.js";
import { applyStageEffects, type StageEffectDeps } from "./lead-stage-effects.js";
import type { AppDeps } from "../../platform/deps.js";

const invalid = (field: string, message: string) => new AppError("invalid", message, { [field]: [message] });
export const STALE_LEAD_MESSAGE = "Someone else changed this lead meanwhile. Reload it and try again.";

export async function editableScope(db: Db, user: SessionUser): Promise<LeadScope> {
  const scope = await leadScopeOf(db, user);
  if (!canEditLeads(scope)) throw forbidden("Your requests are read-only here");
  return scope;
}

export async function editableLead(tx: Db, scope: LeadScope, id: string): Promise<LeadRow> {
  const lead = await visibleLead(tx, scope, id);
  if (lead.mergedIntoLeadId) throw new AppError("conflict", "This lead was merged into another one");
  return lead;
}

/**
 * Moves a lead along the pipeline by compare-and-set: the update names the version and stage the mover saw, so
 * of two people moving one lead at once exactly one wins and the other gets 409 (nothing is locked while a
 * person thinks). Leaving `new` is the first contact, which keeps both SLA promises.
 */
export async function moveLeadStage(deps: Pick<AppDeps, "db" | "jobs" | "config">, user: SessionUser, id: string, input: z.output<typeof moveLeadSchema>, now = new Date()) {
  const { db } = deps;
  const scope = await editableScope(db, user);
  return db.transaction(async (tx) => {
    const lead = await editableLead(tx, scope, id);
    const reason = input.to === "lost" || input.to === "cancelled" ? (input.reason ?? null) : null;
    return moveLeadInTx(tx, deps, user.userId, lead, { to: input.to, version: input.version, reason }, now);
  });
}

/**
 * The compare-and-set move itself, inside the caller's transaction (sending a quote moves its lead to `quoted`
 * in the same transaction as the send). `version` is the one the mover saw. The stage's effects (lead-stage-effects.ts)
 * run in the same transaction.
 */
export async function moveLeadInTx(
  tx: Db,
  deps: StageEffectDeps,
  actorUserId: string | null,
  lead: LeadRow,
  move: { to: LeadStage; version: number; reason: string | null },
  now: Date,
) {
  const from = lead.stage as LeadStage;
  if (lead.version !== move.version) throw new AppError("conflict", STALE_LEAD_MESSAGE);
  if (!canMoveLead(from, move.to)) throw new AppError("conflict", `A lead cannot move from ${LEAD_STAGE_LABELS[from]} to ${LEAD_STAGE_LABELS[move.to]}`);
  const [moved] = await tx
    .update(cateringLeads)
    .set({
      stage: move.to,
      stageReason: move.reason,
      version: sql`${cateringLeads.version} + 1`,
      stageChangedAt: now,
      updatedAt: now,
      contactedAt: from === "new" && OPEN_LEAD_STAGES.includes(move.to) ? sql`coalesce(${cateringLeads.contactedAt}, ${now.toISOString()}::timestamptz)` : undefined,
    })
    .where(and(eq(cateringLeads.id, lead.id), eq(cateringLeads.version, move.version), eq(cateringLeads.stage, from), isNull(cateringLeads.mergedIntoLeadId)))
    .returning();
  if (!moved) throw new AppError("conflict", STALE_LEAD_MESSAGE);
  await tx.insert(cateringLeadActivities).values({
    leadId: lead.id, kind: "stage", actorUserId, body: move.reason, data: { from, to: move.to }, createdAt: now,
  });
  await syncRequestStatus(tx, moved.cateringRequestId, move.to);
  await applyStageEffects(tx, deps, moved, from, now);
  await publishLeadEvent(tx, { type: "lead_changed", leadId: lead.id, restaurantId: moved.restaurantId });
  return moved;
}

async function isTeamMember(db: Db, restaurantId: string, userId: string) {
  const rows = await db.select({ u: restaurantStaff.userId }).from(restaurantStaff).where(and(eq(restaurantStaff.restaurantId, restaurantId), eq(restaurantStaff.userId, userId)));
  return rows.length > 0;
}

/**
 * Assigns the owner (one of the restaurant's team) and, for executives, the restaurant. A lead moved to another
 * restaurant loses an owner from the old team, and its call promise is timed again on the new restaurant's hours
 * if nobody has called yet.
 */
export async function assignLead(db: Db, user: SessionUser, id: string, input: z.output<typeof assignLeadSchema>, now = new Date()) {
  const scope = await editableScope(db, user);
  return db.transaction(async (tx) => {
    const lead = await editableLead(tx, scope, id);
    let restaurantId = lead.restaurantId;
    if (input.restaurantId !== undefined && input.restaurantId !== lead.restaurantId) {
      if (scope.kind !== "all") throw forbidden("Only the catering managers move leads between restaurants");
      const r = await findRestaurant(tx, input.restaurantId);
      if (!r) throw invalid("restaurantId", "Unknown restaurant");
      restaurantId = r.id;
    }
    let ownerUserId = input.ownerUserId === undefined ? lead.ownerUserId : input.ownerUserId;
    if (ownerUserId && (!restaurantId || !(await isTeamMember(tx, restaurantId, ownerUserId)))) {
      if (input.ownerUserId !== undefined) {
        throw invalid("ownerUserId", restaurantId ? "Choose someone from the restaurant's team" : "Assign a restaurant first");
      }
      ownerUserId = null;
    }
    const restaurantChanged = restaurantId !== lead.restaurantId;
    const due = restaurantChanged && !lead.contactedAt ? slaDueTimes(lead.createdAt, lead.isPremium, await businessCalendarOf(tx, restaurantId)) : null;
    const [updated] = await tx
      .update(cateringLeads)
      .set({ restaurantId, ownerUserId, version: sql`${cateringLeads.version} + 1`, updatedAt: now, ...(due ? { callDueAt: due.callDueAt } : {}) })
      .where(eq(cateringLeads.id, id))
      .returning();
    await tx.insert(cateringLeadActivities).values({
      leadId: id, kind: "assignment", actorUserId: user.userId, body: null,
      data: { fromRestaurantId: lead.restaurantId, restaurantId, fromOwnerUserId: lead.ownerUserId, ownerUserId }, createdAt: now,
    });
    await publishLeadEvent(tx, { type: "lead_changed", leadId: id, restaurantId });
    // The old restaurant's boards drop it too.
    if (restaurantChanged && lead.restaurantId) await publishLeadEvent(tx, { type: "lead_changed", leadId: id, restaurantId: lead.restaurantId });
    return updated!;
  });
}

/** A note or a logged call (a call is the first contact if none was made yet). Notes do not bump the version. */
export async function addLeadNote(db: Db, user: SessionUser, id: string, input: z.output<typeof leadNoteSchema>, now = new Date()) {
  const scope = await editableScope(db, user);
  return db.transaction(async (tx) => {
    const lead = await editableLead(tx, scope, id);
    const [activity] = await tx
      .insert(cateringLeadActivities)
      .values({ leadId: id, kind: input.kind, actorUserId: user.userId, body: input.body, data: {}, createdAt: now })
      .returning();
    if (input.kind === "call" && !lead.contactedAt && OPEN_LEAD_STAGES.includes(lead.stage as LeadStage)) {
      await tx.update(cateringLeads).set({ contactedAt: now, updatedAt: now }).where(and(eq(cateringLeads.id, id), isNull(cateringLeads.contactedAt)));
    }
    await publishLeadEvent(tx, { type: "lead_changed", leadId: id, restaurantId: lead.restaurantId });
    return activity!;
  });
}

/**
 * Merges a duplicate (same email and event date) into the lead kept: the duplicate's timeline moves over, the kept
 * lead takes the earlier contact and any owner or restaurant it lacked, and the duplicate leaves the board
 * (kept, marked merged). Both rows are locked in id order so two merges of the same pair cannot interleave.
 */
export async function mergeLeads(db: Db, user: SessionUser, keepId: string, duplicateId: string, now = new Date()) {
  if (keepId === duplicateId) throw invalid("duplicateId", "A lead cannot be merged into itself");
  const scope = await editableScope(db, user);
  return db.transaction(async (tx) => {
    await tx.select({ id: cateringLeads.id }).from(cateringLeads).where(inArray(cateringLeads.id, [keepId, duplicateId].sort())).for("update");
    const keep = await editableLead(tx, scope, keepId);
    const dup = await visibleLead(tx, scope, duplicateId);
    if (dup.mergedIntoLeadId) throw new AppError("conflict", "That lead was already merged");
    if (dup.email !== keep.email || dup.eventDate !== keep.eventDate)
      throw invalid("duplicateId", "Only leads with the same email and event date can be merged");
    await tx.update(cateringLeadActivities).set({ leadId: keepId }).where(eq(cateringLeadActivities.leadId, duplicateId));
    const earliest = [keep.contactedAt, dup.contactedAt].filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
    const [kept] = await tx
      .update(cateringLeads)
      .set({
        contactedAt: earliest,
        ownerUserId: keep.ownerUserId ?? (dup.restaurantId === (keep.restaurantId ?? dup.restaurantId) ? dup.ownerUserId : null),
        restaurantId: keep.restaurantId ?? dup.restaurantId,
        valueCents: keep.valueCents ?? dup.valueCents,
        version: sql`${cateringLeads.version} + 1`,
        updatedAt: now,
      })
      .where(eq(cateringLeads.id, keepId))
      .returning();
    await tx.update(cateringLeads).set({ mergedIntoLeadId: keepId, version: sql`${cateringLeads.version} + 1`, updatedAt: now }).where(eq(cateringLeads.id, duplicateId));
    await tx.insert(cateringLeadActivities).values({
      leadId: keepId, kind: "merge", actorUserId: user.userId, body: dup.eventName, data: { mergedLeadId: duplicateId }, createdAt: now,
    });
    // The duplicate's client sees the kept lead's status from now on.
    await syncRequestStatus(tx, dup.cateringRequestId, kept!.stage as LeadStage);
    await publishLeadEvent(tx, { type: "lead_changed", leadId: keepId, restaurantId: kept!.restaurantId });
    await publishLeadEvent(tx, { type: "lead_changed", leadId: duplicateId, restaurantId: dup.restaurantId });
    return kept!;
  });
}

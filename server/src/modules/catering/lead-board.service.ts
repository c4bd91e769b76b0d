import { LEAD_STAGES, type LeadBoard, type LeadDetail, nextLeadStages, type LeadStage } from "@tavola/contracts";
import { leadMoneyOf } from "./lead-money.js";
import type { Db } from "../../platform/database.js";
import { notFound } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { canEditLeads, leadScopeOf, scopeAllows, type LeadScope } from "./lead-access.policy.js";
import {
  findDuplicates,
  findLead,
  findLeadRequest,
  listActivities,
  readBoardRows,
  restaurantNames,
  restaurantTeam,
  stageTotals,
  type BoardFilters,
  type LeadRow,
  findBalanceDue,
} from "./lead.repository.js";
import { boardRowOf, personName, toCard } from "./lead-views.js";

/** Kinds of timeline entry a client sees on its own lead; notes, calls and assignments are the team's. */
const CLIENT_VISIBLE_KINDS = new Set(["created", "message", "stage"]);

export async function readBoard(db: Db, user: SessionUser, filters: BoardFilters, now = new Date()): Promise<LeadBoard> {
  const scope = await leadScopeOf(db, user);
  const [rows, totals, restaurants] = await Promise.all([
    readBoardRows(db, scope, filters),
    stageTotals(db, scope, filters),
    scope.kind === "client" ? Promise.resolve([]) : restaurantNames(db, scope.kind === "all" ? "all" : scope.restaurantIds),
  ]);
  const team = scope.kind === "restaurants" ? await restaurantTeam(db, scope.restaurantIds) : scope.kind === "all" ? await restaurantTeam(db, restaurants.map((r) => r.id)) : [];
  const owners = [...new Map(team.map((m) => [m.id, { id: m.id, name: personName(m.firstName, m.lastName, m.email) }])).values()];
  const stages: readonly LeadStage[] = filters.stage ? [filters.stage] : LEAD_STAGES;
  return {
    columns: stages.map((stage) => ({
      stage,
      total: totals.get(stage) ?? 0,
      leads: rows.filter((r) => r.stage === stage).map((r) => toCard(r, now)),
    })),
    restaurants,
    owners,
    canEdit: canEditLeads(scope),
  };
}

/** The lead if the viewer may see it; 404 otherwise (another restaurant's lead is not confirmed to exist). */
export async function visibleLead(db: Db, scope: LeadScope, id: string): Promise<LeadRow> {
  const lead = await findLead(db, id);
  if (!lead || !scopeAllows(scope, lead)) throw notFound("Lead not found");
  return lead;
}

export async function readLead(db: Db, user: SessionUser, id: string, now = new Date()): Promise<LeadDetail> {
  const scope = await leadScopeOf(db, user);
  const lead = await visibleLead(db, scope, id);
  const canEdit = canEditLeads(scope);
  const [request, activities, duplicates, restaurantRows, balanceDueCents, money] = await Promise.all([
    findLeadRequest(db, lead),
    listActivities(db, lead.id),
    findDuplicates(db, scope, lead),
    restaurantNames(db, scope.kind === "all" ? "all" : scope.kind === "restaurants" ? scope.restaurantIds : lead.restaurantId ? [lead.restaurantId] : []),
    findBalanceDue(db, lead.id),
    leadMoneyOf(db, lead.id),
  ]);
  const team = canEdit && lead.restaurantId ? await restaurantTeam(db, [lead.restaurantId]) : [];
  const owner = lead.ownerUserId ? (await restaurantTeam(db, lead.restaurantId ? [lead.restaurantId] : [])).find((m) => m.id === lead.ownerUserId) : undefined;
  const ownerName = owner ? { first: owner.firstName, last: owner.lastName, email: owner.email } : null;
  const card = toCard(
    boardRowOf(lead, { restaurantName: restaurantRows.find((r) => r.id === lead.restaurantId)?.name ?? null, owner: ownerName, duplicateCount: duplicates.length, balanceDueCents }),
    now,
  );
  const { simple, premium } = request;
  return {
    ...card,
    // An owner who has left the team still shows by id until someone reassigns the lead.
    owner: lead.ownerUserId ? { id: lead.ownerUserId, name: ownerName ? personName(ownerName.first, ownerName.last, ownerName.email) : "Former team member" } : null,
    phone: lead.phone,
    orderType: premium?.orderType ?? null,
    cvr: premium?.cvr ?? null,
    poNumber: lead.poNumber,
    costCentre: lead.costCentre,
    deliveryAddress: premium?.deliveryAddress ?? null,
    serviceType: premium?.serviceType ?? null,
    budgetRange: premium?.budgetRange ?? null,
    dietaryNotes: premium?.dietaryNotes ?? null,
    preferredCuisine: premium?.preferredCuisine ?? null,
    cuisinePreferences: simple?.cuisinePreferences ?? [],
    message: simple?.message ?? premium?.message ?? null,
    stageReason: lead.stageReason,
    activities: activities
      .filter((a) => canEdit || CLIENT_VISIBLE_KINDS.has(a.kind))
      .map((a) => ({
        id: a.id,
        kind: a.kind as LeadDetail["activities"][number]["kind"],
        body: a.body,
        data: a.data,
        actor: a.actorId && canEdit ? { id: a.actorId, name: personName(a.actorFirst, a.actorLast, a.actorEmail) } : null,
        createdAt: a.createdAt.toISOString(),
      })),
    duplicates: canEdit
      ? duplicates.map((d) => ({ id: d.id, eventName: d.event_name, stage: d.stage, createdAt: new Date(d.created_at).toISOString() }))
      : [],
    nextStages: canEdit && !lead.mergedIntoLeadId ? [...nextLeadStages(lead.stage as LeadStage)] : [],
    canEdit: canEdit && !lead.mergedIntoLeadId,
    assignableOwners: team.map((m) => ({ id: m.id, name: personName(m.firstName, m.lastName, m.email) })),
    assignableRestaurants: scope.kind === "all" ? restaurantRows : [],
    money,
  };
}

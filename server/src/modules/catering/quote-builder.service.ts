import { type LeadQuote, type LeadStage, SERVICE_TYPES, type ServiceType } from "@tavola/contracts";
import { cateringLeadActivities, cateringLeads, cateringQuotes } from "../../db/schema/index.js";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../platform/deps.js";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { hashToken, newToken, type SessionUser } from "../../platform/session.js";
import { enqueueMail } from "../mail/index.js";
import { findRestaurant } from "../restaurants/index.js";
import { canEditLeads, leadScopeOf } from "./lead-access.policy.js";
import { editableLead, editableScope, moveLeadInTx } from "./lead-actions.service.js";
import { visibleLead } from "./lead-board.service.js";
import { publishLeadEvent } from "./lead-events.js";
import { findLeadRequest, type LeadRow } from "./lead.repository.js";
import { changesSince, figuresOf, toVersionView, type QuoteDraft } from "./quote-figures.js";
import { findQuoteOfLead, insertVersion, listVersions, lockQuoteOfLead, updateDraft } from "./quote.repository.js";

const QUOTABLE_STAGES: readonly LeadStage[] = ["new", "contacted", "quoted"];
const DAY_MS = 86_400_000;

async function restaurantOf(db: Db, lead: LeadRow) {
  const r = lead.restaurantId ? await findRestaurant(db, lead.restaurantId) : null;
  if (!r) throw new AppError("conflict", "Assign a restaurant to this lead before quoting");
  return r;
}

/** The lead's quote as the team sees it (an enterprise client on its own lead sees the versions sent to it). */
export async function readLeadQuote(db: Db, user: SessionUser, leadId: string, now = new Date()): Promise<LeadQuote> {
  const scope = await leadScopeOf(db, user);
  const lead = await visibleLead(db, scope, leadId);
  const canEdit = canEditLeads(scope);
  const [quote, request, restaurant] = await Promise.all([
    findQuoteOfLead(db, lead.id),
    findLeadRequest(db, lead),
    lead.restaurantId ? findRestaurant(db, lead.restaurantId) : Promise.resolve(null),
  ]);
  const rows = quote ? await listVersions(db, quote.id) : [];
  const q = quote ?? { latestSentVersionId: null, acceptedVersionId: null };
  const accepted = quote?.acceptedVersionId ? rows.find((r) => r.id === quote.acceptedVersionId) : undefined;
  const requested = request.premium?.serviceType;
  return {
    leadId: lead.id,
    quoteId: quote?.id ?? null,
    leadStage: lead.stage,
    leadVersion: lead.version,
    eventName: lead.eventName,
    contactName: lead.contactName,
    email: lead.email,
    eventDate: lead.eventDate,
    headcount: lead.headcount,
    requestedServiceType: requested && (SERVICE_TYPES as readonly string[]).includes(requested) ? (requested as ServiceType) : null,
    restaurantName: restaurant?.name ?? null,
    taxRatePpm: restaurant?.taxRatePpm ?? 0,
    versions: rows.filter((r) => canEdit || r.sentAt).map((r) => toVersionView(r, q, now)),
    acceptance:
      quote?.acceptedVersionId && accepted && quote.acceptedAt
        ? { versionId: accepted.id, versionNumber: accepted.number, fullName: quote.acceptedName ?? "", acceptedAt: quote.acceptedAt.toISOString() }
        : null,
    canEdit,
  };
}

/**
 * Saves the draft: the open draft is updated in place, or — when the latest version was sent — a new version
 * (v2, v3…) is started that records what changed since. Figures are computed here, never taken from the client.
 */
export async function saveQuoteDraft(db: Db, user: SessionUser, leadId: string, draft: QuoteDraft, now = new Date()) {
  const scope = await editableScope(db, user);
  await db.transaction(async (tx) => {
    const lead = await editableLead(tx, scope, leadId);
    if (!QUOTABLE_STAGES.includes(lead.stage as LeadStage)) throw new AppError("conflict", "This lead is past quoting");
    const restaurant = await restaurantOf(tx, lead);
    const { totals, schedule } = figuresOf(draft, restaurant.taxRatePpm);
    const quote = await lockQuoteOfLead(tx, lead.id);
    if (quote.acceptedVersionId) throw new AppError("conflict", "The client has accepted this quote; it can no longer change");
    const versions = await listVersions(tx, quote.id);
    const latest = versions[0] ?? null;
    const lastSent = versions.find((v) => v.sentAt) ?? null;
    const values = {
      serviceType: draft.serviceType,
      lines: draft.lines,
      discount: draft.discount,
      deposits: draft.deposits,
      taxRatePpm: restaurant.taxRatePpm,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      schedule,
      validDays: draft.validDays,
      changeNote: draft.changeNote || null,
      changes: changesSince(lastSent, { draft, totalCents: totals.totalCents }),
      createdByUserId: user.userId,
    };
    if (latest && !latest.sentAt) {
      if (!(await updateDraft(tx, latest.id, values))) throw new AppError("conflict", "This version was sent meanwhile. Reload the quote.");
    } else {
      await insertVersion(tx, quote.id, (latest?.number ?? 0) + 1, { ...values, createdAt: now });
    }
  });
  return readLeadQuote(db, user, leadId, now);
}

/**
 * Sends the draft to the client: the version is frozen with its validity, a fresh link token is made (its hash
 * replaces the last one, so the newest mail's link is the one that works), the lead moves to Quoted through the
 * pipeline's compare-and-set (from New it is contacted first: sending a quote is contact), and the mail with the
 * link is queued in the outbox — all in one transaction, so a failure leaves no half-sent quote.
 */
export async function sendQuote(deps: AppDeps, user: SessionUser, leadId: string, versionId: string, now = new Date()) {
  const { db } = deps;
  const scope = await editableScope(db, user);
  const token = newToken();
  await db.transaction(async (tx) => {
    let lead = await editableLead(tx, scope, leadId);
    if (!QUOTABLE_STAGES.includes(lead.stage as LeadStage)) throw new AppError("conflict", "This lead is past quoting");
    const restaurant = await restaurantOf(tx, lead);
    const quote = await lockQuoteOfLead(tx, lead.id);
    if (quote.acceptedVersionId) throw new AppError("conflict", "The client has accepted this quote already");
    const [latest] = await listVersions(tx, quote.id);
    if (!latest || latest.sentAt) throw new AppError("conflict", "There is no draft to send: save one first");
    if (latest.id !== versionId) throw new AppError("conflict", "The draft changed meanwhile. Reload the quote and check it before sending.");
    // Recomputed with the restaurant's rate as it is now: the figures the client sees are the ones sent.
    const draft = { ...latest, discount: latest.discount ?? null } as unknown as QuoteDraft;
    const { totals, schedule } = figuresOf(draft, restaurant.taxRatePpm);
    const sent = await updateDraft(tx, latest.id, {
      taxRatePpm: restaurant.taxRatePpm,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      schedule,
      sentAt: now,
      validUntil: new Date(now.getTime() + latest.validDays * DAY_MS),
    });
    if (!sent) throw new AppError("conflict", "This version was sent meanwhile. Reload the quote.");
    const [marked] = await tx
      .update(cateringQuotes)
      .set({ tokenHash: hashToken(token), latestSentVersionId: sent.id, updatedAt: now })
      .where(and(eq(cateringQuotes.id, quote.id), isNull(cateringQuotes.acceptedVersionId)))
      .returning();
    if (!marked) throw new AppError("conflict", "The client has accepted this quote already");
    if (lead.stage === "new") lead = await moveLeadInTx(tx, deps, user.userId, lead, { to: "contacted", version: lead.version, reason: null }, now);
    if (lead.stage === "contacted") lead = await moveLeadInTx(tx, deps, user.userId, lead, { to: "quoted", version: lead.version, reason: null }, now);
    await tx.update(cateringLeads).set({ valueCents: totals.totalCents, updatedAt: now }).where(eq(cateringLeads.id, lead.id));
    await tx.insert(cateringLeadActivities).values({
      leadId: lead.id, kind: "quote_sent", actorUserId: user.userId, body: `Quote v${sent.number} sent`,
      data: { versionId: sent.id, number: sent.number, totalCents: totals.totalCents }, createdAt: now,
    });
    const link = `${deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`}/catering-quotes?token=${token}`;
    const total = `$${(totals.totalCents / 100).toFixed(2)}`;
    await enqueueMail(tx, deps.jobs, {
      to: lead.email,
      subject: `Your catering quote from ${restaurant.name}: ${lead.eventName}`.slice(0, 200),
      text: [
        `Hello ${lead.contactName},`,
        "",
        `${restaurant.name} has sent you a catering quote (v${sent.number}) for ${lead.eventName} on ${lead.eventDate}: ${total} including tax.`,
        `It is valid until ${sent.validUntil!.toISOString().slice(0, 10)}. Read it, download the PDF and accept it here:`,
        link,
        "",
        "No account is needed. Reply to the restaurant if you would like anything changed.",
      ].join("\n"),
      kind: "catering-quote",
      dedupeKey: `catering-quote:${sent.id}`,
    });
    await publishLeadEvent(tx, { type: "lead_changed", leadId: lead.id, restaurantId: lead.restaurantId });
  });
  return { ...(await readLeadQuote(db, user, leadId, now)), clientPath: `/catering-quotes?token=${token}` };
}

/** Used by the by-token reads to hash a presented token the same way the send stored it. */
export const quoteTokenHash = (token: string) => hashToken(token);

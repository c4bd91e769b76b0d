import { timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { type ClientQuote, QUOTE_EXPIRED_MESSAGE, type ScheduledPayment } from "@tavola/contracts";
import { cateringLeadActivities, cateringQuotes } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { hashToken } from "../../platform/session.js";
import { findRestaurant } from "../restaurants/index.js";
import { publishLeadEvent } from "./lead-events.js";
import { clientEventOf } from "./client-event.js";
import { bookEventCapacity } from "./catering-capacity.js";
import { listDepositPayments, nextDepositOf } from "./quote-deposits.js";
import { findLead, type LeadRow } from "./lead.repository.js";
import { isVersionExpired, toVersionView, type QuoteVersionRow } from "./quote-figures.js";
import { findQuoteByTokenHash, findVersionById, type QuoteRow } from "./quote.repository.js";

const NOT_FOUND = "Quote not found";

/** The quote a link opens: found by the token's SHA-256 (the token itself is never stored), compared in constant time. */
async function quoteOfToken(db: Db, token: string): Promise<{ quote: QuoteRow; lead: LeadRow; version: QuoteVersionRow }> {
  const hash = hashToken(token);
  const found = await findQuoteByTokenHash(db, hash);
  const quote = found?.quote;
  if (!found || !quote?.latestSentVersionId) throw notFound(NOT_FOUND);
  const a = Buffer.from(hash);
  const b = Buffer.from(found.storedHash);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw notFound(NOT_FOUND);
  const [lead, version] = await Promise.all([findLead(db, quote.leadId), findVersionById(db, quote.latestSentVersionId)]);
  if (!lead || !version) throw notFound(NOT_FOUND);
  return { quote, lead, version };
}

function acceptanceOf(quote: QuoteRow, version: QuoteVersionRow | null) {
  return quote.acceptedVersionId && quote.acceptedAt && version
    ? { versionId: quote.acceptedVersionId, versionNumber: version.number, fullName: quote.acceptedName ?? "", acceptedAt: quote.acceptedAt.toISOString() }
    : null;
}

/** What the client's link shows: the latest sent version, whether it has expired, and the acceptance if any. */
export async function readQuoteByToken(db: Db, token: string, now = new Date()): Promise<ClientQuote> {
  const { quote, lead, version } = await quoteOfToken(db, token);
  const restaurant = lead.restaurantId ? await findRestaurant(db, lead.restaurantId) : null;
  const accepted = quote.acceptedVersionId ? await findVersionById(db, quote.acceptedVersionId) : null;
  const paid = await listDepositPayments(db, quote.id);
  const expired = !quote.acceptedVersionId && isVersionExpired(version, now);
  return {
    leadId: lead.id,
    eventName: lead.eventName,
    contactName: lead.contactName,
    eventDate: lead.eventDate,
    restaurantName: restaurant?.name ?? null,
    version: toVersionView(version, quote, now),
    expired,
    message: expired ? QUOTE_EXPIRED_MESSAGE : null,
    acceptance: acceptanceOf(quote, accepted),
    deposits: paid.filter((p) => p.paymentId).map((p) => ({ scheduleIndex: p.scheduleIndex, amountCents: p.amountCents, brand: p.brand, last4: p.last4, paidAt: p.createdAt.toISOString() })),
    nextDeposit: accepted ? nextDepositOf(accepted.schedule as ScheduledPayment[], paid) : null,
    event: await clientEventOf(db, quote, lead, accepted ?? version, now),
  };
}

export async function versionOfToken(db: Db, token: string) {
  return quoteOfToken(db, token);
}

/**
 * The client accepts with their typed full name. Only the latest sent, unexpired version can be accepted, and only
 * once: the update names both (`accepted_version_id is null`, `latest_sent_version_id = the version`), so of
 * racing accepts — or an accept racing a new version's send — exactly one changes the row; the rest get 409.
 */
export async function acceptQuote(db: Db, token: string, input: { versionId: string; fullName: string }, ip: string, now = new Date()): Promise<ClientQuote> {
  await db.transaction(async (tx) => {
    const { quote, lead, version } = await quoteOfToken(tx, token);
    if (quote.acceptedVersionId) throw new AppError("conflict", "This quote has already been accepted");
    if (input.versionId !== version.id) throw new AppError("conflict", "A newer version of this quote was sent. Please read it and accept that one.");
    if (isVersionExpired(version, now)) throw new AppError("conflict", QUOTE_EXPIRED_MESSAGE);
    if (lead.stage !== "quoted") throw new AppError("conflict", "This quote can no longer be accepted. Please contact the restaurant.");
    const [accepted] = await tx
      .update(cateringQuotes)
      .set({ acceptedVersionId: version.id, acceptedName: input.fullName, acceptedAt: now, acceptedIp: ip, updatedAt: now })
      .where(and(eq(cateringQuotes.id, quote.id), isNull(cateringQuotes.acceptedVersionId), eq(cateringQuotes.latestSentVersionId, version.id)))
      .returning({ id: cateringQuotes.id });
    if (!accepted) throw new AppError("conflict", "This quote has already been accepted");
    // The kitchen's places in the event's preparation window, or 409 and the accept rolls back.
    await bookEventCapacity(tx, lead, now);
    await tx.insert(cateringLeadActivities).values({
      leadId: lead.id, kind: "quote_accepted", actorUserId: null, body: `Quote v${version.number} accepted by ${input.fullName}`,
      data: { versionId: version.id, number: version.number, fullName: input.fullName, ip }, createdAt: now,
    });
    await publishLeadEvent(tx, { type: "lead_changed", leadId: lead.id, restaurantId: lead.restaurantId });
  });
  return readQuoteByToken(db, token, now);
}

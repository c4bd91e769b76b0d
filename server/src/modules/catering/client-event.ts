import { CATERING_CANCELLATION_POLICY, cancellationFeeCents, type ClientEvent } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { findSettlement, previewSettlement } from "./cancellation-settlement.service.js";
import { findCardOnFile } from "./card-on-file.js";
import { eventStartOf } from "./event-time.js";
import type { LeadRow } from "./lead.repository.js";
import { balanceOfQuote, findBalancePayment } from "./quote-balance.service.js";
import type { QuoteVersionRow } from "./quote-figures.js";
import type { QuoteRow } from "./quote.repository.js";

/** Stages a client may still cancel from through the link: before the event day. */
export const CLIENT_CANCELLABLE_STAGES = ["new", "contacted", "quoted", "deposit_paid"];

/** The client's view of their event after the quote: start, balance, reconfirmation and what cancelling costs now. */
export async function clientEventOf(db: Db, quote: QuoteRow, lead: LeadRow, shown: QuoteVersionRow, now: Date): Promise<ClientEvent> {
  const eventStart = await eventStartOf(db, lead);
  let balance: ClientEvent["balance"] = null;
  if (quote.acceptedVersionId && (lead.stage === "delivered" || lead.stage === "closed")) {
    const [due, paid] = await Promise.all([balanceOfQuote(db, quote.id), findBalancePayment(db, quote.id)]);
    const done = paid?.paymentId ? { amountCents: paid.amountCents, brand: paid.brand, last4: paid.last4, paidAt: paid.createdAt.toISOString(), automatic: paid.source === "card_on_file" } : null;
    balance = { dueCents: done ? 0 : (due?.dueCents ?? 0), paid: done };
  }
  const accepted = quote.acceptedVersionId !== null;
  const allowed = CLIENT_CANCELLABLE_STAGES.includes(lead.stage) && eventStart > now;
  const feeCentsNow = allowed ? cancellationFeeCents({ totalCents: shown.totalCents, accepted, eventStart, now }) : 0;
  const [card, settlementNow, settlement] = await Promise.all([
    findCardOnFile(db, lead.id),
    allowed ? previewSettlement(db, lead.id, quote.id, feeCentsNow) : null,
    lead.stage === "cancelled" ? findSettlement(db, lead.id) : null,
  ]);
  return {
    eventStartsAt: eventStart.toISOString(),
    stage: lead.stage,
    balance,
    cardOnFile: card ? { brand: card.brand, last4: card.last4, declined: card.declinedAt !== null } : null,
    reconfirmation: { requested: lead.reconfirmTaskAt !== null, confirmedAt: lead.reconfirmedAt?.toISOString() ?? null },
    cancellation: {
      policy: CATERING_CANCELLATION_POLICY.text,
      allowed,
      feeCentsNow,
      cancelled: lead.stage === "cancelled",
      reason: lead.stage === "cancelled" ? lead.stageReason : null,
      feeCents: lead.cancellationFeeCents,
      settlementNow,
      settlement,
    },
  };
}

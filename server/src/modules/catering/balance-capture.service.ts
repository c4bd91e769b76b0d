import { eq } from "drizzle-orm";
import { cateringBalancePayments, cateringLeadActivities, cateringQuotes } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { enqueueMail } from "../mail/index.js";
import { authorizePayment, capturePayment } from "../payments/index.js";
import { findRestaurant } from "../restaurants/index.js";
import { leadVaultSubject, markCardDeclined, usableCardOnFile } from "./card-on-file.js";
import { money } from "./catering-notices.js";
import { publishLeadEvent } from "./lead-events.js";
import type { StageEffectDeps } from "./lead-stage-effects.js";
import { findLead } from "./lead.repository.js";
import { AFTER_DELIVERY, balanceOfQuote, findBalancePayment, noticeBalanceDue } from "./quote-balance.service.js";

export const CATERING_BALANCE_CAPTURE_JOB = "catering-balance-capture";

export type CaptureOutcome = "captured" | "declined" | "no_card" | "already_paid" | "nothing_due" | "not_delivered";

/**
 * Queued in the transaction that moves a lead with a card on file to Delivered: one job per lead (singleton key), so
 * a second move or a rerun queues nothing more while one waits — and the handler is idempotent anyway.
 */
export async function queueBalanceCapture(tx: Db, deps: StageEffectDeps, leadId: string) {
  await deps.jobs.send(CATERING_BALANCE_CAPTURE_JOB, { leadId }, { db: tx, singletonKey: `balance-capture:${leadId}` });
}

/**
 * The job: charges the delivered event's balance (taxed total − deposits paid) to the card the client kept on file.
 * Exactly once, whatever races: the quote row is locked (the client's link payment locks the same row), the balance
 * payment is looked for under that lock, and `catering_balance_payments` is unique per quote. Success: the payment is
 * recorded as `card_on_file`, the client mailed a receipt through the outbox. A decline (the card was cancelled
 * since) marks the card declined and falls back to the "Balance due" link mail; so does a lead without a usable card.
 * The charge runs in a savepoint, so a decline rolls back only the attempt.
 */
export async function captureBalanceOnFile(deps: StageEffectDeps & { db: Db }, leadId: string, now = new Date()): Promise<CaptureOutcome> {
  return deps.db.transaction(async (tx) => {
    const [quote] = await tx.select().from(cateringQuotes).where(eq(cateringQuotes.leadId, leadId)).for("update");
    if (!quote?.acceptedVersionId) return "nothing_due";
    const lead = await findLead(tx, leadId);
    if (!lead || !AFTER_DELIVERY.includes(lead.stage)) return "not_delivered";
    if (await findBalancePayment(tx, quote.id)) return "already_paid";
    const balance = await balanceOfQuote(tx, quote.id);
    if (!balance || balance.dueCents === 0) return "nothing_due";
    const card = await usableCardOnFile(tx, leadId);
    if (!card) {
      await noticeBalanceDue(tx, deps, lead, now);
      return "no_card";
    }
    const restaurant = lead.restaurantId ? await findRestaurant(tx, lead.restaurantId) : null;
    let paid;
    try {
      paid = await tx.transaction(async (sp) => {
        const [row] = await sp
          .insert(cateringBalancePayments)
          .values({ quoteId: quote.id, amountCents: balance.dueCents, idempotencyKey: `card-on-file:${quote.id}`, source: "card_on_file", createdAt: now })
          .returning();
        const payment = await authorizePayment(sp, {
          purpose: "catering_balance", subjectId: row!.id, token: card.token, amountCents: balance.dueCents, country: restaurant?.country ?? "US", vaultSubject: leadVaultSubject(leadId),
        });
        await capturePayment(sp, payment.paymentId);
        await sp.update(cateringBalancePayments).set({ paymentId: payment.paymentId, brand: payment.brand, last4: payment.last4 }).where(eq(cateringBalancePayments.id, row!.id));
        return payment;
      });
    } catch (err) {
      if (!(err instanceof AppError && err.code === "payment_failed")) throw err;
      await markCardDeclined(tx, leadId, now);
      await tx.insert(cateringLeadActivities).values({
        leadId, kind: "balance_capture_declined", actorUserId: null, body: `Automatic balance charge declined (${card.brand} •••• ${card.last4}): ${err.message} The client was mailed the payment link.`,
        data: { quoteId: quote.id, amountCents: balance.dueCents }, createdAt: now,
      });
      await noticeBalanceDue(tx, deps, lead, now);
      await publishLeadEvent(tx, { type: "lead_changed", leadId, restaurantId: lead.restaurantId });
      return "declined";
    }
    await tx.insert(cateringLeadActivities).values({
      leadId, kind: "balance_captured", actorUserId: null, body: `Balance captured automatically: ${money(balance.dueCents)}, ${paid.brand} •••• ${paid.last4} (card on file)`,
      data: { quoteId: quote.id, amountCents: balance.dueCents, paymentId: paid.paymentId }, createdAt: now,
    });
    await enqueueMail(tx, deps.jobs, {
      to: lead.email,
      subject: `Receipt: ${lead.eventName}`.slice(0, 200),
      text: [
        `Hello ${lead.contactName},`,
        "",
        `Thank you for choosing us for ${lead.eventName}. As you agreed when paying your deposit, the balance was charged to`,
        `your card on file (${paid.brand} •••• ${paid.last4}) after delivery.`,
        "",
        `Taxed total: ${money(balance.totalCents)}`,
        `Deposits paid: ${money(balance.depositsPaidCents)}`,
        `Balance charged: ${money(balance.dueCents)}`,
        "",
        "Nothing more is due.",
      ].join("\n"),
      kind: "catering-balance-receipt",
      dedupeKey: `balance-receipt:${quote.id}`,
    });
    await publishLeadEvent(tx, { type: "lead_changed", leadId, restaurantId: lead.restaurantId });
    return "captured";
  });
}

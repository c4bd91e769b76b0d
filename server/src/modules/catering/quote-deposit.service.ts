import { and, eq } from "drizzle-orm";
import type { ClientQuote, ScheduledPayment } from "@tavola/contracts";
import { cateringDepositPayments, cateringLeadActivities, cateringQuotes } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { authorizePayment, capturePayment } from "../payments/index.js";
import { findRestaurant } from "../restaurants/index.js";
import { keepCardOnFile } from "./card-on-file.js";
import { moveLeadInTx } from "./lead-actions.service.js";
import type { StageEffectDeps } from "./lead-stage-effects.js";
import { publishLeadEvent } from "./lead-events.js";
import { findLead } from "./lead.repository.js";
import { readQuoteByToken, versionOfToken } from "./quote-client.service.js";
import { listDepositPayments, nextDepositOf } from "./quote-deposits.js";
import { findVersionById } from "./quote.repository.js";

/**
 * The client pays the next deposit of the accepted quote through its link. The quote row is locked, so payments of
 * one quote take turns; the Idempotency-Key is claimed by a row unique per quote (a retry with the same key returns
 * the first answer, charging nothing), and each scheduled deposit can be paid once (unique per index). The card is
 * authorized and captured at once through the payments module (routing by the restaurant's country, failover); a
 * decline rolls it all back. The first deposit confirms the lead: Quoted → Confirmed (deposit_paid). With the client's
 * consent (`keepCardOnFile`, unticked by default) the card is also kept on file for this lead's balance (card-on-file.ts).
 */
export async function payNextDeposit(
  deps: StageEffectDeps & { db: Db },
  token: string,
  idempotencyKey: string,
  input: { paymentToken: string; keepCardOnFile?: boolean },
  now = new Date(),
): Promise<ClientQuote> {
  const { paymentToken } = input;
  const { db } = deps;
  await db.transaction(async (tx) => {
    const { quote } = await versionOfToken(tx, token);
    await tx.select({ id: cateringQuotes.id }).from(cateringQuotes).where(eq(cateringQuotes.id, quote.id)).for("update");
    const [replay] = await tx.select().from(cateringDepositPayments).where(and(eq(cateringDepositPayments.quoteId, quote.id), eq(cateringDepositPayments.idempotencyKey, idempotencyKey)));
    if (replay) return;
    const [locked] = await tx.select().from(cateringQuotes).where(eq(cateringQuotes.id, quote.id));
    if (!locked?.acceptedVersionId) throw new AppError("conflict", "Accept the quote before paying its deposit");
    const version = await findVersionById(tx, locked.acceptedVersionId);
    const lead = await findLead(tx, locked.leadId);
    if (!version || !lead) throw new AppError("not_found", "Quote not found");
    if (lead.stage === "lost" || lead.stage === "cancelled") throw new AppError("conflict", "This event was cancelled; nothing is due");
    const next = nextDepositOf(version.schedule as ScheduledPayment[], await listDepositPayments(tx, quote.id));
    if (!next) throw new AppError("conflict", "Every deposit is paid. The balance is captured after delivery.");
    const [row] = await tx
      .insert(cateringDepositPayments)
      .values({ quoteId: quote.id, versionId: version.id, scheduleIndex: next.scheduleIndex, amountCents: next.amountCents, idempotencyKey, createdAt: now })
      .returning();
    const restaurant = lead.restaurantId ? await findRestaurant(tx, lead.restaurantId) : null;
    const payment = await authorizePayment(tx, { purpose: "catering_deposit", subjectId: row!.id, token: paymentToken, amountCents: next.amountCents, country: restaurant?.country ?? "US" });
    await capturePayment(tx, payment.paymentId);
    await tx.update(cateringDepositPayments).set({ paymentId: payment.paymentId, brand: payment.brand, last4: payment.last4 }).where(eq(cateringDepositPayments.id, row!.id));
    if (input.keepCardOnFile) await keepCardOnFile(tx, lead.id, paymentToken, now);
    await tx.insert(cateringLeadActivities).values({
      leadId: lead.id, kind: "deposit_paid", actorUserId: null, body: `Deposit ${next.scheduleIndex + 1} paid: ${payment.brand} •••• ${payment.last4}`,
      data: { quoteId: quote.id, versionId: version.id, scheduleIndex: next.scheduleIndex, amountCents: next.amountCents, paymentId: payment.paymentId }, createdAt: now,
    });
    if (lead.stage === "quoted") await moveLeadInTx(tx, deps, null, lead, { to: "deposit_paid", version: lead.version, reason: null }, now);
    else await publishLeadEvent(tx, { type: "lead_changed", leadId: lead.id, restaurantId: lead.restaurantId });
  });
  return readQuoteByToken(db, token, now);
}

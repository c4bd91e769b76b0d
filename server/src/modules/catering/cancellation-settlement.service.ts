import { and, desc, eq, isNotNull } from "drizzle-orm";
import { cancellationSettlement, describeSettlement, type CancellationSettlementView, type ClientQuote, type SettlementPreview } from "@tavola/contracts";
import { cateringCancellationSettlements, cateringDepositPayments, cateringLeadActivities, cateringQuotes } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { enqueueMail } from "../mail/index.js";
import { authorizePayment, capturePayment, refundPayment } from "../payments/index.js";
import { findRestaurant } from "../restaurants/index.js";
import { leadVaultSubject, markCardDeclined, usableCardOnFile } from "./card-on-file.js";
import { mintClientLink, money } from "./catering-notices.js";
import { publishLeadEvent } from "./lead-events.js";
import type { StageEffectDeps } from "./lead-stage-effects.js";
import type { LeadRow } from "./lead.repository.js";
import { readQuoteByToken, versionOfToken } from "./quote-client.service.js";

type SettlementRow = typeof cateringCancellationSettlements.$inferSelect;

/** The quote's deposits actually paid, newest first (refunds take from the latest deposit first). */
const paidDeposits = (db: Db, quoteId: string) =>
  db
    .select({ paymentId: cateringDepositPayments.paymentId, amountCents: cateringDepositPayments.amountCents })
    .from(cateringDepositPayments)
    .where(and(eq(cateringDepositPayments.quoteId, quoteId), isNotNull(cateringDepositPayments.paymentId)))
    .orderBy(desc(cateringDepositPayments.scheduleIndex));

/** What cancelling with `feeCents` would settle now: shown to the client before they confirm. */
export async function previewSettlement(db: Db, leadId: string, quoteId: string | null, feeCents: number): Promise<SettlementPreview> {
  const deposits = quoteId ? await paidDeposits(db, quoteId) : [];
  const depositsPaidCents = deposits.reduce((sum, d) => sum + d.amountCents, 0);
  const s = cancellationSettlement({ feeCents, depositsPaidCents });
  const owedBy = s.owedCents === 0 ? "none" : (await usableCardOnFile(db, leadId)) ? "card_on_file" : "link";
  return { feeCents, depositsPaidCents, ...s, owedBy };
}

export async function findSettlement(db: Db, leadId: string): Promise<CancellationSettlementView | null> {
  const [row] = await db.select().from(cateringCancellationSettlements).where(eq(cateringCancellationSettlements.leadId, leadId));
  return row ? toView(row) : null;
}

const toView = (r: SettlementRow): CancellationSettlementView => ({
  feeCents: r.feeCents,
  depositsPaidCents: r.depositsPaidCents,
  keptCents: r.keptCents,
  refundCents: r.refundedCents,
  owedCents: r.owedCents,
  owedBy: r.owedBy as CancellationSettlementView["owedBy"],
  paid: r.paidAt ? { brand: r.brand, last4: r.last4, paidAt: r.paidAt.toISOString() } : null,
});

/**
 * Run in the client's cancellation transaction, once per lead (the row's key): the fee is kept from the deposits paid
 * and the excess refunded through the payments module (`refundPayment`: ledger rows, locked, never more than was
 * captured), the latest deposit first. A fee beyond the deposits is charged to the card on file (in a savepoint: a
 * decline marks the card and falls back) or owed through a "Cancellation fee due" link to the checkout. The client is
 * mailed the settlement, the team sees it on the lead.
 */
export async function settleCancellation(tx: Db, deps: StageEffectDeps, lead: LeadRow, quoteId: string | null, feeCents: number, now: Date): Promise<void> {
  const preview = await previewSettlement(tx, lead.id, quoteId, feeCents);
  let left = preview.refundCents;
  for (const d of quoteId ? await paidDeposits(tx, quoteId) : []) {
    const amount = Math.min(left, d.amountCents);
    if (amount <= 0) break;
    await refundPayment(tx, d.paymentId!, amount, "Catering cancellation: deposit beyond the cancellation fee refunded");
    left -= amount;
  }
  await tx.insert(cateringCancellationSettlements).values({
    leadId: lead.id, quoteId, feeCents, depositsPaidCents: preview.depositsPaidCents, keptCents: preview.keptCents, refundedCents: preview.refundCents,
    owedCents: preview.owedCents, owedBy: preview.owedBy, createdAt: now,
  });
  let owedBy = preview.owedBy;
  let charged: { brand: string; last4: string } | null = null;
  if (owedBy === "card_on_file") {
    const card = (await usableCardOnFile(tx, lead.id))!;
    const restaurant = lead.restaurantId ? await findRestaurant(tx, lead.restaurantId) : null;
    try {
      charged = await tx.transaction(async (sp) => {
        const p = await authorizePayment(sp, { purpose: "catering_cancellation_fee", subjectId: lead.id, token: card.token, amountCents: preview.owedCents, country: restaurant?.country ?? "US", vaultSubject: leadVaultSubject(lead.id) });
        await capturePayment(sp, p.paymentId);
        await sp
          .update(cateringCancellationSettlements)
          .set({ paymentId: p.paymentId, brand: p.brand, last4: p.last4, paidAt: now, idempotencyKey: "card-on-file" })
          .where(eq(cateringCancellationSettlements.leadId, lead.id));
        return p;
      });
    } catch (err) {
      if (!(err instanceof AppError && err.code === "payment_failed")) throw err;
      await markCardDeclined(tx, lead.id, now);
      owedBy = "link";
      await tx.update(cateringCancellationSettlements).set({ owedBy }).where(eq(cateringCancellationSettlements.leadId, lead.id));
    }
  }
  const settled = { ...preview, owedBy };
  const sentence = describeSettlement(settled, true);
  const link = owedBy === "link" && quoteId ? await mintClientLink(tx, deps, quoteId, "cancellation-fee", `/catering-checkout/${lead.id}`, now) : null;
  await tx.insert(cateringLeadActivities).values({
    leadId: lead.id, kind: "cancellation_settled", actorUserId: null,
    body: `${sentence}${charged ? ` (${charged.brand} •••• ${charged.last4})` : ""}${owedBy === "link" ? " Cancellation fee due link mailed." : ""}`,
    data: { ...settled }, createdAt: now,
  });
  if (preview.depositsPaidCents === 0 && feeCents === 0) return;
  await enqueueMail(tx, deps.jobs, {
    to: lead.email,
    subject: `${link ? "Cancellation fee due" : "Your cancellation"}: ${lead.eventName}`.slice(0, 200),
    text: [
      `Hello ${lead.contactName},`,
      "",
      `${lead.eventName} is cancelled. The cancellation fee is ${money(feeCents)}; you had paid ${money(preview.depositsPaidCents)} in deposits.`,
      sentence + (charged ? ` (${charged.brand} •••• ${charged.last4})` : ""),
      ...(link ? ["", `Pay the ${money(preview.owedCents)} still due securely here (no account needed):`, link] : []),
    ].join("\n"),
    kind: link ? "catering-cancellation-fee-due" : "catering-cancellation-settled",
    dedupeKey: `cancellation-settlement:${lead.id}`,
  });
}

/**
 * The client pays a cancellation fee left owed by the settlement, through the link (the balance's checkout). Once: the
 * quote row is locked, a paid fee answers 409 (the same Idempotency-Key replays the first answer), a decline rolls
 * everything back.
 */
export async function payCancellationFee(db: Db, token: string, idempotencyKey: string, paymentToken: string, now = new Date()): Promise<ClientQuote> {
  await db.transaction(async (tx) => {
    const { quote, lead } = await versionOfToken(tx, token);
    await tx.select({ id: cateringQuotes.id }).from(cateringQuotes).where(eq(cateringQuotes.id, quote.id)).for("update");
    const [s] = await tx.select().from(cateringCancellationSettlements).where(eq(cateringCancellationSettlements.leadId, lead.id));
    if (!s || s.owedCents === 0) throw new AppError("conflict", "No cancellation fee is due.");
    if (s.paymentId) {
      if (s.idempotencyKey === idempotencyKey) return;
      throw new AppError("conflict", "The cancellation fee is paid already.");
    }
    const restaurant = lead.restaurantId ? await findRestaurant(tx, lead.restaurantId) : null;
    const p = await authorizePayment(tx, { purpose: "catering_cancellation_fee", subjectId: lead.id, token: paymentToken, amountCents: s.owedCents, country: restaurant?.country ?? "US" });
    await capturePayment(tx, p.paymentId);
    await tx
      .update(cateringCancellationSettlements)
      .set({ paymentId: p.paymentId, brand: p.brand, last4: p.last4, paidAt: now, idempotencyKey })
      .where(eq(cateringCancellationSettlements.leadId, lead.id));
    await tx.insert(cateringLeadActivities).values({
      leadId: lead.id, kind: "cancellation_fee_paid", actorUserId: null, body: `Cancellation fee paid: ${money(s.owedCents)}, ${p.brand} •••• ${p.last4}`,
      data: { amountCents: s.owedCents, paymentId: p.paymentId }, createdAt: now,
    });
    await publishLeadEvent(tx, { type: "lead_changed", leadId: lead.id, restaurantId: lead.restaurantId });
  });
  return readQuoteByToken(db, token, now);
}

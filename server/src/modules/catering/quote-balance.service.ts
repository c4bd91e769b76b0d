import { and, eq, sql } from "drizzle-orm";
import type { ClientQuote } from "@tavola/contracts";
import { cateringBalancePayments, cateringLeadActivities, cateringQuotes } from "../../db/schema/index.js";
import { queryRows, type Db } from "../../platform/database.js";
import type { AppDeps } from "../../platform/deps.js";
import { AppError } from "../../platform/errors.js";
import { enqueueMail } from "../mail/index.js";
import { authorizePayment, capturePayment } from "../payments/index.js";
import { findRestaurant } from "../restaurants/index.js";
import { claimNotice, mintClientLink, money } from "./catering-notices.js";
import { publishLeadEvent } from "./lead-events.js";
import { findLead, type LeadRow } from "./lead.repository.js";
import { readQuoteByToken, versionOfToken } from "./quote-client.service.js";

/** Stages after the event in which the balance is due. */
export const AFTER_DELIVERY = ["delivered", "closed"];

export type BalanceRow = typeof cateringBalancePayments.$inferSelect;

/** The accepted quote's balance: its taxed total minus the deposits actually paid (never the schedule's guess). */
export async function balanceOfQuote(db: Db, quoteId: string): Promise<{ totalCents: number; depositsPaidCents: number; dueCents: number } | null> {
  const [row] = await queryRows<{ total_cents: number; paid_cents: number }>(db, sql`
    select v.total_cents, coalesce((select sum(d.amount_cents) from catering_deposit_payments d where d.quote_id = q.id and d.payment_id is not null), 0)::int as paid_cents
    from catering_quotes q join catering_quote_versions v on v.id = q.accepted_version_id where q.id = ${quoteId}::uuid`);
  if (!row) return null;
  const totalCents = Number(row.total_cents);
  const depositsPaidCents = Number(row.paid_cents);
  return { totalCents, depositsPaidCents, dueCents: Math.max(0, totalCents - depositsPaidCents) };
}

export async function findBalancePayment(db: Db, quoteId: string): Promise<BalanceRow | null> {
  const [row] = await db.select().from(cateringBalancePayments).where(eq(cateringBalancePayments.quoteId, quoteId));
  return row ?? null;
}

/**
 * The balance (taxed total − deposits paid) becomes due and the client is mailed a "Balance due" link to
 * `/catering-checkout/{leadId}`: on Delivered when no card is kept on file, else as the capture job's fallback (a
 * declined card). Claimed once per quote (catering_notices); nothing is mailed once the balance is paid.
 */
export async function noticeBalanceDue(tx: Db, deps: Pick<AppDeps, "jobs" | "config">, lead: LeadRow, now: Date) {
  const [quote] = await tx.select().from(cateringQuotes).where(eq(cateringQuotes.leadId, lead.id));
  if (!quote?.acceptedVersionId) return;
  const balance = await balanceOfQuote(tx, quote.id);
  if (!balance || balance.dueCents === 0) return;
  if (await findBalancePayment(tx, quote.id)) return;
  if (!(await claimNotice(tx, `balance-due:${quote.id}`, lead.id, "balance_due", now))) return;
  const link = await mintClientLink(tx, deps, quote.id, "balance", `/catering-checkout/${lead.id}`, now);
  await enqueueMail(tx, deps.jobs, {
    to: lead.email,
    subject: `Balance due: ${lead.eventName}`.slice(0, 200),
    text: [
      `Hello ${lead.contactName},`,
      "",
      `Thank you for choosing us for ${lead.eventName}. The event is delivered; the balance of ${money(balance.dueCents)}`,
      `(taxed total ${money(balance.totalCents)} less ${money(balance.depositsPaidCents)} in deposits) is due today.`,
      "Pay it securely here (no account needed):",
      link,
    ].join("\n"),
    kind: "catering-balance-due",
    dedupeKey: `balance-due:${quote.id}`,
  });
  await tx.insert(cateringLeadActivities).values({
    leadId: lead.id, kind: "balance_due", actorUserId: null, body: `Balance due: ${money(balance.dueCents)}`,
    data: { quoteId: quote.id, amountCents: balance.dueCents }, createdAt: now,
  });
}

/**
 * The client pays the balance after delivery through a link. Exactly once: the quote row is locked (pays of one
 * quote take turns), the Idempotency-Key replays the first answer, and `catering_balance_payments` is unique per
 * quote, so a second pay with another key is 409 and charges nothing. A decline rolls everything back.
 */
export async function payBalance(db: Db, token: string, idempotencyKey: string, paymentToken: string, now = new Date()): Promise<ClientQuote> {
  await db.transaction(async (tx) => {
    const { quote } = await versionOfToken(tx, token);
    await tx.select({ id: cateringQuotes.id }).from(cateringQuotes).where(eq(cateringQuotes.id, quote.id)).for("update");
    const [replay] = await tx.select().from(cateringBalancePayments).where(and(eq(cateringBalancePayments.quoteId, quote.id), eq(cateringBalancePayments.idempotencyKey, idempotencyKey)));
    if (replay) return;
    const lead = await findLead(tx, quote.leadId);
    if (!lead || !quote.acceptedVersionId) throw new AppError("conflict", "Accept the quote before paying");
    if (!AFTER_DELIVERY.includes(lead.stage)) throw new AppError("conflict", "The balance is due after delivery. Nothing is due yet.");
    if (await findBalancePayment(tx, quote.id)) throw new AppError("conflict", "The balance is paid already.");
    const balance = await balanceOfQuote(tx, quote.id);
    if (!balance || balance.dueCents === 0) throw new AppError("conflict", "Nothing is due: the deposits covered the total.");
    const [row] = await tx.insert(cateringBalancePayments).values({ quoteId: quote.id, amountCents: balance.dueCents, idempotencyKey, createdAt: now }).returning();
    const restaurant = lead.restaurantId ? await findRestaurant(tx, lead.restaurantId) : null;
    const payment = await authorizePayment(tx, { purpose: "catering_balance", subjectId: row!.id, token: paymentToken, amountCents: balance.dueCents, country: restaurant?.country ?? "US" });
    await capturePayment(tx, payment.paymentId);
    await tx.update(cateringBalancePayments).set({ paymentId: payment.paymentId, brand: payment.brand, last4: payment.last4 }).where(eq(cateringBalancePayments.id, row!.id));
    await tx.insert(cateringLeadActivities).values({
      leadId: lead.id, kind: "balance_paid", actorUserId: null, body: `Balance paid: ${money(balance.dueCents)}, ${payment.brand} •••• ${payment.last4}`,
      data: { quoteId: quote.id, amountCents: balance.dueCents, paymentId: payment.paymentId }, createdAt: now,
    });
    await publishLeadEvent(tx, { type: "lead_changed", leadId: lead.id, restaurantId: lead.restaurantId });
  });
  return readQuoteByToken(db, token, now);
}

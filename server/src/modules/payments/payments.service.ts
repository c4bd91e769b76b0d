import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { PAYMENT_PROVIDERS, type CardToken, type Payment, type PaymentProviderId, type PaymentStatus } from "@tavola/contracts";
import type { z } from "zod";
import type { tokenizeCardSchema } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { paymentOperations, paymentProviderStatus, payments, sandboxCardTokens } from "../../db/schema/index.js";
import { cardBrand, cardExpired, luhnValid, sandboxOutcome } from "./card-rules.js";
import { PaymentDeclined, type PaymentProvider } from "./provider.js";
import { routePayment } from "./routing.js";
import { sandboxProvider } from "./sandbox-provider.js";

const TOKEN_TTL_MS = 30 * 60_000;

const PROVIDERS: Record<PaymentProviderId, PaymentProvider> = {
  global: sandboxProvider("global"),
  regional: sandboxProvider("regional"),
};

/**
 * The sandbox vault's tokenisation step: the only code that ever sees a card number. It keeps brand, last
 * four and the test card's scripted outcome; the number itself is dropped here. `requesterTag` marks the
 * tokens of an anonymous caller's address (see token-throttle.ts).
 */
export async function tokenizeCard(db: Db, input: z.output<typeof tokenizeCardSchema>, requesterTag: string | null = null): Promise<CardToken> {
  const digits = input.cardNumber;
  if (!luhnValid(digits)) throw new AppError("invalid", "Card number is invalid", { cardNumber: ["Card number is invalid"] });
  if (cardExpired(input.expMonth, input.expYear)) {
    throw new AppError("invalid", "Card has expired", { expYear: ["Card has expired"] });
  }
  const token = `tok_${randomBytes(16).toString("hex")}`;
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS);
  const brand = cardBrand(digits);
  const last4 = digits.slice(-4);
  await db
    .insert(sandboxCardTokens)
    .values({ token, brand, last4, outcome: sandboxOutcome(digits), expiresAt, requesterTag, expMonth: input.expMonth, expYear: input.expYear });
  return { token, brand, last4, expiresAt: expiresAt.toISOString() };
}

export async function providerAvailability(db: Db): Promise<Record<PaymentProviderId, boolean>> {
  const rows = await db.select().from(paymentProviderStatus);
  const available = { global: true, regional: true };
  for (const r of rows) if ((PAYMENT_PROVIDERS as readonly string[]).includes(r.provider)) available[r.provider as PaymentProviderId] = r.available;
  return available;
}

export async function setProviderAvailable(db: Db, provider: PaymentProviderId, available: boolean) {
  await db
    .insert(paymentProviderStatus)
    .values({ provider, available })
    .onConflictDoUpdate({ target: paymentProviderStatus.provider, set: { available, updatedAt: sql`now()` } });
}

/** Which provider a payment for this country would go to now (for the quote). */
export async function previewRoute(db: Db, country: string): Promise<PaymentProviderId> {
  const route = routePayment(country, await providerAvailability(db));
  if (!route) throw new AppError("unavailable", "Payments are unavailable right now. Please try again shortly.");
  return route.provider;
}

/** What a payment is for, besides an order: a share of a dine-in bill, a reservation's no-show hold, a catering deposit. */
export type PaymentPurpose = "bill" | "reservation_hold" | "catering_deposit" | "catering_balance" | "catering_cancellation_fee" | "pos";
export type RecordedPayment = { paymentId: string; provider: PaymentProviderId; brand: string; last4: string };

/** Routes by country, authorizes with the provider and records the payment, in the caller's transaction. */
async function authorizeAndRecord(
  tx: Db,
  input: { token: string; amountCents: number; country: string; key: string; customerId: string | null; vaultSubject?: string | null },
  subject: { purpose: "order"; orderId: string } | { purpose: PaymentPurpose; subjectId: string },
): Promise<RecordedPayment> {
  const route = routePayment(input.country, await providerAvailability(tx));
  if (!route) throw new AppError("unavailable", "Payments are unavailable right now. Please try again shortly.");
  let auth;
  try {
    auth = await PROVIDERS[route.provider].authorize(tx, { token: input.token, amountCents: input.amountCents, key: input.key, customerId: input.customerId, subject: input.vaultSubject ?? null });
  } catch (err) {
    if (err instanceof PaymentDeclined) throw new AppError("payment_failed", err.message, { paymentToken: [err.message] });
    throw err;
  }
  const [payment] = await tx
    .insert(payments)
    .values({
      purpose: subject.purpose,
      orderId: subject.purpose === "order" ? subject.orderId : null,
      subjectId: subject.purpose === "order" ? null : subject.subjectId,
      provider: route.provider, reference: auth.reference, status: "authorized",
      brand: auth.brand, last4: auth.last4, amountCents: input.amountCents, failedOver: route.failedOver,
    })
    .returning({ id: payments.id });
  await tx.insert(paymentOperations).values({ paymentId: payment!.id, kind: "authorize", amountCents: input.amountCents });
  return { paymentId: payment!.id, provider: route.provider, brand: auth.brand, last4: auth.last4 };
}

/** Authorizes the order's amount with the routed provider and records the payment, in the caller's transaction. */
export async function authorizeOrderPayment(
  tx: Db,
  input: { orderId: string; token: string; amountCents: number; country: string; customerId: string },
): Promise<void> {
  await authorizeAndRecord(tx, { ...input, key: input.orderId }, { purpose: "order", orderId: input.orderId });
}

/**
 * Authorizes a payment that is not an order's (a bill share, a no-show hold) for `subjectId`, in the caller's
 * transaction. Capture it with `capturePayment` (now for a bill, on a no-show for a hold) or `voidPayment`.
 * `vaultSubject` lets a card kept on file for that subject pay (keepCardForSubject); otherwise one-off tokens only.
 */
export async function authorizePayment(
  tx: Db,
  input: { purpose: PaymentPurpose; subjectId: string; token: string; amountCents: number; country: string; vaultSubject?: string },
): Promise<RecordedPayment> {
  // Bills and holds take one-off tokens only: a saved card is for its owner's checkout.
  return authorizeAndRecord(tx, { ...input, key: `${input.purpose}:${input.subjectId}`, customerId: null }, { purpose: input.purpose, subjectId: input.subjectId });
}

/**
 * Refunds part or all of a captured payment by id (a catering deposit after a cancellation), recorded in the ledger
 * (`payment_operations`). The payment row is locked, so racing refunds take turns; more than remains is refused.
 */
export async function refundPayment(tx: Db, paymentId: string, amountCents: number, reason: string): Promise<void> {
  const p = await lockPaymentById(tx, paymentId);
  if (!p || (p.status !== "captured" && p.status !== "partially_refunded")) throw new AppError("conflict", "Only a captured payment can be refunded");
  if (amountCents <= 0 || amountCents > p.capturedCents - p.refundedCents) throw new AppError("conflict", `At most ${p.capturedCents - p.refundedCents} cents can still be refunded`);
  await refundLocked(tx, p, amountCents, reason);
}

async function lockPaymentById(tx: Db, paymentId: string) {
  const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  return p ?? null;
}

async function captureLocked(tx: Db, p: typeof payments.$inferSelect) {
  await PROVIDERS[p.provider as PaymentProviderId].capture(tx, p.reference, p.amountCents);
  await tx.update(payments).set({ status: "captured", capturedCents: p.amountCents, updatedAt: sql`now()` }).where(eq(payments.id, p.id));
  await tx.insert(paymentOperations).values({ paymentId: p.id, kind: "capture", amountCents: p.amountCents });
}

async function voidLocked(tx: Db, p: typeof payments.$inferSelect, reason: string | null) {
  await PROVIDERS[p.provider as PaymentProviderId].void(tx, p.reference);
  await tx.update(payments).set({ status: "voided", updatedAt: sql`now()` }).where(eq(payments.id, p.id));
  await tx.insert(paymentOperations).values({ paymentId: p.id, kind: "void", amountCents: 0, reason });
}

/** Captures an authorized payment in full; a payment already captured or voided is left as it is. */
export async function capturePayment(tx: Db, paymentId: string): Promise<void> {
  const p = await lockPaymentById(tx, paymentId);
  if (p?.status === "authorized") await captureLocked(tx, p);
}

/** Releases an authorization (a hold not charged); anything else is left as it is. */
export async function voidPayment(tx: Db, paymentId: string, reason: string | null): Promise<void> {
  const p = await lockPaymentById(tx, paymentId);
  if (p?.status === "authorized") await voidLocked(tx, p, reason);
}

/** Payments by id, as views (for bills and holds). */
export async function paymentsByIds(db: Db, ids: string[]): Promise<Map<string, Payment>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(payments).where(inArray(payments.id, ids));
  return new Map(rows.map((p) => [p.id, toPaymentView(p)]));
}

async function lockPayment(tx: Db, orderId: string) {
  const [p] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for("update");
  return p ?? null;
}

/** On acceptance: the authorized amount is captured. */
export async function captureOrderPayment(tx: Db, orderId: string): Promise<void> {
  const p = await lockPayment(tx, orderId);
  if (!p || p.status !== "authorized") return;
  await captureLocked(tx, p);
}

/** On rejection or cancellation: release an authorization, or refund what was captured. */
export async function releaseOrderPayment(tx: Db, orderId: string, reason: string | null): Promise<void> {
  const p = await lockPayment(tx, orderId);
  if (!p) return;
  if (p.status === "authorized") return voidLocked(tx, p, reason);
  const remaining = p.capturedCents - p.refundedCents;
  if (remaining > 0) await refundLocked(tx, p, remaining, reason ?? "Order cancelled");
}

/** A full or partial refund of a captured payment; more than was captured is refused. */
export async function refundOrderPayment(tx: Db, orderId: string, amountCents: number, reason: string): Promise<void> {
  const p = await lockPayment(tx, orderId);
  if (!p || (p.status !== "captured" && p.status !== "partially_refunded")) {
    throw new AppError("conflict", "Only a captured payment can be refunded");
  }
  const remaining = p.capturedCents - p.refundedCents;
  if (amountCents > remaining) {
    const msg = `At most ${remaining} cents can still be refunded`;
    throw new AppError("invalid", msg, { amountCents: [msg] });
  }
  await refundLocked(tx, p, amountCents, reason);
}

async function refundLocked(tx: Db, p: typeof payments.$inferSelect, amountCents: number, reason: string) {
  await PROVIDERS[p.provider as PaymentProviderId].refund(tx, p.reference, amountCents);
  const refunded = p.refundedCents + amountCents;
  const status: PaymentStatus = refunded >= p.capturedCents ? "refunded" : "partially_refunded";
  await tx.update(payments).set({ status, refundedCents: refunded, updatedAt: sql`now()` }).where(eq(payments.id, p.id));
  await tx.insert(paymentOperations).values({ paymentId: p.id, kind: "refund", amountCents, reason });
}

function toPaymentView(p: typeof payments.$inferSelect): Payment {
  return {
    provider: p.provider as PaymentProviderId,
    status: p.status as PaymentStatus,
    reference: p.reference,
    brand: p.brand,
    last4: p.last4,
    amountCents: p.amountCents,
    capturedCents: p.capturedCents,
    refundedCents: p.refundedCents,
    failedOver: p.failedOver,
  };
}

/** Payments of several orders in one read, as the order views show them. */
export async function paymentsForOrders(db: Db, orderIds: string[]): Promise<Map<string, Payment>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(payments).where(inArray(payments.orderId, orderIds));
  return new Map(rows.flatMap((p) => (p.orderId ? [[p.orderId, toPaymentView(p)] as const] : [])));
}

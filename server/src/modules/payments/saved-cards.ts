import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { SAVED_CARDS_MAX, type SavedCard } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { AppError, notFound } from "../../platform/errors.js";
import { savedCards, sandboxCardTokens } from "../../db/schema/index.js";
import { cardExpired } from "./card-rules.js";

/**
 * Saved cards: the vault keeps a reusable token bound to the customer (`sandbox_card_tokens.owner_user_id`),
 * valid through the card's expiry month; we keep that token with brand, last four and expiry. The token is
 * never sent to the browser: checkout names the card by its id, and the server looks the token up for the
 * signed-in customer only. The sandbox vault serves both providers, so a saved card pays through whichever
 * provider the delivery country routes to (and fails over like a new card).
 */

const NOT_AVAILABLE = "That saved card is not available. Choose another card or enter a new one.";

/** The first moment after the card's expiry month (UTC): a card is usable through the end of that month. */
export const cardExpiryEnd = (expMonth: number, expYear: number) => new Date(Date.UTC(expYear, expMonth, 1));

const toView = (c: typeof savedCards.$inferSelect): SavedCard => ({
  id: c.id,
  brand: c.brand,
  last4: c.last4,
  expMonth: c.expMonth,
  expYear: c.expYear,
  lastUsedAt: c.lastUsedAt.toISOString(),
});

/** The customer's unexpired saved cards, the last used first (at most SAVED_CARDS_MAX). */
export async function listSavedCards(db: Db, userId: string, now = new Date()): Promise<SavedCard[]> {
  const rows = await db.select().from(savedCards).where(eq(savedCards.userId, userId)).orderBy(desc(savedCards.lastUsedAt), desc(savedCards.createdAt));
  return rows
    .filter((c) => !cardExpired(c.expMonth, c.expYear, now))
    .slice(0, SAVED_CARDS_MAX)
    .map(toView);
}

/**
 * The vault token of one of the caller's saved cards, marked as used now. Another customer's card, a deleted
 * or an expired one is "not available" (422 on savedCardId) — nothing is charged.
 */
export async function savedCardToken(tx: Db, userId: string, savedCardId: string, now = new Date()): Promise<string> {
  const [card] = await tx
    .update(savedCards)
    .set({ lastUsedAt: now })
    .where(and(eq(savedCards.id, savedCardId), eq(savedCards.userId, userId)))
    .returning();
  if (!card || cardExpired(card.expMonth, card.expYear, now)) {
    throw new AppError("unprocessable", NOT_AVAILABLE, { savedCardId: [NOT_AVAILABLE] });
  }
  return card.token;
}

/**
 * Keeps the card behind a one-off token for the customer, after it paid: the vault issues a reusable token
 * bound to them. The same card (brand, last four, expiry) saved again replaces its token and becomes the last
 * used. A token without a recorded expiry, or someone else's, is not saved.
 */
export async function saveCardFromToken(tx: Db, userId: string, oneOffToken: string, now = new Date()): Promise<void> {
  const [source] = await tx
    .select()
    .from(sandboxCardTokens)
    .where(and(eq(sandboxCardTokens.token, oneOffToken), isNull(sandboxCardTokens.ownerUserId), gt(sandboxCardTokens.expiresAt, now)));
  if (!source || source.expMonth == null || source.expYear == null) return;
  await storeSavedCard(tx, userId, { brand: source.brand, last4: source.last4, expMonth: source.expMonth, expYear: source.expYear }, source.outcome, now);
}

type CardFacts = { brand: string; last4: string; expMonth: number; expYear: number };

/**
 * The vault issues a reusable token bound to the customer (valid through the expiry month) and the card is
 * kept, or renewed if the customer saved it before (its old token retired). Also the demo seed's way in.
 */
export async function storeSavedCard(tx: Db, userId: string, card: CardFacts, outcome: string, now = new Date()): Promise<void> {
  // One save per customer at a time (until commit): racing checkouts that save the same card each see the
  // other's token and retire it, so exactly one live token stays behind the one saved card.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-cards:${userId}`}))`);
  const token = `pm_${randomBytes(16).toString("hex")}`;
  await tx.insert(sandboxCardTokens).values({ token, ...card, outcome, expiresAt: cardExpiryEnd(card.expMonth, card.expYear), ownerUserId: userId });
  const [prior] = await tx
    .select({ token: savedCards.token })
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.brand, card.brand), eq(savedCards.last4, card.last4), eq(savedCards.expMonth, card.expMonth), eq(savedCards.expYear, card.expYear)));
  await tx
    .insert(savedCards)
    .values({ userId, token, ...card, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [savedCards.userId, savedCards.brand, savedCards.last4, savedCards.expMonth, savedCards.expYear],
      set: { token, lastUsedAt: now },
    });
  if (prior) await retireToken(tx, prior.token);
}

export type CardOnFile = { token: string; brand: string; last4: string; expMonth: number; expYear: number };

/**
 * A card kept on file for one subject of a client without an account (a catering lead's balance): from the one-off
 * token the client just paid with, the vault issues a reusable token bound to `subject` (valid through the card's
 * expiry month) that pays for that subject only — never a checkout, never another subject. Null when the one-off
 * token is unknown, expired, someone's already, or has no recorded expiry (nothing is kept then).
 */
export async function keepCardForSubject(tx: Db, subject: string, oneOffToken: string, now = new Date()): Promise<CardOnFile | null> {
  const [source] = await tx
    .select()
    .from(sandboxCardTokens)
    .where(and(eq(sandboxCardTokens.token, oneOffToken), isNull(sandboxCardTokens.ownerUserId), isNull(sandboxCardTokens.ownerSubject), gt(sandboxCardTokens.expiresAt, now)));
  if (!source || source.expMonth == null || source.expYear == null || cardExpired(source.expMonth, source.expYear, now)) return null;
  const token = `pm_${randomBytes(16).toString("hex")}`;
  const card = { brand: source.brand, last4: source.last4, expMonth: source.expMonth, expYear: source.expYear };
  await tx.insert(sandboxCardTokens).values({ token, ...card, outcome: source.outcome, expiresAt: cardExpiryEnd(card.expMonth, card.expYear), ownerSubject: subject });
  return { token, ...card };
}

/** The vault stops accepting a token at once (the charges made with it keep their record). */
export async function retireToken(tx: Db, token: string) {
  await tx.update(sandboxCardTokens).set({ expiresAt: sql`now()` }).where(eq(sandboxCardTokens.token, token));
}

/** Deletes one of the caller's saved cards and retires its token; anyone else's card is "not found". */
export async function deleteSavedCard(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [card] = await tx.delete(savedCards).where(and(eq(savedCards.id, id), eq(savedCards.userId, userId))).returning();
    if (!card) throw notFound("Saved card not found");
    await retireToken(tx, card.token);
  });
}

import { eq } from "drizzle-orm";
import { cateringCardsOnFile, cateringLeadActivities } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import { keepCardForSubject, retireToken } from "../payments/index.js";

export type CardOnFileRow = typeof cateringCardsOnFile.$inferSelect;

/** The vault subject a lead's card on file is bound to: the vault authorizes its token for this lead only. */
export const leadVaultSubject = (leadId: string) => `catering_lead:${leadId}`;

export async function findCardOnFile(db: Db, leadId: string): Promise<CardOnFileRow | null> {
  const [row] = await db.select().from(cateringCardsOnFile).where(eq(cateringCardsOnFile.leadId, leadId));
  return row ?? null;
}

/** A card on file the capture may still charge (kept, and no automatic charge of it was declined). */
export const usableCardOnFile = async (db: Db, leadId: string) => {
  const card = await findCardOnFile(db, leadId);
  return card && !card.declinedAt ? card : null;
};

/**
 * The client ticked "Keep this card on file…" while paying a deposit with `oneOffToken`: the payments module's vault
 * issues a reusable token bound to this lead (brand, last four, expiry kept — never the number). One per lead: a later
 * consent with another card replaces it and retires the old token. Nothing is kept when the vault refuses (an
 * expired one-off token, a card without a recorded expiry).
 */
export async function keepCardOnFile(tx: Db, leadId: string, oneOffToken: string, now: Date): Promise<CardOnFileRow | null> {
  const card = await keepCardForSubject(tx, leadVaultSubject(leadId), oneOffToken, now);
  if (!card) return null;
  const prior = await findCardOnFile(tx, leadId);
  const values = { token: card.token, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, consentedAt: now, declinedAt: null };
  const [row] = await tx.insert(cateringCardsOnFile).values({ leadId, ...values }).onConflictDoUpdate({ target: cateringCardsOnFile.leadId, set: values }).returning();
  if (prior) await retireToken(tx, prior.token);
  await tx.insert(cateringLeadActivities).values({
    leadId, kind: "card_on_file", actorUserId: null, body: `Card kept on file for the balance, with the client's consent: ${card.brand} •••• ${card.last4}`,
    data: { brand: card.brand, last4: card.last4 }, createdAt: now,
  });
  return row ?? null;
}

/** An automatic charge was declined: the card stays shown as declined and the client pays by link from now on. */
export async function markCardDeclined(tx: Db, leadId: string, now: Date) {
  await tx.update(cateringCardsOnFile).set({ declinedAt: now }).where(eq(cateringCardsOnFile.leadId, leadId));
}

import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { cateringClientLinks, cateringQuotes, cateringQuoteVersions } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import type { QuoteVersionRow } from "./quote-figures.js";

export type QuoteRow = typeof cateringQuotes.$inferSelect;

export async function findQuoteOfLead(db: Db, leadId: string): Promise<QuoteRow | null> {
  const [row] = await db.select().from(cateringQuotes).where(eq(cateringQuotes.leadId, leadId));
  return row ?? null;
}

/** The lead's quote row, made if missing, locked for the rest of the transaction (saves and sends queue up on it). */
export async function lockQuoteOfLead(tx: Db, leadId: string): Promise<QuoteRow> {
  await tx.insert(cateringQuotes).values({ leadId }).onConflictDoNothing({ target: cateringQuotes.leadId });
  const [row] = await tx.select().from(cateringQuotes).where(eq(cateringQuotes.leadId, leadId)).for("update");
  return row!;
}

/** The quote a link's token hash opens: the quote's own link, or one minted for a reminder mail (catering_client_links). */
export async function findQuoteByTokenHash(db: Db, tokenHash: string): Promise<{ quote: QuoteRow; storedHash: string } | null> {
  const [own] = await db.select().from(cateringQuotes).where(eq(cateringQuotes.tokenHash, tokenHash));
  if (own?.tokenHash) return { quote: own, storedHash: own.tokenHash };
  const [link] = await db
    .select({ quote: cateringQuotes, storedHash: cateringClientLinks.tokenHash })
    .from(cateringClientLinks)
    .innerJoin(cateringQuotes, eq(cateringQuotes.id, cateringClientLinks.quoteId))
    .where(eq(cateringClientLinks.tokenHash, tokenHash));
  return link ?? null;
}

export async function findQuote(db: Db, id: string): Promise<QuoteRow | null> {
  const [row] = await db.select().from(cateringQuotes).where(eq(cateringQuotes.id, id));
  return row ?? null;
}

export const listVersions = (db: Db, quoteId: string): Promise<QuoteVersionRow[]> =>
  db.select().from(cateringQuoteVersions).where(eq(cateringQuoteVersions.quoteId, quoteId)).orderBy(desc(cateringQuoteVersions.number));

export async function findVersion(db: Db, quoteId: string, number: number): Promise<QuoteVersionRow | null> {
  const [row] = await db.select().from(cateringQuoteVersions).where(and(eq(cateringQuoteVersions.quoteId, quoteId), eq(cateringQuoteVersions.number, number)));
  return row ?? null;
}

export async function findVersionById(db: Db, id: string): Promise<QuoteVersionRow | null> {
  const [row] = await db.select().from(cateringQuoteVersions).where(eq(cateringQuoteVersions.id, id));
  return row ?? null;
}

type VersionValues = Omit<typeof cateringQuoteVersions.$inferInsert, "id" | "quoteId" | "number">;

export async function insertVersion(tx: Db, quoteId: string, number: number, values: VersionValues): Promise<QuoteVersionRow> {
  const [row] = await tx.insert(cateringQuoteVersions).values({ quoteId, number, ...values }).returning();
  return row!;
}

/** Only a draft changes: the guard on `sent_at is null` keeps a sent version as it was sent. */
export async function updateDraft(tx: Db, id: string, values: Partial<VersionValues>): Promise<QuoteVersionRow | null> {
  const [row] = await tx
    .update(cateringQuoteVersions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(cateringQuoteVersions.id, id), isNull(cateringQuoteVersions.sentAt)))
    .returning();
  return row ?? null;
}

import { eq } from "drizzle-orm";
import type { LeadMoney } from "@tavola/contracts";
import { cateringBalancePayments, cateringQuotes } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import { findSettlement } from "./cancellation-settlement.service.js";
import { findCardOnFile } from "./card-on-file.js";

/** The lead page's money after the quote: the card kept on file, the balance once paid (and how), the cancellation's settlement. */
export async function leadMoneyOf(db: Db, leadId: string): Promise<LeadMoney> {
  const [card, balanceRows, settlement] = await Promise.all([
    findCardOnFile(db, leadId),
    db
      .select({ b: cateringBalancePayments })
      .from(cateringBalancePayments)
      .innerJoin(cateringQuotes, eq(cateringQuotes.id, cateringBalancePayments.quoteId))
      .where(eq(cateringQuotes.leadId, leadId)),
    findSettlement(db, leadId),
  ]);
  const paid = balanceRows.map((r) => r.b).find((b) => b.paymentId);
  return {
    cardOnFile: card ? { brand: card.brand, last4: card.last4, declined: card.declinedAt !== null } : null,
    balancePaid: paid ? { amountCents: paid.amountCents, brand: paid.brand, last4: paid.last4, paidAt: paid.createdAt.toISOString(), automatic: paid.source === "card_on_file" } : null,
    settlement,
  };
}

import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { PaymentProviderId } from "@tavola/contracts";
import { sandboxCardTokens, sandboxCharges } from "../../db/schema/index.js";
import { PaymentDeclined, type PaymentProvider } from "./provider.js";

const PREFIX: Record<PaymentProviderId, string> = { global: "ch_", regional: "np_" };

/**
 * A test-mode processor: it accepts tokens from the sandbox vault, follows the test cards' scripts, and
 * refuses what a real processor refuses (capturing twice, refunding more than was captured).
 */
export function sandboxProvider(id: PaymentProviderId): PaymentProvider {
  return {
    id,
    async authorize(tx, { token, amountCents, customerId, subject = null }) {
      // A saved card's token carries its owner and pays for nobody else; a card kept on file for a subject (a
      // catering lead) pays for that subject only; a one-off token has neither.
      const oneOff = and(isNull(sandboxCardTokens.ownerUserId), isNull(sandboxCardTokens.ownerSubject));
      const [card] = await tx
        .select()
        .from(sandboxCardTokens)
        .where(
          and(
            eq(sandboxCardTokens.token, token),
            gt(sandboxCardTokens.expiresAt, sql`now()`),
            customerId
              ? or(oneOff, eq(sandboxCardTokens.ownerUserId, customerId))
              : subject
                ? or(oneOff, eq(sandboxCardTokens.ownerSubject, subject))
                : oneOff,
          ),
        );
      if (!card) throw new PaymentDeclined("invalid_token", "Your payment details have expired. Please enter your card again.");
      if (card.outcome === "decline") throw new PaymentDeclined("card_declined", "Your card was declined.");
      if (card.outcome === "insufficient_funds") throw new PaymentDeclined("insufficient_funds", "Your card has insufficient funds.");
      const reference = PREFIX[id] + randomBytes(12).toString("hex");
      await tx.insert(sandboxCharges).values({ reference, provider: id, token, amountCents, status: "authorized" });
      return { reference, brand: card.brand, last4: card.last4 };
    },
    async capture(tx, reference, amountCents) {
      const rows = await tx
        .update(sandboxCharges)
        .set({ status: "captured", capturedCents: amountCents })
        .where(and(eq(sandboxCharges.reference, reference), eq(sandboxCharges.status, "authorized"), sql`${amountCents} <= ${sandboxCharges.amountCents}`))
        .returning({ reference: sandboxCharges.reference });
      if (rows.length === 0) throw new Error(`sandbox ${id}: charge ${reference} cannot be captured`);
    },
    async void(tx, reference) {
      const rows = await tx
        .update(sandboxCharges)
        .set({ status: "voided" })
        .where(and(eq(sandboxCharges.reference, reference), eq(sandboxCharges.status, "authorized")))
        .returning({ reference: sandboxCharges.reference });
      if (rows.length === 0) throw new Error(`sandbox ${id}: charge ${reference} cannot be voided`);
    },
    async refund(tx, reference, amountCents) {
      const rows = await tx
        .update(sandboxCharges)
        .set({ refundedCents: sql`${sandboxCharges.refundedCents} + ${amountCents}` })
        .where(
          and(
            eq(sandboxCharges.reference, reference),
            eq(sandboxCharges.status, "captured"),
            sql`${sandboxCharges.refundedCents} + ${amountCents} <= ${sandboxCharges.capturedCents}`,
          ),
        )
        .returning({ reference: sandboxCharges.reference });
      if (rows.length === 0) throw new Error(`sandbox ${id}: refund of ${amountCents} on ${reference} refused`);
    },
  };
}

import { eq } from "drizzle-orm";
import type { Db } from "../platform/database.js";
import { leadVaultSubject } from "../modules/catering/index.js";
import { authorizePayment, capturePayment } from "../modules/payments/index.js";
import { cateringBalancePayments, cateringCardsOnFile, cateringLeadActivities, cateringLeads } from "./schema/index.js";
import { seedAcceptedLead } from "./seed-catering-ops.js";
import { seedOnce } from "./seed-marker.js";

/**
 * The card-on-file demo (issue 17), under its own marker: Trattoria Bellini's board has one event delivered yesterday
 * whose client kept the deposit's card on file, and whose balance was then captured automatically — charged through
 * the sandbox vault's lead-bound token, exactly as the `catering-balance-capture` job does.
 */
const AUTOPAY_SEED_KEY = "seed_catering_autopay";
const AUTOPAY_SEED_VERSION = "1";
const HOUR = 3_600_000;

export async function seedCateringAutopay(db: Db, now = Date.now()): Promise<boolean> {
  return seedOnce(db, AUTOPAY_SEED_KEY, AUTOPAY_SEED_VERSION, async (tx) => {
    const seeded = await seedAcceptedLead(
      tx,
      { stage: "delivered", startsWithinHours: [-40, -20], companyName: "Contoso Pharmaceuticals", contactPerson: "Aiko Tanaka", email: "aiko.tanaka@contoso.example", headcount: 35, serviceType: "buffet" },
      now,
      { keepCardOnFile: true },
    );
    if (!seeded) return;
    const { leadId, quoteId, totals, schedule, bellini } = seeded;
    const deliveredAt = new Date(now - 18 * HOUR);
    const capturedAt = new Date(deliveredAt.getTime() + 60_000);
    await tx.update(cateringLeads).set({ stageChangedAt: deliveredAt }).where(eq(cateringLeads.id, leadId));
    const [card] = await tx.select().from(cateringCardsOnFile).where(eq(cateringCardsOnFile.leadId, leadId));
    const due = totals.totalCents - schedule[0]!.amountCents;
    const [row] = await tx.insert(cateringBalancePayments).values({ quoteId, amountCents: due, idempotencyKey: `card-on-file:${quoteId}`, source: "card_on_file", createdAt: capturedAt }).returning();
    const payment = await authorizePayment(tx, { purpose: "catering_balance", subjectId: row!.id, token: card!.token, amountCents: due, country: bellini.country, vaultSubject: leadVaultSubject(leadId) });
    await capturePayment(tx, payment.paymentId);
    await tx.update(cateringBalancePayments).set({ paymentId: payment.paymentId, brand: payment.brand, last4: payment.last4 }).where(eq(cateringBalancePayments.id, row!.id));
    await tx.insert(cateringLeadActivities).values({
      leadId, kind: "balance_captured", actorUserId: null, body: `Balance captured automatically: $${(due / 100).toFixed(2)}, ${payment.brand} •••• ${payment.last4} (card on file)`,
      data: { quoteId, amountCents: due, paymentId: payment.paymentId }, createdAt: capturedAt,
    });
  });
}

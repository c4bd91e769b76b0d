import { eq } from "drizzle-orm";
import { depositSchedule, quoteTotals, type LeadStage } from "@tavola/contracts";
import type { Db } from "../platform/database.js";
import { createPremiumLead, keepCardOnFile } from "../modules/catering/index.js";
import { authorizePayment, capturePayment, tokenizeCard } from "../modules/payments/index.js";
import { restaurantTimeZone, zonedTimeToUtc } from "../modules/reservations/index.js";
import { localDateOf, localTimeOf } from "../modules/reservations/local-time.js";
import { advance } from "./seed-catering.js";
import { seedOnce } from "./seed-marker.js";
import {
  cateringDepositPayments,
  cateringLeadActivities,
  cateringLeads,
  cateringNotices,
  cateringQuotes,
  cateringQuoteVersions,
  premiumCateringRequests,
  restaurants,
  users,
} from "./schema/index.js";
import { demoEmailFor } from "./seed-data.js";

/**
 * Catering operations' demo (issue 17), under its own marker: Trattoria Bellini's board shows one event whose
 * reconfirmation is pending (it starts in 5–23 hours at lunch or dinner time; the client was asked 24 hours before
 * and has not confirmed) and one delivered an hour ago whose balance is due today — each with an accepted quote and a deposit really paid through the
 * sandbox payments module. Dates are relative to the day the data directory is seeded.
 */
const OPS_SEED_KEY = "seed_catering_ops";
const OPS_SEED_VERSION = "1";
const HOUR = 3_600_000;
/** Catering times people book (local): lunch and dinner. */
const EVENT_TIMES = ["12:30", "18:00", "19:30"];

/**
 * The event's start: the latest lunch or dinner time (local, in the restaurant's zone) between `from` and `to` hours
 * from now — the gaps between those times (17 h at most) are shorter than either window, so there always is one.
 */
export function eventStartWithin(now: number, zone: string, [from, to]: [number, number]): Date {
  const starts: Date[] = [];
  for (let day = -2; day <= 2; day++) {
    const date = localDateOf(new Date(now + day * 24 * HOUR), zone);
    for (const time of EVENT_TIMES) {
      const at = zonedTimeToUtc(date, time, zone);
      if (at && at.getTime() >= now + from * HOUR && at.getTime() <= now + to * HOUR) starts.push(at);
    }
  }
  return starts.sort((a, b) => b.getTime() - a.getTime())[0] ?? new Date(now + ((from + to) / 2) * HOUR);
}

export type OpsLead = { stage: LeadStage; startsWithinHours: [number, number]; companyName: string; contactPerson: string; email: string; headcount: number; serviceType: "buffet" | "plated" };

const OPS_LEADS: (OpsLead & { kind: "reconfirm" | "balance" })[] = [
  { kind: "reconfirm", stage: "deposit_paid", startsWithinHours: [5, 23], companyName: "Blue Yonder Airlines", contactPerson: "Ines Duarte", email: "ines.duarte@blueyonder.example", headcount: 30, serviceType: "buffet" },
  { kind: "balance", stage: "delivered", startsWithinHours: [-30, -3], companyName: "Margie's Travel", contactPerson: "Peter Kowalski", email: "peter@margiestravel.example", headcount: 45, serviceType: "plated" },
];

/**
 * One Bellini premium lead taken to `d.stage` with an accepted quote (a package per guest, staffing, delivery; one 30 %
 * deposit really paid through the sandbox payments module, optionally with the card kept on file for its balance).
 * Shared by the operations demo and the card-on-file demo (seed-catering-autopay.ts).
 */
export async function seedAcceptedLead(tx: Db, d: OpsLead, now: number, opts: { keepCardOnFile?: boolean } = {}) {
  const [bellini] = await tx.select().from(restaurants).where(eq(restaurants.slug, "trattoria-bellini"));
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, demoEmailFor("restaurant_owner")));
  if (!bellini || !owner) return null;
  const zone = await restaurantTimeZone(tx, bellini.id);
  const start = eventStartWithin(now, zone, d.startsWithinHours);
  const createdAt = new Date(now - 14 * 24 * HOUR);
  const input = {
    orderType: "company" as const, companyName: d.companyName, contactPerson: d.contactPerson, email: d.email, phone: "+1 212 555 0177",
    deliveryAddress: "1 World Trade Center, New York, NY 10007", eventDate: localDateOf(start, zone), eventTime: localTimeOf(start, zone),
    headcount: d.headcount, serviceType: d.serviceType, budgetRange: "2500-5000" as const, message: undefined,
  };
  const [request] = await tx.insert(premiumCateringRequests).values({ ...input, message: null, createdAt }).returning({ id: premiumCateringRequests.id });
  const lead = await createPremiumLead(tx, { ...input, id: request!.id, createdAt }, bellini.id, null);
  await tx.update(cateringLeads).set({ ownerUserId: owner.id }).where(eq(cateringLeads.id, lead.id));
  await advance(tx, lead.id, d.stage, createdAt, owner.id, null);
  // The accepted quote: a package per guest, staffing and delivery; one 30 % deposit, paid.
  const lines = [
    { kind: "package", description: d.serviceType === "buffet" ? "Tuscan buffet package" : "Three-course plated dinner", quantity: d.headcount, unitPriceCents: d.serviceType === "buffet" ? 3_400 : 5_200, dietaryNote: null },
    { kind: "staffing", description: "Service staff (hours)", quantity: 6, unitPriceCents: 4_500, dietaryNote: null },
    { kind: "delivery", description: "Delivery and set-up", quantity: 1, unitPriceCents: 10_000, dietaryNote: null },
  ];
  const sentAt = new Date(now - 10 * 24 * HOUR);
  const deposits = [{ kind: "percent" as const, ppm: 300_000, dueAt: new Date(now - 7 * 24 * HOUR).toISOString() }];
  const totals = quoteTotals(lines, null, bellini.taxRatePpm);
  const schedule = depositSchedule(totals.totalCents, deposits);
  const [quote] = await tx.insert(cateringQuotes).values({ leadId: lead.id, createdAt: sentAt }).returning();
  const [version] = await tx
    .insert(cateringQuoteVersions)
    .values({
      quoteId: quote!.id, number: 1, serviceType: d.serviceType, lines, discount: null, deposits, taxRatePpm: bellini.taxRatePpm,
      subtotalCents: totals.subtotalCents, discountCents: totals.discountCents, taxCents: totals.taxCents, totalCents: totals.totalCents,
      schedule, validDays: 30, validUntil: new Date(sentAt.getTime() + 30 * 24 * HOUR), changes: [], createdByUserId: owner.id, createdAt: sentAt, sentAt,
    })
    .returning();
  const acceptedAt = new Date(now - 9 * 24 * HOUR);
  await tx
    .update(cateringQuotes)
    .set({ latestSentVersionId: version!.id, acceptedVersionId: version!.id, acceptedName: d.contactPerson, acceptedAt, acceptedIp: "192.0.2.10" })
    .where(eq(cateringQuotes.id, quote!.id));
  await tx.update(cateringLeads).set({ valueCents: totals.totalCents }).where(eq(cateringLeads.id, lead.id));
  const card = await tokenizeCard(tx, { cardNumber: "4242424242424242", expMonth: 12, expYear: new Date(now).getUTCFullYear() + 3, cvc: "123" });
  const [row] = await tx
    .insert(cateringDepositPayments)
    .values({ quoteId: quote!.id, versionId: version!.id, scheduleIndex: 0, amountCents: schedule[0]!.amountCents, idempotencyKey: `seed-${lead.id}`, createdAt: acceptedAt })
    .returning();
  const payment = await authorizePayment(tx, { purpose: "catering_deposit", subjectId: row!.id, token: card.token, amountCents: schedule[0]!.amountCents, country: bellini.country });
  await capturePayment(tx, payment.paymentId);
  await tx.update(cateringDepositPayments).set({ paymentId: payment.paymentId, brand: payment.brand, last4: payment.last4 }).where(eq(cateringDepositPayments.id, row!.id));
  await tx.insert(cateringLeadActivities).values([
    { leadId: lead.id, kind: "quote_sent", actorUserId: owner.id, body: "Quote v1 sent", data: { versionId: version!.id, number: 1, totalCents: totals.totalCents }, createdAt: sentAt },
    { leadId: lead.id, kind: "quote_accepted", actorUserId: null, body: `Quote v1 accepted by ${d.contactPerson}`, data: { versionId: version!.id, number: 1 }, createdAt: acceptedAt },
    { leadId: lead.id, kind: "deposit_paid", actorUserId: null, body: `Deposit 1 paid: ${payment.brand} •••• ${payment.last4}`, data: { scheduleIndex: 0 }, createdAt: acceptedAt },
  ]);
  if (opts.keepCardOnFile) await keepCardOnFile(tx, lead.id, card.token, acceptedAt);
  return { leadId: lead.id, quoteId: quote!.id, totals, schedule, start, bellini };
}

export async function seedCateringOps(db: Db, now = Date.now()): Promise<boolean> {
  return seedOnce(db, OPS_SEED_KEY, OPS_SEED_VERSION, async (tx) => {
    for (const d of OPS_LEADS) {
      const seeded = await seedAcceptedLead(tx, d, now);
      if (!seeded) return;
      const { leadId, quoteId, totals, schedule, start } = seeded;
      if (d.kind === "reconfirm") {
        // The ladder's first rung fired 4 hours ago (24 h before the event): the task is open, the client has not confirmed.
        const asked = new Date(start.getTime() - 24 * HOUR);
        await tx.update(cateringLeads).set({ reconfirmTaskAt: asked }).where(eq(cateringLeads.id, leadId));
        await tx.insert(cateringNotices).values({ key: `reconfirm:${leadId}:t24`, leadId, kind: "reconfirm_requested", createdAt: asked });
        await tx.insert(cateringLeadActivities).values({ leadId, kind: "reconfirm_requested", body: "Reconfirmation requested from the client (24 h before)", data: { step: "t24" }, createdAt: asked });
      } else {
        // Delivered an hour ago: the balance (70 % of the taxed total) is due today.
        const deliveredAt = new Date(now - HOUR);
        await tx.update(cateringLeads).set({ stageChangedAt: deliveredAt }).where(eq(cateringLeads.id, leadId));
        await tx.insert(cateringNotices).values({ key: `balance-due:${quoteId}`, leadId, kind: "balance_due", createdAt: deliveredAt });
        const due = totals.totalCents - schedule[0]!.amountCents;
        await tx.insert(cateringLeadActivities).values({ leadId, kind: "balance_due", body: `Balance due: $${(due / 100).toFixed(2)}`, data: { quoteId, amountCents: due }, createdAt: deliveredAt });
      }
    }
  });
}

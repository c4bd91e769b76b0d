import { eq } from "drizzle-orm";
import type { z } from "zod";
import { SERVICE_TYPE_LABELS, type cateringRequestSchema, type premiumCateringSchema } from "@tavola/contracts";
import { cateringLeadActivities, cateringLeads, users } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import { AppError } from "../../platform/errors.js";
import { findRestaurant } from "../restaurants/index.js";
import { businessCalendarOf } from "./lead-calendar.js";
import { publishLeadEvent } from "./lead-events.js";
import { slaDueTimes } from "./lead-sla.js";

/** Both forms make a lead (issue 17), in the same transaction as the request: a request never lacks one. */

/** The smallest party of each of the simple form's ranges, shown on the card until the client says more. */
const HEADCOUNT_OF: Record<string, number> = { "10-25 people": 10, "26-50 people": 26, "51-100 people": 51, "100+ people": 100 };

/** The budget range's floor in cents ("2500-5000" → 250 000; "10000+" → 1 000 000): the lead's value until a quote. */
export const budgetFloorCents = (range: string) => Number(range.split("-")[0]!.replace(/\D/g, "")) * 100;

/** The restaurant a form named: 400 on the field when it does not exist. */
export async function checkRequestedRestaurant(db: Db, restaurantId: string | undefined): Promise<string | null> {
  if (!restaurantId) return null;
  const r = await findRestaurant(db, restaurantId);
  if (!r) throw new AppError("invalid", "Unknown restaurant", { restaurantId: ["Unknown restaurant"] });
  return r.id;
}

type LeadValues = typeof cateringLeads.$inferInsert;

export async function insertLead(tx: Db, values: Omit<LeadValues, "firstContactDueAt" | "callDueAt">, firstMessage: string | null, now: Date) {
  const cal = await businessCalendarOf(tx, values.restaurantId ?? null);
  const due = slaDueTimes(now, values.isPremium ?? false, cal);
  const [lead] = await tx
    .insert(cateringLeads)
    .values({ ...values, ...due, createdAt: now, updatedAt: now, stageChangedAt: now })
    .returning();
  await tx.insert(cateringLeadActivities).values([
    { leadId: lead!.id, kind: "created", body: null, data: { source: values.source }, createdAt: now },
    ...(firstMessage ? [{ leadId: lead!.id, kind: "message", body: firstMessage, data: {}, createdAt: now }] : []),
  ]);
  await publishLeadEvent(tx, { type: "lead_created", leadId: lead!.id, restaurantId: lead!.restaurantId });
  return lead!;
}

export async function createSimpleLead(
  tx: Db,
  request: { id: string; userId: string; name: string; guestCount: string; message: string | null; createdAt: Date },
  input: Pick<z.output<typeof cateringRequestSchema>, "eventDate">,
  restaurantId: string | null,
) {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, companyId: users.organizationId })
    .from(users)
    .where(eq(users.id, request.userId));
  const contactName = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || user!.email;
  return insertLead(
    tx,
    {
      source: "simple",
      cateringRequestId: request.id,
      customerUserId: request.userId,
      companyId: user?.companyId ?? null,
      restaurantId,
      eventName: request.name,
      contactName,
      email: user!.email.toLowerCase(),
      // The simple form sends the picked day as a timestamp: its calendar day is the one written.
      eventDate: input.eventDate.slice(0, 10),
      guestCountLabel: request.guestCount,
      headcount: HEADCOUNT_OF[request.guestCount] ?? null,
    },
    request.message,
    request.createdAt,
  );
}

export async function createPremiumLead(
  tx: Db,
  request: { id: string; createdAt: Date } & z.output<typeof premiumCateringSchema>,
  restaurantId: string | null,
  customer: { userId: string; companyId: string | null } | null,
) {
  const company = request.orderType === "company" ? (request.companyName?.trim() ?? null) : null;
  const extras = [request.message, request.dietaryNotes ? `Dietary notes: ${request.dietaryNotes}` : null].filter(Boolean).join("\n\n");
  return insertLead(
    tx,
    {
      source: "premium",
      premiumRequestId: request.id,
      customerUserId: customer?.userId ?? null,
      companyId: customer?.companyId ?? null,
      restaurantId,
      eventName: `${company ?? request.contactPerson} · ${SERVICE_TYPE_LABELS[request.serviceType]}`,
      contactName: request.contactPerson,
      companyName: company,
      email: request.email.toLowerCase(),
      phone: request.phone,
      eventDate: request.eventDate,
      eventTime: request.eventTime,
      headcount: request.headcount,
      valueCents: budgetFloorCents(request.budgetRange),
      isPremium: true,
    },
    extras || null,
    request.createdAt,
  );
}

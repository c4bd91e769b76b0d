import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { customerStatusOf, LEAD_STAGES, type cateringRequestSchema, type LeadStage, type premiumCateringSchema } from "@tavola/contracts";
import { cateringLeads, cateringRequests, premiumCateringRequests } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import { createPremiumLead, createSimpleLead } from "./lead-intake.js";

const kept = alias(cateringLeads, "kept");

/**
 * The client's requests with the status their lead's stage gives (a lead merged into another follows the one
 * kept), so My Requests is always in step with the board.
 */
export async function listCateringRequests(db: Db, userId: string) {
  const rows = await db
    .select({ request: cateringRequests, stage: sql<string | null>`coalesce(${kept.stage}, ${cateringLeads.stage})` })
    .from(cateringRequests)
    .leftJoin(cateringLeads, eq(cateringLeads.cateringRequestId, cateringRequests.id))
    .leftJoin(kept, eq(kept.id, cateringLeads.mergedIntoLeadId))
    .where(eq(cateringRequests.userId, userId))
    .orderBy(desc(cateringRequests.createdAt))
    .limit(200);
  return rows.map(({ request, stage }) => ({
    ...request,
    status: stage && (LEAD_STAGES as readonly string[]).includes(stage) ? customerStatusOf(stage as LeadStage) : request.status,
  }));
}

export async function insertCateringRequest(db: Db, userId: string, input: z.output<typeof cateringRequestSchema>, restaurantId: string | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cateringRequests)
      .values({
        userId,
        name: input.name,
        eventDate: new Date(input.eventDate),
        guestCount: input.guestCount,
        cuisinePreferences: input.cuisinePreferences,
        message: input.message ?? null,
      })
      .returning();
    await createSimpleLead(tx, row!, input, restaurantId);
    return row!;
  });
}

export async function insertPremiumRequest(
  db: Db,
  input: z.output<typeof premiumCateringSchema>,
  restaurantId: string | null,
  customer: { userId: string; companyId: string | null } | null,
) {
  return db.transaction(async (tx) => {
    const { restaurantId: _asked, ...fields } = input;
    const [row] = await tx
      .insert(premiumCateringRequests)
      .values({
        ...fields,
        // Company fields belong to company orders only.
        companyName: input.orderType === "company" ? (input.companyName?.trim() ?? null) : null,
        cvr: input.orderType === "company" ? (input.cvr ?? null) : null,
      })
      .returning();
    await createPremiumLead(tx, { ...input, id: row!.id, createdAt: row!.createdAt }, restaurantId, customer);
    return row!;
  });
}

/** Keeps the request's stored status in step with its lead (the list derives it too; older readers see the column). */
export async function syncRequestStatus(tx: Db, cateringRequestId: string | null, stage: LeadStage) {
  if (!cateringRequestId) return;
  await tx.update(cateringRequests).set({ status: customerStatusOf(stage), updatedAt: new Date() }).where(eq(cateringRequests.id, cateringRequestId));
}

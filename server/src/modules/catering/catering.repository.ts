import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { cateringRequestSchema, premiumCateringSchema } from "@tavola/contracts";
import { cateringRequests, premiumCateringRequests } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";

export async function listCateringRequests(db: Db, userId: string) {
  return db
    .select()
    .from(cateringRequests)
    .where(eq(cateringRequests.userId, userId))
    .orderBy(desc(cateringRequests.createdAt))
    .limit(200);
}

export async function insertCateringRequest(db: Db, userId: string, input: z.output<typeof cateringRequestSchema>) {
  const [row] = await db
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
  return row!;
}

export async function insertPremiumRequest(db: Db, input: z.output<typeof premiumCateringSchema>) {
  const [row] = await db
    .insert(premiumCateringRequests)
    .values({
      ...input,
      // Company fields belong to company orders only.
      companyName: input.orderType === "company" ? (input.companyName?.trim() ?? null) : null,
      cvr: input.orderType === "company" ? (input.cvr ?? null) : null,
    })
    .returning();
  return row!;
}

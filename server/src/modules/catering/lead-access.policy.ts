import { eq, sql, type SQL } from "drizzle-orm";
import { isExecutive } from "@tavola/contracts";
import { users } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import { forbidden } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";
import { staffRestaurantIds } from "../restaurants/index.js";

/**
 * Who sees which leads: executives every lead (and triage the unassigned ones); a restaurant's owner and staff
 * the leads assigned to their restaurants; an enterprise client its own requests and its company's, read-only.
 * Customers and couriers see none (403). A lead outside the viewer's scope is "not found" (404), never confirmed.
 */
export type LeadScope =
  | { kind: "all" }
  | { kind: "restaurants"; restaurantIds: string[] }
  | { kind: "client"; userId: string; companyId: string | null };

export async function leadScopeOf(db: Db, user: SessionUser): Promise<LeadScope> {
  if (isExecutive(user.role)) return { kind: "all" };
  if (user.role === "restaurant_owner" || user.role === "restaurant_staff") {
    const restaurantIds = await staffRestaurantIds(db, user.userId);
    if (restaurantIds.length === 0) throw forbidden("The catering CRM is for restaurant teams");
    return { kind: "restaurants", restaurantIds };
  }
  if (user.role === "enterprise_client") {
    const [row] = await db.select({ companyId: users.organizationId }).from(users).where(eq(users.id, user.userId));
    return { kind: "client", userId: user.userId, companyId: row?.companyId ?? null };
  }
  throw forbidden("The catering CRM is for restaurant teams and enterprise clients");
}

export const canEditLeads = (scope: LeadScope) => scope.kind !== "client";

/** The scope as a condition on a `catering_leads` alias. */
export function scopeCondition(scope: LeadScope, alias: string): SQL {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  switch (scope.kind) {
    case "all":
      return sql`true`;
    case "restaurants":
      return sql`${col("restaurant_id")} in (${sql.join(scope.restaurantIds.map((id) => sql`${id}::uuid`), sql`, `)})`;
    case "client":
      return scope.companyId
        ? sql`(${col("customer_user_id")} = ${scope.userId}::uuid or ${col("company_id")} = ${scope.companyId})`
        : sql`${col("customer_user_id")} = ${scope.userId}::uuid`;
  }
}

export function scopeAllows(scope: LeadScope, lead: { restaurantId: string | null; customerUserId: string | null; companyId: string | null }): boolean {
  switch (scope.kind) {
    case "all":
      return true;
    case "restaurants":
      return lead.restaurantId !== null && scope.restaurantIds.includes(lead.restaurantId);
    case "client":
      return lead.customerUserId === scope.userId || (scope.companyId !== null && lead.companyId === scope.companyId);
  }
}

import { and, eq, inArray, sql } from "drizzle-orm";
import type { Role } from "@tavola/contracts";
import { users } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Inserts a customer; returns null when the email is taken (unique constraint, race-safe). */
export async function insertCustomer(
  db: Db,
  values: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: "customer" })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

/** The oldest account of a role among the demo accounts (the seed's demo users). */
export async function findDemoUser(db: Db, role: Role): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`${users.role} = ${role} and ${users.email} like '%@demo.tavola.app'`)
    .orderBy(users.createdAt)
    .limit(1);
  return row ?? null;
}

/**
 * Makes a customer a courier (an approved courier application). Only a plain customer account changes: an owner,
 * staff member or executive keeps the role they have (one role per account). True when the role changed.
 */
export async function grantCourierRole(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role: "courier", updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.role, "customer")))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * A B2B company account takes an employee in (issue 17): the account becomes an enterprise client of that company
 * (`organization_id` is how the catering pipeline scopes its leads). Only a customer or an enterprise client can
 * join: a restaurant's team, a courier or an executive keeps the role they have (false).
 */
export async function joinCompanyAsEnterpriseClient(db: Db, userId: string, companyId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role: "enterprise_client", organizationId: companyId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), inArray(users.role, ["customer", "enterprise_client"])))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Makes a customer a restaurant owner (an approved restaurant application); other roles stay as they are. */
/**
 * An accepted staff invite (issue 19): a customer account joins a restaurant's team. Owners, staff, couriers and
 * executives keep the role they have (a restaurant_owner invited to another restaurant works there as they are).
 */
export async function grantRestaurantStaffRole(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ role: "restaurant_staff", updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.role, "customer")));
}

export async function grantRestaurantOwnerRole(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role: "restaurant_owner", updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.role, "customer")))
    .returning({ id: users.id });
  return rows.length > 0;
}

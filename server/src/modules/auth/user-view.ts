import { sql } from "drizzle-orm";
import type { Role, User } from "@tavola/contracts";
import { queryRows, type Db } from "../../platform/database.js";
import { getLoyaltyStanding } from "../loyalty/index.js";
import type { UserRow } from "./auth.repository.js";

/** The spec's user object from real data: points and tier come from the loyalty ledger. */
export async function toUserView(db: Db, row: UserRow, sessionRole: Role): Promise<User> {
  const { points, tier } = await getLoyaltyStanding(db, row.id);
  // Read here rather than through restaurants' index (restaurants already imports auth for invites): the team roles
  // only decide which links the navigation shows; every team API checks the role at the restaurant itself.
  const teams = await queryRows<{ role: User["teamRoles"][number] }>(db, sql`select distinct role from restaurant_staff where user_id = ${row.id} order by role`);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: sessionRole,
    profileImageUrl: row.profileImageUrl,
    totalPoints: points,
    tier,
    permissions: row.permissions,
    organizationId: row.organizationId,
    teamRoles: teams.map((t) => t.role),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

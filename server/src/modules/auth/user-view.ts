import type { Role, User } from "@tavola/contracts";
import type { Db } from "../../platform/database.js";
import { getLoyaltyStanding } from "../loyalty/index.js";
import type { UserRow } from "./auth.repository.js";

/** The spec's user object from real data: points and tier come from the loyalty ledger. */
export async function toUserView(db: Db, row: UserRow, sessionRole: Role): Promise<User> {
  const { points, tier } = await getLoyaltyStanding(db, row.id);
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

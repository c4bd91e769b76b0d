import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";

/** A signed-in client's id and company (users.organization_id), which an enterprise client's board is scoped by. */
export async function clientOf(db: Db, userId: string): Promise<{ userId: string; companyId: string | null }> {
  const [row] = await db.select({ companyId: users.organizationId }).from(users).where(eq(users.id, userId));
  return { userId, companyId: row?.companyId ?? null };
}

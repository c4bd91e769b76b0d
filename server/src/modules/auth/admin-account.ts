import { eq } from "drizzle-orm";
import { registerSchema } from "@tavola/contracts";
import { DEMO_EMAIL_DOMAIN } from "../../db/seed-data.js";
import { users } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import { endSessionsOf } from "../../platform/session.js";
import { hashPassword } from "./password.js";
import { passwordWeakness } from "./password-strength.js";

export type AdminAccountInput = { email: string; password: string; firstName?: string; lastName?: string };

/**
 * The rules of registration (the contract's email and password rules, then the strength check) for the first
 * super admin: every problem, as "field: message" lines. The demo domain is reserved for demo accounts.
 */
export async function adminAccountProblems(input: AdminAccountInput): Promise<string[]> {
  const parsed = registerSchema.safeParse({
    email: input.email,
    password: input.password,
    firstName: input.firstName ?? "Admin",
    lastName: input.lastName ?? "Admin",
  });
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`);
  if (parsed.success) {
    if (parsed.data.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)) {
      problems.push(`email: ${DEMO_EMAIL_DOMAIN} is reserved for demo accounts; use a real address`);
    }
    const weakness = await passwordWeakness(input.password, [parsed.data.email, parsed.data.firstName, parsed.data.lastName]);
    if (weakness) problems.push(`password: ${weakness}`);
  }
  return problems;
}

/**
 * Creates the account as super_admin, or promotes an existing one (its password replaced by the given one and
 * its sessions ended, so nobody stays signed in with the old password). Validate with adminAccountProblems first.
 */
export async function createOrPromoteSuperAdmin(db: Db, input: AdminAccountInput): Promise<"created" | "promoted"> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).for("update");
    if (existing) {
      await tx
        .update(users)
        .set({
          role: "super_admin",
          permissions: ["*"],
          passwordHash,
          ...(input.firstName ? { firstName: input.firstName } : {}),
          ...(input.lastName ? { lastName: input.lastName } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id));
      await endSessionsOf(tx, existing.id);
      return "promoted";
    }
    await tx.insert(users).values({
      email,
      passwordHash,
      firstName: input.firstName ?? "Admin",
      lastName: input.lastName ?? null,
      role: "super_admin",
      permissions: ["*"],
    });
    return "created";
  });
}

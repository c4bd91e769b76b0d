import { eq } from "drizzle-orm";
import { isExecutive, type CompanyRole } from "@tavola/contracts";
import { companyMembers } from "../../db/schema/index.js";
import type { Db } from "../../platform/database.js";
import { AppError, forbidden, notFound } from "../../platform/errors.js";
import type { SessionUser } from "../../platform/session.js";

/**
 * Who may act on a company account: executives on every company; an enterprise client on its own company only
 * (admin: settings, invites, recurring orders; orderer: orders). Another company is "not found", never confirmed.
 * Everyone else: 403.
 */
export type CompanyViewer = { userId: string; role: CompanyRole | "executive" };

export async function membershipOf(db: Db, userId: string): Promise<{ companyId: string; role: CompanyRole } | null> {
  const [row] = await db.select({ companyId: companyMembers.companyId, role: companyMembers.role }).from(companyMembers).where(eq(companyMembers.userId, userId));
  return row ? { companyId: row.companyId, role: row.role as CompanyRole } : null;
}

export async function companyViewerOf(db: Db, user: SessionUser, companyId: string): Promise<CompanyViewer> {
  if (isExecutive(user.role)) return { userId: user.userId, role: "executive" };
  if (user.role !== "enterprise_client") throw forbidden("Company accounts are for enterprise clients and executives");
  const m = await membershipOf(db, user.userId);
  if (!m || m.companyId !== companyId) throw notFound("Company not found");
  return { userId: user.userId, role: m.role };
}

/** Settings, invites and recurring orders: the company's admins (and executives). */
export function requireAdmin(viewer: CompanyViewer) {
  if (viewer.role === "orderer") throw forbidden("Only the company's admins can do this");
}

/** Orders are placed by the company's employees; an executive looking on does not order for them. */
export function requireEmployee(viewer: CompanyViewer): asserts viewer is { userId: string; role: CompanyRole } {
  if (viewer.role === "executive") throw new AppError("forbidden", "Orders are placed by the company's employees");
}

import type { Role } from "@tavola/contracts";
import type { NavLink } from "./nav-links";
import { executiveNavFor, isWorkspaceRole, workspaceNavFor, type TeamRole } from "./workspace-links";

// Type-only imports from the contracts: the shell stays free of the zod schemas (see use-session.ts).

/** What every signed-in person has: their orders, bookings, points and catering requests. */
export const ACCOUNT_LINKS: readonly NavLink[] = [
  { href: "/my-orders", label: "My Orders" },
  { href: "/my-reservations", label: "Reservations" },
  { href: "/loyalty-advanced", label: "Loyalty" },
  { href: "/catering", label: "My catering requests" },
];

/** Couriers and enterprise clients have a workspace of their own beside the restaurant's. */
const OTHER_WORKSPACES: Partial<Record<Role, readonly NavLink[]>> = {
  courier: [{ href: "/courier-dashboard", label: "Courier dashboard" }],
  enterprise_client: [{ href: "/catering-crm", label: "Catering CRM" }],
};

const MAIL_OUTBOX_LINK: NavLink = { href: "/admin/mail", label: "Mail outbox" };
const COURIER_REVIEW_LINK: NavLink = { href: "/admin/couriers", label: "Courier applications" };
const RESTAURANT_REVIEW_LINK: NavLink = { href: "/admin/restaurants", label: "Restaurant applications" };

export type AccountMenu = { account: readonly NavLink[]; workspaces: readonly NavLink[]; executive: readonly NavLink[] };

/** The header's account menu for a role: the account's links, the role's workspaces (none for customers), the executive screens. */
export function accountMenuFor(role: Role | null | undefined, teamRoles: readonly TeamRole[] = []): AccountMenu {
  const workspaces = isWorkspaceRole(role) ? workspaceNavFor(teamRoles) : role ? (OTHER_WORKSPACES[role] ?? []) : [];
  // Executives review courier and restaurant applications; the mail viewer reads every user's mail: super admins only (the server
  // checks both).
  const executive = role === "ceo" || role === "super_admin";
  const extra = [...(executive ? [COURIER_REVIEW_LINK, RESTAURANT_REVIEW_LINK] : []), ...(role === "super_admin" ? [MAIL_OUTBOX_LINK] : [])];
  return { account: ACCOUNT_LINKS, workspaces: [...workspaces, ...extra], executive: executiveNavFor(role) };
}

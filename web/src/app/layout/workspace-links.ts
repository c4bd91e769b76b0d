import type { Role, User } from "@tavola/contracts";
import type { NavLink } from "./nav-links";

// Type-only imports from the contracts: the shell stays free of the zod schemas (see use-session.ts).

/** People who run a restaurant's service, and executives, who may open any restaurant's workspace. */
const TEAM_ROLES: readonly Role[] = ["restaurant_owner", "restaurant_staff"];
const EXECUTIVE_ROLES: readonly Role[] = ["ceo", "super_admin"];

export const isWorkspaceRole = (role: Role | null | undefined): boolean =>
  role != null && (TEAM_ROLES.includes(role) || EXECUTIVE_ROLES.includes(role));

/** The restaurant's working screens: Orders, the host stand, table recommendations, guest feedback, catering leads. */
export const WORKSPACE_NAV: readonly NavLink[] = [
  { href: "/restaurant-dashboard", label: "Orders" },
  { href: "/restaurant-dashboard/kitchen", label: "Kitchen" },
  { href: "/pos-system", label: "Point of Sale" },
  { href: "/table-reservations", label: "Host stand" },
  { href: "/table-recommendations", label: "Recommendations" },
  { href: "/customer-feedback", label: "Guest feedback" },
  { href: "/catering-crm", label: "Catering" },
  { href: "/inventory-management", label: "Inventory" },
];

export type TeamRole = User["teamRoles"][number];

/**
 * Links only some team roles may use: the server answers 403 to the others, so they do not see the link. Inventory
 * is the owner's and a manager's (`resolveInventoryManager`): the session's `teamRoles` (the account's roles on
 * restaurant teams) says so, since a manager's account role is `restaurant_staff`, like a plain member's; executives
 * are on no team and do not see it.
 */
const LINK_TEAM_ROLES: Readonly<Record<string, readonly TeamRole[]>> = {
  "/inventory-management": ["owner", "manager"],
};

const allowed = (teamRoles: readonly TeamRole[]) => (l: NavLink) => {
  const only = LINK_TEAM_ROLES[l.href];
  return !only || teamRoles.some((r) => only.includes(r));
};

/** Executives also reach their own dashboard from the workspace (the home's card links the same route). */
const EXECUTIVE_NAV: readonly NavLink[] = [
  { href: "/ceo-dashboard", label: "CEO Dashboard" },
  { href: "/financial-analytics", label: "Finance" },
];

export function workspaceNavFor(role: Role | null | undefined, teamRoles: readonly TeamRole[] = []): readonly NavLink[] {
  const team = WORKSPACE_NAV.filter(allowed(teamRoles));
  return role != null && EXECUTIVE_ROLES.includes(role) ? [...team, ...EXECUTIVE_NAV] : team;
}

/** Screens that get the workspace navigation (for staff and executives) instead of the marketing header. */
const WORKSPACE_PATHS = [...WORKSPACE_NAV.map((l) => l.href), "/restaurant-dashboard/table-codes", "/catering/crm", "/catering-requests-crm"];

export const isWorkspacePath = (location: string): boolean => WORKSPACE_PATHS.includes(location.replace(/\/+$/, "") || "/");

/** A link is current on its own screen and the screens under it (the QR sheet belongs to Orders). */
export const isActiveWorkspaceLink = (location: string, href: string): boolean =>
  location === href || (location.startsWith(`${href}/`) && !WORKSPACE_NAV.some((l) => l.href !== href && (location === l.href || location.startsWith(`${l.href}/`))));

export const ROLE_NAMES: Partial<Record<Role, string>> = {
  restaurant_owner: "Owner",
  restaurant_staff: "Staff",
  ceo: "CEO",
  super_admin: "Super admin",
};

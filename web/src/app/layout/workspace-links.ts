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

/**
 * Every executive screen (ceo and super_admin; the server checks each), in one group: the workspace header's
 * "Executive" menu and the account menu's "Executive" section list them, so any is two taps from any screen.
 */
export const EXECUTIVE_NAV: readonly NavLink[] = [
  { href: "/ceo-dashboard", label: "CEO Dashboard" },
  { href: "/financial-analytics", label: "Finance" },
  { href: "/analytics", label: "Analytics" },
  { href: "/advanced-analytics", label: "Advanced Analytics" },
  { href: "/data-science", label: "Data Science" },
  { href: "/customer-churn", label: "Customer Churn" },
  { href: "/ai-executive-control", label: "AI Executive Control" },
  { href: "/super-admin-dashboard", label: "Admin dashboard" },
];

export const isExecutiveRole = (role: Role | null | undefined): boolean => role != null && EXECUTIVE_ROLES.includes(role);

/** The executive screens a role may open (none for anyone but executives). */
export const executiveNavFor = (role: Role | null | undefined): readonly NavLink[] => (isExecutiveRole(role) ? EXECUTIVE_NAV : []);

/** The restaurant's working screens the account's team roles may open (executives' own screens are `executiveNavFor`). */
export function workspaceNavFor(teamRoles: readonly TeamRole[] = []): readonly NavLink[] {
  return WORKSPACE_NAV.filter(allowed(teamRoles));
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

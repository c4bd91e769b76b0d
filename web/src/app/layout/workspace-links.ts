import type { Role } from "@tavola/contracts";
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

/**
 * Links only some workspace roles may use: the server answers 403 to the others, so they do not see the link.
 * Inventory is the owner's and a manager's (`resolveInventoryManager`); the session knows the account's role, not the
 * team role, so a manager (a `restaurant_staff` account) opens it from the address, and a plain member and
 * executives do not see it.
 */
const LINK_ROLES: Readonly<Record<string, readonly Role[]>> = {
  "/inventory-management": ["restaurant_owner"],
};

const allowed = (role: Role | null | undefined) => (l: NavLink) => {
  const only = LINK_ROLES[l.href];
  return !only || (role != null && only.includes(role));
};

/** Executives also reach their own dashboard from the workspace (the home's card links the same route). */
const EXECUTIVE_NAV: readonly NavLink[] = [
  { href: "/ceo-dashboard", label: "CEO Dashboard" },
  { href: "/financial-analytics", label: "Finance" },
];

export function workspaceNavFor(role: Role | null | undefined): readonly NavLink[] {
  const team = WORKSPACE_NAV.filter(allowed(role));
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

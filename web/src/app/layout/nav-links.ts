export type NavLink = { href: string; label: string };

/** Spec section 2: the header's links. */
export const PRIMARY_NAV: readonly NavLink[] = [
  { href: "/", label: "Home" },
  { href: "/features", label: "Features" },
  { href: "/how-it-works", label: "How It Works" },
  { href: "/pricing", label: "Pricing" },
  { href: "/investors", label: "Investors" },
  { href: "/demos", label: "Demos" },
];

/** Spec section 2: the side drawer also lists the services. */
export const SERVICES_NAV: readonly NavLink[] = [
  { href: "/order", label: "Order" },
  { href: "/tables", label: "Tables" },
  { href: "/checkin", label: "Check In" },
  { href: "/catering", label: "Catering" },
  { href: "/feedback", label: "Feedback" },
  { href: "/loyalty", label: "Loyalty" },
];

/** "/home" is the signed-in home that "/" also shows, so the Home button is highlighted on both. */
const ROUTE_ALIASES: Readonly<Record<string, string>> = { "/home": "/" };

export function isActiveNavLink(location: string, href: string): boolean {
  return (ROUTE_ALIASES[location] ?? location) === href;
}

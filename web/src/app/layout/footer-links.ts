import type { NavLink } from "./nav-links";

export type FooterColumn = { title: string; links: readonly NavLink[] };

/** Spec section 2: the site footer's four columns, in the spec's order and wording. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: "Services",
    links: [
      { href: "/order", label: "Food Delivery" },
      { href: "/checkin", label: "Dine-In Check-In" },
      { href: "/catering", label: "Catering" },
      { href: "/loyalty", label: "Loyalty" },
    ],
  },
  {
    title: "Account",
    links: [
      { href: "/my-orders", label: "My Orders" },
      { href: "/order-tracking", label: "Order Tracking" },
      { href: "/loyalty-advanced", label: "Loyalty Dashboard" },
      { href: "/help-center", label: "Help Center" },
    ],
  },
  {
    title: "Partners",
    links: [
      { href: "/restaurant-onboarding", label: "Restaurant Onboarding" },
      { href: "/courier-dashboard", label: "Courier Dashboard" },
      { href: "/catering-crm", label: "Catering CRM" },
      { href: "/subscription-tiers", label: "Enterprise Solutions" },
    ],
  },
  {
    title: "Legal",
    links: [
      { href: "/terms", label: "Terms of Service" },
      { href: "/privacy", label: "Privacy Policy" },
      { href: "/cookie-policy", label: "Cookie Policy" },
    ],
  },
];

import {
  Bike,
  Building2,
  CalendarDays,
  Gift,
  MessageSquare,
  QrCode,
  ShoppingBag,
  Store,
  UserRound,
  UtensilsCrossed,
  type LucideIcon,
} from "lucide-react";

export type DemoPersona = {
  id: string;
  title: string;
  description: string;
  highlights: readonly string[];
  icon: LucideIcon;
  onboardingHref: string;
  dashboardHref: string;
};

/** Spec section 2 "Demo hub": the four personas and where their two buttons go. */
export const DEMO_PERSONAS: readonly DemoPersona[] = [
  {
    id: "restaurant",
    title: "Restaurant Partner",
    description: "Onboard a restaurant, then run live orders, analytics and the menu.",
    highlights: ["Live order board", "Revenue analytics", "Menu management"],
    icon: Store,
    onboardingHref: "/demo/restaurant/onboarding",
    dashboardHref: "/demo/restaurant/dashboard",
  },
  {
    id: "customer",
    title: "End User Customer",
    description: "Sign up as a diner, order, track and earn loyalty rewards.",
    highlights: ["Personal recommendations", "Order history & reorder", "Loyalty rewards"],
    icon: UserRound,
    onboardingHref: "/demo/user/onboarding",
    dashboardHref: "/demo/user/dashboard",
  },
  {
    id: "courier",
    title: "Courier Driver",
    description: "Join the elite delivery fleet with transparent earnings.",
    highlights: ["Regulated delivery bidding", "Weekly payouts", "Premium rewards"],
    icon: Bike,
    onboardingHref: "/demo/courier/onboarding",
    dashboardHref: "/demo/courier/dashboard",
  },
  {
    id: "enterprise",
    title: "Enterprise Client",
    description: "Request catering for events and manage it in the B2B catering CRM.",
    highlights: ["Corporate catering", "Quotes & invoicing", "Account management"],
    icon: Building2,
    onboardingHref: "/catering",
    dashboardHref: "/catering/crm",
  },
];

export type FeatureShortcut = { href: string; title: string; description: string; icon: LucideIcon };

export const FEATURE_SHORTCUTS: readonly FeatureShortcut[] = [
  { href: "/order", title: "Online Ordering", description: "Browse a menu and fill a cart.", icon: ShoppingBag },
  { href: "/tables", title: "Table Reservations", description: "Pick a date, table and time.", icon: CalendarDays },
  { href: "/checkin", title: "Dine-In Check-In", description: "Check in by QR code or table number.", icon: QrCode },
  { href: "/loyalty", title: "Loyalty Program", description: "Earn points and redeem rewards.", icon: Gift },
  { href: "/feedback", title: "Feedback", description: "Rate a visit and leave a review.", icon: MessageSquare },
  { href: "/catering", title: "Catering", description: "Request catering for an event.", icon: UtensilsCrossed },
];

export const HUB_FOOTER_LINKS: readonly { href: string; label: string; testId: string }[] = [
  { href: "/ceo/login", label: "CEO Login", testId: "link-hub-ceo-login" },
  { href: "/admin", label: "Admin Panel", testId: "link-hub-admin" },
  { href: "/investors", label: "Investors", testId: "link-hub-investors" },
  { href: "/", label: "Back to Home", testId: "link-hub-home" },
];

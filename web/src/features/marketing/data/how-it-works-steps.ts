import { Handshake, type LucideIcon, Sparkles, TrendingUp, Truck } from "lucide-react";

export type Step = { id: string; icon: LucideIcon; title: string; text: string };

/** The platform loop; the first three are the landing page's Connect, Curate, Deliver. */
export const PLATFORM_STEPS: readonly Step[] = [
  {
    id: "connect",
    icon: Handshake,
    title: "Connect",
    text: "Restaurants onboard their menu, hours and services; couriers and customers join in minutes.",
  },
  {
    id: "curate",
    icon: Sparkles,
    title: "Curate",
    text: "AI recommendations match guests with dishes and restaurants; loyalty tiers reward the regulars.",
  },
  {
    id: "deliver",
    icon: Truck,
    title: "Deliver",
    text: "White-glove delivery, dine-in check-in or full-service catering — tracked from kitchen to table.",
  },
  {
    id: "grow",
    icon: TrendingUp,
    title: "Grow",
    text: "Analytics and sentiment-scored feedback show every side what to do next.",
  },
];

export type Journey = { id: string; title: string; steps: readonly string[]; demo: { label: string; href: string } };

/** Three steps per audience, each ending in the matching demo. */
export const AUDIENCE_JOURNEYS: readonly Journey[] = [
  {
    id: "restaurant",
    title: "For restaurants",
    steps: ["Set up your restaurant in four steps", "Publish your menu and services", "Run orders from the live dashboard"],
    demo: { label: "Try the restaurant demo", href: "/demo/restaurant/onboarding" },
  },
  {
    id: "customer",
    title: "For customers",
    steps: ["Tell us what you like to eat", "Order, book a table or check in", "Earn points and redeem rewards"],
    demo: { label: "Try the customer demo", href: "/demo/user/onboarding" },
  },
  {
    id: "courier",
    title: "For couriers",
    steps: ["Sign up and get verified", "Bid on deliveries near you", "Deliver and get paid weekly"],
    demo: { label: "Try the courier demo", href: "/demo/courier/onboarding" },
  },
  {
    id: "enterprise",
    title: "For enterprise clients",
    steps: ["Send a catering request", "Agree a quote with a specialist", "Enjoy the event — we handle logistics"],
    demo: { label: "Request catering", href: "/catering-request" },
  },
];

import {
  Bike,
  BrainCircuit,
  Building2,
  ChefHat,
  CreditCard,
  Crown,
  Gift,
  type LucideIcon,
  MessageSquareHeart,
  Mic,
  QrCode,
  Truck,
  UtensilsCrossed,
} from "lucide-react";

export type Highlight = { id: string; icon: LucideIcon; title: string; text: string };

/** The spec's marketing claims (section 1), one card each. */
export const PLATFORM_HIGHLIGHTS: readonly Highlight[] = [
  { id: "white-glove", icon: Truck, title: "White-glove food delivery", text: "Elite couriers who treat every order like a table-side service, tracked in real time." },
  { id: "check-in", icon: QrCode, title: "Dine-in check-in", text: "Guests scan the table's QR code or enter the table number and are served straight away." },
  { id: "catering", icon: UtensilsCrossed, title: "Catering", text: "From office lunches to weddings: requests, quotes, menus and logistics in one flow." },
  { id: "loyalty", icon: Gift, title: "Loyalty programme", text: "Points on every order, tiers from Bronze to Platinum and rewards guests actually use." },
  { id: "ai-analytics", icon: BrainCircuit, title: "AI analytics and recommendations", text: "Demand forecasts for restaurants and personal dish and restaurant picks for guests." },
  { id: "sentiment", icon: MessageSquareHeart, title: "Feedback with AI sentiment analysis", text: "Every review is scored for sentiment so teams see what delights and what hurts." },
  { id: "voice", icon: Mic, title: "Voice navigation", text: "Move around the platform hands-free — useful in a busy kitchen or on the road." },
  { id: "dual-payments", icon: CreditCard, title: "Dual payment routing", text: "Payments are routed by geolocation between two card payment providers: a card payment provider and a regional one." },
];

export type Audience = {
  id: string;
  icon: LucideIcon;
  title: string;
  lead: string;
  features: readonly string[];
  cta: { label: string; href: string };
};

/** Who Tavola is for (spec section 1) and what each side gets. */
export const AUDIENCES: readonly Audience[] = [
  {
    id: "customers",
    icon: UtensilsCrossed,
    title: "Customers",
    lead: "Curated dining and personalised service, wherever you eat.",
    features: [
      "Order online with real-time tracking to your door",
      "Reserve a table and check in at it with a QR code",
      "Earn loyalty points and redeem rewards",
      "Personal restaurant and dish recommendations",
      "Share feedback in a few taps",
    ],
    cta: { label: "Order now", href: "/order" },
  },
  {
    id: "restaurants",
    icon: ChefHat,
    title: "Restaurants",
    lead: "Own your brand, your margins and your analytics.",
    features: [
      "Guided onboarding: menu, hours, services and payments",
      "Live order dashboard and point-of-sale",
      "AI analytics on revenue, popular items and peak hours",
      "Sentiment-scored guest feedback",
      "Loyalty and campaigns that bring guests back",
    ],
    cta: { label: "Onboard your restaurant", href: "/restaurant-onboarding" },
  },
  {
    id: "couriers",
    icon: Bike,
    title: "Couriers",
    lead: "Elite delivery with premium rewards and transparent earnings.",
    features: [
      "A regulated bidding system for deliveries",
      "Transparent earnings per delivery and weekly payouts",
      "Premium rewards for top-rated couriers",
      "Voice navigation on the road",
    ],
    cta: { label: "Become a courier", href: "/courier-onboarding" },
  },
  {
    id: "enterprise",
    icon: Building2,
    title: "Enterprise clients",
    lead: "Catering for teams and events, managed like a business tool.",
    features: [
      "Premium catering requests with a specialist call-back",
      "Detailed quotes and menu customization",
      "Business-to-business catering management (CRM)",
      "Dietary accommodations for every guest",
    ],
    cta: { label: "Request catering", href: "/catering-request" },
  },
  {
    id: "executives",
    icon: Crown,
    title: "Executives",
    lead: "The whole operation at a glance.",
    features: [
      "A chief-executive (CEO) dashboard with financial oversight",
      "A super-admin dashboard for system administration",
      "Organizational metrics and AI-driven insights",
      "A/B testing and data science views",
    ],
    cta: { label: "Explore the demos", href: "/demos" },
  },
];

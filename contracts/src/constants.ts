/**
 * The spec's business constants and catalogues (section 9), word for word. Server and web both read them
 * from here, so a label or a limit is changed in one place only.
 */

export const GUEST_COUNT_OPTIONS = ["10-25 people", "26-50 people", "51-100 people", "100+ people"] as const;
export const CATERING_CUISINE_OPTIONS = ["Italian", "Asian", "Mexican", "American"] as const;

export const ORDER_TYPES = ["company", "private"] as const;
export const SERVICE_TYPES = ["drop-off", "on-site", "buffet", "plated"] as const;
export const SERVICE_TYPE_LABELS: Record<(typeof SERVICE_TYPES)[number], string> = {
  "drop-off": "Drop-off Service",
  "on-site": "On-site Service",
  buffet: "Buffet Setup",
  plated: "Plated Service",
};
export const BUDGET_RANGES = ["500-1000", "1000-2500", "2500-5000", "5000-10000", "10000+"] as const;
export const BUDGET_RANGE_LABELS: Record<(typeof BUDGET_RANGES)[number], string> = {
  "500-1000": "$500-$1,000",
  "1000-2500": "$1,000-$2,500",
  "2500-5000": "$2,500-$5,000",
  "5000-10000": "$5,000-$10,000",
  "10000+": "$10,000+",
};
export const HEADCOUNT_MIN = 5;
export const HEADCOUNT_MAX = 1000;
export const PREMIUM_CATERING_DEFAULTS = {
  orderType: "company",
  headcount: 10,
  serviceType: "drop-off",
  budgetRange: "1000-2500",
} as const;

export const PROMISED_CONTACT_HOURS = 24;
export const PROMISED_CALL_BUSINESS_HOURS = 4;

export const RATING_LABELS: Record<1 | 2 | 3 | 4 | 5, string> = {
  5: "Excellent",
  4: "Very Good",
  3: "Good",
  2: "Fair",
  1: "Poor",
};
export const FEEDBACK_CATEGORIES = [
  "food-quality",
  "service",
  "ambiance",
  "value",
  "cleanliness",
  "speed",
  "staff",
  "other",
] as const;

export const PARTY_SIZE_OPTIONS = ["1", "2", "3", "4", "5", "6", "7", "8+"] as const;
export const TABLE_LOCATIONS = ["Window", "Main Floor", "Patio", "Private Room"] as const;
export const SAMPLE_PRICES_CENTS = [2899, 1499, 999] as const;

export const RESTAURANT_ONBOARDING_STEPS = 4;
export const CUSTOMER_ONBOARDING_STEPS = 3;
export const RESTAURANT_CUISINES = [
  "italian",
  "mexican",
  "asian",
  "american",
  "mediterranean",
  "french",
  "indian",
  "other",
] as const;
export const RESTAURANT_SERVICES = [
  "Dine-in",
  "Takeout",
  "Delivery",
  "Catering",
  "Private Events",
  "Online Ordering",
  "Reservations",
  "Bar Service",
] as const;
export const RESTAURANT_PAYMENT_METHODS = [
  "Cash",
  "Credit Cards",
  "Debit Cards",
  "Mobile Pay",
  "PayPal",
  "Apple Pay",
  "Google Pay",
  "Gift Cards",
] as const;
export const CUSTOMER_CUISINES = [
  "Italian",
  "Mexican",
  "Asian",
  "American",
  "Mediterranean",
  "French",
  "Indian",
  "Thai",
] as const;
export const DIETARY_OPTIONS = [
  "Vegetarian",
  "Vegan",
  "Gluten-Free",
  "Dairy-Free",
  "Nut Allergy",
  "Halal",
  "Kosher",
  "Keto",
] as const;

/** Loyalty: the next tier (Platinum) is reached at 3,000 points. */
export const LOYALTY_TIERS = ["bronze", "silver", "gold", "platinum"] as const;
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];
export const PLATINUM_POINTS = 3000;
/** Points earned in a rolling year needed for each tier; platinum is the spec's 3,000. */
export const TIER_THRESHOLDS: Record<LoyaltyTier, number> = {
  bronze: 0,
  silver: 500,
  gold: 1500,
  platinum: PLATINUM_POINTS,
};
export const LOYALTY_REWARDS = [
  { id: "free-delivery", title: "Free Delivery", points: 500, description: "Free delivery on your next order", available: true },
  { id: "twenty-off", title: "20% Off", points: 1000, description: "20% off orders over $30", available: true },
  { id: "free-appetizer", title: "Free Appetizer", points: 750, description: "A free appetizer with your next order", available: true },
  { id: "vip-status", title: "VIP Status", points: 5000, description: "Exclusive VIP experiences", available: false },
] as const;
export const PLATINUM_BENEFITS = [
  "Priority delivery",
  "Exclusive access",
  "Double points on weekends",
  "Concierge",
] as const;
export const CUSTOMER_WELCOME_BENEFITS = [
  "20% off your first order",
  "Free delivery on orders over $25",
  "Loyalty programme with instant points",
] as const;

export const PRICING_PLANS = [
  {
    id: "starter",
    name: "Starter",
    priceCents: 9900,
    period: "month",
    features: ["Up to 100 orders per month", "1 location"],
    mostPopular: false,
  },
  {
    id: "professional",
    name: "Professional",
    priceCents: 29900,
    period: "month",
    features: ["Up to 1,000 orders per month", "Up to 3 locations"],
    mostPopular: true,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    priceCents: null,
    period: null,
    features: ["Unlimited orders"],
    mostPopular: false,
  },
] as const;
export const COURIER_COMMISSION_PERCENT = 8;
export const B2B_CATERING_MIN_MONTHLY_CENTS = 50000;
export const FREE_TRIAL_DAYS = 14;

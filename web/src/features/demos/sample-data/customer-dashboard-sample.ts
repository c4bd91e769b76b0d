import { type LoyaltyTier, SAMPLE_PRICES_CENTS } from "@tavola/contracts";

/**
 * Client-only sample data for the customer dashboard demo (spec section 3). The profile sits at 850 points
 * so the Rewards tab shows every rule at once: two rewards redeemable, one above the balance, one locked.
 */
const [MAIN, STARTER, DESSERT] = SAMPLE_PRICES_CENTS;

export type CustomerProfile = {
  name: string;
  email: string;
  loyaltyPoints: number;
  tier: LoyaltyTier;
  ordersCompleted: number;
  favoriteRestaurant: string;
  savingsCents: number;
};

export type CustomerOrder = {
  id: string;
  restaurant: string;
  items: readonly string[];
  date: string;
  status: string;
  rating: number | null;
  amountCents: number;
};

export type Recommendation = {
  id: string;
  name: string;
  cuisine: string;
  rating: number;
  deliveryTime: string;
  offer: string;
};

export const CUSTOMER_PROFILE: CustomerProfile = {
  name: "Alex Morgan",
  email: "alex@example.com",
  loyaltyPoints: 850,
  tier: "silver",
  ordersCompleted: 23,
  favoriteRestaurant: "Bella Italia",
  savingsCents: 12_750,
};

export const CUSTOMER_ORDERS: readonly CustomerOrder[] = [
  {
    id: "ORD-2324",
    restaurant: "Taco Fiesta",
    items: ["Street Tacos"],
    date: "2024-11-21T12:00:00",
    status: "preparing",
    rating: null,
    amountCents: STARTER,
  },
  {
    id: "ORD-2321",
    restaurant: "Sakura Sushi",
    items: ["Salmon Nigiri", "Miso Soup"],
    date: "2024-11-20T12:00:00",
    status: "on-way",
    rating: null,
    amountCents: MAIN + STARTER,
  },
  {
    id: "ORD-2318",
    restaurant: "Bella Italia",
    items: ["Truffle Risotto", "Tiramisu"],
    date: "2024-11-18T12:00:00",
    status: "delivered",
    rating: 5,
    amountCents: MAIN + DESSERT,
  },
  {
    id: "ORD-2307",
    restaurant: "Le Petit Bistro",
    items: ["Coq au Vin", "Crème Brûlée"],
    date: "2024-11-12T12:00:00",
    status: "delivered",
    rating: 4,
    amountCents: MAIN + DESSERT,
  },
  {
    id: "ORD-2296",
    restaurant: "Bella Italia",
    items: ["Margherita Pizza", "Bruschetta"],
    date: "2024-11-05T12:00:00",
    status: "delivered",
    rating: 5,
    amountCents: MAIN + STARTER,
  },
];

/** The Overview tab shows the latest few; Order History shows them all. */
export const RECENT_ORDER_COUNT = 3;

export const RECOMMENDATIONS: readonly Recommendation[] = [
  { id: "le-petit-bistro", name: "Le Petit Bistro", cuisine: "French", rating: 4.8, deliveryTime: "25-35 min", offer: "15% off your first order" },
  { id: "spice-route", name: "Spice Route", cuisine: "Indian", rating: 4.7, deliveryTime: "30-40 min", offer: "Free delivery" },
  { id: "green-garden", name: "Green Garden", cuisine: "Mediterranean", rating: 4.6, deliveryTime: "20-30 min", offer: "Double points this week" },
];

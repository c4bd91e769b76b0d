import { SAMPLE_PRICES_CENTS } from "@tavola/contracts";

/**
 * Client-only sample data for the restaurant dashboard demo (spec section 3): nothing here comes from or
 * goes to the server. Prices are built from the spec's sample prices (28.99, 14.99, 9.99).
 */
const [MAIN, STARTER, DESSERT] = SAMPLE_PRICES_CENTS;

export type RestaurantOrder = {
  id: string;
  customer: string;
  items: readonly string[];
  amountCents: number;
  status: "preparing" | "ready" | "delivered";
  time: string;
};

export const RESTAURANT_STATS = {
  todaysOrders: 47,
  todaysRevenueCents: 184_250,
  averageRating: 4.8,
  peakHours: "7–9 PM",
  pendingOrders: 8,
  completedOrders: 39,
} as const;

export const RESTAURANT_ORDERS: readonly RestaurantOrder[] = [
  {
    id: "ORD-1047",
    customer: "Sarah Johnson",
    items: ["Truffle Risotto", "Burrata Salad"],
    amountCents: MAIN + STARTER,
    status: "preparing",
    time: "2 min ago",
  },
  {
    id: "ORD-1046",
    customer: "Michael Chen",
    items: ["Grilled Salmon", "Tiramisu"],
    amountCents: MAIN + DESSERT,
    status: "ready",
    time: "8 min ago",
  },
  {
    id: "ORD-1045",
    customer: "Emma Davis",
    items: ["Margherita Pizza", "Bruschetta", "Panna Cotta"],
    amountCents: MAIN + STARTER + DESSERT,
    status: "delivered",
    time: "15 min ago",
  },
  {
    id: "ORD-1044",
    customer: "James Wilson",
    items: ["Bruschetta"],
    amountCents: STARTER,
    status: "delivered",
    time: "22 min ago",
  },
];

export type RevenuePoint = { day: string; revenueCents: number; orders: number };

export const WEEKLY_REVENUE: readonly RevenuePoint[] = [
  { day: "Mon", revenueCents: 142_300, orders: 38 },
  { day: "Tue", revenueCents: 128_900, orders: 34 },
  { day: "Wed", revenueCents: 151_600, orders: 41 },
  { day: "Thu", revenueCents: 163_450, orders: 44 },
  { day: "Fri", revenueCents: 215_800, orders: 58 },
  { day: "Sat", revenueCents: 238_200, orders: 63 },
  { day: "Sun", revenueCents: 184_250, orders: 47 },
];

export type PopularItem = { name: string; orders: number; priceCents: number };

export const POPULAR_ITEMS: readonly PopularItem[] = [
  { name: "Truffle Risotto", orders: 89, priceCents: MAIN },
  { name: "Burrata Salad", orders: 67, priceCents: STARTER },
  { name: "Tiramisu", orders: 54, priceCents: DESSERT },
  { name: "Grilled Salmon", orders: 48, priceCents: MAIN },
];

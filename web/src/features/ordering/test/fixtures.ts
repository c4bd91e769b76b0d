import type { Menu, MenuItem, Order, RestaurantBrowse, RestaurantCard } from "@tavola/contracts";
import { restaurantFixture } from "@/test/restaurant-fixture";

/** Wire-shaped sample data for the ordering screens' tests. */
export const restaurant = restaurantFixture;

export const sakura = restaurant({ id: "22222222-2222-4222-8222-222222222222", slug: "sakura-house", name: "Sakura House", cuisine: "Japanese", featured: false });

export const dish = (over: Partial<MenuItem> & Pick<MenuItem, "id" | "name">): MenuItem => ({
  restaurantId: restaurant().id,
  description: "A house favourite",
  category: "mains",
  priceCents: 1899,
  rating: 4.7,
  imageUrl: null,
  available: true,
  ...over,
});

export const belliniMenu: Menu = {
  restaurant: restaurant(),
  items: [
    dish({ id: "aaaaaaaa-0000-4000-8000-000000000001", name: "Burrata & Heirloom Tomatoes", category: "starters", priceCents: 1499 }),
    dish({ id: "aaaaaaaa-0000-4000-8000-000000000002", name: "Margherita DOP", category: "mains", priceCents: 1899 }),
    dish({ id: "aaaaaaaa-0000-4000-8000-000000000003", name: "Truffle Risotto", category: "mains", priceCents: 2699, available: false }),
    dish({ id: "aaaaaaaa-0000-4000-8000-000000000004", name: "Tiramisù", category: "desserts", priceCents: 899 }),
  ],
};

export const sakuraMenu: Menu = {
  restaurant: sakura,
  items: [dish({ id: "bbbbbbbb-0000-4000-8000-000000000001", name: "Gyoza", category: "starters", priceCents: 900, restaurantId: sakura.id })],
};

/** A browse card as GET /api/restaurants/browse sends it (Trattoria Bellini by default). */
export const browseCard = (over: Partial<RestaurantCard> = {}): RestaurantCard => ({
  id: restaurant().id,
  slug: "trattoria-bellini",
  name: "Trattoria Bellini",
  cuisine: "Italian",
  description: "Wood-fired pizza and fresh pasta",
  area: "112 Mulberry St, New York",
  imageUrl: "/illustrations/italian.webp",
  rating: 4.8,
  dietary: ["Vegetarian", "Gluten-Free"],
  openNow: true,
  busyMode: false,
  distanceKm: null,
  delivers: true,
  deliveryFeeCents: 199,
  deliveryFeeIsFrom: true,
  deliveryMinutes: { min: 25, max: 50 },
  ...over,
});

export const sakuraCard = browseCard({ id: sakura.id, slug: "sakura-house", name: "Sakura House", cuisine: "Japanese", area: "48 E 7th St, New York", dietary: ["Vegetarian"], rating: 4.7 });

export const browseOf = (restaurants: RestaurantCard[]): RestaurantBrowse => ({
  restaurants,
  cuisines: ["Italian", "Japanese"],
  dietary: ["Gluten-Free", "Vegetarian"],
});

export const order = (over: Partial<Order> = {}): Order => ({
  id: "cccccccc-0000-4000-8000-000000000001",
  reference: "T-4F2A9C",
  customerId: "u-1",
  customerName: "Alex Doe",
  restaurant: { id: restaurant().id, name: "Trattoria Bellini", address: "112 Mulberry St", city: "New York" },
  status: "placed",
  statusLabel: "placed",
  fulfilment: "delivery",
  table: null,
  address: { line1: "120 Mulberry St", city: "New York", country: "US", lat: 40.72, lng: -73.997 },
  scheduledFor: null,
  slotStart: "2030-01-01T18:00:00.000Z",
  items: [{ menuItemId: "aaaaaaaa-0000-4000-8000-000000000002", name: "Margherita DOP", unitPriceCents: 1899, quantity: 2, lineTotalCents: 3798 }],
  subtotalCents: 3798,
  deliveryFeeCents: 199,
  serviceFeeCents: 190,
  taxCents: 354,
  tipCents: 570,
  discountCents: 0,
  totalCents: 5111,
  promoCode: null,
  placedAt: "2030-01-01T17:40:00.000Z",
  updatedAt: "2030-01-01T17:40:00.000Z",
  etaEarliest: "2030-01-01T18:20:00.000Z",
  etaLatest: "2030-01-01T18:35:00.000Z",
  prepMinutes: 20,
  rejectionReason: null,
  canCancel: true,
  payment: { provider: "global", status: "authorized", reference: "pay_1", brand: "visa", last4: "4242", amountCents: 5111, capturedCents: 0, refundedCents: 0, failedOver: false },
  events: [{ status: "placed", at: "2030-01-01T17:40:00.000Z", actorRole: "customer", reason: null }],
  ...over,
});

export { routeFetch } from "@/test/route-fetch";

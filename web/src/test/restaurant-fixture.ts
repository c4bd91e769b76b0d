import type { Restaurant } from "@tavola/contracts";

/** A wire-shaped restaurant for screen tests (Trattoria Bellini by default); features override what they need. */
export const restaurantFixture = (over: Partial<Restaurant> = {}): Restaurant => ({
  id: "11111111-1111-4111-8111-111111111111",
  slug: "trattoria-bellini",
  name: "Trattoria Bellini",
  cuisine: "Italian",
  description: "Wood-fired pizza and fresh pasta",
  rating: 4.8,
  address: "112 Mulberry St",
  city: "New York",
  country: "US",
  lat: 40.7193,
  lng: -73.9973,
  imageUrl: null,
  featured: true,
  isOpen: true,
  busyMode: false,
  prepMinutes: 20,
  busyExtraMinutes: 15,
  deliveryRadiusKm: 8,
  slotCapacity: 10,
  ...over,
});

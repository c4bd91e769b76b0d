import type { FastifyInstance } from "fastify";
import type { RestaurantApplication } from "@tavola/contracts";
import { registerCustomer } from "./test-app.js";

const HOURS = { open: "11:00", close: "22:00", closed: false };

/** A complete set of wizard steps (each step's body), a restaurant named `name` in New York. */
export const wizardSteps = (name: string) => ({
  info: { restaurantName: name, cuisine: "italian", description: "Wood-fired pizza and fresh pasta." },
  location: {
    address: "12 Orchard St, New York, NY 10002",
    city: "New York",
    country: "US",
    lat: 40.7155,
    lng: -73.9911,
    timeZone: "America/New_York",
    phone: "+1 212 555 0142",
    email: "hello@example.com",
    capacity: 48,
  },
  hours: {
    operatingHours: { monday: { ...HOURS, closed: true }, tuesday: HOURS, wednesday: HOURS, thursday: HOURS, friday: HOURS, saturday: HOURS, sunday: HOURS },
  },
  services: { services: ["Dine-in", "Delivery", "Reservations"], paymentMethods: ["Credit Cards", "Apple Pay"] },
  tables: {
    taxRatePpm: 88_750,
    tables: [
      { number: 1, capacity: 2, location: "Window" },
      { number: 2, capacity: 4, location: "Main Floor" },
      { number: 3, capacity: 6, location: "Patio" },
    ],
  },
});

/** A new owner account whose application is saved step by step and submitted. */
export async function submittedApplication(app: FastifyInstance, name = `Forno ${Math.random().toString(36).slice(2, 8)}`) {
  const { cookie, userId } = await registerCustomer(app);
  for (const [step, body] of Object.entries(wizardSteps(name))) {
    const res = await app.inject({ method: "PUT", url: `/api/restaurant-onboarding/${step}`, headers: { cookie }, payload: body });
    if (res.statusCode !== 200) throw new Error(`step ${step}: ${res.statusCode} ${res.body}`);
  }
  const res = await app.inject({ method: "POST", url: "/api/restaurant-onboarding/submit", headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return { cookie, userId, name, application: res.json<RestaurantApplication>() };
}

/** A restaurant that applied through onboarding and was approved by `reviewerCookie` (an executive): restaurant B. */
export async function approvedRestaurant(app: FastifyInstance, reviewerCookie: string, name?: string) {
  const b = await submittedApplication(app, name);
  const res = await app.inject({
    method: "POST",
    url: `/api/admin/restaurant-applications/${b.application.id}/review`,
    headers: { cookie: reviewerCookie },
    payload: { decision: "approve" },
  });
  if (res.statusCode !== 200) throw new Error(`approve: ${res.statusCode} ${res.body}`);
  return { restaurantId: res.json<{ restaurantId: string }>().restaurantId, ownerCookie: b.cookie, ownerId: b.userId };
}

import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Menu, Order, Restaurant } from "@tavola/contracts";

/** Shortcuts for tests that need a menu, a card token and an order. */
export function orderingKit(app: FastifyInstance) {
  const json = async <T>(method: "GET" | "POST" | "PUT" | "PATCH", url: string, cookie: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method, url, headers: { cookie, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.json() as T & { message?: string; fieldErrors?: Record<string, string[]> }, headers: res.headers };
  };
  const restaurants = async () => (await app.inject({ method: "GET", url: "/api/restaurants" })).json() as Restaurant[];
  const menu = async (slug: string) => {
    const r = (await restaurants()).find((x) => x.slug === slug)!;
    return (await app.inject({ method: "GET", url: `/api/restaurants/${r.id}/menu` })).json() as Menu;
  };
  const token = async (cookie: string, cardNumber = "4242424242424242") =>
    (await json<{ token: string }>("POST", "/api/payments/sandbox/tokens", cookie, { cardNumber, expMonth: 12, expYear: 2040, cvc: "123" })).body.token;
  /** Near Trattoria Bellini (Mulberry St): inside its delivery area. */
  const nycAddress = { line1: "1 Centre St", city: "New York", postalCode: "10007", country: "US", lat: 40.7127, lng: -74.0042 };
  const place = async (cookie: string, body: Record<string, unknown>, key = randomUUID()) =>
    json<Order>("POST", "/api/orders", cookie, body, { "idempotency-key": key });
  /** A simple pickup order of the first available dish. */
  const simpleOrder = async (cookie: string, slug = "trattoria-bellini", extra: Record<string, unknown> = {}) => {
    const m = await menu(slug);
    const item = m.items.find((i) => i.available)!;
    return place(cookie, { restaurantId: m.restaurant.id, items: [{ menuItemId: item.id, quantity: 2 }], fulfilment: "pickup", paymentToken: await token(cookie), ...extra });
  };
  return { json, restaurants, menu, token, nycAddress, place, simpleOrder };
}

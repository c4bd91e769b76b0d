import { describe, expect, it } from "vitest";
import type { ApiError } from "@/lib/api-error";
import { formatCardNumber } from "@/lib/card";
import type { Cart } from "../cart/cart";
import { attemptFor, isTokenFresh, keepsAttempt, newIdempotencyKey } from "./checkout-attempt";
import { routeCheckoutError } from "./checkout-errors";
import {
  buildCheckoutInput,
  defaultCheckoutValues,
  dollarsToCents,
  isAddressComplete,
  tipFromChoice,
} from "./checkout-form";

const cart: Cart = {
  restaurantId: "11111111-1111-4111-8111-111111111111",
  restaurantName: "Trattoria Bellini",
  lines: [{ menuItemId: "m-1", name: "Margherita DOP", unitPriceCents: 1899, quantity: 2 }],
};
const restaurant = { city: "New York", country: "US", lat: 40.7193, lng: -73.9973 };

describe("checkout form", () => {
  it("defaults to delivery at the restaurant city's centre, ASAP, 15 % tip", () => {
    const v = defaultCheckoutValues(restaurant);
    expect(v).toMatchObject({ fulfilment: "delivery", city: "New York", country: "US", locationId: "centre", scheduledFor: "", tipChoice: "15" });
    expect(v.lat).toBeCloseTo(40.7128);
  });

  it("computes tips from presets and custom dollars", () => {
    expect(tipFromChoice("15", "", 3798)).toEqual({ cents: 570 });
    expect(tipFromChoice("0", "", 3798)).toEqual({ cents: 0 });
    expect(tipFromChoice("custom", "4.5", 3798)).toEqual({ cents: 450 });
    expect(tipFromChoice("custom", "", 3798)).toEqual({ cents: 0 });
    expect(tipFromChoice("custom", "abc", 3798)).toHaveProperty("error");
    expect(tipFromChoice("custom", "100.01", 3798)).toEqual({ error: "Tip is at most $100" });
    expect(dollarsToCents("$5.50")).toBe(550);
    expect(dollarsToCents("-1")).toBeNull();
    expect(dollarsToCents("1.234")).toBeNull();
  });

  it("builds the wire body: ids and quantities only, address only for delivery", () => {
    const v = { ...defaultCheckoutValues(restaurant), line1: " 120 Mulberry St ", postalCode: "", scheduledFor: "2030-01-01T18:15:00.000Z" };
    expect(buildCheckoutInput(cart, v, 570, "WELCOME20")).toEqual({
      restaurantId: cart.restaurantId,
      items: [{ menuItemId: "m-1", quantity: 2 }],
      fulfilment: "delivery",
      address: { line1: "120 Mulberry St", city: "New York", country: "US", lat: v.lat, lng: v.lng },
      scheduledFor: "2030-01-01T18:15:00.000Z",
      tipCents: 570,
      promoCode: "WELCOME20",
    });
    const pickup = buildCheckoutInput(cart, { ...v, fulfilment: "pickup", scheduledFor: "" }, 0, null);
    expect(pickup).toEqual({ restaurantId: cart.restaurantId, items: [{ menuItemId: "m-1", quantity: 2 }], fulfilment: "pickup", tipCents: 0 });
  });

  it("knows when an address is complete enough to quote", () => {
    expect(isAddressComplete({ line1: "12", city: "New York", country: "US" })).toBe(false);
    expect(isAddressComplete({ line1: "12 Main", city: "NY", country: "US" })).toBe(true);
  });

  it("groups card digits while typing", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0000 00")).toBe("4000 0000 00");
  });
});

describe("checkout attempts (idempotency)", () => {
  it("reuses the key for the same submission and makes a new one when anything changes", () => {
    let n = 0;
    const key = () => `key-${++n}`;
    const first = attemptFor(null, "a", key);
    expect(attemptFor(first, "a", key)).toBe(first);
    expect(attemptFor(first, "b", key).idempotencyKey).toBe("key-2");
  });

  it("keeps the attempt after network errors and 5xx, drops it after a 4xx answer", () => {
    expect(keepsAttempt(null)).toBe(true);
    expect(keepsAttempt(503)).toBe(true);
    expect(keepsAttempt(402)).toBe(false);
    expect(keepsAttempt(409)).toBe(false);
  });

  it("reuses a token only while it is fresh", () => {
    const token = { token: "tok_1234567", brand: "visa", last4: "4242", expiresAt: new Date(1_000_000).toISOString() };
    expect(isTokenFresh(token, 0)).toBe(true);
    expect(isTokenFresh(token, 990_000)).toBe(false);
    expect(isTokenFresh(null)).toBe(false);
  });

  it("makes v4 UUIDs", () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("routeCheckoutError", () => {
  const err = (over: Partial<ApiError>): ApiError => ({ status: 400, message: "Bad", code: "invalid", fieldErrors: {}, ...over });

  it("routes field errors to their fields", () => {
    expect(routeCheckoutError(err({ fieldErrors: { "address.line1": ["Street address is required"], tipCents: ["Tip is at most $100"] } }))).toEqual({
      address: "Street address is required",
      tip: "Tip is at most $100",
    });
    expect(routeCheckoutError(err({ fieldErrors: { _form: ["Nope"] } }))).toEqual({ form: "Nope" });
  });

  it("routes 402 to payment and other messages by their words", () => {
    expect(routeCheckoutError(err({ status: 402, message: "Your card was declined." }))).toEqual({ payment: "Your card was declined." });
    expect(routeCheckoutError(err({ status: 422, message: "That address is outside the delivery area" }))).toEqual({
      address: "That address is outside the delivery area",
    });
    expect(routeCheckoutError(err({ status: 409, message: "That time slot is full" }))).toEqual({ schedule: "That time slot is full" });
    expect(routeCheckoutError(err({ status: 422, message: "Unknown promo code" }))).toEqual({ promo: "Unknown promo code" });
    expect(routeCheckoutError(err({ status: 500, message: "Internal Server Error" }))).toEqual({ form: "Internal Server Error" });
  });
});

import type { CustomerContact, Quote, SavedAddress, SavedCard, Slots, Voucher } from "@tavola/contracts";
import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { CART_STORAGE_KEY } from "../cart/cart-store";
import { belliniMenu, restaurant, routeFetch } from "./fixtures";

/** What the checkout screen tests share: a cart of two Margheritas at Bellini, its quote, the API and the form. */
export const bellini = restaurant();
export const margherita = belliniMenu.items[1]!;

export const checkoutQuote: Quote = {
  restaurantId: bellini.id,
  lines: [{ menuItemId: margherita.id, name: margherita.name, unitPriceCents: 1899, quantity: 2, lineTotalCents: 3798 }],
  subtotalCents: 3798,
  deliveryFeeCents: 199,
  serviceFeeCents: 190,
  taxCents: 354,
  tipCents: 570,
  discountCents: 0,
  totalCents: 5111,
  discounts: [],
  distanceKm: 0.4,
  deliveryBand: "up to 2 km",
  slotStart: "2030-01-01T18:00:00.000Z",
  etaEarliest: "2030-01-01T18:20:00.000Z",
  etaLatest: "2030-01-01T18:35:00.000Z",
  paymentProvider: "global",
};

export function seedCheckoutCart() {
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({ restaurantId: bellini.id, restaurantName: bellini.name, lines: [{ menuItemId: margherita.id, name: margherita.name, unitPriceCents: 1899, quantity: 2 }] }),
  );
}

export type FetchCall = { url: string; init: RequestInit | undefined };
export const bodyOf = (c: FetchCall) => JSON.parse(String(c.init?.body)) as Record<string, unknown>;

type Answer = Response | Promise<Response> | object;

/** Stubs fetch with the checkout's endpoints and records every call. */
export function stubCheckoutApi(options: {
  quoteFor: (init?: RequestInit) => Answer;
  placeOrder: (call: FetchCall) => Response | Promise<Response>;
  vouchers?: Voucher[];
  slots?: Slots;
  /** The customer's earlier delivery addresses (none: a first order). */
  savedAddresses?: SavedAddress[];
  /** The customer's saved cards (none by default). */
  savedCards?: SavedCard[];
  /** What checkout prefills (the demo customer's name and email, no phone, by default). */
  contact?: CustomerContact;
  /** Extra routes (e.g. deleting a card). */
  more?: Record<string, unknown>;
}): FetchCall[] {
  const calls: FetchCall[] = [];
  const routes = routeFetch({
    [`GET /api/restaurants/${bellini.id}/menu`]: belliniMenu,
    [`GET /api/restaurants/${bellini.id}/slots`]: options.slots ?? { asapSlot: "2030-01-01T18:00:00.000Z", slots: [] },
    "GET /api/loyalty/vouchers?usable=true": options.vouchers ?? [],
    "GET /api/orders/addresses": options.savedAddresses ?? [],
    "GET /api/payments/cards": options.savedCards ?? [],
    "GET /api/orders/contact": options.contact ?? { name: "Alex Rivera", email: "customer@demo.tavola.app", phone: null },
    ...options.more,
    "POST /api/orders/quote": (_url: string, init?: RequestInit) => options.quoteFor(init),
    "POST /api/payments/sandbox/tokens": { token: "tok_sandbox_1", brand: "visa", last4: "4242", expiresAt: "2999-01-01T00:00:00.000Z" },
    "POST /api/orders": (url: string, init?: RequestInit) => options.placeOrder({ url, init }),
  });
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      return routes(input, init);
    }),
  );
  return calls;
}

/** Address and a sandbox card: what every placed order needs. */
export async function fillCheckout(user: ReturnType<typeof userEvent.setup>, card = "4242424242424242") {
  await user.type(await screen.findByLabelText(/Street address/), "120 Mulberry St");
  await user.type(screen.getByLabelText(/Card number/), card);
  await user.selectOptions(screen.getByLabelText(/Expiry month/), "12");
  await user.selectOptions(screen.getByLabelText(/Expiry year/), String(new Date().getFullYear() + 2));
  await user.type(screen.getByLabelText(/CVC/), "123");
}

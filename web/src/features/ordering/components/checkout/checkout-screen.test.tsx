import type { Quote } from "@tavola/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { CART_STORAGE_KEY } from "../../cart/cart-store";
import { belliniMenu, order, restaurant, routeFetch } from "../../test/fixtures";
import { CheckoutScreen } from "./checkout-screen";

const bellini = restaurant();
const margherita = belliniMenu.items[1]!;

const quote: Quote = {
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

function seedCart() {
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({ restaurantId: bellini.id, restaurantName: bellini.name, lines: [{ menuItemId: margherita.id, name: margherita.name, unitPriceCents: 1899, quantity: 2 }] }),
  );
}

type Call = { url: string; init: RequestInit | undefined };

function quoteFor(init?: RequestInit): Response | Quote {
  const body = JSON.parse(String(init?.body)) as { promoCode?: string };
  if (body.promoCode === "WELCOME20") {
    const message = "WELCOME20 is for a first order only";
    return jsonResponse({ message, code: "unprocessable", fieldErrors: { promoCode: [message] }, requestId: "r" }, 422);
  }
  if (body.promoCode === "FREEDELIVERY25") {
    return { ...quote, discounts: [{ code: "FREEDELIVERY25", label: "Free delivery", amountCents: 199 }], discountCents: 199, totalCents: quote.totalCents - 199 };
  }
  return quote;
}

function stubApi(placeOrder: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const routes = routeFetch({
    [`GET /api/restaurants/${bellini.id}/menu`]: belliniMenu,
    [`GET /api/restaurants/${bellini.id}/slots`]: { asapSlot: "2030-01-01T18:00:00.000Z", slots: [{ start: "2030-01-01T18:15:00.000Z", remaining: 3 }, { start: "2030-01-01T18:30:00.000Z", remaining: 0 }] },
    "POST /api/orders/quote": (_url: string, init?: RequestInit) => quoteFor(init),
    "GET /api/loyalty/vouchers?usable=true": [],
    "POST /api/payments/sandbox/tokens": { token: "tok_sandbox_1", brand: "visa", last4: "4242", expiresAt: "2999-01-01T00:00:00.000Z" },
    "POST /api/orders": (url: string, init?: RequestInit) => placeOrder({ url, init }),
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

async function fillCheckout(user: ReturnType<typeof userEvent.setup>, card = "4242424242424242") {
  await user.type(await screen.findByLabelText(/Street address/), "120 Mulberry St");
  await user.type(screen.getByLabelText(/Card number/), card);
  await user.selectOptions(screen.getByLabelText(/Expiry month/), "12");
  await user.selectOptions(screen.getByLabelText(/Expiry year/), String(new Date().getFullYear() + 2));
  await user.type(screen.getByLabelText(/CVC/), "123");
}

const bodyOf = (c: Call) => JSON.parse(String(c.init?.body)) as Record<string, unknown>;
const header = (c: Call, name: string) => new Headers(c.init?.headers).get(name);

// Filling a whole checkout form in jsdom is slow on a busy 2-core machine.
describe("CheckoutScreen", { timeout: 20_000 }, () => {
  it("sends an empty cart back to the menu", async () => {
    stubApi(() => jsonResponse(order(), 201));
    renderWithProviders(<CheckoutScreen />, { path: "/checkout" });
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse the menu" })).toHaveAttribute("href", "/order");
  });

  it("shows the server's quote, tokenises the card, places the order with an Idempotency-Key and opens tracking", async () => {
    seedCart();
    const calls = stubApi(() => jsonResponse(order(), 201));
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithProviders(<CheckoutScreen />, { path: "/checkout" });

    await fillCheckout(user);
    const summary = screen.getByTestId("panel-order-summary");
    await waitFor(() => expect(within(summary).getByTestId("row-total")).toHaveTextContent("$51.11"));
    expect(within(summary).getByTestId("row-delivery-fee")).toHaveTextContent("up to 2 km");
    expect(within(summary).getByTestId("text-quote-provider")).toHaveTextContent("Tavola Card (global)");
    // Full slots are not offered; the rest show what's left.
    const schedule = screen.getByTestId("select-schedule");
    expect(within(schedule).getAllByRole("option")).toHaveLength(2);
    expect(within(schedule).getAllByRole("option")[1]).toHaveTextContent("3 spots left");

    await user.click(screen.getByTestId("button-place-order"));
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/order-tracking/${order().id}`));

    const token = calls.find((c) => c.url === "/api/payments/sandbox/tokens")!;
    expect(bodyOf(token)).toEqual({ cardNumber: "4242424242424242", expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" });
    const placed = calls.find((c) => c.url === "/api/orders")!;
    expect(header(placed, "idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
    const body = bodyOf(placed);
    expect(body).toMatchObject({ restaurantId: bellini.id, items: [{ menuItemId: margherita.id, quantity: 2 }], fulfilment: "delivery", tipCents: 570, paymentToken: "tok_sandbox_1" });
    expect(JSON.stringify(body)).not.toContain("4242424242424242");
    expect(body).not.toHaveProperty("cvc");
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("shows a decline next to the card and stays on the page", async () => {
    seedCart();
    stubApi(() => jsonResponse({ message: "Your card was declined.", code: "payment_failed", requestId: "r" }, 402));
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithProviders(<CheckoutScreen />, { path: "/checkout" });
    await fillCheckout(user, "4000000000000002");
    await user.click(screen.getByTestId("button-place-order"));
    expect(await screen.findByTestId("error-payment")).toHaveTextContent("Your card was declined.");
    expect(location.history?.at(-1)).toBe("/checkout");
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
  });

  it("retries a submission lost to the network with the same key and token", async () => {
    seedCart();
    let attempts = 0;
    const calls = stubApi(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError("Failed to fetch");
      return jsonResponse(order(), 201);
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CheckoutScreen />, { path: "/checkout" });
    await fillCheckout(user);
    await user.click(screen.getByTestId("button-place-order"));
    expect(await screen.findByTestId("error-checkout")).toHaveTextContent("couldn't reach Tavola");
    await user.click(screen.getByTestId("button-place-order"));
    await waitFor(() => expect(attempts).toBe(2));

    const placed = calls.filter((c) => c.url === "/api/orders");
    expect(header(placed[0]!, "idempotency-key")).toBe(header(placed[1]!, "idempotency-key"));
    expect(calls.filter((c) => c.url === "/api/payments/sandbox/tokens")).toHaveLength(1);
  });

  it("puts a 422 outside-the-area answer next to the address", async () => {
    seedCart();
    stubApi(() => jsonResponse({ message: "That address is outside the delivery area", code: "unprocessable", requestId: "r" }, 422));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CheckoutScreen />, { path: "/checkout" });
    await fillCheckout(user);
    await user.click(screen.getByTestId("button-place-order"));
    expect(await screen.findByTestId("error-address")).toHaveTextContent("outside the delivery area");
  });

  it("checks a promo code before applying it, and shows a refusal beside the field", async () => {
    seedCart();
    stubApi(() => jsonResponse(order(), 201));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CheckoutScreen />, { path: "/checkout" });
    await user.type(await screen.findByLabelText(/Street address/), "120 Mulberry St");
    await waitFor(() => expect(screen.getByTestId("row-total")).toHaveTextContent("$51.11"));

    await user.type(screen.getByLabelText("Promo code"), "welcome20");
    await user.click(screen.getByTestId("button-apply-promo"));
    expect(await screen.findByTestId("error-promo")).toHaveTextContent("WELCOME20 is for a first order only");
    expect(screen.getByTestId("row-total")).toHaveTextContent("$51.11");

    await user.clear(screen.getByLabelText("Promo code"));
    await user.type(screen.getByLabelText("Promo code"), "FREEDELIVERY25");
    await user.click(screen.getByTestId("button-apply-promo"));
    expect(await screen.findByTestId("promo-applied")).toHaveTextContent("FREEDELIVERY25");
    await waitFor(() => expect(screen.getByTestId("row-discount-FREEDELIVERY25")).toHaveTextContent("−$1.99"));
    expect(screen.getByTestId("row-total")).toHaveTextContent("$49.12");
    expect(screen.queryByTestId("error-promo")).toBeNull();
  });

  it("validates before paying", async () => {
    seedCart();
    const calls = stubApi(() => jsonResponse(order(), 201));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CheckoutScreen />, { path: "/checkout" });
    await user.click(await screen.findByTestId("button-place-order"));
    expect(await screen.findByText("Street address is required")).toBeInTheDocument();
    expect(screen.getByText("Card number is required")).toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/payments/sandbox/tokens")).toBe(false);
  });
});

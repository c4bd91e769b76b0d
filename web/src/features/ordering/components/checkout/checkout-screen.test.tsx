import type { Quote } from "@tavola/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { bellini, bodyOf, checkoutQuote, type FetchCall, fillCheckout, margherita, seedCheckoutCart, stubCheckoutApi } from "../../test/checkout-kit";
import { CART_STORAGE_KEY } from "../../cart/cart-store";
import { order } from "../../test/fixtures";
import { CheckoutScreen } from "./checkout-screen";

function quoteFor(init?: RequestInit): Response | Quote {
  const body = JSON.parse(String(init?.body)) as { promoCode?: string };
  if (body.promoCode === "WELCOME20") {
    const message = "WELCOME20 is for a first order only";
    return jsonResponse({ message, code: "unprocessable", fieldErrors: { promoCode: [message] }, requestId: "r" }, 422);
  }
  if (body.promoCode === "FREEDELIVERY25") {
    return { ...checkoutQuote, discounts: [{ code: "FREEDELIVERY25", label: "Free delivery", amountCents: 199 }], discountCents: 199, totalCents: checkoutQuote.totalCents - 199 };
  }
  return checkoutQuote;
}

const slots = { asapSlot: "2030-01-01T18:00:00.000Z", slots: [{ start: "2030-01-01T18:15:00.000Z", remaining: 3 }, { start: "2030-01-01T18:30:00.000Z", remaining: 0 }] };
const stubApi = (placeOrder: (call: FetchCall) => Response | Promise<Response>) => stubCheckoutApi({ quoteFor, placeOrder, slots });
const seedCart = seedCheckoutCart;
const header = (c: FetchCall, name: string) => new Headers(c.init?.headers).get(name);

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
    // As soon as possible by default; the kitchen's times wait behind "Schedule for later".
    expect(screen.queryByTestId("select-schedule")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Schedule for later" }));
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

  it("chooses a returning customer's last address and fills it in; 'A new address' empties the street", async () => {
    seedCart();
    const home = { line1: "1 Centre St", city: "New York", postalCode: "10007", country: "US", lat: 40.7127, lng: -74.0042, lastUsedAt: "2030-01-01T12:00:00.000Z", orders: 8 };
    const work = { line1: "200 Lafayette St", city: "New York", country: "US", lat: 40.7205, lng: -73.9985, lastUsedAt: "2029-12-01T12:00:00.000Z", orders: 2 };
    const calls = stubCheckoutApi({ quoteFor, placeOrder: () => jsonResponse(order(), 201), slots, savedAddresses: [home, work] });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CheckoutScreen />, { path: "/checkout" });

    const choices = await screen.findByRole("group", { name: "Deliver to" });
    await waitFor(() => expect(within(choices).getByRole("radio", { name: /1 Centre St/ })).toBeChecked());
    expect(within(choices).getByRole("radio", { name: /1 Centre St/ })).toHaveAccessibleName(/Last used/);
    expect(within(choices).getByRole("radio", { name: /200 Lafayette St/ })).toHaveAccessibleName(/Used 2 times/);
    expect(screen.getByLabelText(/Street address/)).toHaveValue("1 Centre St");
    expect(screen.getByLabelText(/Postal code/)).toHaveValue("10007");
    expect(screen.getByTestId("select-location")).toHaveValue("saved");
    // No coordinates are shown to the guest.
    expect(screen.getByTestId("fields-address")).not.toHaveTextContent(/40\.71/);

    await user.click(within(choices).getByRole("radio", { name: /A new address/ }));
    expect(screen.getByLabelText(/Street address/)).toHaveValue("");
    expect(screen.getByTestId("select-location")).toHaveValue("centre");

    await user.click(within(choices).getByRole("radio", { name: /200 Lafayette St/ }));
    expect(screen.getByLabelText(/Street address/)).toHaveValue("200 Lafayette St");
    expect(screen.getByLabelText(/Postal code/)).toHaveValue("");

    await user.type(screen.getByLabelText(/Card number/), "4242424242424242");
    await user.selectOptions(screen.getByLabelText(/Expiry month/), "12");
    await user.selectOptions(screen.getByLabelText(/Expiry year/), String(new Date().getFullYear() + 2));
    await user.type(screen.getByLabelText(/CVC/), "123");
    await user.click(screen.getByTestId("button-place-order"));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/orders")).toBe(true));
    expect(bodyOf(calls.find((c) => c.url === "/api/orders")!)).toMatchObject({
      address: { line1: "200 Lafayette St", city: "New York", country: "US", lat: 40.7205, lng: -73.9985 },
    });

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

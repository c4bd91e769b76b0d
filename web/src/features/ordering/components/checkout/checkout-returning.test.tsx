import type { SavedAddress, SavedCard } from "@tavola/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { bodyOf, checkoutQuote, seedCheckoutCart, stubCheckoutApi } from "../../test/checkout-kit";
import { order } from "../../test/fixtures";
import { CheckoutScreen } from "./checkout-screen";

// Issue 16: a returning guest checks out with what the server remembers — address, card, name and phone.
const home: SavedAddress = { line1: "25 Cooper Sq", city: "New York", postalCode: "10003", country: "US", lat: 40.7306, lng: -73.9866, lastUsedAt: "2030-01-01T12:00:00.000Z", orders: 6 };
const visa: SavedCard = { id: "7d1c2a4e-0000-4000-8000-000000000001", brand: "visa", last4: "4242", expMonth: 11, expYear: 2031, lastUsedAt: "2030-01-01T12:00:00.000Z" };
const mastercard: SavedCard = { id: "7d1c2a4e-0000-4000-8000-000000000002", brand: "mastercard", last4: "4444", expMonth: 3, expYear: 2032, lastUsedAt: "2029-06-01T12:00:00.000Z" };
const alex = { name: "Alex Rivera", email: "customer@demo.tavola.app", phone: "+1 212-555-0187" };

const setup = (savedCards: SavedCard[], more: Record<string, unknown> = {}) => {
  seedCheckoutCart();
  return stubCheckoutApi({ quoteFor: () => checkoutQuote, placeOrder: () => jsonResponse(order(), 201), savedAddresses: [home], savedCards, contact: alex, more });
};

describe("Checkout for a returning guest", { timeout: 20_000 }, () => {
  it("prefills name and phone, chooses the last used card, and places the order with it — nothing typed, no card tokenised", async () => {
    const calls = setup([visa, mastercard]);
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithProviders(<CheckoutScreen />, { path: "/checkout" });

    const cards = await screen.findByRole("group", { name: "Pay with" });
    await waitFor(() => expect(within(cards).getByRole("radio", { name: /Visa ending 4242/ })).toBeChecked());
    expect(within(cards).getByRole("radio", { name: /Visa ending 4242/ })).toHaveAccessibleName(/Expires 11\/31 · Last used/);
    expect(within(cards).getByRole("radio", { name: /Mastercard ending 4444/ })).not.toBeChecked();
    // No card fields while a saved card is chosen.
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveValue("Alex Rivera"));
    expect(screen.getByLabelText(/Phone/)).toHaveValue("+1 212-555-0187");
    expect(screen.getByTestId("text-contact-email")).toHaveTextContent("customer@demo.tavola.app");
    await waitFor(() => expect(screen.getByLabelText(/Street address/)).toHaveValue("25 Cooper Sq"));

    await user.click(screen.getByTestId("button-place-order"));
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/order-tracking/${order().id}`));
    expect(calls.some((c) => c.url === "/api/payments/sandbox/tokens")).toBe(false);
    const body = bodyOf(calls.find((c) => c.url === "/api/orders")!);
    expect(body).toMatchObject({ savedCardId: visa.id, contact: { name: "Alex Rivera", phone: "+1 212-555-0187" }, address: { line1: "25 Cooper Sq" } });
    expect(body).not.toHaveProperty("paymentToken");
  });

  it("'A new card' opens the card fields; 'Save this card' asks the server to keep it", async () => {
    const calls = setup([visa]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CheckoutScreen />, { path: "/checkout" });

    const cards = await screen.findByRole("group", { name: "Pay with" });
    await user.click(within(cards).getByRole("radio", { name: /A new card/ }));
    await user.type(screen.getByLabelText(/Card number/), "5555555555554444");
    await user.selectOptions(screen.getByLabelText(/Expiry month/), "12");
    await user.selectOptions(screen.getByLabelText(/Expiry year/), String(new Date().getFullYear() + 2));
    await user.type(screen.getByLabelText(/CVC/), "123");
    const save = screen.getByRole("checkbox", { name: "Save this card" });
    expect(save).not.toBeChecked();
    await user.click(save);
    await user.click(screen.getByTestId("button-place-order"));

    await waitFor(() => expect(calls.some((c) => c.url === "/api/orders")).toBe(true));
    const body = bodyOf(calls.find((c) => c.url === "/api/orders")!);
    expect(body).toMatchObject({ paymentToken: "tok_sandbox_1", saveCard: true });
    expect(body).not.toHaveProperty("savedCardId");
    expect(JSON.stringify(body)).not.toContain("5555555555554444");
  });

  it("a first-time customer sees the card fields, unticked, and no saved cards", async () => {
    setup([]);
    renderWithProviders(<CheckoutScreen />, { path: "/checkout" });
    expect(await screen.findByLabelText(/Card number/)).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Pay with" })).toBeNull();
    expect(screen.getByRole("checkbox", { name: "Save this card" })).not.toBeChecked();
  });

  it("deletes a saved card; the next one is chosen", async () => {
    // The server's list, as the stub keeps it: the deleted card is gone from the next read.
    let saved = [visa, mastercard];
    const calls = setup(saved, {
      "GET /api/payments/cards": () => saved,
      [`DELETE /api/payments/cards/${visa.id}`]: () => {
        saved = saved.filter((c) => c.id !== visa.id);
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CheckoutScreen />, { path: "/checkout" });
    const cards = await screen.findByRole("group", { name: "Pay with" });
    await waitFor(() => expect(within(cards).getByRole("radio", { name: /Visa ending 4242/ })).toBeChecked());

    await user.click(within(cards).getByRole("button", { name: "Delete Visa ending 4242" }));
    await waitFor(() => expect(within(cards).queryByRole("radio", { name: /Visa ending 4242/ })).toBeNull());
    expect(calls.some((c) => c.url === `/api/payments/cards/${visa.id}` && c.init?.method === "DELETE")).toBe(true);
    expect(within(cards).getByRole("radio", { name: /Mastercard ending 4444/ })).toBeChecked();
  });
});

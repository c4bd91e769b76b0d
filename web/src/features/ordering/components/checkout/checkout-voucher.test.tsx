import type { Quote, Voucher } from "@tavola/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { bodyOf, checkoutQuote, fillCheckout, seedCheckoutCart, stubCheckoutApi } from "../../test/checkout-kit";
import { order } from "../../test/fixtures";
import { CheckoutScreen } from "./checkout-screen";

const VOUCHER_ID = "dddddddd-0000-4000-8000-000000000001";

const voucher: Voucher = {
  id: VOUCHER_ID, rewardId: "free-delivery", title: "Free Delivery", description: "Free delivery on your next order", pointsSpent: 500,
  state: "issued", appliesAtCheckout: true, issuedAt: "2030-01-01T00:00:00.000Z", expiresAt: "2030-04-01T00:00:00.000Z", usedAt: null, orderId: null,
};

function quoteFor(init?: RequestInit): Response | Quote {
  const body = JSON.parse(String(init?.body)) as { promoCode?: string; voucherId?: string };
  if (body.promoCode && body.voucherId) {
    const why = "Use either a promo code or a voucher, not both";
    return jsonResponse({ message: why, code: "invalid", fieldErrors: { voucherId: [why] }, requestId: "r" }, 400);
  }
  if (body.voucherId === VOUCHER_ID) return { ...checkoutQuote, discounts: [{ code: "VOUCHER", label: "Free Delivery", amountCents: 199 }], discountCents: 199, totalCents: 4912 };
  if (body.promoCode === "FREEDELIVERY25") return { ...checkoutQuote, discounts: [{ code: "FREEDELIVERY25", label: "Free delivery", amountCents: 199 }], discountCents: 199, totalCents: 4912 };
  return checkoutQuote;
}

function stubApi(placeOrder: () => Response) {
  seedCheckoutCart();
  return stubCheckoutApi({ quoteFor, placeOrder: () => placeOrder(), vouchers: [voucher] });
}

afterEach(() => vi.unstubAllGlobals());

describe("Checkout with a loyalty voucher", { timeout: 20_000 }, () => {
  it("sends the chosen voucher to the quote and the order, shows its discount, and drops an applied promo code", async () => {
    const calls = stubApi(() => jsonResponse(order({ voucher: { id: VOUCHER_ID, title: "Free Delivery" } }), 201));
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithProviders(<CheckoutScreen />, { path: "/checkout" });
    await fillCheckout(user);

    await user.type(screen.getByLabelText("Promo code"), "FREEDELIVERY25");
    await user.click(screen.getByTestId("button-apply-promo"));
    expect(await screen.findByTestId("promo-applied")).toHaveTextContent("FREEDELIVERY25");

    const picker = screen.getByLabelText("Loyalty voucher");
    expect(within(picker).getByRole("option", { name: /Free Delivery · valid until/ })).toBeInTheDocument();
    await user.selectOptions(picker, VOUCHER_ID);
    // One discount per order: the promo code is gone, the voucher's discount line is in the summary.
    expect(screen.queryByTestId("promo-applied")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Promo code")).toHaveValue("");
    const summary = screen.getByTestId("panel-order-summary");
    await waitFor(() => expect(within(summary).getByTestId("row-discount-VOUCHER")).toHaveTextContent("Free Delivery"));
    await waitFor(() => expect(within(summary).getByTestId("row-total")).toHaveTextContent("$49.12"));

    const lastQuote = calls.filter((c) => c.url === "/api/orders/quote").at(-1)!;
    expect(bodyOf(lastQuote)).toMatchObject({ voucherId: VOUCHER_ID });
    expect(bodyOf(lastQuote)).not.toHaveProperty("promoCode");

    await user.click(screen.getByTestId("button-place-order"));
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/order-tracking/${order().id}`));
    const placed = bodyOf(calls.find((c) => c.url === "/api/orders")!);
    expect(placed).toMatchObject({ voucherId: VOUCHER_ID });
    expect(placed).not.toHaveProperty("promoCode");
  });

  it("drops the voucher when a promo code is applied", async () => {
    const calls = stubApi(() => jsonResponse(order(), 201));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CheckoutScreen />, { path: "/checkout" });
    await fillCheckout(user);
    await user.selectOptions(await screen.findByLabelText("Loyalty voucher"), VOUCHER_ID);
    await waitFor(() => expect(screen.getByTestId("row-discount-VOUCHER")).toBeInTheDocument());

    await user.type(screen.getByLabelText("Promo code"), "FREEDELIVERY25");
    await user.click(screen.getByTestId("button-apply-promo"));
    expect(await screen.findByTestId("promo-applied")).toHaveTextContent("FREEDELIVERY25");
    expect(screen.getByLabelText("Loyalty voucher")).toHaveValue("");
    await waitFor(() => expect(screen.getByTestId("row-discount-FREEDELIVERY25")).toBeInTheDocument());
    expect(screen.queryByTestId("row-discount-VOUCHER")).not.toBeInTheDocument();
    // No request ever carried both.
    for (const c of calls.filter((c) => c.url === "/api/orders/quote")) expect(Object.keys(bodyOf(c))).not.toEqual(expect.arrayContaining(["promoCode", "voucherId"]));
  });

  it("shows the server's voucher message on the field when the voucher was used meanwhile", async () => {
    const message = "This voucher was already used";
    stubApi(() => jsonResponse({ message, code: "conflict", fieldErrors: { voucherId: [message] }, requestId: "r" }, 409));
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithProviders(<CheckoutScreen />, { path: "/checkout" });
    await fillCheckout(user);
    await user.selectOptions(await screen.findByLabelText("Loyalty voucher"), VOUCHER_ID);
    await waitFor(() => expect(screen.getByTestId("row-discount-VOUCHER")).toBeInTheDocument());
    await user.click(screen.getByTestId("button-place-order"));
    expect(await screen.findByTestId("error-voucher")).toHaveTextContent(message);
    expect(screen.getByLabelText("Loyalty voucher")).toHaveAttribute("aria-invalid", "true");
    expect(location.history?.at(-1)).toBe("/checkout");
  });
});

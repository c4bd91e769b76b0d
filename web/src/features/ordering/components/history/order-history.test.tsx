import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { CART_STORAGE_KEY } from "../../cart/cart-store";
import { belliniMenu, order, routeFetch } from "../../test/fixtures";
import { OrderHistory } from "./order-history";

const [burrata, margherita, risotto] = belliniMenu.items;
const past = order({
  id: "cccccccc-0000-4000-8000-000000000002",
  status: "delivered",
  statusLabel: "delivered",
  canCancel: false,
  items: [
    { menuItemId: margherita!.id, name: margherita!.name, unitPriceCents: 1799, quantity: 2, lineTotalCents: 3598 },
    { menuItemId: risotto!.id, name: risotto!.name, unitPriceCents: 2699, quantity: 1, lineTotalCents: 2699 },
    { menuItemId: burrata!.id, name: burrata!.name, unitPriceCents: 1499, quantity: 1, lineTotalCents: 1499 },
  ],
});
const current = order();

describe("OrderHistory", { timeout: 20_000 }, () => {
  it("lists orders with the spec's status colours and reorders what is still available", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(routeFetch({ "GET /api/orders?scope=all": [current, past], [`GET /api/restaurants/${belliniMenu.restaurant.id}/menu`]: belliniMenu })),
    );
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithProviders(<OrderHistory />, { path: "/my-orders" });

    const pastCard = await screen.findByTestId(`card-order-${past.id}`);
    expect(within(pastCard).getByTestId("badge-order-status")).toHaveAttribute("data-tone", "green");
    expect(within(screen.getByTestId(`card-order-${current.id}`)).getByRole("button", { name: "Cancel order" })).toBeInTheDocument();
    expect(within(pastCard).queryByRole("button", { name: "Cancel order" })).toBeNull();
    // Only an order that reached the guest can be reviewed; the form links it.
    expect(within(pastCard).getByRole("link", { name: "Leave feedback" })).toHaveAttribute("href", `/feedback?orderId=${past.id}`);
    expect(within(screen.getByTestId(`card-order-${current.id}`)).queryByRole("link", { name: "Leave feedback" })).toBeNull();

    await user.click(within(pastCard).getByRole("button", { name: "Details" }));
    expect(within(pastCard).getByTestId("order-details")).toBeInTheDocument();

    await user.click(within(pastCard).getByRole("button", { name: "Reorder" }));
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/order?restaurant=${belliniMenu.restaurant.id}`));
    const cart = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "{}") as { lines: Array<{ name: string; unitPriceCents: number; quantity: number }> };
    // Today's price, and the unavailable risotto left out (the toast says so).
    expect(cart.lines).toEqual([
      { menuItemId: margherita!.id, name: "Margherita DOP", unitPriceCents: 1899, quantity: 2 },
      { menuItemId: burrata!.id, name: burrata!.name, unitPriceCents: 1499, quantity: 1 },
    ]);
    expect(await screen.findByText(/Truffle Risotto is no longer available/)).toBeInTheDocument();
  });

  it("shows an empty state linking to the menu", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({ "GET /api/orders?scope=all": [] })));
    renderWithProviders(<OrderHistory />);
    expect(await screen.findByRole("link", { name: "Place your first order" })).toHaveAttribute("href", "/order");
  });
});

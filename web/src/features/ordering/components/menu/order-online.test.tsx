import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { CART_STORAGE_KEY } from "../../cart/cart-store";
import { belliniMenu, restaurant, routeFetch, sakura, sakuraMenu } from "../../test/fixtures";
import { OrderOnline } from "./order-online";

const bellini = restaurant();

function stubApi() {
  const fetch = vi.fn(
    routeFetch({
      "GET /api/restaurants": [bellini, sakura],
      [`GET /api/restaurants/${bellini.id}/menu`]: belliniMenu,
      [`GET /api/restaurants/${sakura.id}/menu`]: sakuraMenu,
    }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

// Several renders per test; generous on a busy 2-core machine.
describe("OrderOnline", { timeout: 20_000 }, () => {
  it("shows the featured restaurant's menu in the spec's tabs with an empty cart", async () => {
    stubApi();
    renderWithProviders(<OrderOnline />, { path: "/order" });
    expect(screen.getByRole("heading", { level: 1, name: "Order Online" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Add Burrata & Heirloom Tomatoes" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Starters", "Main Courses", "Desserts"]);
    expect(screen.getByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.getByTestId("button-checkout")).toBeDisabled();
    expect(screen.getByTestId("select-restaurant")).toHaveValue(bellini.id);
  });

  it("adds and removes dishes, keeps the cart in localStorage, and marks unavailable dishes", async () => {
    stubApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OrderOnline />, { path: "/order" });
    await user.click(await screen.findByRole("tab", { name: "Main Courses" }));
    const add = screen.getByRole("button", { name: "Add Margherita DOP" });
    await user.click(add);
    await user.click(add);
    const cart = screen.getByTestId("panel-cart");
    expect(within(cart).getByTestId("text-cart-count")).toHaveTextContent("2 items");
    expect(within(cart).getByTestId("text-cart-subtotal")).toHaveTextContent("$37.98");
    expect(within(cart).getByText("Subtotal")).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "{}")).toMatchObject({ restaurantId: bellini.id, lines: [{ name: "Margherita DOP", quantity: 2 }] });

    await user.click(screen.getAllByRole("button", { name: "Remove Margherita DOP" })[0]!);
    expect(within(cart).getByTestId("text-cart-count")).toHaveTextContent("1 item");

    const risotto = screen.getByTestId("card-menu-item-aaaaaaaa-0000-4000-8000-000000000003");
    expect(within(risotto).getByText("Unavailable")).toBeInTheDocument();
    expect(within(risotto).queryByRole("button", { name: "Add Truffle Risotto" })).toBeNull();
    expect(screen.getByRole("link", { name: /Proceed to Checkout/ })).toHaveAttribute("href", "/checkout");
  });

  it("asks before switching restaurant clears a non-empty cart", async () => {
    stubApi();
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithProviders(<OrderOnline />, { path: "/order" });
    await user.click(await screen.findByRole("button", { name: "Add Burrata & Heirloom Tomatoes" }));

    await user.selectOptions(screen.getByTestId("select-restaurant"), sakura.id);
    const dialog = await screen.findByRole("dialog", { name: "Start a new cart?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep my cart" }));
    expect(screen.getByTestId("text-cart-count")).toHaveTextContent("1 item");
    expect(location.history?.at(-1)).toBe("/order");

    await user.selectOptions(screen.getByTestId("select-restaurant"), sakura.id);
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Clear cart and switch" }));
    expect(await screen.findByRole("button", { name: "Add Gyoza" })).toBeInTheDocument();
    expect(screen.getByText("Your cart is empty")).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe(`/order?restaurant=${sakura.id}`);
  });

  it("restores the cart after a reload and shows its restaurant", async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ restaurantId: sakura.id, restaurantName: sakura.name, lines: [{ menuItemId: sakuraMenu.items[0]!.id, name: "Gyoza", unitPriceCents: 900, quantity: 3 }] }),
    );
    stubApi();
    renderWithProviders(<OrderOnline />, { path: "/order" });
    expect(await screen.findByRole("button", { name: "Add Gyoza" })).toBeInTheDocument();
    expect(screen.getByTestId("text-cart-count")).toHaveTextContent("3 items");
    await waitFor(() => expect(screen.getByTestId("select-restaurant")).toHaveValue(sakura.id));
  });

  it("shows an error with a retry when the menu fails", async () => {
    let calls = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        routeFetch({
          "GET /api/restaurants": [bellini],
          [`GET /api/restaurants/${bellini.id}/menu`]: () => (++calls === 1 ? jsonResponse({ message: "Kitchen offline", code: "internal", requestId: "r" }, 500) : belliniMenu),
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OrderOnline />, { path: "/order" });
    const alert = await screen.findByTestId("error-menu");
    expect(alert).toHaveTextContent("Kitchen offline");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Add Burrata & Heirloom Tomatoes" })).toBeInTheDocument();
  });
});

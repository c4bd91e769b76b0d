import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { CART_STORAGE_KEY } from "../../cart/cart-store";
import { belliniMenu, browseCard, browseOf, restaurant, routeFetch, sakura, sakuraCard, sakuraMenu } from "../../test/fixtures";
import { OrderOnline } from "./order-online";

const bellini = restaurant();
const belliniPath = `/order?restaurant=${bellini.id}`;

function stubApi() {
  const fetch = vi.fn(
    routeFetch({
      "GET /api/restaurants/browse": browseOf([browseCard(), sakuraCard]),
      [`GET /api/restaurants/${bellini.id}/menu`]: belliniMenu,
      [`GET /api/restaurants/${sakura.id}/menu`]: sakuraMenu,
    }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

// Several renders per test; generous on a busy 2-core machine.
describe("OrderOnline", { timeout: 20_000 }, () => {
  it("without a chosen restaurant shows restaurant cards; a card opens its menu in the spec's tabs with an empty cart", async () => {
    stubApi();
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithProviders(<OrderOnline />, { path: "/order" });
    expect(screen.getByRole("heading", { level: 1, name: "Order Online" })).toBeInTheDocument();
    await user.click(await screen.findByRole("link", { name: "Trattoria Bellini" }));
    expect(location.history?.at(-1)).toBe(belliniPath);
    expect(await screen.findByRole("button", { name: "Add Burrata & Heirloom Tomatoes" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Starters", "Main Courses", "Desserts"]);
    expect(screen.getByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.getByTestId("button-checkout")).toBeDisabled();
    expect(screen.getByRole("link", { name: "All restaurants" })).toHaveAttribute("href", "/order");
  });

  it("adds and removes dishes, keeps the cart in localStorage, and marks unavailable dishes", async () => {
    stubApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OrderOnline />, { path: belliniPath });
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

  it("draws each dish by its kind: the Margherita is a pizza, the risotto pasta, not one picture per category", async () => {
    stubApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OrderOnline />, { path: belliniPath });
    await user.click(await screen.findByRole("tab", { name: "Main Courses" }));
    const picture = (id: string) => screen.getByTestId(`card-menu-item-${id}`).querySelector("img")!;
    expect(picture("aaaaaaaa-0000-4000-8000-000000000002")).toHaveAttribute("src", "/illustrations/dish-pizza.webp");
    expect(picture("aaaaaaaa-0000-4000-8000-000000000003")).toHaveAttribute("src", "/illustrations/dish-pasta.webp");
    // Width and height are set, so the card keeps its size while the picture loads.
    expect(picture("aaaaaaaa-0000-4000-8000-000000000002")).toHaveAttribute("width", "88");
    expect(picture("aaaaaaaa-0000-4000-8000-000000000002")).toHaveAttribute("height", "88");
  });

  it("asks before a dish from another restaurant clears a non-empty cart", async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ restaurantId: bellini.id, restaurantName: bellini.name, lines: [{ menuItemId: belliniMenu.items[0]!.id, name: "Burrata & Heirloom Tomatoes", unitPriceCents: 1499, quantity: 1 }] }),
    );
    stubApi();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OrderOnline />, { path: `/order?restaurant=${sakura.id}` });
    await user.click(await screen.findByRole("button", { name: "Add Gyoza" }));
    const dialog = await screen.findByRole("dialog", { name: "Start a new cart?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep my cart" }));
    expect(screen.getByTestId("text-cart-count")).toHaveTextContent("1 item");

    await user.click(screen.getByRole("button", { name: "Add Gyoza" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Clear cart and switch" }));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "{}")).toMatchObject({ restaurantId: sakura.id, lines: [{ name: "Gyoza", quantity: 1 }] }));
  });

  it("after a reload, the browse screen offers the kept cart one tap away", async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ restaurantId: sakura.id, restaurantName: sakura.name, lines: [{ menuItemId: sakuraMenu.items[0]!.id, name: "Gyoza", unitPriceCents: 900, quantity: 3 }] }),
    );
    stubApi();
    renderWithProviders(<OrderOnline />, { path: "/order" });
    const banner = await screen.findByTestId("banner-cart");
    expect(banner).toHaveTextContent("Your cart: 3 items from Sakura House · $27.00");
    expect(within(banner).getByRole("link", { name: "View cart" })).toHaveAttribute("href", `/order?restaurant=${sakura.id}#cart`);
  });

  it("shows an error with a retry when the menu fails", async () => {
    let calls = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        routeFetch({
          [`GET /api/restaurants/${bellini.id}/menu`]: () => (++calls === 1 ? jsonResponse({ message: "Kitchen offline", code: "internal", requestId: "r" }, 500) : belliniMenu),
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OrderOnline />, { path: belliniPath });
    const alert = await screen.findByTestId("error-menu");
    expect(alert).toHaveTextContent("Kitchen offline");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Add Burrata & Heirloom Tomatoes" })).toBeInTheDocument();
  });
});

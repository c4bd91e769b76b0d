import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Menu } from "@tavola/contracts";
import { renderWithProviders } from "@/test/render";
import { CART_STORAGE_KEY } from "../../cart/cart-store";
import { dish, restaurant, routeFetch } from "../../test/fixtures";
import { OrderOnline } from "./order-online";

const bellini = restaurant();
const pizza = dish({
  id: "aaaaaaaa-0000-4000-8000-000000000009",
  name: "Pizza Quattro Formaggi",
  priceCents: 1799,
  dietaryTags: ["Vegetarian"],
  modifierGroups: [
    {
      id: "g-size",
      name: "Size",
      minSelect: 1,
      maxSelect: 1,
      options: [
        { id: "o-small", name: "Small", priceDeltaCents: -300, available: true },
        { id: "o-large", name: "Large", priceDeltaCents: 400, available: true },
      ],
    },
    {
      id: "g-extras",
      name: "Extras",
      minSelect: 0,
      maxSelect: 2,
      options: [
        { id: "o-ham", name: "Prosciutto", priceDeltaCents: 350, available: true },
        { id: "o-mush", name: "Mushrooms", priceDeltaCents: 150, available: true },
        { id: "o-chili", name: "Chili oil", priceDeltaCents: 75, available: true },
      ],
    },
  ],
});
const menu: Menu = { restaurant: bellini, items: [pizza] };

describe("a dish with options on /order", { timeout: 20_000 }, () => {
  it("opens the options dialog: Size chosen for you, extras capped at their maximum, the price follows; the cart keeps each choice as its own line", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [`GET /api/restaurants/${bellini.id}/menu`]: menu })));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OrderOnline />, { path: `/order?restaurant=${bellini.id}` });
    await user.click(await screen.findByRole("tab", { name: "Main Courses" }));
    await user.click(await screen.findByRole("button", { name: /Choose options/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("radio", { name: /Small/ })).toBeChecked();
    expect(within(dialog).getByText("Optional, up to 2")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: /Large/ }));
    await user.click(within(dialog).getByRole("checkbox", { name: /Prosciutto/ }));
    await user.click(within(dialog).getByRole("checkbox", { name: /Mushrooms/ }));
    // Two extras chosen: the third is disabled (the group's maximum).
    expect(within(dialog).getByRole("checkbox", { name: /Chili oil/ })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "One more Pizza Quattro Formaggi" }));
    const add = within(dialog).getByTestId("button-add-with-options");
    expect(add).toHaveTextContent("Add to cart · $" + ((2 * (1799 + 400 + 350 + 150)) / 100).toFixed(2));
    await user.click(add);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    // The same dish, small and plain: a second line.
    await user.click(screen.getByRole("button", { name: /2 in cart · Add/ }));
    await user.click(within(await screen.findByRole("dialog")).getByTestId("button-add-with-options"));
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "{}") as { lines: Array<{ quantity: number; unitPriceCents: number; modifierOptionIds: string[] }> };
    expect(stored.lines.map((l) => [l.quantity, l.unitPriceCents, l.modifierOptionIds])).toEqual([
      [2, 2699, ["o-large", "o-ham", "o-mush"]],
      [1, 1499, ["o-small"]],
    ]);
    expect(screen.getAllByTestId("text-line-options").map((e) => e.textContent)).toEqual(["Large, Prosciutto, Mushrooms", "Small"]);
    expect(screen.getByTestId("text-cart-subtotal")).toHaveTextContent("$68.97");
  });
});

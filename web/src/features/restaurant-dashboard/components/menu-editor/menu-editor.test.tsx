import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ManagedMenu, MenuItemInput } from "@tavola/contracts";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { MenuEditor } from "./menu-editor";

const R = "11111111-1111-4111-8111-111111111111";
const cat = (id: string, name: string, course: "starters" | "mains" | "desserts", position: number) => ({ id, name, course, position, items: [] });
const menu: ManagedMenu = {
  restaurantId: R,
  restaurantName: "Forno Due",
  categories: [cat("c0000000-0000-4000-8000-000000000001", "Starters", "starters", 0), cat("c0000000-0000-4000-8000-000000000002", "Main Courses", "mains", 1)],
  uncategorized: [],
};
const base = `/api/restaurants/${R}/menu-admin`;

describe("MenuEditor", { timeout: 20_000 }, () => {
  it("adds a dish with a Size group: dollars become cents, the options go with it", async () => {
    let sent: MenuItemInput | null = null;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        routeFetch({
          [`GET ${base}`]: menu,
          [`POST ${base}/items`]: (_url: string, init?: RequestInit) => {
            sent = JSON.parse(String(init?.body)) as MenuItemInput;
            return jsonResponse({ ...sent, id: "d1", modifierGroups: [], dietaryTags: [], prepMinutes: 15, station: "kitchen", available: true, categoryId: sent.categoryId }, 201);
          },
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<MenuEditor restaurantId={R} />);
    await user.click(await screen.findByTestId("button-add-dish-Main Courses"));
    const dialog = await screen.findByRole("dialog");
    // Nothing typed yet: the contracts' schema names the fields before anything is sent.
    await user.click(within(dialog).getByTestId("button-save-dish"));
    expect(within(dialog).getByText("Dish name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter a price like 12.50")).toBeInTheDocument();
    await user.type(within(dialog).getByTestId("input-dish-name"), "Pizza Bianca");
    await user.type(within(dialog).getByTestId("input-dish-price"), "14.50");
    await user.click(within(dialog).getByRole("checkbox", { name: "Vegetarian" }));
    await user.click(within(dialog).getByTestId("button-add-size-group"));
    await user.click(within(dialog).getByTestId("button-save-dish"));
    expect(sent).toMatchObject({
      categoryId: menu.categories[1]!.id,
      name: "Pizza Bianca",
      priceCents: 1450,
      dietaryTags: ["Vegetarian"],
      modifierGroups: [
        {
          name: "Size",
          minSelect: 1,
          maxSelect: 1,
          options: [
            { name: "Small", priceDeltaCents: -200 },
            { name: "Medium", priceDeltaCents: 0 },
            { name: "Large", priceDeltaCents: 300 },
          ],
        },
      ],
    });
  });

  it("shows nothing to staff who may not edit the menu (403)", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [`GET ${base}`]: jsonResponse({ message: "Only the restaurant's owner or a manager can edit its menu", code: "forbidden", requestId: "t" }, 403) })));
    const { container } = renderWithProviders(<MenuEditor restaurantId={R} />);
    await vi.waitFor(() => expect(screen.queryByText("Loading the menu…")).not.toBeInTheDocument());
    expect(container.querySelector("[data-testid=menu-editor]")).toBeNull();
  });
});

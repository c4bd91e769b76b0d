import type { MenuItem } from "@tavola/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { restaurantFixture } from "@/test/restaurant-fixture";
import { routeFetch } from "@/test/route-fetch";
import { billFixture, GUEST_TOKEN, sessionFixture } from "../../test/fixtures";
import { TableScreen } from "./table-screen";

const dish = (over: Partial<MenuItem>): MenuItem => ({
  id: "m1",
  restaurantId: "r1",
  name: "Burrata",
  description: "Creamy burrata, heirloom tomatoes",
  category: "starters",
  priceCents: 1200,
  rating: 4.7,
  imageUrl: null,
  available: true,
  ...over,
});
const menu = {
  restaurant: restaurantFixture({ id: "r1" }),
  items: [dish({}), dish({ id: "m2", name: "Arancini", priceCents: 900, imageUrl: "/uploads/arancini.webp" }), dish({ id: "m3", name: "Tiramisù", category: "desserts", priceCents: 800 })],
};
const emptyBill = billFixture({ lines: [], orders: [], subtotalCents: 0, taxCents: 0, totalCents: 0, paidCents: 0, remainingCents: 0 });

function renderTable(extra: Record<string, unknown> = {}) {
  vi.stubGlobal(
    "fetch",
    routeFetch({
      "GET /api/table-sessions/current": sessionFixture(),
      "GET /api/table-sessions/current/bill": emptyBill,
      "GET /api/restaurants/r1/menu": menu,
      ...extra,
    }),
  );
  return renderWithProviders(<TableScreen guestToken={GUEST_TOKEN} onEnded={vi.fn()} onCheckOut={vi.fn()} />, { path: "/checkin" });
}

describe("TableScreen", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the menu with pictures at once and the table facts on one line, without a click on View Menu", async () => {
    renderTable();
    const welcome = await screen.findByRole("region", { name: "Welcome to Trattoria Bellini!" });
    // One row of facts, each named for a screen reader by its term.
    const facts = within(welcome).getByTestId("list-table-info");
    expect([...facts.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(["Restaurant", "Table", "Section", "Capacity", "Server"]);
    expect(facts).toHaveTextContent("RestaurantTrattoria Bellini·TableTable 4·SectionWindow·Capacity4 seats·ServerGiulia");
    expect(within(welcome).getByTestId("text-table-address")).toHaveTextContent("112 Mulberry St, New York");

    const starters = await screen.findByRole("list", { name: "Starters" });
    const burrata = within(starters).getByRole("article", { name: "Burrata" });
    // The same pictures as /order: the category's drawing, or the dish's own photo.
    expect(burrata.querySelector("img")).toHaveAttribute("src", "/illustrations/dish-starters.webp");
    expect(within(starters).getByRole("article", { name: "Arancini" }).querySelector("img")).toHaveAttribute("src", "/uploads/arancini.webp");
  });

  it("adds dishes and sends them to the kitchen from the sticky table bar", async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    renderTable({
      "POST /api/table-sessions/current/orders": (_url: string, init?: RequestInit) => {
        posted.push(JSON.parse(String(init?.body)));
        return jsonResponse({ id: "o9", reference: "T-0009" }, 201);
      },
    });
    const bar = await screen.findByRole("region", { name: "Table actions" });
    const send = within(bar).getByRole("button", { name: /Send to kitchen/ });
    expect(send).toBeDisabled();

    await user.click(await screen.findByRole("button", { name: "Add Burrata" }));
    await user.click(screen.getByRole("button", { name: "Add Burrata" }));
    await user.click(screen.getByRole("tab", { name: "Desserts" }));
    await user.click(screen.getByRole("button", { name: "Add Tiramisù" }));
    expect(within(bar).getByTestId("text-bar-count")).toHaveTextContent("3 dishes · $32.00");
    expect(screen.getByTestId("text-cart-estimate")).toHaveTextContent("$32.00");

    await user.click(send);
    expect(await within(bar).findByTestId("status-order-sent")).toHaveTextContent("Order T-0009 sent to the kitchen.");
    expect(posted).toEqual([{ items: [{ menuItemId: "m1", quantity: 2 }, { menuItemId: "m3", quantity: 1 }] }]);
    // The cart empties: nothing left to send.
    expect(within(bar).getByRole("button", { name: /Send to kitchen/ })).toBeDisabled();
    expect(within(bar).queryByTestId("text-bar-count")).toBeNull();
  });

  it("View Menu takes focus to the menu, and Check Out with something ordered opens the bill in place of the menu", async () => {
    const user = userEvent.setup();
    Element.prototype.scrollIntoView = vi.fn();
    renderTable({ "GET /api/table-sessions/current/bill": billFixture() });
    await screen.findByRole("list", { name: "Starters" });
    await user.click(screen.getByRole("button", { name: "View Menu" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Menu" })).toHaveFocus());

    const bar = screen.getByRole("region", { name: "Table actions" });
    await user.click(within(bar).getByRole("button", { name: "Check Out" }));
    expect(within(bar).getByRole("button", { name: "Check Out" })).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByTestId("card-bill")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 2, name: "Menu" })).toBeNull();
    // Back to the menu from the bill.
    await user.click(screen.getByRole("button", { name: "View Menu" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Menu" })).toHaveFocus());
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { browseCard, browseOf, routeFetch, sakuraCard } from "../../test/fixtures";
import { RestaurantBrowser } from "./restaurant-browser";

const bellini = browseCard();
const closedSakura = { ...sakuraCard, openNow: false };

/** Answers browse requests like the server: by the query string it receives. */
function stubBrowse() {
  const seen: string[] = [];
  const answer = (url: string) => {
    const q = new URL(url, "http://x").searchParams;
    seen.push(q.toString());
    let list = [bellini, closedSakura];
    const term = q.get("q")?.toLowerCase();
    if (term) list = list.filter((r) => `${r.name} ${r.cuisine} ${r.area}`.toLowerCase().includes(term));
    if (q.get("cuisine")) list = list.filter((r) => r.cuisine === q.get("cuisine"));
    if (q.get("openNow") === "true") list = list.filter((r) => r.openNow);
    return browseOf(list);
  };
  const routes: Record<string, unknown> = {};
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith("/api/restaurants/browse")) return Promise.resolve(jsonResponse(answer(url)));
    return routeFetch(routes)(input, init);
  });
  vi.stubGlobal("fetch", fetch);
  return seen;
}

const cardNames = () => within(screen.getByTestId("list-browse-restaurants")).getAllByRole("link").map((l) => l.textContent);

describe("RestaurantBrowser", { timeout: 20_000 }, () => {
  it("shows each restaurant's picture, cuisine, rating, open state, delivery time and fee, each card a link to its menu", async () => {
    stubBrowse();
    renderWithProviders(<RestaurantBrowser />, { path: "/order" });
    const card = await screen.findByTestId("card-browse-restaurant-trattoria-bellini");
    expect(card.querySelector("img")).toHaveAttribute("src", "/illustrations/italian.webp");
    expect(card).toHaveTextContent("Italian · Vegetarian, Gluten-Free");
    expect(card).toHaveTextContent("4.8");
    expect(within(card).getByTestId("badge-open-now")).toHaveTextContent("Open now");
    expect(within(card).getByTestId("text-delivery-time")).toHaveTextContent("25–50 min");
    expect(within(card).getByTestId("text-delivery-fee")).toHaveTextContent("from $1.99 delivery");
    expect(within(card).queryByTestId("text-distance")).toBeNull();
    expect(within(card).getByRole("link", { name: "Trattoria Bellini" })).toHaveAttribute("href", `/order?restaurant=${bellini.id}`);
    expect(within(screen.getByTestId("card-browse-restaurant-sakura-house")).getByTestId("badge-closed")).toHaveTextContent("Closed");
    expect(screen.getByTestId("text-browse-count")).toHaveTextContent("2 restaurants");
  });

  it("shows the distance and exact fee when the server knows where the guest is, and 'Pickup only' out of range", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(routeFetch({ "GET /api/restaurants/browse": browseOf([browseCard({ distanceKm: 0.4, deliveryFeeIsFrom: false }), { ...sakuraCard, distanceKm: 9.2, delivers: false, deliveryFeeIsFrom: false }]) })),
    );
    renderWithProviders(<RestaurantBrowser />, { path: "/order" });
    const near = await screen.findByTestId("card-browse-restaurant-trattoria-bellini");
    expect(within(near).getByTestId("text-distance")).toHaveTextContent("0.4 km");
    expect(within(near).getByTestId("text-delivery-fee")).toHaveTextContent(/^\$1\.99 delivery$/);
    expect(within(screen.getByTestId("card-browse-restaurant-sakura-house")).getByTestId("text-delivery-fee")).toHaveTextContent("Pickup only");
  });

  it("starts from the landing's search in the URL and searches as the guest types, writing the URL", async () => {
    const seen = stubBrowse();
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithProviders(<RestaurantBrowser />, { path: "/order?q=japanese" });
    expect(screen.getByRole("searchbox")).toHaveValue("japanese");
    await waitFor(() => expect(cardNames()).toEqual(["Sakura House"]));
    expect(seen[0]).toBe("q=japanese");

    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "mulberry");
    await waitFor(() => expect(cardNames()).toEqual(["Trattoria Bellini"]));
    expect(location.history?.at(-1)).toBe("/order?q=mulberry");
  });

  it("filters by cuisine and open now with toggle chips, and clears them", async () => {
    stubBrowse();
    const user = userEvent.setup({ delay: null });
    const { location } = renderWithProviders(<RestaurantBrowser />, { path: "/order" });
    await screen.findByTestId("card-browse-restaurant-trattoria-bellini");

    const japanese = screen.getByRole("button", { name: "Japanese" });
    await user.click(japanese);
    expect(japanese).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(cardNames()).toEqual(["Sakura House"]));
    expect(location.history?.at(-1)).toBe("/order?cuisine=Japanese");

    await user.click(screen.getByRole("button", { name: "Open now" }));
    expect(await screen.findByText("No restaurants match")).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe("/order?cuisine=Japanese&open=1");

    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    await waitFor(() => expect(cardNames()).toEqual(["Trattoria Bellini", "Sakura House"]));
    expect(screen.getByRole("button", { name: "Japanese" })).toHaveAttribute("aria-pressed", "false");
  });

  it("offers the diets the restaurants cater for as chips", async () => {
    stubBrowse();
    renderWithProviders(<RestaurantBrowser />, { path: "/order?diet=Vegetarian" });
    expect(await screen.findByRole("button", { name: "Vegetarian" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Gluten-Free" })).toHaveAttribute("aria-pressed", "false");
  });

  it("shows an error with a retry", async () => {
    let calls = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(routeFetch({ "GET /api/restaurants/browse": () => (++calls === 1 ? jsonResponse({ message: "Catalogue offline", code: "internal", requestId: "r" }, 500) : browseOf([bellini])) })),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RestaurantBrowser />, { path: "/order" });
    const alert = await screen.findByTestId("error-restaurants");
    expect(alert).toHaveTextContent("Catalogue offline");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("card-browse-restaurant-trattoria-bellini")).toBeInTheDocument();
  });
});

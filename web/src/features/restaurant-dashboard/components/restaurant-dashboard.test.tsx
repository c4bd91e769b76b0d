import type { MenuItem, Order } from "@tavola/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { makeOrder } from "../test/order-fixture";
import { restaurantFixture } from "@/test/restaurant-fixture";
import { FakeEventSource } from "@/test/fake-event-source";
import { serviceCallFixture } from "@/test/service-call-fixture";
import { RestaurantDashboard } from "./restaurant-dashboard";

const restaurant = restaurantFixture({ id: "r1", description: "", address: "1 Via Roma", lat: 0, lng: 0 });
const tiramisu: MenuItem = {
  id: "m2",
  restaurantId: "r1",
  name: "Tiramisù",
  description: "",
  category: "desserts",
  priceCents: 900,
  rating: 4.9,
  imageUrl: null,
  available: true,
};

type Routes = Record<string, (init?: RequestInit) => Response>;
function stubApi(routes: Routes) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${url.split("?")[0]}${url.includes("scope=") ? `?${/scope=\w+/.exec(url)?.[0]}` : ""}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected ${key}`);
    return handler(init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const workspaceOk = () => jsonResponse({ restaurant, menu: [tiramisu] });

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});

describe("RestaurantDashboard", () => {
  it("tells people who are not on a restaurant team that the dashboard is not for them", async () => {
    stubApi({
      "GET /api/restaurant/workspace": () =>
        jsonResponse({ message: "Only restaurant teams can use this", code: "FORBIDDEN", requestId: "x" }, 403),
    });
    renderWithProviders(<RestaurantDashboard />);
    expect(await screen.findByRole("heading", { name: "This dashboard is for restaurant teams" })).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it("offers to sign in again when the session has ended", async () => {
    stubApi({ "GET /api/restaurant/workspace": () => jsonResponse({ message: "Unauthorized" }, 401) });
    renderWithProviders(<RestaurantDashboard />);
    expect(await screen.findByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login?next=%2Frestaurant-dashboard",
    );
  });

  it("shows a new order from the stream with a cue and an announcement, and moves finished ones to today's list", async () => {
    const queued = makeOrder({ id: "o1", reference: "T-AAAA1111", status: "preparing", statusLabel: "preparing" });
    stubApi({
      "GET /api/restaurant/workspace": workspaceOk,
      "GET /api/restaurant/orders?scope=active": () => jsonResponse([queued]),
      "GET /api/restaurant/orders?scope=today": () => jsonResponse([queued]),
    });
    renderWithProviders(<RestaurantDashboard />);
    expect(await screen.findByRole("heading", { name: "Trattoria Bellini" })).toBeInTheDocument();
    const kitchen = await screen.findByTestId("queue-section-kitchen");
    expect(within(kitchen).getByText("T-AAAA1111")).toBeInTheDocument();

    const stream = FakeEventSource.instances[0]!;
    expect(stream.url).toBe("/api/restaurant/orders/events?restaurantId=r1");
    expect(stream.init).toEqual({ withCredentials: true });

    const fresh: Order = makeOrder({ id: "o2", reference: "T-BBBB2222" });
    act(() => stream.emit("order", { type: "placed", order: fresh }));
    const card = await within(screen.getByTestId("queue-section-new")).findByRole("article", { name: "T-BBBB2222" });
    expect(within(card).getByTestId("badge-new-order")).toBeInTheDocument();
    expect(screen.getByTestId("live-announcement")).toHaveTextContent("New order T-BBBB2222");

    const pickedUp = { ...queued, status: "picked_up" as const, statusLabel: "picked up", updatedAt: "2030-01-01T19:00:00Z" };
    act(() => stream.emit("order", { type: "status", order: pickedUp }));
    await waitFor(() => expect(within(kitchen).queryByText("T-AAAA1111")).not.toBeInTheDocument());
    expect(within(screen.getByTestId("section-completed-today")).getByText("T-AAAA1111")).toBeInTheDocument();
  });

  it("opens on the live board; the kitchen settings wait on their own tab", async () => {
    const user = userEvent.setup();
    const fresh = makeOrder({ id: "o3", reference: "T-CCCC3333" });
    stubApi({
      "GET /api/restaurant/workspace": () => jsonResponse({ restaurant: { ...restaurant, busyMode: true }, menu: [tiramisu] }),
      "GET /api/restaurant/orders?scope=active": () => jsonResponse([fresh]),
      "GET /api/restaurant/orders?scope=today": () => jsonResponse([fresh]),
    });
    renderWithProviders(<RestaurantDashboard />);
    const newColumn = await screen.findByTestId("queue-section-new");
    expect(await within(newColumn).findByRole("article", { name: "T-CCCC3333" })).toBeInTheDocument();

    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Orders1", "Menu", "Settings"]);
    expect(screen.getByRole("tab", { name: /Orders/ })).toHaveAttribute("aria-selected", "true");
    // The board comes before the other panels on the page, and the settings are not on it.
    const board = screen.getByTestId("order-queue");
    const calls = screen.getByTestId("panel-table-calls");
    expect(board.compareDocumentPosition(calls) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByLabelText("Kitchen capacity")).not.toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: "Busy mode" })).not.toBeInTheDocument();

    // Busy mode stays in sight as a chip that opens the settings.
    await user.click(screen.getByRole("button", { name: "Busy mode on" }));
    expect(screen.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByLabelText("Kitchen capacity")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Busy mode" })).toHaveAttribute("aria-checked", "true");
    expect(screen.queryByTestId("order-queue")).not.toBeInTheDocument();
  });

  it("keeps a calling table in sight from any tab, and one tap brings back the board's Table calls", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/restaurant/workspace": workspaceOk,
      "GET /api/restaurant/orders?scope=active": () => jsonResponse([]),
      "GET /api/restaurant/orders?scope=today": () => jsonResponse([]),
      "GET /api/restaurants/r1/table-sessions": () => jsonResponse({ sessions: [], serviceCalls: [serviceCallFixture({ id: "call-4", sessionId: "s4" })] }),
    });
    renderWithProviders(<RestaurantDashboard />);
    await user.click(await screen.findByRole("tab", { name: "Settings" }));
    await user.click(await screen.findByRole("button", { name: "1 table needs you — see Table calls" }));
    expect(screen.getByRole("tab", { name: /Orders/ })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByTestId("table-call-4")).toBeInTheDocument();
    // The live region is outside the tabs, so it was there on Settings too.
    expect(screen.getAllByTestId("announcement-table-calls")).toHaveLength(1);
  });

  it("flips a menu item at once and puts it back when the server refuses", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/restaurant/workspace": workspaceOk,
      "GET /api/restaurant/orders?scope=active": () => jsonResponse([]),
      "GET /api/restaurant/orders?scope=today": () => jsonResponse([]),
      "PATCH /api/restaurant/menu/m2": () => jsonResponse({ message: "Menu item not found", code: "NOT_FOUND", requestId: "x" }, 404),
    });
    renderWithProviders(<RestaurantDashboard />);
    await user.click(await screen.findByRole("tab", { name: /Menu/ }));
    const toggle = await screen.findByRole("switch", { name: "Tiramisù" });
    expect(toggle).toHaveAttribute("aria-checked", "true");
    await user.click(toggle);
    expect(await screen.findByText("Menu item not found")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Tiramisù" })).toHaveAttribute("aria-checked", "true");
  });

  it("saves kitchen capacity and shows the server's refusal under the field", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/restaurant/workspace": workspaceOk,
      "GET /api/restaurant/orders?scope=active": () => jsonResponse([]),
      "GET /api/restaurant/orders?scope=today": () => jsonResponse([]),
      "PATCH /api/restaurant/settings": () =>
        jsonResponse({ message: "Capacity is locked during service", code: "CONFLICT", requestId: "x" }, 409),
    });
    renderWithProviders(<RestaurantDashboard />);
    await user.click(await screen.findByRole("tab", { name: "Settings" }));
    const input = await screen.findByLabelText("Kitchen capacity");
    await user.clear(input);
    await user.type(input, "500");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Capacity must be 1 to 200 orders per slot")).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, "12");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Capacity is locked during service")).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ slotCapacity: 12 });
  });
});

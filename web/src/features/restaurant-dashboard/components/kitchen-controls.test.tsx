import type { Restaurant } from "@tavola/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "@/test/fake-event-source";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { restaurantFixture } from "@/test/restaurant-fixture";
import { RestaurantDashboard } from "./restaurant-dashboard";

const OWN_DRIVERS = "Your own drivers deliver: you mark orders out for delivery and delivered.";
const TAVOLA = "Accepted delivery orders go to Tavola's couriers, who bid for them and mark pickup and delivery.";

/** The dashboard against a stub server holding the restaurant; `patch` answers the settings change. */
function serve(start: Partial<Restaurant>, patch: (body: Record<string, unknown>, current: Restaurant) => Response) {
  let restaurant = restaurantFixture({ id: "r1", ...start });
  const patches: Array<Record<string, unknown>> = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${url.split("?")[0]}${url.includes("scope=") ? `?${/scope=\w+/.exec(url)?.[0]}` : ""}`;
    if (key === "GET /api/restaurant/workspace") return jsonResponse({ restaurant, menu: [] });
    if (key.startsWith("GET /api/restaurant/orders")) return jsonResponse([]);
    if (key === "PATCH /api/restaurant/settings") {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      patches.push(body);
      const res = patch(body, restaurant);
      if (res.ok) restaurant = (await res.clone().json()) as Restaurant;
      return res;
    }
    return jsonResponse({ message: `No route for ${key}` }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { patches };
}

const couriersSwitch = () => screen.getByRole("switch", { name: "Tavola couriers" });

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});

describe("the restaurant's delivery setting (own drivers or Tavola couriers)", () => {
  it("shows the own-drivers state, and one tap hands delivery to Tavola couriers: the server is told and its answer shown", async () => {
    const user = userEvent.setup();
    const { patches } = serve({ usesPlatformCouriers: false }, (body, r) => jsonResponse({ ...r, ...body }));
    renderWithProviders(<RestaurantDashboard />);
    await user.click(await screen.findByRole("tab", { name: "Settings" }));
    expect(await screen.findByRole("switch", { name: "Tavola couriers" })).toHaveAttribute("aria-checked", "false");
    expect(couriersSwitch()).toHaveAccessibleDescription(OWN_DRIVERS);

    await user.click(couriersSwitch());
    await waitFor(() => expect(patches).toEqual([{ usesPlatformCouriers: true }]));
    expect(couriersSwitch()).toHaveAttribute("aria-checked", "true");
    expect(couriersSwitch()).toHaveAccessibleDescription(TAVOLA);

    // And back to the team's own drivers.
    await user.click(couriersSwitch());
    await waitFor(() => expect(patches).toEqual([{ usesPlatformCouriers: true }, { usesPlatformCouriers: false }]));
    await waitFor(() => expect(couriersSwitch()).toHaveAttribute("aria-checked", "false"));
    expect(couriersSwitch()).toHaveAccessibleDescription(OWN_DRIVERS);
  });

  it("a refused change is rolled back and the server's reason shown", async () => {
    const user = userEvent.setup();
    const { patches } = serve({ usesPlatformCouriers: true }, () =>
      jsonResponse({ message: "Only the restaurant's owner or manager can change this", code: "FORBIDDEN", requestId: "x" }, 403),
    );
    renderWithProviders(<RestaurantDashboard />);
    await user.click(await screen.findByRole("tab", { name: "Settings" }));
    await user.click(await screen.findByRole("switch", { name: "Tavola couriers" }));
    expect(await screen.findByText("Couldn't change delivery by Tavola couriers")).toBeInTheDocument();
    expect(screen.getByText("Only the restaurant's owner or manager can change this")).toBeInTheDocument();
    expect(patches).toEqual([{ usesPlatformCouriers: false }]);
    expect(couriersSwitch()).toHaveAttribute("aria-checked", "true");
    expect(couriersSwitch()).toHaveAccessibleDescription(TAVOLA);
  });
});

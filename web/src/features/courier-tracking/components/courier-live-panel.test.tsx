import type { CourierTracking } from "@tavola/contracts";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "@/test/fake-event-source";
import { renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { arrivingText } from "../lib/courier-texts";
import { CourierLivePanel } from "./courier-live-panel";

const ORDER = "00000000-0000-4000-8000-0000000000c1";
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 12, minutes)).toISOString();
const view = (over: Partial<CourierTracking> = {}): CourierTracking => ({
  orderId: ORDER,
  state: "to_customer",
  redispatched: false,
  courier: { firstName: "Lena", vehicle: "bike" },
  restaurant: { name: "Sakura House", lat: 40.7228, lng: -73.9886 },
  destination: { lat: 40.7262, lng: -73.9937 },
  position: { lat: 40.7245, lng: -73.991, recordedAt: at(0) },
  trail: [{ lat: 40.7235, lng: -73.9895 }, { lat: 40.7245, lng: -73.991 }],
  eta: { earliest: at(40), latest: at(48), stale: false },
  distanceKm: 1.2,
  mapStyleUrl: null,
  canRate: false,
  myRating: null,
  ...over,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  FakeEventSource.instances = [];
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe("CourierLivePanel", () => {
  it("says who is coming, the ETA range and the distance in words, with the markers on a map", async () => {
    fetchMock.mockImplementation(routeFetch({ [`GET /api/orders/${ORDER}/courier`]: view() }));
    renderWithProviders(<CourierLivePanel orderId={ORDER} />);
    expect(await screen.findByTestId("text-courier-headline")).toHaveTextContent("Lena is on the way to you");
    // The words themselves (and a range over midnight) are courier-texts.test.ts's.
    expect(screen.getByTestId("text-courier-eta").textContent).toBe(arrivingText({ earliest: at(40), latest: at(48), stale: false }));
    expect(screen.getByTestId("text-courier-distance")).toHaveTextContent("Courier is 1.2 km away");
    // jsdom has no WebGL: the plain drawing stands in, with every marker named.
    expect(await screen.findByTestId("map-marker-courier")).toHaveAttribute("aria-label", "Courier: Lena");
    expect(screen.getByTestId("map-marker-destination")).toHaveAttribute("aria-label", "Your delivery address");
    expect(screen.getByTestId("map-marker-restaurant")).toHaveAttribute("aria-label", "Restaurant: Sakura House");
    expect(screen.getByRole("list", { name: "Map legend" })).toHaveTextContent("RestaurantYour addressCourier");
  });

  it("moves with the stream: a new position updates the text and the courier's marker without a refetch", async () => {
    fetchMock.mockImplementation(routeFetch({ [`GET /api/orders/${ORDER}/courier`]: view() }));
    renderWithProviders(<CourierLivePanel orderId={ORDER} />);
    const marker = await screen.findByTestId("map-marker-courier");
    const before = marker.querySelector("circle")!.getAttribute("cx");
    const stream = FakeEventSource.instances.find((s) => s.url === `/api/orders/${ORDER}/courier/events`)!;
    act(() => stream.emit("courier", view({ position: { lat: 40.726, lng: -73.9935, recordedAt: at(1) }, distanceKm: 0.04, eta: { earliest: at(42), latest: at(45), stale: false } })));
    expect(await screen.findByText("Courier is 50 m away")).toBeInTheDocument();
    expect(screen.getByTestId("map-marker-courier").querySelector("circle")!.getAttribute("cx")).not.toBe(before);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Another order's view on the stream is ignored.
    act(() => stream.emit("courier", view({ orderId: "other", distanceKm: 9.9 })));
    expect(screen.queryByText("Courier is 9.9 km away")).toBeNull();
  });

  it("while nobody holds the run: finding a courier, or a new one after a drop; no map", async () => {
    fetchMock.mockImplementation(routeFetch({ [`GET /api/orders/${ORDER}/courier`]: view({ state: "finding", courier: null, position: null, trail: [], eta: null, distanceKm: null }) }));
    renderWithProviders(<CourierLivePanel orderId={ORDER} />);
    expect(await screen.findByTestId("text-courier-headline")).toHaveTextContent("Finding a courier");
    expect(screen.queryByTestId("map-plain")).toBeNull();
    const stream = FakeEventSource.instances[0]!;
    act(() => stream.emit("courier", view({ state: "finding", redispatched: true, courier: null, position: null, trail: [], eta: null, distanceKm: null })));
    expect(await screen.findByText("Finding a new courier")).toBeInTheDocument();
    expect(screen.getByTestId("text-finding-courier")).toHaveTextContent("Your courier couldn't continue.");
  });

  it("a job withdrawn after a drop says the restaurant is delivering it (not nothing, as if finished)", async () => {
    fetchMock.mockImplementation(routeFetch({ [`GET /api/orders/${ORDER}/courier`]: view({ state: "finding", redispatched: true, courier: null, position: null, trail: [], eta: null, distanceKm: null }) }));
    renderWithProviders(<CourierLivePanel orderId={ORDER} />);
    expect(await screen.findByTestId("text-courier-headline")).toHaveTextContent("Finding a new courier");
    const stream = FakeEventSource.instances[0]!;
    act(() => stream.emit("courier", view({ state: "restaurant_driver", redispatched: true, courier: null, position: null, trail: [], eta: null, distanceKm: null })));
    expect(await screen.findByText("Sakura House is delivering your order")).toBeInTheDocument();
    expect(screen.getByTestId("text-restaurant-driver")).toHaveTextContent("Your courier couldn't continue, so the restaurant sent its own driver.");
    expect(screen.queryByTestId("map-plain")).toBeNull();
    expect(screen.queryByTestId("text-courier-eta")).toBeNull();
  });

  it("shows nothing once the run is over, nor for an order without a platform courier", async () => {
    fetchMock.mockImplementation(routeFetch({ [`GET /api/orders/${ORDER}/courier`]: view({ state: "finding", courier: null, position: null, eta: null, distanceKm: null }) }));
    renderWithProviders(<CourierLivePanel orderId={ORDER} />);
    expect(await screen.findByTestId("section-courier-live")).toBeInTheDocument();
    const stream = FakeEventSource.instances[0]!;
    act(() => stream.emit("courier", view({ state: "finished", courier: null, position: null, eta: null, distanceKm: null })));
    await waitFor(() => expect(screen.queryByTestId("section-courier-live")).toBeNull());
    act(() => stream.emit("courier", view({ state: "finding", courier: null, position: null, eta: null, distanceKm: null })));
    expect(await screen.findByTestId("section-courier-live")).toBeInTheDocument();
    act(() => stream.emit("courier", view({ state: "none", courier: null, position: null, eta: null, distanceKm: null })));
    await waitFor(() => expect(screen.queryByTestId("section-courier-live")).toBeNull());
  });

  it("after delivery the customer rates the courier with one tap; then it says what they gave", async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    fetchMock.mockImplementation(
      routeFetch({
        [`GET /api/orders/${ORDER}/courier`]: view({ state: "finished", position: null, trail: [], eta: null, distanceKm: null, canRate: true }),
        [`POST /api/orders/${ORDER}/courier-rating`]: (_: string, init?: RequestInit) => {
          sent.push(JSON.parse(String(init?.body)));
          return { stars: 4 };
        },
      }),
    );
    renderWithProviders(<CourierLivePanel orderId={ORDER} live={false} />);
    await user.click(await screen.findByRole("button", { name: "4 stars" }));
    expect(await screen.findByTestId("text-courier-rated")).toHaveTextContent("You rated Lena 4 out of 5. Thank you!");
    expect(sent).toEqual([{ stars: 4 }]);
    // A finished order opens no stream.
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});

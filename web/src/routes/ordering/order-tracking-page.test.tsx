import type { CourierTracking, Order } from "@tavola/contracts";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { order } from "@/features/ordering/test/fixtures";
import { FakeEventSource } from "@/test/fake-event-source";
import { renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { OrderTrackingPage } from "./order-tracking-page";

// The tracking page shows one ETA: the order's range until a courier is on the way, then the courier's live range.
const onTheWay = order({ status: "out_for_delivery", statusLabel: "On the Way", canCancel: false });
const courier = (over: Partial<CourierTracking> = {}): CourierTracking => ({
  orderId: onTheWay.id,
  state: "to_customer",
  redispatched: false,
  courier: { firstName: "Lena", vehicle: "bike" },
  restaurant: { name: "Trattoria Bellini", lat: 40.7195, lng: -73.9973 },
  destination: { lat: 40.72, lng: -73.997 },
  position: { lat: 40.7198, lng: -73.9971, recordedAt: "2030-01-01T18:10:00.000Z" },
  trail: [],
  eta: { earliest: "2030-01-01T18:24:00.000Z", latest: "2030-01-01T18:30:00.000Z", stale: false },
  distanceKm: 0.1,
  mapStyleUrl: null,
  canRate: false,
  myRating: null,
  ...over,
});
const finding = courier({ state: "finding", courier: null, position: null, eta: null, distanceKm: null });

function show(o: Order, tracking: CourierTracking) {
  vi.stubGlobal("fetch", vi.fn(routeFetch({ [`GET /api/orders/${o.id}`]: o, [`GET /api/orders/${o.id}/courier`]: tracking })));
  renderWithProviders(
    <Route path="/order-tracking/:orderId">
      <OrderTrackingPage />
    </Route>,
    { path: `/order-tracking/${o.id}` },
  );
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe("the order tracking page's ETA", () => {
  it("before a courier is on the way: the order's range only; once one is: the courier's live range only", async () => {
    show(onTheWay, finding);
    expect(await screen.findByTestId("text-courier-headline")).toHaveTextContent("Finding a courier");
    expect(screen.getByTestId("text-eta")).toHaveTextContent("Estimated arrival");
    expect(screen.queryByTestId("text-courier-eta")).toBeNull();
    // The courier's stream: Lena is on the way, with a live range — it replaces the order's, live.
    const stream = FakeEventSource.instances.find((s) => s.url === `/api/orders/${onTheWay.id}/courier/events`)!;
    act(() => stream.emit("courier", courier()));
    expect(await screen.findByTestId("text-courier-eta")).toHaveTextContent(/^Arriving /);
    await waitFor(() => expect(screen.queryByTestId("text-eta")).toBeNull());
    expect(screen.getAllByText(/Arriving|Estimated arrival/)).toHaveLength(1);
  });

  it("a late order keeps its apology and phone, but its new estimate gives way to the courier's live range", async () => {
    show(order({ ...onTheWay, late: { minutesLate: 12, etaEarliest: "2030-01-01T18:40:00.000Z", etaLatest: "2030-01-01T18:50:00.000Z" } }), courier());
    expect(await screen.findByTestId("text-courier-eta")).toBeInTheDocument();
    expect(await screen.findByTestId("notice-late")).toHaveTextContent("Running late");
    expect(screen.queryByTestId("text-new-estimate")).toBeNull();
    expect(screen.queryByTestId("text-eta")).toBeNull();
  });

  it("a pickup order shows its own ready time (no courier)", async () => {
    const pickup = order({ fulfilment: "pickup", address: null });
    show(pickup, courier({ orderId: pickup.id, state: "none", courier: null, position: null, eta: null, distanceKm: null }));
    expect(await screen.findByTestId("text-eta")).toHaveTextContent("Ready for pickup");
  });
});

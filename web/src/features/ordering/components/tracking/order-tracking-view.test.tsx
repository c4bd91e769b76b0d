import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { order, routeFetch } from "../../test/fixtures";
import { formatTimeRange } from "../../lib/time-format";
import { OrderTrackingView } from "./order-tracking-view";

/** A controllable EventSource: tests open it and push "order" events. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.instances.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  push(data: unknown) {
    this.dispatchEvent(new MessageEvent("order", { data: JSON.stringify(data) }));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

const placed = order();

describe("OrderTrackingView", () => {
  it("shows the order and follows its live events", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [`GET /api/orders/${placed.id}`]: placed })));
    renderWithProviders(<OrderTrackingView orderId={placed.id} />);

    expect(await screen.findByTestId("text-order-reference")).toHaveTextContent("T-4F2A9C · Trattoria Bellini");
    expect(screen.getByTestId("badge-order-status")).toHaveTextContent("Placed");
    expect(screen.getByTestId("timeline-step-placed")).toHaveAttribute("data-state", "current");
    expect(screen.getByTestId("timeline-step-delivered")).toHaveAttribute("data-state", "upcoming");
    expect(screen.getByTestId("order-payment")).toHaveTextContent("Visa •••• 4242");
    expect(screen.getByRole("button", { name: "Cancel order" })).toBeInTheDocument();

    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe(`/api/orders/${placed.id}/events`);
    expect(source.init).toEqual({ withCredentials: true });
    act(() => source.open());
    expect(screen.getByTestId("live-indicator")).toHaveTextContent("Live");

    act(() =>
      source.push({
        type: "status",
        order: order({
          status: "preparing",
          statusLabel: "preparing",
          canCancel: false,
          events: [...placed.events, { status: "accepted", at: "2030-01-01T17:42:00.000Z", actorRole: "restaurant_staff", reason: null }, { status: "preparing", at: "2030-01-01T17:45:00.000Z", actorRole: "restaurant_staff", reason: null }],
        }),
      }),
    );
    // The query cache notifies on its own tick.
    await waitFor(() => expect(screen.getByTestId("badge-order-status")).toHaveAttribute("data-tone", "amber"));
    expect(screen.getByTestId("timeline-step-accepted")).toHaveAttribute("data-state", "done");
    expect(screen.getByTestId("timeline-step-preparing")).toHaveAttribute("data-state", "current");
    expect(screen.getByTestId("status-announcement")).toHaveTextContent("Order T-4F2A9C is now preparing.");
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
  });

  it("shows a rejection with its reason and does not stay connected", async () => {
    const rejected = order({
      status: "rejected",
      statusLabel: "rejected",
      canCancel: false,
      rejectionReason: "Out of dough",
      events: [...placed.events, { status: "rejected", at: "2030-01-01T17:43:00.000Z", actorRole: "restaurant_staff", reason: "Out of dough" }],
    });
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [`GET /api/orders/${placed.id}`]: rejected })));
    renderWithProviders(<OrderTrackingView orderId={placed.id} />);
    const stop = await screen.findByTestId("timeline-step-rejected");
    expect(within(stop).getByText("Reason: Out of dough")).toBeInTheDocument();
    expect(screen.queryByTestId("timeline-step-delivered")).toBeNull();
    expect(screen.getByTestId("live-indicator")).toHaveAttribute("data-state", "ended");
  });

  it("links a delivered order to the feedback form about it, and an order under way not yet", async () => {
    const delivered = order({ status: "delivered", statusLabel: "delivered", canCancel: false });
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [`GET /api/orders/${placed.id}`]: delivered, [`GET /api/orders/other`]: order({ id: "other" }) })));
    const { unmount } = renderWithProviders(<OrderTrackingView orderId={placed.id} />);
    expect(await screen.findByRole("link", { name: "Leave feedback" })).toHaveAttribute("href", `/feedback?orderId=${placed.id}`);
    unmount();
    renderWithProviders(<OrderTrackingView orderId="other" />);
    expect(await screen.findByTestId("text-order-reference")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Leave feedback" })).toBeNull();
  });

  it("an order past its window: an apology, how late, the server's new estimate, the restaurant's phone and help", async () => {
    const late = order({
      status: "out_for_delivery",
      statusLabel: "On the Way",
      canCancel: false,
      restaurant: { ...placed.restaurant, phone: "+1 212-555-0101" },
      etaEarliest: "2030-01-01T18:20:00.000Z",
      etaLatest: "2030-01-01T18:35:00.000Z",
      late: { minutesLate: 97, etaEarliest: "2030-01-01T20:18:00.000Z", etaLatest: "2030-01-01T20:28:00.000Z" },
    });
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [`GET /api/orders/${placed.id}`]: late })));
    renderWithProviders(<OrderTrackingView orderId={placed.id} />);

    const notice = await screen.findByRole("region", { name: "Running late — we're sorry" });
    expect(notice).toHaveTextContent("Your order is 1 h 37 min past its arrival window");
    expect(notice).toHaveTextContent("We're sorry for the wait.");
    const newWindow = formatTimeRange(late.late!.etaEarliest, late.late!.etaLatest)!;
    expect(within(notice).getByTestId("text-new-estimate")).toHaveTextContent(`New estimated arrival: ${newWindow}`);
    expect(within(notice).getByRole("link", { name: /Call Trattoria Bellini · \+1 212-555-0101/ })).toHaveAttribute("href", "tel:+12125550101");
    expect(within(notice).getByRole("link", { name: "Get help" })).toHaveAttribute("href", "/help-center");
    // The passed window is not presented as the estimate.
    expect(screen.queryByTestId("text-eta")).toBeNull();
  });

  it("an order on time shows its window and no late notice", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [`GET /api/orders/${placed.id}`]: order({ late: null }) })));
    renderWithProviders(<OrderTrackingView orderId={placed.id} />);
    expect(await screen.findByTestId("text-eta")).toHaveTextContent("Estimated arrival");
    expect(screen.queryByTestId("notice-late")).toBeNull();
  });

  it("says so when the order isn't the customer's", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({})));
    renderWithProviders(<OrderTrackingView orderId="nope" />);
    expect(await screen.findByText("We couldn't find that order")).toBeInTheDocument();
  });
});

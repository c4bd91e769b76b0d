import type { FeedbackAlert, FeedbackView, Order } from "@tavola/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "@/test/fake-event-source";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { useFeedbackAlertsRefresh } from "../api/feedback-alerts";
import { ordersQueryKey } from "../api/dashboard-queries";
import { useLiveOrders } from "../hooks/use-live-orders";
import { makeOrder } from "../test/order-fixture";
import { FeedbackAlertsPanel } from "./feedback-alerts-panel";

const now = Date.parse("2030-01-01T18:10:00.000Z");
const ALERTS = "GET /api/restaurants/r1/feedback/alerts";
const alert = (over: Partial<FeedbackAlert> = {}): FeedbackAlert => ({
  id: "f-1",
  orderId: "o-1",
  orderReference: "T-AAAA1111",
  rating: 1,
  category: "food-quality",
  excerpt: "The pasta was cold and the delivery was late.",
  sentimentScore: -0.6,
  sentimentLabel: "negative",
  customerFirstName: "Alex",
  reply: null,
  recoveryPoints: null,
  createdAt: "2030-01-01T18:02:00.000Z",
  ...over,
});
const view = (id: string, over: Partial<FeedbackView> = {}): FeedbackView => ({
  id, restaurantId: "r1", orderId: "o-1", rating: 1, category: "food-quality", text: "x", name: null, sentimentScore: -0.6,
  sentimentLabel: "negative", keyPhrases: [], language: "en", reply: null, repliedAt: null, alertState: "resolved",
  recoveryPoints: null, createdAt: "2030-01-01T18:02:00.000Z", ...over,
});

/** The panel as the dashboard wires it: the order stream's feedback_alert events refresh it. */
function Harness({ onNewOrder = () => {} }: { onNewOrder?: (o: Order) => void }) {
  useLiveOrders("r1", onNewOrder, useFeedbackAlertsRefresh("r1"));
  return <FeedbackAlertsPanel restaurantId="r1" now={now} />;
}

describe("FeedbackAlertsPanel", { timeout: 20_000 }, () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });

  it("shows a new alert live from the order stream and announces it, without touching the order lists", async () => {
    let open: FeedbackAlert[] = [];
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [ALERTS]: () => open })));
    const onNewOrder = vi.fn();
    const { queryClient } = renderWithProviders(<Harness onNewOrder={onNewOrder} />);
    expect(await screen.findByText("No open feedback alerts")).toBeInTheDocument();
    queryClient.setQueryData(ordersQueryKey("r1", "today"), []);

    open = [alert()];
    const stream = FakeEventSource.instances[0]!;
    expect(stream.url).toBe("/api/restaurant/orders/events?restaurantId=r1");
    act(() => stream.emit("order", { type: "feedback_alert", order: makeOrder({ id: "o-1", status: "delivered", statusLabel: "delivered" }) }));

    const row = await screen.findByTestId("feedback-alert-f-1");
    expect(row).toHaveTextContent("1 · Poor");
    expect(row).toHaveTextContent("Negative");
    expect(row).toHaveTextContent("Food Quality");
    expect(row).toHaveTextContent("Alex · T-AAAA1111 · 8 min ago");
    expect(row).toHaveTextContent("“The pasta was cold and the delivery was late.”");
    expect(screen.getByTestId("announcement-feedback-alerts")).toHaveTextContent("New feedback alert: Alex rated order T-AAAA1111 1 out of 5");
    // The feedback is news about an old order, not a change to it: today's list stays as it was.
    expect(queryClient.getQueryData(ordersQueryKey("r1", "today"))).toEqual([]);
    expect(onNewOrder).not.toHaveBeenCalled();
  });

  it("does not announce the alerts that were already open when the screen opened", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [ALERTS]: [alert()] })));
    renderWithProviders(<Harness />);
    expect(await screen.findByTestId("feedback-alert-f-1")).toBeInTheDocument();
    expect(screen.getByTestId("announcement-feedback-alerts")).toBeEmptyDOMElement();
  });

  it("grants the chosen points and the alert leaves the panel", async () => {
    const user = userEvent.setup();
    let open = [alert(), alert({ id: "f-2", customerFirstName: null, orderReference: null, rating: 2 })];
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        routeFetch({
          [ALERTS]: () => open,
          "POST /api/restaurants/r1/feedback/f-1/recovery-credit": (_url: string, init?: RequestInit) => {
            bodies.push(JSON.parse(String(init?.body)));
            open = open.filter((a) => a.id !== "f-1");
            return view("f-1", { recoveryPoints: 500 });
          },
        }),
      ),
    );
    renderWithProviders(<Harness />);
    const row = await screen.findByTestId("feedback-alert-f-1");
    expect(screen.getByTestId("feedback-alert-f-2")).toHaveTextContent("A guest · 8 min ago");

    await user.click(within(row).getByRole("button", { name: "Grant points" }));
    const options = within(row).getAllByRole("radio");
    expect(options.map((o) => o.parentElement?.textContent)).toEqual(["100 points", "250 points", "500 points"]);
    expect(within(row).getByRole("radio", { name: "250 points" })).toBeChecked();
    await user.click(within(row).getByRole("radio", { name: "500 points" }));
    await user.click(within(row).getByRole("button", { name: "Grant 500 points" }));

    await waitFor(() => expect(screen.queryByTestId("feedback-alert-f-1")).not.toBeInTheDocument());
    expect(bodies).toEqual([{ points: 500 }]);
    expect(screen.getByTestId("feedback-alert-f-2")).toBeInTheDocument();
  });

  it("shows the server's refusal when the order already had a credit", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        routeFetch({
          [ALERTS]: [alert()],
          "POST /api/restaurants/r1/feedback/f-1/recovery-credit": () =>
            jsonResponse({ message: "This order already received a recovery credit", code: "conflict", requestId: "x" }, 409),
        }),
      ),
    );
    renderWithProviders(<Harness />);
    const row = await screen.findByTestId("feedback-alert-f-1");
    await user.click(within(row).getByRole("button", { name: "Grant points" }));
    await user.click(within(row).getByRole("button", { name: "Grant 250 points" }));
    expect(await within(row).findByRole("alert")).toHaveTextContent("This order already received a recovery credit");
  });

  it("dismisses an alert", async () => {
    const user = userEvent.setup();
    let open = [alert()];
    const dismiss = vi.fn(() => {
      open = [];
      return view("f-1");
    });
    vi.stubGlobal("fetch", vi.fn(routeFetch({ [ALERTS]: () => open, "POST /api/restaurants/r1/feedback/f-1/alert/resolve": dismiss })));
    renderWithProviders(<Harness />);
    await user.click(within(await screen.findByTestId("feedback-alert-f-1")).getByRole("button", { name: "Dismiss" }));
    expect(await screen.findByText("No open feedback alerts")).toBeInTheDocument();
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it("replies inline (the reply resolves the alert)", async () => {
    const user = userEvent.setup();
    let open = [alert()];
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        routeFetch({
          [ALERTS]: () => open,
          "POST /api/restaurants/r1/feedback/f-1/reply": (_url: string, init?: RequestInit) => {
            bodies.push(JSON.parse(String(init?.body)));
            open = [];
            return view("f-1", { reply: "So sorry, Alex" });
          },
        }),
      ),
    );
    renderWithProviders(<Harness />);
    const row = await screen.findByTestId("feedback-alert-f-1");
    await user.click(within(row).getByRole("button", { name: "Reply" }));
    await user.click(within(row).getByRole("button", { name: "Send reply" }));
    expect(await within(row).findByText("Write a reply")).toBeInTheDocument();
    await user.type(within(row).getByLabelText("Reply to Alex"), "So sorry, Alex");
    await user.click(within(row).getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("No open feedback alerts")).toBeInTheDocument();
    expect(bodies).toEqual([{ reply: "So sorry, Alex" }]);
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { makeOrder } from "../test/order-fixture";
import { OrderCard } from "./order-card";

const restaurant = { id: "r1", prepMinutes: 20 };
const now = Date.parse("2030-01-01T18:07:00.000Z");

function bodyOf(fetchMock: ReturnType<typeof vi.fn>, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}

describe("OrderCard", () => {
  it("shows the ticket: reference, customer, items with quantities, total, age and status", () => {
    renderWithProviders(<OrderCard order={makeOrder()} restaurant={restaurant} now={now} fresh />);
    const card = screen.getByRole("article", { name: "T-4F2A9C7Q" });
    expect(within(card).getByText("Maria Rossi")).toBeInTheDocument();
    expect(within(card).getByTestId("badge-new-order")).toHaveTextContent("Just in");
    expect(within(card).getByText("Margherita DOP")).toBeInTheDocument();
    expect(within(card).getByText("2×")).toBeInTheDocument();
    expect(within(card).getByText("$42.30")).toBeInTheDocument();
    expect(within(card).getByText("Placed 7 min ago")).toBeInTheDocument();
    // The kitchen reads a placed order as "New", never the raw status.
    expect(within(card).getByTestId("badge-order-status")).toHaveTextContent(/^New$/);
    expect(card).not.toHaveTextContent(/placed(?! )/i);
    expect(within(card).getByText(/^ASAP · slot/)).toBeInTheDocument();
  });

  it("offers a new order one refusal, Reject order, and no Cancel order beside it", () => {
    renderWithProviders(<OrderCard order={makeOrder()} restaurant={restaurant} now={now} />);
    const buttons = within(screen.getByRole("article")).getAllByRole("button").map((b) => b.textContent);
    expect(buttons).toEqual(["Accept", "Reject order"]);
  });

  it("keeps Cancel order as the refusal once the kitchen has accepted", () => {
    renderWithProviders(<OrderCard order={makeOrder({ status: "accepted", statusLabel: "accepted" })} restaurant={restaurant} now={now} />);
    const buttons = within(screen.getByRole("article")).getAllByRole("button").map((b) => b.textContent);
    expect(buttons).toEqual(["Start preparing", "Cancel order"]);
    expect(within(screen.getByRole("article")).getByTestId("badge-order-status")).toHaveTextContent("accepted");
  });

  describe("against the promised ready time (fixed clock)", () => {
    // Placed 18:00 with 20 minutes' preparation, kitchen slot 18:15: promised ready by 18:20.
    const placed = makeOrder({ prepMinutes: 20 });
    const at = (hhmm: string) => Date.parse(`2030-01-01T${hhmm}:00.000Z`);
    const due = (order = placed, clock = now) => {
      renderWithProviders(<OrderCard order={order} restaurant={restaurant} now={clock} />);
      return within(screen.getByRole("article")).getByTestId("text-order-due");
    };

    it("counts down in neutral words while there is time", () => {
      const line = due(placed, at("18:07"));
      expect(line).toHaveAttribute("data-tone", "on_time");
      expect(line).toHaveTextContent(/^Due in 13 min · ready by/);
    });

    it("turns amber inside the last five minutes", () => {
      const line = due(placed, at("18:16"));
      expect(line).toHaveAttribute("data-tone", "soon");
      expect(line).toHaveTextContent(/^Due in 4 min/);
      expect(screen.getByRole("article")).toHaveAttribute("data-due", "soon");
    });

    it("says how late it is, in words, once the promise has passed", () => {
      const line = due(placed, at("18:32"));
      expect(line).toHaveAttribute("data-tone", "overdue");
      expect(line).toHaveTextContent(/^Overdue 12 min · ready by/);
      expect(line.className).toMatch(/text-red-/);
    });

    it("counts from acceptance with the preparation time the kitchen gave", () => {
      const accepted = makeOrder({
        status: "preparing",
        statusLabel: "preparing",
        prepMinutes: 40,
        events: [{ status: "accepted", at: "2030-01-01T18:05:00.000Z", actorRole: "restaurant_staff", reason: null }],
      });
      // 18:05 + 40 min = 18:45.
      expect(due(accepted, at("18:30"))).toHaveTextContent(/^Due in 15 min/);
    });

    it("shows no due line once the food is ready", () => {
      renderWithProviders(<OrderCard order={makeOrder({ status: "ready", statusLabel: "ready" })} restaurant={restaurant} now={at("19:00")} />);
      expect(within(screen.getByRole("article")).queryByTestId("text-order-due")).not.toBeInTheDocument();
    });
  });

  it("shows a dine-in order's table and offers Served once it is ready", async () => {
    const user = userEvent.setup();
    const ready = makeOrder({ fulfilment: "dine_in", table: { number: 4, sessionId: "s1" }, customerName: "Table 4", status: "ready", statusLabel: "ready" });
    const served = { ...ready, status: "served" as const, statusLabel: "served" };
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(served));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<OrderCard order={ready} restaurant={restaurant} now={now} />);
    const card = screen.getByRole("article", { name: "T-4F2A9C7Q" });
    expect(within(card).getByTestId("text-order-table")).toHaveTextContent("Table 4");
    expect(within(card).queryByRole("button", { name: "Picked up" })).not.toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Served" }));
    await waitFor(() => expect(bodyOf(fetchMock)).toEqual({ to: "served" }));
  });

  it("keeps Reject disabled until a reason of three characters is given, then posts it", async () => {
    const user = userEvent.setup();
    const rejected = makeOrder({ status: "rejected", statusLabel: "rejected", updatedAt: "2030-01-01T18:08:00Z" });
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(rejected));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<OrderCard order={makeOrder()} restaurant={restaurant} now={now} />);

    await user.click(screen.getByRole("button", { name: "Reject order" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject T-4F2A9C7Q" });
    const confirm = within(dialog).getByRole("button", { name: "Reject order" });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByLabelText("Reason"), "no");
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Reason"), "pe");
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/restaurant/orders/${makeOrder().id}/transition?restaurantId=r1`);
    expect(bodyOf(fetchMock)).toEqual({ to: "rejected", reason: "nope" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("fills the reason from a quick pick", async () => {
    const user = userEvent.setup();
    renderWithProviders(<OrderCard order={makeOrder()} restaurant={restaurant} now={now} />);
    await user.click(screen.getByRole("button", { name: "Reject order" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "An item is sold out" }));
    expect(within(dialog).getByLabelText("Reason")).toHaveValue("An item is sold out");
    expect(within(dialog).getByRole("button", { name: "Reject order" })).toBeEnabled();
  });

  it("accepts with the restaurant's preparation time and a preset delay", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(makeOrder({ status: "accepted", statusLabel: "accepted" })));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<OrderCard order={makeOrder()} restaurant={restaurant} now={now} />);

    await user.click(screen.getByRole("button", { name: "Accept" }));
    const dialog = await screen.findByRole("dialog", { name: "Accept T-4F2A9C7Q" });
    expect(within(dialog).getByLabelText("Preparation time (minutes)")).toHaveValue(20);
    await user.click(within(dialog).getByRole("button", { name: "+20 min" }));
    expect(within(dialog).getByRole("button", { name: "+20 min" })).toHaveAttribute("aria-pressed", "true");
    expect(within(dialog).getByText(/\(40 min\)/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Accept order" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(bodyOf(fetchMock)).toEqual({ to: "accepted", prepMinutes: 20, delayMinutes: 20 });
    expect(await screen.findByText("T-4F2A9C7Q accepted")).toBeInTheDocument();
  });

  it("posts one-tap moves straight away", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(makeOrder({ status: "ready", statusLabel: "ready" })));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<OrderCard order={makeOrder({ status: "preparing" })} restaurant={restaurant} now={now} />);
    await user.click(screen.getByRole("button", { name: "Mark ready" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(bodyOf(fetchMock)).toEqual({ to: "ready" });
  });

  it("shows the server's message when someone else already moved the order (409) and refetches", async () => {
    const user = userEvent.setup();
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse({ message: "The order was already picked up", code: "CONFLICT", requestId: "x" }, 409));
    vi.stubGlobal("fetch", fetchMock);
    const { queryClient } = renderWithProviders(
      <OrderCard order={makeOrder({ status: "ready" })} restaurant={restaurant} now={now} />,
    );
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await user.click(screen.getByRole("button", { name: "Picked up" }));
    expect(await screen.findByText("The order was already picked up")).toBeInTheDocument();
    expect(screen.getByText("Couldn't update T-4F2A9C7Q")).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/restaurant/orders", "r1"] });
  });

  it("offers no moves on a finished order without a captured payment", () => {
    renderWithProviders(
      <OrderCard order={makeOrder({ status: "rejected", statusLabel: "rejected" })} restaurant={restaurant} now={now} />,
    );
    expect(within(screen.getByRole("article")).queryByRole("button")).not.toBeInTheDocument();
  });

  it("refunds part of a captured payment", async () => {
    const user = userEvent.setup();
    const payment = { ...makeOrder().payment!, status: "captured" as const, capturedCents: 4230 };
    const order = makeOrder({ status: "ready", statusLabel: "ready", payment });
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ ...order, payment: { ...payment, status: "partially_refunded", refundedCents: 450 } }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<OrderCard order={order} restaurant={restaurant} now={now} />);

    await user.click(screen.getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund T-4F2A9C7Q" });
    await user.type(within(dialog).getByLabelText("Amount (USD)"), "99");
    expect(within(dialog).getByText("At most $42.30.")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Amount (USD)"));
    await user.type(within(dialog).getByLabelText("Amount (USD)"), "4.50");
    await user.type(within(dialog).getByLabelText("Reason"), "Missing side");
    await user.click(within(dialog).getByRole("button", { name: "Refund $4.50" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/restaurant/orders/${order.id}/refund?restaurantId=r1`);
    expect(bodyOf(fetchMock)).toEqual({ amountCents: 450, reason: "Missing side" });
    expect(await screen.findByText("Refund sent for T-4F2A9C7Q")).toBeInTheDocument();
  });
});

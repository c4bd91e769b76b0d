import type { FeedbackList, FeedbackView } from "@tavola/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { CustomerFeedback } from "./customer-feedback";

vi.mock("./sentiment-trend-chart", () => ({
  SentimentTrendChart: ({ data }: { data: Array<{ day: string; negative: number }> }) => (
    <div data-testid="chart-sentiment-trend">{data.map((d) => `${d.day}:${d.negative}`).join(",")}</div>
  ),
}));

const RID = "r-1";
const item = (over: Partial<FeedbackView>): FeedbackView => ({
  id: "f-1", restaurantId: RID, orderId: null, rating: 1, category: "service", text: "The soup was cold and the waiter was rude.",
  name: "Ada", email: "ada@example.com", phone: null, sentimentScore: -0.5, sentimentLabel: "negative", keyPhrases: ["cold", "rude"],
  language: "en", reply: null, repliedAt: null, alertState: null, recoveryPoints: null, createdAt: "2026-11-20T12:00:00.000Z", ...over,
});
const list = (items: FeedbackView[]): FeedbackList => ({
  items,
  summary: {
    total: items.length,
    bySentiment: { positive: items.filter((i) => i.sentimentLabel === "positive").length, neutral: 0, negative: items.filter((i) => i.sentimentLabel === "negative").length },
    trend: [{ day: "2026-11-20", positive: 1, neutral: 0, negative: 1 }],
    complaints: [{ category: "service", count: 1 }],
  },
});
const workspace = { restaurant: { id: RID, name: "Trattoria Bellini" }, menu: [] };

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("CustomerFeedback", () => {
  it("shows the list with contact details, the trend and the complaints, and filters through the server", async () => {
    const user = userEvent.setup({ delay: null });
    const all = [item({}), item({ id: "f-2", rating: 5, category: "food-quality", text: "Lovely pasta", sentimentLabel: "positive", email: null, name: null, keyPhrases: ["lovely pasta"] })];
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/restaurant/workspace": workspace,
        [`GET /api/restaurants/${RID}/feedback`]: list(all),
        [`GET /api/restaurants/${RID}/feedback?sentiment=negative`]: list([all[0]!]),
      }),
    );
    renderWithProviders(<CustomerFeedback />);
    expect(await screen.findByText("The soup was cold and the waiter was rude.")).toBeInTheDocument();
    expect(screen.getByText("Lovely pasta")).toBeInTheDocument();
    expect(screen.getByText("Ada · ada@example.com")).toBeInTheDocument();
    expect(screen.getByText("Key phrases: cold, rude")).toBeInTheDocument();
    expect(screen.getByTestId("sentiment-totals")).toHaveTextContent("1 positive · 0 neutral · 1 negative");
    expect(await screen.findByTestId("chart-sentiment-trend")).toHaveTextContent("2026-11-20:1");
    expect(screen.getByTestId("complaints")).toHaveTextContent("Service1");

    await user.selectOptions(screen.getByLabelText("Sentiment"), "negative");
    await waitFor(() => expect(screen.queryByText("Lovely pasta")).not.toBeInTheDocument());
    expect(screen.getByText("The soup was cold and the waiter was rude.")).toBeInTheDocument();
  });

  it("with no feedback yet and no filter, says how feedback arrives instead of an empty chart and 'No feedback matches'", async () => {
    fetchMock.mockImplementation(routeFetch({ "GET /api/restaurant/workspace": workspace, [`GET /api/restaurants/${RID}/feedback`]: { ...list([]), summary: { ...list([]).summary, trend: [], complaints: [] } } }));
    renderWithProviders(<CustomerFeedback />);
    const empty = await screen.findByRole("region", { name: "No feedback yet" });
    expect(within(empty).getByTestId("text-feedback-link")).toHaveTextContent(`/feedback?restaurantId=${RID}`);
    expect(within(empty).getByText(/Leave feedback/)).toBeInTheDocument();
    expect(screen.queryByText("No feedback matches these filters.")).toBeNull();
    expect(screen.queryByText("Sentiment trend")).toBeNull();
    expect(screen.queryByTestId("chart-sentiment-trend")).toBeNull();
    expect(screen.queryByRole("group", { name: "Filters" })).toBeNull();
  });

  it("with filters that match nothing, says so without a chart and clears them", async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/restaurant/workspace": workspace,
        [`GET /api/restaurants/${RID}/feedback`]: list([item({})]),
        [`GET /api/restaurants/${RID}/feedback?rating=5`]: list([]),
      }),
    );
    renderWithProviders(<CustomerFeedback />);
    await screen.findByText("The soup was cold and the waiter was rude.");
    await user.selectOptions(screen.getByLabelText("Rating"), "5");
    expect(await screen.findByText("No feedback matches these filters.")).toBeInTheDocument();
    expect(screen.queryByText("Sentiment trend")).toBeNull();
    expect(screen.queryByRole("region", { name: "No feedback yet" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("The soup was cold and the waiter was rude.")).toBeInTheDocument();
    expect(screen.getByLabelText("Rating")).toHaveValue("");
  });

  it("sends a reply and refetches", async () => {
    const user = userEvent.setup({ delay: null });
    let replied = false;
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/restaurant/workspace": workspace,
        [`GET /api/restaurants/${RID}/feedback`]: () => list([item(replied ? { reply: "So sorry", repliedAt: "2026-11-21T09:00:00.000Z" } : {})]),
        [`POST /api/restaurants/${RID}/feedback/f-1/reply`]: (_url: string, init?: RequestInit) => {
          replied = true;
          expect(JSON.parse(String(init?.body))).toEqual({ reply: "So sorry" });
          return item({ reply: "So sorry" });
        },
      }),
    );
    renderWithProviders(<CustomerFeedback />);
    const box = await screen.findByLabelText("Reply to the guest");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText("Write a reply")).toBeInTheDocument();
    await user.type(box, "So sorry");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByRole("button", { name: "Update reply" })).toBeInTheDocument();
    expect(screen.getByText(/^Replied /)).toBeInTheDocument();
  });

  it("lets executives pick the restaurant, and keeps the picker from staff", async () => {
    const user = userEvent.setup({ delay: null });
    const nordhavn = { id: "r-2", name: "Nordhavn Kitchen" };
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/restaurant/workspace": workspace,
        "GET /api/restaurant/workspace?restaurantId=r-2": { restaurant: nordhavn, menu: [] },
        "GET /api/restaurants": [
          { id: RID, name: "Trattoria Bellini", city: "New York" },
          { id: "r-2", name: "Nordhavn Kitchen", city: "Copenhagen" },
        ],
        [`GET /api/restaurants/${RID}/feedback`]: list([item({})]),
        "GET /api/restaurants/r-2/feedback": list([item({ id: "f-9", restaurantId: "r-2", text: "Smørrebrød was stale." })]),
      }),
    );
    const { unmount } = renderWithProviders(<CustomerFeedback isExecutive />);
    const picker = await screen.findByLabelText("Restaurant");
    expect(picker).toHaveValue(RID);
    expect(await screen.findByText("The soup was cold and the waiter was rude.")).toBeInTheDocument();
    await user.selectOptions(picker, "r-2");
    expect(await screen.findByText("Smørrebrød was stale.")).toBeInTheDocument();
    expect(screen.getByText("Nordhavn Kitchen")).toBeInTheDocument();
    expect(screen.queryByText("The soup was cold and the waiter was rude.")).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<CustomerFeedback />);
    expect(await screen.findByText("The soup was cold and the waiter was rude.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Restaurant")).not.toBeInTheDocument();
  });

  it("shows the alert state and grants points for feedback about an order, once", async () => {
    const user = userEvent.setup({ delay: null });
    let granted = false;
    const bodies: unknown[] = [];
    const onOrder = () => item({ orderId: "o-1", alertState: granted ? "resolved" : "open", recoveryPoints: granted ? 100 : null });
    fetchMock.mockImplementation(
      routeFetch({
        "GET /api/restaurant/workspace": workspace,
        [`GET /api/restaurants/${RID}/feedback`]: () => list([onOrder(), item({ id: "f-2", orderId: null, text: "No order here" })]),
        [`POST /api/restaurants/${RID}/feedback/f-1/recovery-credit`]: (_url: string, init?: RequestInit) => {
          bodies.push(JSON.parse(String(init?.body)));
          granted = true;
          return onOrder();
        },
      }),
    );
    renderWithProviders(<CustomerFeedback />);
    const card = await screen.findByTestId("feedback-f-1");
    expect(within(card).getByTestId("badge-alert-state")).toHaveTextContent("Alert open");
    // Feedback that names no order cannot earn a recovery credit.
    expect(within(screen.getByTestId("feedback-f-2")).queryByRole("button", { name: "Grant points" })).not.toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Grant points" }));
    await user.click(within(card).getByRole("radio", { name: "100 points" }));
    await user.click(within(card).getByRole("button", { name: "Grant 100 points" }));
    expect(await within(card).findByTestId("text-recovery-points")).toHaveTextContent("100 points granted");
    expect(within(card).getByTestId("badge-alert-state")).toHaveTextContent("Alert resolved");
    expect(within(card).queryByRole("button", { name: /Grant/ })).not.toBeInTheDocument();
    expect(bodies).toEqual([{ points: 100 }]);
  });

  it("tells a guest the page is for restaurant teams", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: "This dashboard is for restaurant teams", code: "forbidden", requestId: "r" }, 403));
    renderWithProviders(<CustomerFeedback />);
    expect(await screen.findByText("This page is for restaurant teams")).toBeInTheDocument();
    expect(fetchMock.mock.calls.every(([url]) => !String(url).includes("/feedback"))).toBe(true);
  });
});

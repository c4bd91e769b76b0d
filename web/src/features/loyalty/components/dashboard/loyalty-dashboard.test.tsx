import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { account, entry, voucher } from "../../test/account-fixture";
import { LoyaltyDashboard } from "./loyalty-dashboard";

vi.mock("./points-chart", () => ({
  PointsChart: ({ data }: { data: Array<{ month: string; earned: number; spent: number }> }) => (
    <div data-testid="chart-points">{data.map((m) => `${m.month}:${m.earned}/${m.spent}`).join(",")}</div>
  ),
}));

const history = [
  entry({ id: "e-4", points: 480, description: "Order from Sakura House", createdAt: "2030-02-03T12:00:00.000Z", availableAt: "2030-02-06T12:00:00.000Z", pending: true }),
  entry({ id: "e-3", kind: "redeem", points: -500, description: "Free Delivery reward", createdAt: "2030-01-20T12:00:00.000Z" }),
  entry({ id: "e-2", kind: "adjust", points: 250, description: "Sorry about your order", createdAt: "2030-01-15T12:00:00.000Z" }),
  entry({ id: "e-1", points: 900, description: "Order from Trattoria Bellini", createdAt: "2030-01-10T12:00:00.000Z" }),
];

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      routeFetch({
        "GET /api/loyalty/account": account({
          tier: "gold",
          points: 650,
          pendingPoints: 480,
          nextTierPoints: 3000,
          nextTier: "platinum",
          history,
          vouchers: [
            voucher({ id: "v-used", state: "used", usedAt: "2030-01-21T12:00:00.000Z", orderId: "cccccccc-0000-4000-8000-000000000009" }),
            voucher({ id: "v-vip", rewardId: "vip-status", title: "VIP Status", appliesAtCheckout: false, expiresAt: "2999-05-01T12:00:00.000Z" }),
            voucher({ id: "v-old", state: "expired", expiresAt: "2029-01-01T00:00:00.000Z" }),
          ],
        }),
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("LoyaltyDashboard", () => {
  it("highlights the member's tier among all four and shows the spec's progress", async () => {
    renderWithProviders(<LoyaltyDashboard />, { path: "/loyalty-advanced" });
    const tiers = await screen.findByTestId("list-tier-comparison");
    expect(within(tiers).getAllByRole("listitem", { current: true })).toHaveLength(1);
    expect(within(tiers).getByTestId("tier-gold")).toHaveAttribute("aria-current", "true");
    expect(within(tiers).getByTestId("tier-platinum")).toHaveTextContent("Double points on weekends");
    // 650 / 3000 → 21.67 %; the text is nextTierPoints − points.
    expect(screen.getByRole("progressbar", { name: "Progress to the next tier" })).toHaveAttribute("aria-valuenow", String(650 / 30));
    expect(screen.getByTestId("text-points-to-next")).toHaveTextContent("2,350 points to Platinum");
    expect(screen.getByTestId("text-points-pending")).toHaveTextContent("480");
  });

  it("charts points per month and lists every entry, filterable by kind", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoyaltyDashboard />, { path: "/loyalty-advanced" });
    expect(await screen.findByTestId("chart-points")).toHaveTextContent("2030-01:1150/500,2030-02:480/0");

    const table = screen.getByTestId("table-points-history");
    expect(within(table).getAllByRole("row")).toHaveLength(5);
    expect(within(table).getByTestId("history-row-e-4")).toHaveTextContent("+480");
    expect(within(table).getByTestId("history-row-e-4")).toHaveTextContent("Pending until");
    expect(within(table).getByTestId("history-row-e-1")).toHaveTextContent("Available");
    expect(within(table).getByTestId("history-row-e-3")).toHaveTextContent("−500");

    await user.selectOptions(screen.getByLabelText("Show"), "redeem");
    await waitFor(() => expect(within(screen.getByTestId("table-points-history")).getAllByRole("row")).toHaveLength(2));
    expect(screen.getByTestId("history-row-e-3")).toHaveTextContent("Free Delivery reward");
    // Phones get the same entries as two-line items (CSS picks one; the five columns do not fit 360 px).
    const items = within(screen.getByRole("list", { name: "Points history" })).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(/Free Delivery reward.*−500.*Redeemed · Settled/);
    await user.selectOptions(screen.getByLabelText("Show"), "expire");
    expect(screen.getByTestId("empty-history-table")).toHaveTextContent("Nothing of this kind yet.");
  });

  it("lists vouchers as used (with the order), active until a date for VIP Status, and expired", async () => {
    renderWithProviders(<LoyaltyDashboard />, { path: "/loyalty-advanced" });
    const list = await screen.findByTestId("list-vouchers");
    const used = within(list).getByTestId("voucher-v-used");
    expect(used).toHaveTextContent("Used");
    expect(within(used).getByRole("link", { name: "View the order" })).toHaveAttribute("href", "/order-tracking/cccccccc-0000-4000-8000-000000000009");
    const vip = within(list).getByTestId("voucher-v-vip");
    expect(vip).toHaveTextContent("Active until");
    expect(within(vip).queryByRole("link", { name: "Use at checkout" })).not.toBeInTheDocument();
    expect(within(list).getByTestId("voucher-v-old")).toHaveAttribute("data-state", "expired");
    // Usable first.
    expect(within(list).getAllByRole("listitem")[0]).toBe(vip);
  });
});

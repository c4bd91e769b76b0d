import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { account, entry, rewardsFor, voucher } from "../test/account-fixture";
import { LoyaltyRewards } from "./loyalty-rewards";

type Call = { url: string; init: RequestInit | undefined };

/** routeFetch, recording each call; `held` answers are promises the test settles itself (a slow server). */
function stubApi(routes: Parameters<typeof routeFetch>[0], held: Record<string, () => Promise<Response>> = {}) {
  const calls: Call[] = [];
  const answer = routeFetch(routes);
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      const hold = held[`${init?.method ?? "GET"} ${String(input)}`];
      return hold ? hold() : answer(input, init);
    }),
  );
  return calls;
}

const redemptions = (calls: Call[]) => calls.filter((c) => c.url === "/api/loyalty/redemptions" && c.init?.method === "POST");
const accountReads = (calls: Call[]) => calls.filter((c) => c.url === "/api/loyalty/account");

afterEach(() => vi.unstubAllGlobals());

describe("LoyaltyRewards", () => {
  it("disables Redeem when points are below the cost, shows VIP Status Locked below Platinum, and enables the rest", async () => {
    stubApi({ "GET /api/loyalty/account": account({ points: 800, rewards: rewardsFor(800) }) });
    renderWithProviders(<LoyaltyRewards />, { path: "/loyalty" });

    const freeDelivery = await screen.findByRole("button", { name: "Redeem Free Delivery" });
    expect(freeDelivery).toBeEnabled();
    expect(screen.getByRole("button", { name: "Redeem Free Appetizer" })).toBeEnabled();
    // 800 < 1,000: the spec's "points below its cost".
    expect(screen.getByRole("button", { name: "Redeem 20% Off" })).toBeDisabled();
    expect(within(screen.getByTestId("card-reward-twenty-off")).getByText("200 more points needed")).toBeInTheDocument();
    const vip = screen.getByRole("button", { name: "VIP Status: Locked" });
    expect(vip).toBeDisabled();
    expect(vip).toHaveTextContent("Locked");
    expect(within(screen.getByTestId("card-reward-vip-status")).getByText("For Platinum members")).toBeInTheDocument();
  });

  it("lets a Platinum member with enough points redeem VIP Status", async () => {
    stubApi({
      "GET /api/loyalty/account": account({ tier: "platinum", points: 5200, nextTier: null, nextTierPoints: 5200, rewards: rewardsFor(5200, true) }),
    });
    renderWithProviders(<LoyaltyRewards />, { path: "/loyalty" });
    const vip = await screen.findByRole("button", { name: "Redeem VIP Status" });
    expect(vip).toBeEnabled();
    expect(vip).toHaveTextContent("Redeem");
    expect(screen.getByTestId("text-points-to-next")).toHaveTextContent("You've reached the top tier");
  });

  it("shows spendable and pending points, the '+points' history and nextTierPoints − points to the next tier", async () => {
    stubApi({
      "GET /api/loyalty/account": account({
        points: 400,
        pendingPoints: 710,
        nextTierPoints: 1500,
        history: [
          entry({ id: "e-2", points: 710, description: "Order from Sakura House", pending: true, availableAt: "2030-01-13T12:00:00.000Z" }),
          entry({ id: "e-3", kind: "redeem", points: -500, description: "Free Delivery reward" }),
          entry({ id: "e-1", points: 900, description: "Order from Trattoria Bellini" }),
        ],
      }),
    });
    renderWithProviders(<LoyaltyRewards />, { path: "/loyalty" });

    expect(await screen.findByTestId("text-points-available")).toHaveTextContent("400 points to spend");
    expect(screen.getByTestId("text-points-pending")).toHaveTextContent("710 pending points · Pending until Jan 13, 2030");
    expect(screen.getByTestId("text-points-to-next")).toHaveTextContent("1,100 points to Gold");
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "27");

    const history = screen.getByTestId("list-points-history");
    const pending = within(history).getByTestId("history-entry-e-2");
    expect(pending).toHaveTextContent("+710");
    expect(pending).toHaveTextContent("(pending)");
    expect(pending).toHaveTextContent("Pending until Jan 13, 2030");
    expect(within(history).getByTestId("history-entry-e-1")).toHaveTextContent("+900");
    expect(within(history).getByTestId("history-entry-e-1")).not.toHaveTextContent("pending");
    expect(within(history).getByTestId("history-entry-e-3")).toHaveTextContent("−500");
  });

  it("redeems once with an Idempotency-Key however often Redeem is clicked, then announces the voucher and refreshes the account", async () => {
    let redeemed = false;
    let resolveRedeem: (r: Response) => void = () => undefined;
    const calls = stubApi({
      "GET /api/loyalty/account": () =>
        redeemed
          ? account({ points: 150, rewards: rewardsFor(150), vouchers: [voucher()] })
          : account({ points: 650, rewards: rewardsFor(650) }),
    }, {
      "POST /api/loyalty/redemptions": () =>
        new Promise<Response>((resolve) => {
          resolveRedeem = resolve;
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoyaltyRewards />, { path: "/loyalty" });

    await user.click(await screen.findByRole("button", { name: "Redeem Free Delivery" }));
    const dialog = await screen.findByRole("dialog", { name: "Redeem Free Delivery?" });
    expect(dialog).toHaveTextContent("This spends 500 of your 650 points");
    const confirm = within(dialog).getByRole("button", { name: "Redeem" });
    await user.dblClick(confirm);
    await user.click(confirm);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Redeeming..." })).toBeDisabled());

    const sent = redemptions(calls);
    expect(sent).toHaveLength(1);
    const key = new Headers(sent[0]!.init?.headers).get("idempotency-key");
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(sent[0]!.init?.body))).toEqual({ rewardId: "free-delivery" });

    const readsBefore = accountReads(calls).length;
    redeemed = true;
    resolveRedeem(jsonResponse(voucher(), 201));

    await waitFor(() => expect(screen.getByTestId("text-redeem-status")).toHaveTextContent("Voucher added: Free Delivery."));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(accountReads(calls).length).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.getByTestId("text-points-available")).toHaveTextContent("150 points to spend"));
    const list = screen.getByTestId("list-vouchers");
    expect(within(list).getByText("Free Delivery")).toBeInTheDocument();
    expect(within(list).getByRole("link", { name: "Use at checkout" })).toHaveAttribute("href", "/order");
    expect(redemptions(calls)).toHaveLength(1);
  });

  it("retries a failed redemption with the same key, and a new confirmation gets a new key", async () => {
    let attempt = 0;
    const calls = stubApi({
      "GET /api/loyalty/account": account({ points: 650, rewards: rewardsFor(650) }),
      "POST /api/loyalty/redemptions": () => {
        attempt += 1;
        return attempt === 1
          ? jsonResponse({ message: "Something went wrong", code: "internal", requestId: "r" }, 500)
          : jsonResponse({ message: "Not enough points for Free Delivery", code: "conflict", requestId: "r" }, 409);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoyaltyRewards />, { path: "/loyalty" });

    await user.click(await screen.findByRole("button", { name: "Redeem Free Delivery" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Redeem" }));
    expect(await within(dialog).findByTestId("error-redeem")).toHaveTextContent("Something went wrong");
    await user.click(within(dialog).getByRole("button", { name: "Redeem" }));
    // The server's own message (409 not enough points, 403 locked) is what the member reads.
    await waitFor(() => expect(within(dialog).getByTestId("error-redeem")).toHaveTextContent("Not enough points for Free Delivery"));

    const [first, second] = redemptions(calls).map((c) => new Headers(c.init?.headers).get("idempotency-key"));
    expect(first).toBeTruthy();
    expect(second).toBe(first);

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Redeem Free Delivery" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Redeem" }));
    await waitFor(() => expect(redemptions(calls)).toHaveLength(3));
    expect(new Headers(redemptions(calls)[2]!.init?.headers).get("idempotency-key")).not.toBe(first);
  });

  it("shows signed-out visitors how the programme works and a Sign in link", async () => {
    stubApi({ "GET /api/loyalty/account": jsonResponse({ message: "Unauthorized", code: "unauthorized", requestId: "r" }, 401) });
    renderWithProviders(<LoyaltyRewards />, { path: "/loyalty" });
    expect(await screen.findByText("Join our loyalty program")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?next=%2Floyalty");
    expect(screen.getByText("10 points per dollar")).toBeInTheDocument();
    expect(screen.getByText("250 bonus points")).toBeInTheDocument();
    const tiers = screen.getByTestId("list-tiers");
    for (const t of ["Bronze", "Silver", "Gold", "Platinum"]) expect(within(tiers).getByText(t)).toBeInTheDocument();
    expect(within(tiers).getByText("3,000 points")).toBeInTheDocument();
    const catalogue = screen.getByTestId("list-reward-catalogue");
    expect(within(catalogue).getByText("VIP Status")).toBeInTheDocument();
    expect(within(catalogue).getByText("5,000 points")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Redeem/ })).not.toBeInTheDocument();
  });

  it("offers a retry when the account cannot be read", async () => {
    let fail = true;
    stubApi({
      "GET /api/loyalty/account": () => (fail ? jsonResponse({ message: "Database unavailable", code: "internal", requestId: "r" }, 503) : account()),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LoyaltyRewards />, { path: "/loyalty" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Database unavailable");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("text-points-available")).toHaveTextContent("650 points to spend");
  });
});

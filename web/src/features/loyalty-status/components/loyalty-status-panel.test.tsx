import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { LoyaltyStatusPanel } from "./loyalty-status-panel";

const stubInfo = (answer: unknown) => vi.stubGlobal("fetch", vi.fn(routeFetch({ "GET /api/loyalty/info": answer })));
afterEach(() => vi.unstubAllGlobals());

describe("LoyaltyStatusPanel", () => {
  it("invites a member with no points and no history to join", async () => {
    stubInfo({ tier: "bronze", points: 0, nextTierPoints: 500, recentEarnings: [] });
    renderWithProviders(<LoyaltyStatusPanel />);
    expect(await screen.findByText("Join our loyalty program")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/loyalty");
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("invites a signed-out visitor to join", async () => {
    stubInfo(jsonResponse({ message: "Unauthorized", code: "unauthorized", requestId: "r" }, 401));
    renderWithProviders(<LoyaltyStatusPanel />);
    expect(await screen.findByText("Join our loyalty program")).toBeInTheDocument();
  });

  it("draws the ring with the tier, points and nextTierPoints − points, and the '+points' earnings", async () => {
    stubInfo({ tier: "gold", points: 1250, nextTierPoints: 3000, recentEarnings: [{ description: "Order from Trattoria Bellini", points: 420 }] });
    renderWithProviders(<LoyaltyStatusPanel />);
    const ring = await screen.findByRole("progressbar");
    expect(ring).toHaveAttribute("data-tier", "gold");
    expect(ring).toHaveAttribute("aria-valuenow", "42");
    expect(screen.getByTestId("text-loyalty-points")).toHaveTextContent("1,250 points");
    expect(screen.getByTestId("text-points-to-next")).toHaveTextContent("1,750 points to next tier");
    expect(screen.getByText("+420")).toBeInTheDocument();
  });

  it("still shows the ring for a member whose points are all spent but who has earned before", async () => {
    stubInfo({ tier: "silver", points: 0, nextTierPoints: 1500, recentEarnings: [{ description: "Order from Sakura House", points: 600 }] });
    renderWithProviders(<LoyaltyStatusPanel />);
    expect(await screen.findByRole("progressbar")).toHaveAttribute("data-tier", "silver");
    expect(screen.queryByText("Join our loyalty program")).not.toBeInTheDocument();
  });
});

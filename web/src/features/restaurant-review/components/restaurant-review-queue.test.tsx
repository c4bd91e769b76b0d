import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { RestaurantApplication } from "@tavola/contracts";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { RestaurantReviewQueue } from "./restaurant-review-queue";

const application: RestaurantApplication = {
  id: "a1",
  status: "submitted",
  data: { info: { restaurantName: "Casa Nopal", cuisine: "mexican", description: "Tortillas" }, location: { city: "Brooklyn", address: "88 Havemeyer St" } },
  savedSteps: ["info", "location"],
  ownerName: "Lucía Romero",
  ownerEmail: "lucia@example.com",
  reviewMessage: null,
  submittedAt: new Date().toISOString(),
  reviewedAt: null,
  restaurantId: null,
  updatedAt: new Date().toISOString(),
};

describe("RestaurantReviewQueue", { timeout: 20_000 }, () => {
  it("lists waiting applications; asking for changes needs a message (the server's), approve sends the decision", async () => {
    const decisions: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        routeFetch({
          "GET /api/admin/restaurant-applications?status=submitted": { items: [application] },
          "POST /api/admin/restaurant-applications/a1/review": (_u: string, init?: RequestInit) => {
            const body = JSON.parse(String(init?.body)) as { decision: string; message: string };
            decisions.push(body);
            if (body.decision !== "approve" && body.message.length < 3) {
              return jsonResponse({ message: "Invalid request", code: "invalid", fieldErrors: { message: ["Tell the owner what to change or why"] }, requestId: "t" }, 400);
            }
            return { ...application, status: body.decision === "approve" ? "approved" : "changes_requested" };
          },
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RestaurantReviewQueue />);
    await user.click(await screen.findByTestId("application-Casa Nopal"));
    expect(screen.getByText("Lucía Romero (lucia@example.com)")).toBeInTheDocument();
    await user.click(screen.getByTestId("button-request-changes"));
    expect(await screen.findByText("Tell the owner what to change or why")).toBeInTheDocument();
    await user.click(screen.getByTestId("button-approve"));
    await vi.waitFor(() => expect(decisions.at(-1)).toEqual({ decision: "approve", message: "" }));
  });
});

import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { RestaurantApplication } from "@tavola/contracts";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { routeFetch } from "@/test/route-fetch";
import { RestaurantOnboardingWizard } from "./restaurant-onboarding-wizard";

const draft = (over: Partial<RestaurantApplication> = {}): RestaurantApplication => ({
  id: "a1",
  status: "draft",
  data: { info: { restaurantName: "Forno", cuisine: "italian", description: "" } },
  savedSteps: ["info"],
  ownerName: "Ada Lovelace",
  ownerEmail: "ada@example.com",
  reviewMessage: null,
  submittedAt: null,
  reviewedAt: null,
  restaurantId: null,
  updatedAt: new Date().toISOString(),
  ...over,
});

describe("RestaurantOnboardingWizard", { timeout: 20_000 }, () => {
  it("resumes at the first unsaved step; a city from the gazetteer fills the location; bad input is named before saving", async () => {
    let saved: unknown = null;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        routeFetch({
          "GET /api/restaurant-onboarding": { application: draft() },
          "PUT /api/restaurant-onboarding/location": (_u: string, init?: RequestInit) => {
            saved = JSON.parse(String(init?.body));
            return jsonResponse(draft({ savedSteps: ["info", "location"], data: { ...draft().data, location: saved } }));
          },
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<RestaurantOnboardingWizard signedIn accountStep={null} />);
    expect(await screen.findByRole("heading", { name: "Location & Contact" })).toBeInTheDocument();
    expect(screen.getByTestId("text-step")).toHaveTextContent("Step 3 of 6");
    await user.click(screen.getByTestId("button-next"));
    expect(screen.getByText("Full address is required")).toBeInTheDocument();
    expect(saved).toBeNull();
    await user.type(screen.getByTestId("input-address"), "1 Nyhavn, Copenhagen");
    await user.selectOptions(screen.getByTestId("select-city"), "Copenhagen|DK");
    await user.type(screen.getByTestId("input-phone"), "+45 33 12 34 56");
    await user.type(screen.getByTestId("input-email"), "hej@forno.dk");
    await user.type(screen.getByTestId("input-capacity"), "40");
    await user.click(screen.getByTestId("button-next"));
    expect(await screen.findByRole("heading", { name: "Operating Hours" })).toBeInTheDocument();
    expect(saved).toMatchObject({ city: "Copenhagen", country: "DK", lat: 55.6761, lng: 12.5683, timeZone: "Europe/Copenhagen", capacity: 40 });
    // Previous goes back to the saved answers.
    await user.click(screen.getByTestId("button-previous"));
    expect(screen.getByTestId("input-address")).toHaveValue("1 Nyhavn, Copenhagen");
  });

  it("shows the executives' message when changes were asked for, and the status once submitted", async () => {
    vi.stubGlobal("fetch", vi.fn(routeFetch({ "GET /api/restaurant-onboarding": { application: draft({ status: "changes_requested", reviewMessage: "Add your weekend hours" }) } })));
    const { unmount } = renderWithProviders(<RestaurantOnboardingWizard signedIn accountStep={null} />);
    expect(await screen.findByTestId("text-review-message")).toHaveTextContent("Add your weekend hours");
    unmount();
    vi.stubGlobal("fetch", vi.fn(routeFetch({ "GET /api/restaurant-onboarding": { application: draft({ status: "submitted" }) } })));
    renderWithProviders(<RestaurantOnboardingWizard signedIn accountStep={null} />);
    expect(await screen.findByTestId("text-application-status")).toHaveTextContent("Waiting for review");
  });

  it("signed out, the first step is the owner's account", () => {
    renderWithProviders(<RestaurantOnboardingWizard signedIn={false} accountStep={<p>Sign up here</p>} />);
    expect(screen.getByText("Sign up here")).toBeInTheDocument();
    expect(screen.getByTestId("text-step")).toHaveTextContent("Step 1 of 6");
  });
});

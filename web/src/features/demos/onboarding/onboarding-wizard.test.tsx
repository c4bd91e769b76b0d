import { CUSTOMER_ONBOARDING_STEPS, RESTAURANT_ONBOARDING_STEPS } from "@tavola/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render";
import { COURIER_ONBOARDING_WIZARD } from "./courier-onboarding-definition";
import { CUSTOMER_ONBOARDING_WIZARD } from "./customer-onboarding-definition";
import { OnboardingWizard } from "./onboarding-wizard";
import { RESTAURANT_ONBOARDING_WIZARD } from "./restaurant-onboarding-definition";
import { nextStep, previousStep } from "./wizard-steps";

describe("wizard steps", () => {
  it("move by one and stay within bounds", () => {
    expect(nextStep(0, 4)).toBe(1);
    expect(nextStep(3, 4)).toBe(3);
    expect(previousStep(1)).toBe(0);
    expect(previousStep(0)).toBe(0);
  });

  it("match the spec's step counts", () => {
    expect(RESTAURANT_ONBOARDING_WIZARD.steps).toHaveLength(RESTAURANT_ONBOARDING_STEPS);
    expect(CUSTOMER_ONBOARDING_WIZARD.steps).toHaveLength(CUSTOMER_ONBOARDING_STEPS);
    expect(COURIER_ONBOARDING_WIZARD.steps).toHaveLength(3);
  });
});

describe("OnboardingWizard", () => {
  it("advances without enforcing required fields, keeps values and finishes on the dashboard", async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<OnboardingWizard definition={RESTAURANT_ONBOARDING_WIZARD} />, {
      path: "/demo/restaurant/onboarding",
    });
    const progress = screen.getByRole("progressbar", { name: "Step 1 of 4" });
    expect(progress).toHaveAttribute("aria-valuenow", "1");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.type(screen.getByRole("textbox", { name: /Restaurant Name/ }), "Osteria");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Step 2 of 4")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Location & Contact" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "Services & Payment" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();

    for (let i = 0; i < 3; i++) await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByRole("textbox", { name: /Restaurant Name/ })).toHaveValue("Osteria");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    for (let i = 0; i < 3; i++) await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Complete Setup" }));
    expect(location.history?.at(-1)).toBe("/demo/restaurant/dashboard");
  });

  it("starts the customer's notification preferences switched on", async () => {
    const user = userEvent.setup();
    renderWithProviders(<OnboardingWizard definition={CUSTOMER_ONBOARDING_WIZARD} />);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    const switches = screen.getAllByRole("switch");
    expect(switches).toHaveLength(3);
    for (const s of switches) expect(s).toHaveAttribute("aria-checked", "true");
    await user.click(screen.getByRole("switch", { name: "Order Notifications" }));
    expect(screen.getByRole("switch", { name: "Order Notifications" })).toHaveAttribute("aria-checked", "false");
    expect(screen.getByRole("button", { name: "Start Exploring" })).toBeInTheDocument();
  });
});

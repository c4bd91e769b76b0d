import { expect as baseExpect, test, expectNoSeriousA11yViolations, useTheme } from "./fixtures";

// Screens are lazy chunks; on a busy CI machine the first paint can take longer than the 5 s default.
const expect = baseExpect.configure({ timeout: 10_000 });

const THEMES = ["light", "dark"] as const;

test.describe("pricing (spec section 9)", () => {
  test("shows the three plans, their prices, Most Popular on Professional, and the terms", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const starter = page.getByTestId("card-plan-starter");
    const professional = page.getByTestId("card-plan-professional");
    const enterprise = page.getByTestId("card-plan-enterprise");
    await expect(page.locator("[data-testid^=card-plan-]")).toHaveCount(3);

    await expect(starter.getByRole("heading", { name: "Starter" })).toBeVisible();
    await expect(starter.getByTestId("text-plan-price-starter")).toHaveText("$99/month");
    await expect(starter).toContainText("Up to 100 orders per month");
    await expect(starter).toContainText("1 location");

    await expect(professional.getByRole("heading", { name: "Professional" })).toBeVisible();
    await expect(professional.getByTestId("text-plan-price-professional")).toHaveText("$299/month");
    await expect(professional).toContainText("Up to 1,000 orders per month");
    await expect(professional).toContainText("Up to 3 locations");

    await expect(enterprise.getByRole("heading", { name: "Enterprise" })).toBeVisible();
    await expect(enterprise.getByTestId("text-plan-price-enterprise")).toHaveText("Custom");
    await expect(enterprise).toContainText("Unlimited orders");

    // Exactly one plan is marked, and it is Professional.
    await expect(page.getByText("Most Popular", { exact: true })).toHaveCount(1);
    await expect(professional.getByText("Most Popular", { exact: true })).toBeVisible();

    await expect(page.getByTestId("text-courier-commission")).toContainText("8% per successful delivery");
    await expect(page.getByTestId("card-courier-commission")).toContainText("Weekly payouts");
    await expect(page.getByTestId("text-b2b-catering-min")).toContainText("From $500 per month minimum");

    const terms = page.getByTestId("list-pricing-terms");
    await expect(terms.getByRole("listitem")).toHaveText([
      "14-day free trial for restaurant plans",
      "No setup fee",
      "Plan changes take effect next billing cycle",
      "Payments via two payment partners (a card payment provider and a regional one)",
    ]);

    await enterprise.getByRole("link", { name: /Contact sales/ }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("fits a 360 px wide screen without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/pricing", "/features", "/how-it-works", "/investors", "/catering-request"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("features, how it works and investors", () => {
  test("/features covers every audience and the spec's marketing claims", async ({ page }) => {
    await page.goto("/features");
    for (const audience of ["Customers", "Restaurants", "Couriers", "Enterprise clients", "Executives"]) {
      await expect(page.getByRole("heading", { level: 3, name: `For ${audience}` })).toBeVisible();
    }
    for (const claim of [
      "White-glove food delivery",
      "Dine-in check-in",
      "Catering",
      "Loyalty programme",
      "AI analytics and recommendations",
      "Feedback with AI sentiment analysis",
      "Voice navigation",
      "Dual payment routing",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: claim, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("card-highlight-dual-payments")).toContainText("geolocation");
    await page.getByTestId("link-audience-couriers").click();
    await expect(page).toHaveURL(/#couriers$/);
    await expect(page.getByTestId("card-audience-couriers")).toBeInViewport();
  });

  test("/how-it-works links to the demos, the features and the pricing", async ({ page }) => {
    await page.goto("/how-it-works");
    for (const step of ["Connect", "Curate", "Deliver"]) {
      await expect(page.getByRole("heading", { level: 3, name: step, exact: true })).toBeVisible();
    }
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Explore the demos" }).click();
    await expect(page).toHaveURL(/\/demos$/);
    await page.goBack();
    await main.getByRole("link", { name: "See all features" }).click();
    await expect(page).toHaveURL(/\/features$/);
    await page.goBack();
    await main.getByRole("link", { name: "View pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByTestId("card-plan-professional")).toBeVisible();
    await page.goBack();
    await main.getByRole("link", { name: "Try the restaurant demo" }).click();
    await expect(page).toHaveURL(/\/demo\/restaurant\/onboarding$/);
  });

  test("/investors labels traction as illustrative and leads to /contact", async ({ page }) => {
    await page.goto("/investors");
    await expect(page.getByRole("heading", { level: 2, name: "The market" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "A multi-sided model" })).toBeVisible();
    await expect(page.getByTestId("card-model-couriers")).toContainText("8% commission per successful delivery");
    await expect(page.getByTestId("card-model-restaurants")).toContainText("$99–$299 per month");
    await expect(page.getByTestId("badge-illustrative")).toHaveText("Illustrative figures");
    await expect(page.getByTestId("text-illustrative-note")).toContainText("not audited results");
    await page.getByTestId("link-investors-contact").click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("accessibility of the marketing pages", () => {
  for (const theme of THEMES) {
    for (const path of ["/pricing", "/features", "/how-it-works", "/investors"]) {
      test(`${path} has no serious axe violations in ${theme} theme`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }
  }
});

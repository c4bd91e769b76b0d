import type { Page } from "@playwright/test";
import { expect as baseExpect, test, expectNoSeriousA11yViolations, useTheme } from "./fixtures";

// Screens are lazy chunks; on a busy CI machine the first paint after a navigation can take a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

/**
 * Holds the demo sign-in until the test has seen the pending label, then lets it through (a fixed delay can
 * lose the race on a busy machine). Returns the release.
 */
async function holdDemoLogin(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/test-login**", async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test.describe("landing (signed out)", () => {
  test("has every section of the spec", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "On this page" });
    await expect(nav.getByRole("link", { name: "Features" })).toHaveAttribute("href", "#features");
    await expect(nav.getByRole("link", { name: "How It Works" })).toHaveAttribute("href", "#how-it-works");
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "#pricing");
    await expect(nav.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(nav.locator("xpath=..")).toHaveCSS("position", "sticky");

    await expect(page.getByRole("heading", { level: 1, name: "Modern Hospitality Platform" })).toBeVisible();
    await expect(page.locator("[data-testid^=card-audience-]")).toHaveCount(3);

    await expect(page.getByTestId("button-order-now")).toHaveText("Order Now");
    await expect(page.getByRole("link", { name: "Become a Courier" })).toHaveAttribute("href", "/courier-onboarding");
    await expect(page.getByRole("link", { name: "View Restaurant Demo" })).toHaveAttribute("href", "/demo/restaurant-onboarding");
    await expect(page.getByRole("button", { name: "Log In Once & For All" })).toBeVisible();

    const how = page.locator("section#how-it-works");
    await expect(how.getByRole("heading", { name: "How It Works" })).toBeVisible();
    for (const step of ["Connect", "Curate", "Deliver"]) await expect(how.getByRole("heading", { name: step })).toBeVisible();
    await expect(how.getByRole("link", { name: "Explore the Demos" })).toHaveAttribute("href", "/demos");

    await expect(page.locator("section#features").getByTestId("card-feature")).toHaveCount(6);
    await expect(page.locator("section#pricing").getByRole("link", { name: "Compare all plans" })).toHaveAttribute("href", "/pricing");
    await expect(page.getByTestId("card-testimonial")).toHaveCount(3);

    const landingFooter = page.getByTestId("landing-footer").getByRole("link");
    const hrefs = ["/restaurants", "/couriers", "/customers", "/about", "/careers", "/press", "/help", "/accessibility"];
    await expect(landingFooter).toHaveCount(hrefs.length);
    for (const [i, href] of hrefs.entries()) await expect(landingFooter.nth(i)).toHaveAttribute("href", href);

    // The anchors scroll to their sections.
    await nav.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.getByRole("heading", { name: "Simple, Transparent Pricing" })).toBeInViewport();
  });

  test("Sign In shows 'Logging in...', toasts 'Welcome Back, Alex' and lands on the home", async ({ page }) => {
    const release = await holdDemoLogin(page);
    await page.goto("/");
    // The spec: on success the page reloads after 1 second; the test ends only once it has.
    const reloaded = page.waitForEvent("load");
    const signIn = page.getByTestId("button-landing-sign-in");
    await signIn.click();
    await expect(signIn).toHaveText("Logging in...");
    await expect(signIn).toBeDisabled();
    release();
    await expect(page.getByText("Welcome Back, Alex").first()).toBeVisible();
    await reloaded;
    await expect(page.getByTestId("text-greeting")).toContainText("Alex", { timeout: 10_000 });
  });

  test("Order Now signs in the demo customer", async ({ page }) => {
    const release = await holdDemoLogin(page);
    await page.goto("/");
    // The spec: on success the page reloads after 1 second; the test ends only once it has.
    const reloaded = page.waitForEvent("load");
    await page.getByTestId("button-order-now").click();
    await expect(page.getByTestId("button-order-now")).toHaveText("Logging in...");
    release();
    await expect(page.getByText("Welcome Back, Alex").first()).toBeVisible();
    await reloaded;
    await expect(page.getByTestId("text-greeting")).toContainText("Alex", { timeout: 10_000 });
  });

  test("'Log In Once & For All' authenticates as the CEO", async ({ page }) => {
    const release = await holdDemoLogin(page);
    await page.goto("/");
    // The spec: on success the page reloads after 1 second; the test ends only once it has.
    const reloaded = page.waitForEvent("load");
    const ceo = page.getByTestId("button-ceo-login");
    await ceo.click();
    await expect(ceo).toHaveText("Authenticating...");
    await expect(ceo).toBeDisabled();
    release();
    await expect(page.getByText("Welcome Back, Morgan").first()).toBeVisible();
    await reloaded;
    await expect(page.getByTestId("card-ceo-dashboard")).toBeVisible({ timeout: 10_000 });
  });

  test("a failed sign-in shows the spec's destructive toast", async ({ page }) => {
    await page.route("**/api/test-login**", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/");
    await page.getByTestId("button-landing-sign-in").click();
    await expect(page.getByText("Login Failed").first()).toBeVisible();
    await expect(page.getByText("Unable to authenticate. Please try again.").first()).toBeVisible();
    await expect(page.getByTestId("button-landing-sign-in")).toHaveText("Sign In");
  });

  test("keeps the hidden CEO Access modal", async ({ page }) => {
    await page.goto("/?admin=1");
    const dialog = page.getByTestId("dialog-admin-key");
    await expect(dialog.getByRole("heading", { name: "CEO Access" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Access Platform" })).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`has no serious or critical axe violations in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "Modern Hospitality Platform" })).toBeVisible();
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expectNoSeriousA11yViolations(page);
    });
  }
});

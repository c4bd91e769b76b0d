import { expect as baseExpect, test } from "./fixtures";

// Screens are lazy chunks; on a busy CI machine the first paint after a navigation can take a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const HEADER_LINKS = [
  ["/", "Home"],
  ["/features", "Features"],
  ["/how-it-works", "How It Works"],
  ["/pricing", "Pricing"],
  ["/investors", "Investors"],
  ["/demos", "Demos"],
] as const;

const SERVICES = [
  ["/order", "Order"],
  ["/tables", "Tables"],
  ["/checkin", "Check In"],
  ["/catering", "Catering"],
  ["/feedback", "Feedback"],
  ["/loyalty", "Loyalty"],
] as const;

const FOOTER = {
  services: [["/order", "Food Delivery"], ["/checkin", "Dine-In Check-In"], ["/catering", "Catering"], ["/loyalty", "Loyalty"]],
  account: [["/my-orders", "My Orders"], ["/order-tracking", "Order Tracking"], ["/loyalty-advanced", "Loyalty Dashboard"], ["/help-center", "Help Center"]],
  partners: [
    ["/restaurant-onboarding", "Restaurant Onboarding"],
    ["/courier-dashboard", "Courier Dashboard"],
    ["/catering-crm", "Catering CRM"],
    ["/subscription-tiers", "Enterprise Solutions"],
  ],
  legal: [["/terms", "Terms of Service"], ["/privacy", "Privacy Policy"], ["/cookie-policy", "Cookie Policy"]],
} as const;

test.describe("header", () => {
  test("has exactly the spec's links and highlights the active one", async ({ page }) => {
    await page.goto("/pricing");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    await expect(links).toHaveCount(HEADER_LINKS.length);
    for (const [i, [href, label]] of HEADER_LINKS.entries()) {
      await expect(links.nth(i)).toHaveAttribute("href", href);
      await expect(links.nth(i)).toHaveText(label);
    }
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current=page]")).toHaveCount(1);

    await nav.getByRole("link", { name: "Features" }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(nav.getByRole("link", { name: "Features" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Pricing" })).not.toHaveAttribute("aria-current", "page");
  });
});

test.describe("side drawer on a small screen", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("opens with the links and services, navigates and closes", async ({ page }) => {
    await page.goto("/features");
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByTestId("button-open-drawer").click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    for (const [href, label] of HEADER_LINKS) {
      await expect(drawer.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(drawer.getByRole("link", { name: "Features", exact: true })).toHaveAttribute("aria-current", "page");
    const services = drawer.getByRole("navigation", { name: "Services" }).getByRole("link");
    await expect(services).toHaveCount(SERVICES.length);
    for (const [i, [href, label]] of SERVICES.entries()) {
      await expect(services.nth(i)).toHaveAttribute("href", href);
      await expect(services.nth(i)).toHaveText(label);
    }
    // The theme can be chosen from the drawer too.
    await expect(drawer.getByRole("group", { name: "Theme" })).toBeVisible();

    await drawer.getByRole("link", { name: "Tables", exact: true }).click();
    await expect(page).toHaveURL(/\/tables$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("main h1")).toBeVisible();

    await page.getByTestId("button-open-drawer").click();
    await expect(page.getByRole("dialog").getByRole("link", { name: "Tables", exact: true })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("sets the theme from the drawer", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("button-open-drawer").click();
    await page.getByRole("dialog").getByRole("button", { name: "Light" }).click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await expect(page.getByRole("dialog").getByRole("button", { name: "Light" })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("footer", () => {
  test("has the spec's four columns, the copyright and greyed social icons", async ({ page }) => {
    await page.goto("/features");
    const footer = page.getByRole("contentinfo");
    for (const [column, links] of Object.entries(FOOTER)) {
      const nav = footer.getByTestId(`footer-column-${column}`);
      const anchors = nav.getByRole("link");
      await expect(anchors).toHaveCount(links.length);
      for (const [i, [href, label]] of links.entries()) {
        await expect(anchors.nth(i)).toHaveAttribute("href", href);
        await expect(anchors.nth(i)).toHaveText(label);
      }
    }
    await expect(footer.getByTestId("text-copyright")).toContainText("© 2024");
    const icons = footer.locator("[data-testid^=icon-social-]");
    await expect(icons).toHaveCount(4);
    for (const icon of await icons.all()) {
      await expect(icon).toHaveAttribute("aria-disabled", "true");
      await expect(icon).not.toHaveAttribute("href", /.*/);
      await expect(icon).not.toHaveAttribute("tabindex", /.*/);
    }
    await expect(footer.locator("a[aria-disabled]")).toHaveCount(0);

    await footer.getByRole("link", { name: "Enterprise Solutions" }).click();
    await expect(page).toHaveURL(/\/subscription-tiers$/);
  });
});

test.describe("theme", () => {
  test("defaults to dark, and a light choice survives a reload", async ({ page }) => {
    await page.goto("/features");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.getByTestId("button-theme-toggle").click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => window.localStorage.getItem("tavola-ui-theme"))).toBe("light");
  });
});

test.describe("404", () => {
  test("shows the spec's texts; Go Back returns and Go Home goes home", async ({ page }) => {
    await page.goto("/features");
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByTestId("button-go-back").click();
    await expect(page).toHaveURL(/\/features$/);

    await page.goto("/still/nothing/here");
    await page.getByTestId("button-go-home").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Modern Hospitality Platform" })).toBeVisible();
  });
});

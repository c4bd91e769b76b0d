import { expect, signInAs, test } from "./fixtures";

/**
 * The spec's full route table (section 2), written out here independently of the router, plus the
 * paths the spec's screens link to. Every one must resolve to a page — never the 404.
 */
const SPEC_ROUTES = [
  "/", "/ceo/login", "/ceo/change-password", "/ceo/reset-password", "/ceo/dashboard", "/super-admin-dashboard",
  "/ab-testing-dashboard", "/order", "/checkin", "/tables", "/catering", "/catering-request", "/loyalty", "/feedback",
  "/features", "/how-it-works", "/pricing", "/demos",
  "/demo/restaurant/onboarding", "/demo/restaurant/dashboard", "/demo/user/onboarding", "/demo/user/dashboard",
  "/demo/courier/onboarding", "/demo/courier/dashboard",
  "/my-orders", "/order-tracking", "/loyalty-advanced", "/help-center", "/restaurant-onboarding",
  "/demo/restaurant-onboarding", "/demo/courier-onboarding", "/demo/customer-onboarding", "/ai-executive-control",
  "/courier-dashboard", "/customer-dashboard", "/restaurant-dashboard", "/catering-crm", "/subscription-tiers",
  "/table-reservations", "/financial-analytics", "/inventory-management", "/social-share", "/customer-churn",
  "/mobile-demo", "/contact", "/about", "/advanced-analytics", "/b2b-catering-crm", "/human-resources", "/admin",
  "/investors", "/home", "/eq-cq-dashboard", "/catering-requests-crm", "/restaurant-gamification",
  "/campaign-manager", "/campaign-admin", "/catering-checkout/lead-123", "/table-recommendations", "/pos-system",
  "/catering-quotes", "/courier-profiles", "/sustainability-badges", "/organization-chart", "/employee-performance",
  "/data-science", "/menu-demo", "/analytics", "/customer-feedback",
];
/** Linked from the spec's screens (home, demo hub, footers). */
const LINKED_ROUTES = [
  "/ceo-dashboard", "/catering/crm", "/courier-onboarding", "/terms", "/privacy", "/cookie-policy", "/our-team",
  "/restaurants", "/couriers", "/customers", "/careers", "/press", "/help", "/accessibility",
];

/** The routes in four parts, each a test of its own: both workers share the walk, and one slow part cannot time out the rest. */
const ALL_ROUTES = [...SPEC_ROUTES, ...LINKED_ROUTES];
const PART = Math.ceil(ALL_ROUTES.length / 4);
const PARTS = Array.from({ length: 4 }, (_, i) => ALL_ROUTES.slice(i * PART, (i + 1) * PART));

/** The narrowest phone the product supports (guide: "check every page at 360 px wide"). */
const PHONE = { width: 360, height: 740 };

test.describe("every route of the spec", () => {
  for (const part of PARTS) {
    test(`resolves to a page with a heading, never the 404, no wider than a 360 px phone: ${part[0]} … ${part.at(-1)}`, async ({ page }) => {
      test.setTimeout(120_000);
      // The same walk at a phone's width: each page is measured once it has its heading, no second pass.
      await page.setViewportSize(PHONE);
      await signInAs(page, "customer");
      const overflowing: string[] = [];
      for (const path of part) {
        await page.goto(path);
        await expect(page.locator("main h1").first(), path).toBeVisible();
        await expect(page.getByTestId("page-not-found"), path).toHaveCount(0);
        // Measured once the page's data is in: its loading skeletons (components/ui/skeleton) have gone.
        await expect(page.locator("main .animate-pulse.bg-muted"), `${path} still loading`).toHaveCount(0);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > PHONE.width) overflowing.push(`${path}: ${width}px`);
      }
      expect(overflowing, "pages wider than the screen (horizontal scroll) at 360 px").toEqual([]);
    });
  }

  test("an unknown path shows the 404 page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  });
});

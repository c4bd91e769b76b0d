import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, signInAs, test, useTheme, WCAG22_AA_TAGS, type Theme } from "./fixtures";

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
/** Linked from the spec's screens (home, demo hub, footers) and the account menu. */
const LINKED_ROUTES = [
  "/my-reservations", "/ceo-dashboard", "/catering/crm", "/courier-onboarding", "/terms", "/privacy", "/cookie-policy", "/our-team",
  "/restaurants", "/couriers", "/customers", "/careers", "/press", "/help", "/accessibility",
];

/** The routes in four parts, each a test of its own: both workers share the walk, and one slow part cannot time out the rest. */
const ALL_ROUTES = [...SPEC_ROUTES, ...LINKED_ROUTES];
const PART = Math.ceil(ALL_ROUTES.length / 4);
const PARTS = Array.from({ length: 4 }, (_, i) => ALL_ROUTES.slice(i * PART, (i + 1) * PART));

/** The narrowest phone the product supports (guide: "check every page at 360 px wide"). */
const PHONE = { width: 360, height: 740 };

/**
 * A console error that is the app's own: the browser's line for a resource answered 401/403 is expected (a signed-in
 * customer's page asks for what only staff may read, and the page shows its "no access" state), every other is not.
 */
const isOwnError = (text: string) => !/^Failed to load resource: the server responded with a status of 40[13]\b/.test(text);

/**
 * Switches the page as it is to the other theme the way the app's ThemeProvider does (applyTheme: the class and
 * color-scheme of <html>; only the theme controls read the choice back), with transitions off so axe measures the
 * final colours, not a `transition-colors` half-way.
 */
async function switchTheme(page: Page, theme: Theme) {
  await page.evaluate((t) => {
    const style = document.createElement("style");
    style.textContent = "*, *::before, *::after { transition: none !important; animation-duration: 0s !important; }";
    document.head.append(style);
    const root = document.documentElement;
    root.classList.remove("light", "dark");
    root.classList.add(t);
    root.style.colorScheme = t;
  }, theme);
}

/** The WCAG 2.2 AA rules whose answer depends on the theme's colours (axe): text contrast, links told apart from text. */
const THEME_RULES = ["color-contrast", "link-in-text-block"];

test.describe("every route of the spec", () => {
  PARTS.forEach((part, index) => {
    // Half the parts load their pages in the light theme, half in the dark, so every theme paints from the start
    // (and has its uncaught errors counted) somewhere in the walk; each page is then checked by axe in both themes.
    const loaded: Theme = index % 2 === 0 ? "light" : "dark";
    const other: Theme = loaded === "light" ? "dark" : "light";
    test(`resolves to a page with a heading, never the 404, no wider than a 360 px phone, no uncaught error, axe WCAG 2.2 AA clean in both themes (loaded ${loaded}): ${part[0]} … ${part.at(-1)}`, async ({ page }) => {
      test.setTimeout(180_000);
      // The same walk at a phone's width: each page is measured once it has its heading, no second pass.
      await page.setViewportSize(PHONE);
      await useTheme(page, loaded);
      await signInAs(page, "customer");
      let path = "";
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`${path}: uncaught ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && isOwnError(message.text())) errors.push(`${path}: console ${message.text()}`);
      });
      const overflowing: string[] = [];
      const violations: string[] = [];
      for (path of part) {
        await page.goto(path);
        // A prerendered page first shows its signed-out markup (with its h1), then the app renders the signed-in
        // page afresh (web/src/main.tsx), through the route's loader: measure that page, not the first paint.
        await expect(page.getByTestId("button-account-menu"), `${path} rendered signed in`).toBeVisible();
        await expect(page.getByTestId("page-loader"), `${path} still loading its screen`).toHaveCount(0);
        await expect(page.locator("main h1").first(), path).toBeVisible();
        await expect(page.getByTestId("page-not-found"), path).toHaveCount(0);
        // Measured once the page's data is in: its loading skeletons (components/ui/skeleton) have gone.
        await expect(page.locator("main .animate-pulse.bg-muted"), `${path} still loading`).toHaveCount(0);
        await expect(page.locator("html"), `${path} in the ${loaded} theme`).toHaveClass(new RegExp(`\\b${loaded}\\b`));
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > PHONE.width) overflowing.push(`${path}: ${width}px`);
        for (const line of await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })) violations.push(`${path} (${loaded}): ${line}`);
        // The other theme changes colours only (same DOM), so only the colour rules can answer differently there:
        // the whole rule set twice cost about as much again (sweep 148 s against 52 s without axe).
        await switchTheme(page, other);
        for (const line of await seriousA11yViolations(page, { rules: THEME_RULES })) violations.push(`${path} (${other}): ${line}`);
      }
      // Collected over the whole part and compared together: one run lists every page's findings.
      expect({ overflowing, errors, violations }, "pages wider than 360 px, uncaught errors, serious axe violations").toEqual({
        overflowing: [],
        errors: [],
        violations: [],
      });
    });
  });

  test("an unknown path shows the 404 page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  });
});

import type { Locator, Page } from "@playwright/test";
import { expect, seriousA11yViolationsInPlace, signInAs, test, WCAG22_AA_TAGS, type Theme } from "./fixtures";
import { smallTapTargets } from "./tap-targets";

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

/** Colour transitions off, so a check right after the theme changes measures the final colours, not a half-way. */
const NO_TRANSITIONS = "*, *::before, *::after { transition: none !important; animation-duration: 0s !important; }";

const otherTheme = (theme: Theme): Theme => (theme === "light" ? "dark" : "light");

/**
 * Walks `paths` at a phone's width and checks each page in both themes: loaded in one, checked, switched in place to
 * the other and checked again; the theme a page loads in alternates from page to page (the switch is stored), so
 * each theme also paints first on half the pages. `signedIn` is what shows the page is rendered for the signed-in
 * user (a prerendered page first shows its signed-out markup, then the app renders the signed-in page afresh).
 */
async function walkInBothThemes(page: Page, paths: readonly string[], first: Theme, signedIn: (page: Page) => Locator) {
  await page.setViewportSize(PHONE);
  // A second tab of the app: a theme stored there reaches the page under test as a storage event, and the app
  // (ThemeProvider) switches it in place, without a reload, as it would for a person with two tabs open.
  const otherTab = await page.context().newPage();
  await otherTab.goto("/favicon.svg");
  const storeTheme = (theme: Theme) => otherTab.evaluate((t) => window.localStorage.setItem("tavola-ui-theme", t), theme);
  await storeTheme(first);
  let where = "";
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${where}: uncaught ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && isOwnError(message.text())) errors.push(`${where}: console ${message.text()}`);
  });
  const overflowing: string[] = [];
  const violations: string[] = [];
  const smallTargets = new Map<string, Theme[]>();
  let theme = first;
  const checkInTheme = async (path: string) => {
    where = `${path} (${theme})`;
    await expect(page.locator("html"), `${where}: theme applied`).toHaveClass(new RegExp(`\\b${theme}\\b`));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) overflowing.push(`${where}: ${width}px`);
    const found = new Map<string, number>();
    for (const t of await smallTapTargets(page)) {
      const key = `${path}: ${t.name} ${t.width}×${t.height}px`;
      found.set(key, (found.get(key) ?? 0) + 1);
    }
    for (const [key, count] of found) {
      const label = count > 1 ? `${key} ×${count}` : key;
      smallTargets.set(label, [...(smallTargets.get(label) ?? []), theme]);
    }
    for (const line of await seriousA11yViolationsInPlace(page, WCAG22_AA_TAGS)) violations.push(`${where}: ${line}`);
  };
  for (const path of paths) {
    where = `${path} (${theme})`;
    await page.goto(path);
    await expect(signedIn(page), `${path} rendered signed in`).toBeVisible();
    await expect(page.getByTestId("page-loader"), `${path} still loading its screen`).toHaveCount(0);
    await expect(page.locator("main h1").first(), path).toBeVisible();
    await expect(page.getByTestId("page-not-found"), path).toHaveCount(0);
    // Measured once the page's data is in: its loading skeletons (components/ui/skeleton) have gone.
    await expect(page.locator("main .animate-pulse.bg-muted"), `${path} still loading`).toHaveCount(0);
    await page.addStyleTag({ content: NO_TRANSITIONS });
    await checkInTheme(path);
    theme = otherTheme(theme);
    await storeTheme(theme);
    await checkInTheme(path);
  }
  await otherTab.close();
  const tapTargets = [...smallTargets].map(([key, themes]) => (themes.length === 2 ? key : `${key} (${themes.join()})`));
  // Collected over the whole walk and compared together: one run lists every page's findings.
  expect({ overflowing, errors, tapTargets, violations }, "pages wider than 360 px, uncaught errors, tap targets under 44 px, serious axe violations").toEqual({
    overflowing: [],
    errors: [],
    tapTargets: [],
    violations: [],
  });
}

/** The restaurant's working screens, as its owner sees them (a customer gets their "no access" state in the walk above). */
const WORKSPACE_ROUTES = ["/restaurant-dashboard", "/restaurant-dashboard/table-codes", "/table-reservations", "/table-recommendations", "/customer-feedback", "/inventory-management"];

test.describe("every route of the spec", () => {
  PARTS.forEach((part, index) => {
    test(`resolves to a page with a heading, never the 404; in both themes no wider than a 360 px phone, no uncaught error, tap targets ≥ 44 px, axe WCAG 2.2 AA clean: ${part[0]} … ${part.at(-1)}`, async ({ page }) => {
      test.setTimeout(180_000);
      await signInAs(page, "customer");
      await walkInBothThemes(page, part, index % 2 === 0 ? "light" : "dark", (p) => p.getByTestId("button-account-menu"));
    });
  });

  test("the restaurant's workspace, as its owner: in both themes no wider than a 360 px phone, no uncaught error, tap targets ≥ 44 px, axe WCAG 2.2 AA clean", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, "restaurant_owner");
    await walkInBothThemes(page, WORKSPACE_ROUTES, "dark", (p) => p.getByTestId("header-workspace"));
  });

  test("the header's menus at 360 px: the drawer and the account menu have tap targets ≥ 44 px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, "customer");
    await page.goto("/my-orders");
    await page.getByTestId("button-open-drawer").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // The page behind the open drawer is hidden from assistive tech (and so from the check): this is the drawer's.
    const inDrawer = await smallTapTargets(page);
    await page.getByTestId("button-close-drawer").click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByTestId("button-account-menu").click();
    await expect(page.getByTestId("panel-account-menu")).toBeVisible();
    expect({ inDrawer, withAccountMenu: await smallTapTargets(page) }).toEqual({ inDrawer: [], withAccountMenu: [] });
  });

  test("the tap-target check finds a control under 44 px, and accepts a hit area grown by a pseudo-element, a toggle's label and a link in a sentence", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.setContent(`
      <style>
        .grown { position: relative; height: 24px; width: 24px; }
        .grown::after { content: ""; position: absolute; inset: -12px; }
      </style>
      <button style="height: 32px; width: 120px" data-testid="small">Add</button>
      <button style="height: 44px; width: 44px" aria-label="Big enough"></button>
      <button class="grown" aria-label="Grown"></button>
      <label style="display: flex; min-height: 44px; align-items: center"><input type="checkbox"> Keep me signed in</label>
      <p>Read our <a href="/terms">terms</a> before you order.</p>
      <nav><a href="/privacy" style="font-size: 14px">Privacy</a></nav>
    `);
    expect(await smallTapTargets(page)).toEqual([
      { name: 'button "Add" #small', width: 120, height: 32 },
      { name: 'a "Privacy"', width: expect.any(Number), height: expect.any(Number) },
    ]);
  });

  test("axe run in place finds a serious violation (text without contrast), and sees the page as it is at a second run", async ({ page }) => {
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Fixture</title></head><body><main><h1>Fixture</h1><p id="faint" style="color: #777; background: #888">Hard to read</p></main></body></html>`,
    );
    expect(await seriousA11yViolationsInPlace(page, WCAG22_AA_TAGS)).toEqual(["color-contrast: #faint"]);
    // The second run reuses the axe already in the document and sees the page as it is now.
    await page.evaluate(() => document.getElementById("faint")?.setAttribute("style", "color: #000; background: #fff"));
    expect(await seriousA11yViolationsInPlace(page, WCAG22_AA_TAGS)).toEqual([]);
  });

  test("an unknown path shows the 404 page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  });
});

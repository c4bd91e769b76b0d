import type { Locator, Page } from "@playwright/test";
import { expect, signInAs, test, type Role } from "./fixtures";
import { smallTapTargets } from "./tap-targets";

/**
 * Issue 20's screens as people open them, at a phone's 360 px and a laptop's 1280 px: each answers with today's
 * seeded figures (not an empty or loading state), nothing is wider than the screen, no request fails and no script
 * throws; on the phone every control is a 44 px target. The journeys through each screen are their own specs.
 */
type Screen = { path: string; role: Role | null; heading: string; alive: (page: Page) => Locator; aliveText?: RegExp };
const today = new Date().toISOString().slice(0, 10);
/** Today as a day button reads it ("Fri, Nov 27") in any of these zones (the restaurant's and the server's). */
const todayIn = (zones: string[]) =>
  new RegExp(zones.map((timeZone) => new Date().toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone })).join("|"));
const SCREENS: Screen[] = [
  { path: "/ceo/login", role: null, heading: "CEO Login", alive: (p) => p.getByTestId("demo-totp-secret"), aliveText: /\S/ },
  { path: "/ceo/dashboard", role: "ceo", heading: "CEO Dashboard", alive: (p) => p.getByTestId("kpi-orders"), aliveText: /[1-9]/ },
  { path: "/ceo-dashboard", role: "ceo", heading: "CEO Dashboard", alive: (p) => p.getByTestId("kpi-gmvCents"), aliveText: /\$[1-9]/ },
  { path: "/super-admin-dashboard", role: "super_admin", heading: "Super Admin Dashboard", alive: (p) => p.getByRole("heading", { name: /^Users \(\d+\)$/ }) },
  { path: "/admin", role: "super_admin", heading: "Admin", alive: (p) => p.getByRole("heading", { name: /^Users \(\d+\)$/ }) },
  { path: "/analytics", role: "ceo", heading: "Analytics", alive: (p) => p.getByTestId("heatmap-total"), aliveText: /[1-9][\d,]* orders/ },
  { path: "/advanced-analytics", role: "ceo", heading: "Advanced Analytics", alive: (p) => p.getByTestId("table-league").locator("tbody tr").first() },
  { path: "/financial-analytics", role: "ceo", heading: "Financial Analytics", alive: (p) => p.getByTestId("finance-revenueCents"), aliveText: /\$[1-9]/ },
  // The forecast's first day is today (in the restaurant's zone): the demand is read from the weeks that end today.
  { path: "/data-science", role: "ceo", heading: "Data Science", alive: (p) => p.getByRole("group", { name: "Day" }).getByRole("button").first(), aliveText: todayIn(["UTC", "America/New_York"]) },
  { path: "/customer-churn", role: "ceo", heading: "Customer Churn", alive: (p) => p.getByTestId("segment-active"), aliveText: /[1-9]/ },
  { path: "/ai-executive-control", role: "ceo", heading: "AI Executive Control", alive: (p) => p.getByText(/^Flagged since /) },
  { path: "/customer-dashboard", role: "customer", heading: "Customer Dashboard", alive: (p) => p.getByTestId("stat-orders-completed"), aliveText: /[1-9]/ },
];

async function open(page: Page, screen: Screen) {
  const failures: string[] = [];
  page.on("pageerror", (e) => failures.push(`script: ${e.message}`));
  page.on("response", (r) => {
    if (r.url().includes("/api/") && r.status() >= 400 && !(screen.role === null && r.url().endsWith("/api/auth/user"))) {
      failures.push(`${r.status()} ${new URL(r.url()).pathname}`);
    }
  });
  if (screen.role) await signInAs(page, screen.role);
  await page.goto(screen.path);
  await expect(page.getByRole("heading", { name: screen.heading, level: 1 })).toBeVisible();
  // The churn model's first fit on a fresh server is a job: its screen shows the fit's progress until it is stored.
  const alive = screen.alive(page);
  await expect(alive).toBeVisible({ timeout: 30_000 });
  if (screen.aliveText) await expect(alive).toContainText(screen.aliveText);
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  return failures;
}

test.describe("executive screens at 360 and 1280 px", () => {
  for (const screen of SCREENS) {
    test(`${screen.path}: today's figures, nothing wider than a phone, 44 px targets, no failed request`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const failures = await open(page, screen);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const small = await smallTapTargets(page);
      expect(small).toEqual([]);
      expect(failures).toEqual([]);

      await page.setViewportSize({ width: 1280, height: 900 });
      await expect(screen.alive(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      expect(failures).toEqual([]);
    });
  }

  test("/customer-dashboard says when its figures cannot load, and Try again loads them", async ({ page }) => {
    await signInAs(page, "customer");
    let fail = true;
    await page.route("**/api/orders/summary", (route) => (fail ? route.fulfill({ status: 503, json: { message: "Service unavailable" } }) : route.fallback()));
    await page.goto("/customer-dashboard");
    await expect(page.getByTestId("summary-error")).toContainText("We could not load your figures.");
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("stat-orders-completed")).toContainText(/[1-9]/);
    await expect(page.getByTestId("summary-error")).toHaveCount(0);
  });

  test("the CEO dashboard's range ends today", async ({ page }) => {
    await signInAs(page, "ceo");
    await page.goto("/ceo-dashboard");
    await expect(page.getByTestId("kpi-gmvCents")).toContainText("$");
    await expect(page.locator('input[type="date"]').last()).toHaveValue(today);
  });
});

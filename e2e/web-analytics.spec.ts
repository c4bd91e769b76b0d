import type { Request } from "@playwright/test";
import { expect, seriousA11yViolations, signInAs, test, useTheme, WCAG22_AA_TAGS } from "./fixtures";

const PHONE = { width: 360, height: 740 };
type Batch = { visitorId: string; events: Array<{ type: string; restaurantId: string; menuItemId?: string }> };
const batchOf = (request: Request) => request.postDataJSON() as Batch;
const isEvents = (request: Request) => request.url().endsWith("/api/events") && request.method() === "POST";

/** /analytics and /advanced-analytics on a phone, who sees what, and the funnel events /order and checkout send. */
test.describe("analytics screens", () => {
  test("an executive reads the heatmap and the funnel at 360 px, changes the range and the restaurant", async ({ page }) => {
    // The light theme here, the dark one on /advanced-analytics: axe checks the heatmap's colour scale in light.
    await useTheme(page, "light");
    await page.setViewportSize(PHONE);
    await signInAs(page, "ceo");
    await page.goto("/analytics");
    await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
    await expect(page.getByText("Orders, revenue and guests at a glance.")).toBeVisible();
    const heatmap = page.getByRole("table", { name: /Orders by hour of the day/ });
    await expect(heatmap).toBeVisible();
    await expect(heatmap.getByRole("columnheader", { name: "Fri" })).toBeVisible();
    await expect(page.getByTestId("heatmap-total")).toContainText(/[1-9][\d,]* orders · all restaurants/);
    const funnel = page.getByTestId("table-funnel");
    await expect(funnel.locator("tbody tr")).toHaveCount(4);
    await expect(page.getByTestId("funnel-paid").locator("td").first()).toHaveText(/^[1-9]/);
    await expect(page.getByTestId("funnel-cart_add").locator("td").nth(1)).toHaveText(/%$/);
    await expect(page.getByTestId("chart-funnel")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("analytics-360.png"), fullPage: true });

    await page.getByRole("button", { name: "Last 7 days" }).click();
    await expect(page.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
    await page.getByTestId("select-analytics-restaurant").selectOption({ label: "Trattoria Bellini" });
    await expect(page.getByTestId("heatmap-total")).toContainText("Trattoria Bellini");
  });

  test("an executive sorts the league and filters dish pairs by support on /advanced-analytics at 360 px", async ({ page }) => {
    await useTheme(page, "dark");
    await page.setViewportSize(PHONE);
    await signInAs(page, "ceo");
    await page.goto("/advanced-analytics");
    await expect(page.getByRole("heading", { name: "Advanced Analytics", level: 1 })).toBeVisible();
    await expect(page.getByText("Deeper analysis across the platform.")).toBeVisible();
    const pairs = page.getByTestId("table-basket").locator("tbody tr");
    await expect(pairs.first()).toBeVisible();
    const league = page.getByTestId("table-league");
    await expect(league.locator("tbody tr").first()).toBeVisible();
    await expect(page.getByTestId("table-funnel").getByRole("columnheader", { name: "Previous period" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("advanced-analytics-360.png"), fullPage: true });

    // Sorting by orders, most first, then least first.
    await page.getByTestId("sort-orders").click();
    const ordersHeader = league.getByRole("columnheader", { name: /Orders/ });
    await expect(ordersHeader).toHaveAttribute("aria-sort", "descending");
    const column = async () => (await league.locator("tbody tr").evaluateAll((rows) => rows.map((r) => Number(r.children[3]!.textContent!.replace(/,/g, "")))));
    const desc = await column();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await page.getByTestId("sort-orders").click();
    await expect(ordersHeader).toHaveAttribute("aria-sort", "ascending");
    const asc = await column();
    expect(asc).toEqual([...asc].sort((a, b) => a - b));

    // The first ten pairs, then all of them on request.
    await expect(pairs).toHaveCount(10);
    await page.getByTestId("button-basket-all").click();
    expect(await pairs.count()).toBeGreaterThan(10);
    // A higher minimum support keeps fewer (or as many) pairs.
    const before = await pairs.count();
    await page.getByTestId("select-min-support").selectOption({ label: "10%" });
    await expect(page.getByTestId("select-min-support")).toHaveValue("0.1");
    await expect.poll(async () => (await page.getByTestId("table-basket").count()) === 0 || (await pairs.count()) <= before).toBe(true);
  });

  test("a restaurant owner sees their own restaurant only; a customer is told the figures are not theirs", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, "restaurant_owner");
    await page.goto("/analytics");
    const filter = page.getByTestId("select-analytics-restaurant");
    await expect(filter.locator("option")).toHaveText(["Trattoria Bellini"]);
    await expect(page.getByTestId("heatmap-total")).toContainText("orders · Trattoria Bellini");
    await signInAs(page, "customer");
    await page.goto("/advanced-analytics");
    await expect(page.getByRole("alert")).toHaveText("Only executives and a restaurant's owner or managers see these figures.");
  });

  test("/order records a menu view and a cart add after it paints, and checkout records its start", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const first = page.waitForRequest(isEvents);
    await page.goto("/order");
    await page.getByTestId("link-restaurant-trattoria-bellini").click();
    await expect(page.getByTestId("text-restaurant-name")).toHaveText("Trattoria Bellini");
    const view = batchOf(await first);
    expect(view.visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(view.events).toEqual([{ type: "menu_view", restaurantId: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);

    const added = page.waitForRequest(isEvents);
    await page.getByRole("tabpanel").getByRole("button", { name: /^Add / }).first().click();
    const cart = batchOf(await added);
    expect(cart.visitorId).toBe(view.visitorId); // the same browser, the same anonymous id
    expect(cart.events).toEqual([{ type: "cart_add", restaurantId: view.events[0]!.restaurantId, menuItemId: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);

    await signInAs(page, "customer");
    const checkout = page.waitForRequest(isEvents);
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    const started = batchOf(await checkout);
    expect(started.visitorId).toBe(view.visitorId);
    expect(started.events).toEqual([{ type: "checkout_start", restaurantId: view.events[0]!.restaurantId }]);
  });
});

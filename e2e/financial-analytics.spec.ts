import { readFile } from "node:fs/promises";
import { expect, seriousA11yViolations, signInAs, test, WCAG22_AA_TAGS } from "./fixtures";

const PHONE = { width: 360, height: 740 };
const HEADER = "period,restaurant_id,restaurant,orders,gmv,service_fee,delivery_fee,courier_commission,revenue,catering,refunds,tax,tips,courier_payouts";

/** Financial analytics and the flag that guards its export (the figures' reconciliation is finance.api.test.ts). */
test.describe("financial analytics", () => {
  test("an executive opens /financial-analytics on a phone, changes the range and period, and downloads the CSV", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, "ceo");
    await page.goto("/financial-analytics");
    await expect(page.getByRole("heading", { name: "Financial Analytics", level: 1 })).toBeVisible();
    await expect(page.getByText("Revenue, margins and payouts.")).toBeVisible();
    await expect(page.getByTestId("finance-revenueCents")).toContainText("$");
    await expect(page.getByText(/No ledger yet, so not counted/)).toContainText("Restaurant commissions");
    await expect(page.getByTestId("table-finance-periods").locator("tbody tr")).toHaveCount(30);
    await expect(page.getByTestId("chart-finance")).toBeVisible();
    // A month of days at 360 px: the bars have width (recharts' default gaps once drew them 0 px wide — an empty chart).
    const bar = page.getByTestId("chart-finance").locator(".recharts-bar-rectangle path").first();
    await expect(bar).toBeVisible();
    // Polled: recharts swaps the bars' elements as its grow animation ends, so one read can land between them.
    await expect.poll(async () => (await bar.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(2);

    await page.getByRole("button", { name: "Last 90 days" }).click();
    await page.getByRole("button", { name: "By month" }).click();
    await expect(page.getByRole("button", { name: "By month" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { name: "Per month" })).toBeVisible();
    const months = page.getByTestId("table-finance-periods").locator("tbody tr");
    await expect(months.first().locator("th")).toHaveText(/^\d{4}-\d{2}$/); // the months' figures have arrived
    expect(await months.count()).toBeGreaterThanOrEqual(3);
    expect(await months.count()).toBeLessThanOrEqual(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^tavola-finance-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-by-month\.csv$/);
    const lines = (await readFile((await download.path())!, "utf8")).split("\r\n");
    expect(lines[0]).toBe(HEADER);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-01,[0-9a-f-]{36},/);
    expect(lines.at(-2)).toMatch(/^Total,,All restaurants,\d+,\d+\.\d{2},/);
    await page.screenshot({ path: test.info().outputPath("financial-analytics-360.png"), fullPage: true });

    // Drill into one restaurant from the table.
    const first = page.getByTestId("table-finance-restaurants").locator("tbody tr").first().getByRole("button");
    const name = (await first.textContent())!;
    await first.click();
    await expect(page.getByRole("status")).toContainText(`Showing ${name} only`);
  });

  test("a super admin switches the CSV export off on /admin: the audit log shows it and the download is gone", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, "super_admin");
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Feature flags" }).click();
    const flag = page.getByRole("switch", { name: "finance-csv-export" });
    await expect(flag).toHaveAttribute("aria-checked", "true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
    await flag.click();
    await expect(flag).toHaveAttribute("aria-checked", "false");
    await expect(page.getByTestId("flag-finance-csv-export")).toContainText("by super-admin@demo.tavola.app");

    await page.getByRole("tab", { name: "Audit log" }).click();
    await page.getByLabel("Action").selectOption("feature_flag.changed");
    await expect(page.getByTestId("audit-entry").first()).toContainText("Feature flag changed");
    await expect(page.getByTestId("audit-entry").first()).toContainText("enabled: true → false");

    await page.goto("/financial-analytics");
    await expect(page.getByText("The CSV export is switched off by an administrator.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveCount(0);

    // Back on, for the other tests on this worker's database.
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Feature flags" }).click();
    await page.getByRole("switch", { name: "finance-csv-export" }).click();
    await expect(page.getByRole("switch", { name: "finance-csv-export" })).toHaveAttribute("aria-checked", "true");
  });
});

test.describe("customer dashboard", () => {
  test("a customer opens /customer-dashboard on a phone: their cards and the four tabs, with Reorder in the history", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, "customer");
    await page.goto("/customer-dashboard");
    await expect(page.getByRole("heading", { name: "Customer Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByTestId("stat-loyalty-points")).toContainText(/\d/);
    await expect(page.getByTestId("stat-orders-completed")).toContainText(/[1-9]/);
    await expect(page.getByTestId("stat-total-savings")).toContainText("$");
    await expect(page.getByTestId("stat-favorite-restaurant")).toContainText("Order again");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);

    await page.getByRole("tab", { name: "Order History" }).click();
    await expect(page.getByRole("button", { name: /Reorder/ }).first()).toBeVisible();
    await page.getByRole("tab", { name: "Rewards" }).click();
    await expect(page.getByTestId("loyalty-member")).toBeVisible();
    await page.getByRole("tab", { name: "For You" }).click();
    await expect(page.getByRole("heading", { name: "Recommended for You" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("customer-dashboard-360.png"), fullPage: true });
  });
});

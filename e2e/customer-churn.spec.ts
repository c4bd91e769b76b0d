import { readFile } from "node:fs/promises";
import { expect, seriousA11yViolations, signInAs, test, WCAG22_AA_TAGS } from "./fixtures";

const PHONE = { width: 360, height: 740 };

/** /customer-churn on the demo's order history (the model, permissions and figures are proven in the API and unit tests). */
test.describe("customer churn", () => {
  test("an executive reads the segments on a phone, checks the model on another holdout and downloads the win-back list", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, "ceo");
    await page.goto("/customer-churn");
    await expect(page.getByRole("heading", { name: "Customer Churn", level: 1 })).toBeVisible();
    await expect(page.getByText("Who is drifting away, and why.")).toBeVisible();

    for (const key of ["active", "at_risk", "lost"]) await expect(page.getByTestId(`segment-${key}`)).toContainText(/\d/);
    await expect(page.getByRole("heading", { name: "The model: MBG/NBD" })).toBeVisible();
    const summary = page.getByTestId("churn-calibration-summary");
    await expect(summary).toContainText("Fitted on orders before");

    const before = await summary.textContent();
    await page.getByRole("button", { name: "Hold out 4 weeks" }).click();
    await expect(page.getByRole("button", { name: "Hold out 4 weeks" })).toHaveAttribute("aria-pressed", "true");
    await expect(summary).not.toHaveText(before ?? "");
    await expect(page.getByTestId("chart-churn-calibration")).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("list-win-back-csv").click()]);
    expect(download.suggestedFilename()).toMatch(/^tavola-win-back-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("name,email,order_days,spent,first_order,last_order,p_active,expected_orders_30d,segment");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[1]).toMatch(/,lost$/);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
  });

  test("a customer is told the figures are for executives", async ({ page }) => {
    await signInAs(page, "customer");
    await page.goto("/customer-churn");
    await expect(page.getByRole("alert")).toHaveText("Only executives see the business's figures.");
  });
});

import { expect, seriousA11yViolations, signInAs, test, WCAG22_AA_TAGS } from "./fixtures";
import { smallTapTargets } from "./tap-targets";

const PHONE = { width: 360, height: 740 };

/**
 * /ai-executive-control on the demo data (the detector, the parser and the permissions are proven in the unit and API
 * tests): on a phone, an executive sees yesterday's flagged moves with the restaurant that explains them, asks a
 * question in plain English and reads the table, and is told plainly what cannot be answered.
 */
test.describe("AI Executive Control", () => {
  test("an executive sees the flagged KPIs and asks the data a question, on a phone", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, "ceo");
    await page.goto("/ai-executive-control");
    await expect(page.getByRole("heading", { name: "AI Executive Control", level: 1 })).toBeVisible();
    await expect(page.getByText("AI-driven insights and controls for executives.")).toBeVisible();
    await expect(page.getByTestId("computed-label")).toHaveText("Computed from your data");

    // The seeded bad lunch at Spice Route yesterday: refunds flagged, Spice Route first among the restaurants.
    const refunds = page.getByTestId("anomaly-card").filter({ has: page.getByRole("heading", { name: /^Refunds up on/ }) }).first();
    await expect(refunds).toBeVisible();
    await expect(refunds.getByRole("table", { name: "Which restaurants explain it" }).getByRole("row").nth(1)).toContainText("Spice Route");
    await expect(page.getByText(/How this is computed: Seasonal robust z-score/)).toBeVisible();

    const question = page.getByLabel("Ask a question");
    await question.fill("revenue last week by restaurant");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await expect(page.getByTestId("answer-interpretation")).toHaveText(/^revenue by restaurant, \d/);
    const table = page.getByTestId("answer-table");
    await expect(table.getByRole("columnheader", { name: "Revenue (GMV)" })).toBeVisible();
    await expect(table.getByRole("row").nth(1)).toContainText("$");
    await expect(table.getByRole("row").filter({ hasText: "Total" })).toContainText("$");
    await expect(page.getByTestId("answer-chart")).toBeAttached();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);

    // What it cannot answer it says, with what it can; an example answers in one tap.
    await question.fill("what was our profit last month");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    const refusal = page.getByTestId("answer-refusal");
    await expect(refusal).toContainText("I don't know costs, wages or profit");
    await refusal.getByRole("button", { name: "Which dishes get the most complaints" }).click();
    await expect(page.getByTestId("answer-interpretation")).toHaveText(/^dishes with the most complaints, /);
    await expect(page.getByTestId("answer-table").getByRole("columnheader", { name: "Complaints" })).toBeVisible();
  });

  test("a restaurant owner is told the figures are for executives", async ({ page }) => {
    await signInAs(page, "restaurant_owner");
    await page.goto("/ai-executive-control");
    await expect(page.getByRole("alert").first()).toHaveText("Only executives see the business's figures.");
  });
});

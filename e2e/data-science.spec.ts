import { expect, seriousA11yViolations, signInAs, test, WCAG22_AA_TAGS } from "./fixtures";

const PHONE = { width: 360, height: 740 };

/** /data-science on the demo's order history (the models, permissions and capacities are proven in the unit and API tests). */
test.describe("data science: demand forecast", () => {
  test("an executive reads how the forecast was chosen, looks at another day and applies the suggested capacities", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, "ceo");
    await page.goto("/data-science");
    await expect(page.getByRole("heading", { name: "Data Science", level: 1 })).toBeVisible();
    await expect(page.getByText("Models and experiments behind Tavola.")).toBeVisible();

    // Spice Route: no other journey orders there, so its new capacities change nobody else's checkout.
    await page.getByLabel("Restaurant").selectOption({ label: "Spice Route" });
    await expect(page.getByRole("heading", { name: "The next 7 days at Spice Route" })).toBeVisible();
    await expect(page.getByTestId("forecast-improvement")).toContainText("lower error");
    await expect(page.getByRole("row", { name: /\(chosen\)/ })).toHaveCount(1);

    const days = page.getByRole("group", { name: "Day" }).getByRole("button");
    await expect(days).toHaveCount(7);
    await days.nth(3).click();
    await expect(days.nth(3)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("chart-forecast-day")).toBeVisible();

    await page.getByRole("button", { name: "Apply suggested capacities" }).click();
    await expect(page.getByTestId("apply-capacity-status")).toHaveText(/Applied the suggested capacity to \d+ slots of the next 7 days\./);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
  });

  test("a customer is told who sees a restaurant's forecast", async ({ page }) => {
    await signInAs(page, "customer");
    await page.goto("/data-science");
    await expect(page.getByRole("alert")).toHaveText("Only executives and the restaurant's owner or managers set its kitchen capacity");
  });
});

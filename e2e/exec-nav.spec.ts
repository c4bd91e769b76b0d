import { expect, seriousA11yViolations, signInAs, test, WCAG22_AA_TAGS } from "./fixtures";

const PHONE = { width: 360, height: 740 };

/** Every executive screen and its page heading, in the order the Executive menus list them. */
const SCREENS = [
  ["CEO Dashboard", "/ceo-dashboard", "CEO Dashboard"],
  ["Finance", "/financial-analytics", "Financial Analytics"],
  ["Analytics", "/analytics", "Analytics"],
  ["Advanced Analytics", "/advanced-analytics", "Advanced Analytics"],
  ["Data Science", "/data-science", "Data Science"],
  ["Customer Churn", "/customer-churn", "Customer Churn"],
  ["AI Executive Control", "/ai-executive-control", "AI Executive Control"],
  ["Admin dashboard", "/super-admin-dashboard", /admin/i],
] as const;

/**
 * Executives reach every executive screen from the CEO dashboard in two taps at 360 px: the account menu, then the
 * screen in its Executive section; on the restaurant's workspace screens, the header's Executive menu does the same.
 * axe on both menus open.
 */
test.describe("executive navigation", () => {
  test("a ceo opens each executive screen from the CEO dashboard in two taps at 360 px", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await signInAs(page, "ceo");
    await page.goto("/ceo-dashboard");
    await expect(page.getByRole("heading", { name: "CEO Dashboard", level: 1 })).toBeVisible();
    for (const [label, href, heading] of SCREENS) {
      if (label !== "CEO Dashboard") {
        await page.goto("/ceo-dashboard");
        await expect(page.getByRole("heading", { name: "CEO Dashboard", level: 1 })).toBeVisible();
      }
      // Tap 1: the account menu.
      await page.getByTestId("button-account-menu").click();
      const executive = page.getByRole("navigation", { name: "Account menu" }).getByRole("list", { name: "Executive" });
      await expect(executive).toBeVisible();
      if (label === "CEO Dashboard") {
        await expect(executive.getByRole("link")).toHaveText(SCREENS.map((s) => s[0]));
        // The menu fits the phone: it scrolls inside the screen, nothing sticks out sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
        await page.screenshot({ path: test.info().outputPath("account-menu-executive-360.png") });
      }
      // Tap 2: the screen.
      const link = executive.getByRole("link", { name: label, exact: true });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading }).first()).toBeVisible();
    }
  });

  test("on a workspace screen the header's Executive menu lists them too, and passes axe", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, "ceo");
    await page.goto("/restaurant-dashboard");
    const button = page.getByTestId("button-executive-menu");
    await expect(button).toBeVisible();
    await button.click();
    const menu = page.getByRole("navigation", { name: "Executive screens" });
    await expect(menu.getByRole("link")).toHaveText(SCREENS.map((s) => s[0]));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("workspace-executive-menu-360.png") });
    await menu.getByRole("link", { name: "Customer Churn" }).click();
    await expect(page).toHaveURL(/\/customer-churn$/);
    await expect(page.getByRole("heading", { name: "Customer Churn", level: 1 })).toBeVisible();
  });
});

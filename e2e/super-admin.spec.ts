import { expect, seriousA11yViolations, signInAs, test, WCAG22_AA_TAGS } from "./fixtures";

const PHONE = { width: 360, height: 740 };

/** The super-admin dashboard (the API's permissions and races are proven in admin.api.test.ts and admin.concurrency.test.ts). */
test.describe("super-admin dashboard", () => {
  test("a super admin changes a user's role and locks them on a phone; the audit log shows both with the reasons", async ({ page }, testInfo) => {
    // A customer of the demo's order history (no password: the API tests prove the ended sessions and the refused
    // sign-in). Not a new sign-up: the e2e's many sign-ups from one address would meet the hourly limit. Each retry
    // takes the next one, as the first attempt may have changed its role already.
    const email = `regular-${String(1 + testInfo.retry).padStart(3, "0")}@demo.tavola.app`;

    await page.setViewportSize(PHONE);
    await signInAs(page, "super_admin");
    await page.goto("/super-admin-dashboard");
    await expect(page.getByRole("heading", { name: "Super Admin Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByText("System administration across every organization.")).toBeVisible();

    await page.getByLabel("Search by email or name").fill(email);
    const row = page.locator("li", { hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: "Change role" }).click();
    const dialog = page.getByRole("dialog", { name: "Change role" });
    await dialog.getByLabel(/New role/).selectOption("restaurant_staff");
    await dialog.getByLabel(/Reason/).fill("Joined the Bellini floor team");
    await dialog.getByRole("button", { name: "Change role" }).click();
    await expect(page.getByText(`${email} is now Restaurant staff.`)).toBeVisible();
    await expect(row.getByText("Restaurant staff")).toBeVisible();

    await row.getByRole("button", { name: "Lock" }).click();
    const lock = page.getByRole("dialog", { name: "Lock account" });
    await lock.getByRole("button", { name: "Lock account" }).click();
    await expect(lock.getByText("Give a reason of 3 to 500 characters")).toBeVisible();
    await lock.getByLabel(/Reason/).fill("Shared their password");
    await lock.getByRole("button", { name: "Lock account" }).click();
    await expect(row.getByText("Locked: Shared their password")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);

    await page.getByRole("tab", { name: "Audit log" }).click();
    const entries = page.getByTestId("audit-entry").filter({ hasText: email });
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText("Account locked");
    await expect(entries.nth(0)).toContainText("Reason: Shared their password");
    await expect(entries.nth(1)).toContainText("Role changed");
    await expect(entries.nth(1)).toContainText("role: customer → restaurant_staff");
    await expect(entries.nth(1)).toContainText("Reason: Joined the Bellini floor team");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
  });

  test("the CEO reads the audit log and switches a payment provider at /admin, without the accounts tab; a customer is refused", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, "ceo");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Audit log" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Users" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Queues and payments" }).click();
    await expect(page.getByRole("link", { name: "Restaurant applications" })).toHaveAttribute("href", "/admin/restaurants");
    await expect(page.getByRole("link", { name: "Courier applications" }).first()).toHaveAttribute("href", "/admin/couriers");
    const regional = page.getByRole("switch", { name: /Nordic Pay.*takes payments/ });
    await expect(regional).toHaveAttribute("aria-checked", "true");
    await regional.click();
    await expect(regional).toHaveAttribute("aria-checked", "false");
    await regional.click();
    await expect(regional).toHaveAttribute("aria-checked", "true");
    await page.getByRole("tab", { name: "Audit log" }).click();
    await page.getByLabel("Action").selectOption("payments.provider_switched");
    await expect(page.getByTestId("audit-entry").first()).toContainText("available: false → true");
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);

    await page.context().clearCookies();
    await signInAs(page, "customer");
    await page.goto("/admin");
    await expect(page.getByRole("alert")).toContainText("Only executives can open the admin dashboard.");
  });
});

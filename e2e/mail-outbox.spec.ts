import { expect, seriousA11yViolations, signInAs, test, WCAG22_AA_TAGS } from "./fixtures";

/** The super admin's mail viewer at /admin/mail (the outbox API's permissions are proven in outbox.api.test.ts). */
test.describe("mail outbox", () => {
  test("a super admin opens it on a phone: it fits 360 px, filters to an empty state, and axe finds nothing serious", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAs(page, "super_admin");
    await page.goto("/admin/mail");
    await expect(page.getByRole("heading", { name: "Mail outbox", level: 1 })).toBeVisible();
    // The server may already have queued mail (the catering SLA alerts of the demo's overdue leads run every
    // minute), so the count is whatever it is; without SMTP nothing has failed, so that filter is empty.
    await expect(page.getByRole("heading", { name: /^Messages \(\d+\)$/ })).toBeVisible();
    await page.getByLabel("Status").selectOption("failed");
    await expect(page.getByText("No mail with status failed.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Messages (0)" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
  });

  test("anyone else is told it is for super admins", async ({ page }) => {
    await signInAs(page, "ceo");
    await page.goto("/admin/mail");
    await expect(page.getByRole("alert")).toHaveText("Only super admins can read the outbox.");
  });
});

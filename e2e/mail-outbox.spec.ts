import { expect, seriousA11yViolations, signInAs, test, uniqueEmail, WCAG22_AA_TAGS } from "./fixtures";

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

// Its own account and mail: independent of what else is in the outbox.
test.describe("a password reset by email", () => {
  test("the reset mail appears in the outbox for a super admin, and its link sets a new password", async ({ page, browser, baseURL }) => {
    const email = uniqueEmail("reset");
    const reg = await page.request.post("/api/auth/register", {
      data: { email, password: "sturdy lantern orbit 42", firstName: "Rosa", lastName: "Reset" },
    });
    expect(reg.ok()).toBeTruthy();
    await page.context().clearCookies();
    await page.goto("/ceo/reset-password");
    await page.getByTestId("input-reset-email").fill(email);
    await page.getByTestId("button-send-reset").click();
    await expect(page.getByTestId("reset-requested")).toContainText("If an account exists for that email");

    const admin = await browser.newContext({ baseURL });
    const adminPage = await admin.newPage();
    await signInAs(adminPage, "super_admin");
    // The request only queued a job; the server's worker writes the mail within a poll (JOBS_POLL_SECONDS).
    await expect(async () => {
      await adminPage.goto("/admin/mail");
      await expect(adminPage.getByRole("button", { name: new RegExp(email) })).toBeVisible({ timeout: 2000 });
    }).toPass();
    await adminPage.getByRole("button", { name: new RegExp(email) }).click();
    await expect(adminPage.getByRole("heading", { name: "Reset your Tavola password" })).toBeVisible();
    const text = (await adminPage.locator("pre").first().textContent()) ?? "";
    const link = /http:\/\/\S+\/ceo\/reset-password\?token=\S+/.exec(text)?.[0];
    expect(link, text).toBeTruthy();
    await admin.close();

    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByTestId("input-reset-password").fill("violet harbour kettle 97");
    await page.getByTestId("button-set-password").click();
    await expect(page.getByTestId("reset-done")).toBeVisible();
    const login = await page.request.post("/api/auth/login", { data: { email, password: "violet harbour kettle 97" } });
    expect(login.ok()).toBeTruthy();

    // The link is single-use: opened again, it says so and offers a new one; the token sets nothing a second time.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByTestId("reset-invalid")).toContainText("This reset link is invalid, expired or already used.");
    await expect(page.getByTestId("input-reset-password")).toHaveCount(0);
    const token = new URL(link!).searchParams.get("token");
    const reuse = await page.request.post("/api/auth/reset-password", { data: { token, password: "another sturdy phrase 55" } });
    expect(reuse.status()).toBe(400);
    expect((await page.request.post("/api/auth/login", { data: { email, password: "another sturdy phrase 55" } })).status()).toBe(401);
  });
});

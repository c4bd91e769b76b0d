import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { expect, seriousA11yViolations, signInAs, test, WCAG22_AA_TAGS } from "./fixtures";

const PHONE = { width: 360, height: 740 };
const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

/** /ceo/login, /ceo/change-password, /ceo/reset-password (API behaviour: modules/auth/*.api.test.ts). */
test.describe("executive sign-in", () => {
  test("the demo ceo signs in with a TOTP code computed from the demo key and reaches the CEO dashboard", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/ceo/login");
    await expect(page.getByRole("heading", { name: "CEO Login", level: 1 })).toBeVisible();
    // Demo mode shows the demo account and its authenticator key; the code is computed here, as a phone would.
    const secret = (await page.getByTestId("demo-totp-secret").textContent())!.trim();
    await page.getByTestId("button-fill-demo").click();
    await fitsPhone(page);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
    await page.getByTestId("button-ceo-continue").click();

    // The password alone is not a session.
    await expect(page.getByLabel("Authentication code")).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    await fitsPhone(page);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);

    await page.getByLabel("Authentication code").fill("000000");
    await page.getByTestId("button-ceo-verify").click();
    await expect(page.getByTestId("ceo-code-error")).toContainText("That code is not valid");

    await page.getByLabel("Authentication code").fill(await generate({ secret }));
    await page.getByTestId("button-ceo-verify").click();
    await expect(page.getByText("Welcome Back, ").first()).toBeVisible();
    await expect(page).toHaveURL(/\/ceo\/dashboard$/);
    await expect(page.getByRole("heading", { name: "CEO Dashboard", level: 1 })).toBeVisible();
    const me = await (await page.request.get("/api/auth/user")).json();
    expect(me).toMatchObject({ email: "ceo@demo.tavola.app", role: "ceo" });

    // The dashboard on the seeded history: the last 30 days, then a week, then one restaurant.
    await expect(page.getByTestId("kpi-gmvCents")).toContainText("$");
    await expect(page.getByTestId("kpi-orders")).toContainText(/from the previous period|no change/);
    await page.getByRole("button", { name: "Last 7 days" }).click();
    await expect(page.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
    const top = page.getByRole("table", { name: "Restaurants by GMV in the range" }).getByRole("rowheader").first();
    const name = (await top.textContent())!.trim();
    await page.getByRole("button", { name: `Details for ${name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `Showing ${name} only` })).toBeVisible();
    await expect(page.getByRole("table", { name: "Restaurants by GMV in the range" })).toHaveCount(0);
    await fitsPhone(page);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
    await page.getByRole("button", { name: "All restaurants" }).click();
    await expect(page.getByRole("table", { name: "Restaurants by GMV in the range" })).toBeVisible();
  });

  test("change password and reset password fit a phone, and axe finds nothing serious", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/ceo/reset-password");
    await expect(page.getByRole("heading", { name: "Reset Password", level: 1 })).toBeVisible();
    await fitsPhone(page);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
    await page.goto("/ceo/reset-password?token=not-a-real-token-at-all-xxxxxxxx");
    await expect(page.getByTestId("reset-invalid")).toContainText("invalid, expired or already used");

    await signInAs(page, "customer");
    await page.goto("/ceo/change-password");
    await expect(page.getByRole("heading", { name: "Change Password", level: 1 })).toBeVisible();
    await page.getByTestId("input-current-password").fill("not my password");
    await page.getByTestId("input-new-password").fill("violet harbour kettle 97");
    await page.getByTestId("button-change-password").click();
    await expect(page.getByTestId("change-password-error")).toHaveText("Your current password is not correct");
    await fitsPhone(page);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
  });
});

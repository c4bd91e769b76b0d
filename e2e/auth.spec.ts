import { expect, test, uniqueEmail } from "./fixtures";

test.describe("accounts", () => {
  test("sign up, sign out, and sign in again", async ({ page }) => {
    const email = uniqueEmail("ada");
    const password = "correct horse battery";

    await page.goto("/signup");
    await page.getByTestId("input-first-name").fill("Ada");
    await page.getByTestId("input-last-name").fill("Lovelace");
    await page.getByTestId("input-email").fill(email);
    await page.getByTestId("input-password").fill("short");
    await page.getByTestId("button-create-account").click();
    await expect(page.getByText("Password must be at least 10 characters").first()).toBeVisible();

    await page.getByTestId("input-password").fill(password);
    await page.getByTestId("button-create-account").click();
    await expect(page.getByTestId("text-greeting")).toContainText("Ada");

    // Sign Out lives in the header's account menu.
    await page.getByTestId("button-account-menu").click();
    await page.getByTestId("button-sign-out").click();
    await expect(page.getByRole("heading", { name: "Modern Hospitality Platform" })).toBeVisible();
    const me = await page.context().request.get("/api/auth/user");
    expect(me.status()).toBe(401);

    await page.goto("/login");
    await page.getByTestId("input-email").fill(email);
    await page.getByTestId("input-password").fill("wrong password!");
    await page.getByTestId("button-sign-in").click();
    await expect(page.getByTestId("login-error")).toContainText("Invalid email or password");

    await page.getByTestId("input-password").fill(password);
    await page.getByTestId("button-sign-in").click();
    await expect(page.getByTestId("text-greeting")).toContainText("Ada");
  });

  test("the sign-in page returns to where the visitor was going", async ({ page }) => {
    await page.goto("/api/login?next=/catering");
    await expect(page).toHaveURL(/\/login\?next=%2Fcatering/);
    await page.getByTestId("input-email").fill("customer@demo.tavola.app");
    await page.getByTestId("input-password").fill("tavola-demo-2024");
    await page.getByTestId("button-sign-in").click();
    await expect(page).toHaveURL(/\/catering$/);
  });
});

test.describe("demo login", () => {
  test("the hidden CEO Access modal raises the session to ceo with the right key", async ({ page }) => {
    await page.goto("/?admin=1");
    const dialog = page.getByTestId("dialog-admin-key");
    await expect(dialog.getByRole("heading", { name: "CEO Access" })).toBeVisible();
    await expect(dialog.getByTestId("input-admin-key")).toHaveAttribute("type", "password");
    await dialog.getByTestId("input-admin-key").fill("not the key at all");
    await dialog.getByTestId("button-admin-access").click();
    await expect(dialog).toContainText("Invalid admin key");
    await dialog.getByTestId("input-admin-key").fill("e2e-admin-key-0123456789");
    const reloaded = page.waitForEvent("load");
    await dialog.getByTestId("button-admin-access").click();
    await expect(page.getByText("CEO Dashboard access granted").first()).toBeVisible();
    await reloaded; // the spec's reload after 1 s
    await expect
      .poll(async () => (await (await page.context().request.get("/api/auth/user")).json()).role)
      .toBe("ceo");
    // The raised session gets the executive view (spec: ceo users see the CEO Executive Dashboard card), and the
    // dashboard it opens answers with figures, not a refusal.
    const card = page.getByTestId("card-ceo-dashboard");
    await expect(card).toBeVisible();
    await card.getByRole("link", { name: "Open CEO Dashboard" }).click();
    await expect(page).toHaveURL(/\/ceo-dashboard$/);
    await expect(page.getByRole("heading", { name: "CEO Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByTestId("kpi-gmvCents")).toContainText("$");
  });
});

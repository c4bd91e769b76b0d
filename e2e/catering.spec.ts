import { expect, signInAs, test } from "./fixtures";

test.describe("catering request (signed in)", () => {
  test("validates, submits through the API client and lists the request as Pending", async ({ page }) => {
    await signInAs(page, "customer");
    await page.goto("/catering");
    const form = page.getByTestId("form-catering");
    await form.getByTestId("button-submit-catering").click();
    await expect(form.getByText("Event name is required")).toBeVisible();
    await expect(form.getByText("Event date is required")).toBeVisible();
    await expect(form.getByText("Guest count is required")).toBeVisible();

    const name = `Launch Party ${Date.now()}`;
    await form.getByTestId("input-event-name").fill(name);
    await form.getByTestId("input-event-date").fill("2027-06-15");
    await form.getByTestId("select-guest-count").selectOption("26-50 people");
    await form.getByTestId("checkbox-cuisine-italian").check();
    await form.getByTestId("textarea-special-requirements").fill("Two vegan guests");
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/catering") && r.method() === "POST");
    await form.getByTestId("button-submit-catering").click();
    const request = await posted;
    expect(request.postDataJSON()).toMatchObject({
      name, guestCount: "26-50 people", cuisinePreferences: ["Italian"], message: "Two vegan guests",
      eventDate: expect.stringMatching(/^2027-06-15T/),
    });
    expect(request.headers()["content-type"]).toContain("application/json");

    await expect(page.getByText("Catering request submitted!").first()).toBeVisible();
    const card = page.locator("[data-testid^=card-catering-request]").filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Pending");
    await page.reload();
    await expect(page.locator("[data-testid^=card-catering-request]").filter({ hasText: name })).toBeVisible();
  });

  test("a session that ended mid-form toasts Unauthorized and goes to sign in", async ({ page }) => {
    await signInAs(page, "customer");
    await page.goto("/catering");
    await expect(page.getByTestId("form-catering")).toBeVisible();
    await page.context().clearCookies();
    await page.getByTestId("input-event-name").fill("Late Party");
    await page.getByTestId("input-event-date").fill("2027-06-15");
    await page.getByTestId("select-guest-count").selectOption("10-25 people");
    // The toast shows for 500 ms before the browser leaves; hold that navigation until the toast is checked.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/login**", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId("button-submit-catering").click();
    await expect(page.getByText("You are logged out. Logging in again...").first()).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/login\?next=/);
  });
});

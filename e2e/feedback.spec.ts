import { expect as baseExpect } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signInAs, test } from "./fixtures";

/** Feedback (issue 6, first slice): a guest's words are stored and analysed; the restaurant reads and answers them. */
test.describe("feedback", () => {
  test("a guest's negative feedback reaches the restaurant labelled negative, and staff reply", async ({ page, browser }) => {
    const restaurants = (await (await page.request.get("/api/restaurants")).json()) as { id: string; slug: string }[];
    const bellini = restaurants.find((r) => r.slug === "trattoria-bellini")!;
    const text = `The pasta was cold and bland, and the waiter was rude. Really disappointing ${Date.now()}.`;

    await page.goto(`/feedback?restaurantId=${bellini.id}`);
    await page.getByTestId("button-submit-feedback").click();
    // The spec: a rating, a category and non-empty text are required.
    await expect(page.getByTestId("feedback-thank-you")).toHaveCount(0);
    await page.getByTestId("rating-2").click();
    await page.getByTestId("select-category").selectOption("food-quality");
    await page.getByTestId("input-feedback-text").fill(text);
    await page.getByLabel("Email (optional)").fill("unhappy.guest@example.com");
    const sent = page.waitForResponse((r) => r.url().endsWith("/api/feedback") && r.request().method() === "POST");
    await page.getByTestId("button-submit-feedback").click();
    const response = await sent;
    baseExpect(response.status()).toBe(201);
    baseExpect(((await response.json()) as { sentimentLabel: string }).sentimentLabel).toBe("negative");
    await expect(page.getByTestId("feedback-thank-you")).toContainText("Thank You!");
    await expect(page.getByTestId("button-submit-another")).toHaveText("Submit Another Review");
    await expectNoSeriousA11yViolations(page);

    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    try {
      await signInAs(staffPage, "restaurant_staff");
      await staffPage.goto("/customer-feedback");
      const item = staffPage.getByRole("list", { name: "Feedback" }).getByRole("listitem").filter({ hasText: text });
      await expect(item).toBeVisible();
      await expect(item).toContainText("Negative");
      await expect(item).toContainText("unhappy.guest@example.com");
      await item.getByLabel("Reply to the guest").fill("We are sorry — please let us make it right on your next visit.");
      await item.getByRole("button", { name: "Send reply" }).click();
      await expect(item.getByRole("button", { name: "Update reply" })).toBeVisible();
      await expect(item).toContainText("Replied");
    } finally {
      await staff.close();
    }
  });
});

import { expect as baseExpect } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signInAs, test } from "./fixtures";

type OrderRow = { id: string; reference: string; status: string; restaurant: { id: string; name: string } };
type FeedbackRow = { id: string; orderId: string | null; text: string; recoveryPoints: number | null };

/** Feedback (issue 6): a guest's words are stored and analysed; the restaurant reads, answers and acts on them. */
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

  test("negative feedback from My Orders reaches the dashboard live; staff grant points and reply", async ({ page, browser }) => {
    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    try {
      await signInAs(staffPage, "restaurant_staff");
      const restaurants = (await (await staffPage.request.get("/api/restaurants")).json()) as { id: string; slug: string }[];
      const bellini = restaurants.find((r) => r.slug === "trattoria-bellini")!;
      // An order earns one recovery credit: a rerun on the same database picks a delivered order without one.
      const feedback = (await (await staffPage.request.get(`/api/restaurants/${bellini.id}/feedback`)).json()) as { items: FeedbackRow[] };
      const credited = new Set(feedback.items.filter((f) => f.recoveryPoints !== null).map((f) => f.orderId));

      await staffPage.goto("/restaurant-dashboard");
      const panel = staffPage.getByTestId("panel-feedback-alerts");
      await expect(panel.getByRole("heading", { name: /Feedback alerts/ })).toBeVisible();
      await expect(panel.getByTestId("text-no-feedback-alerts").or(panel.getByRole("list", { name: "Open feedback alerts" }))).toBeVisible();
      // Listening before the guest writes, so what follows arrives live.
      await expect(staffPage.getByTestId("status-live")).toHaveAttribute("data-state", "live");

      await signInAs(page, "customer");
      const orders = (await (await page.request.get("/api/orders")).json()) as OrderRow[];
      const order = orders.find((o) => o.restaurant.id === bellini.id && o.status === "delivered" && !credited.has(o.id));
      baseExpect(order, "a delivered Bellini order without a recovery credit").toBeTruthy();

      await page.goto("/my-orders");
      await page.getByTestId(`card-order-${order!.id}`).getByRole("link", { name: "Leave feedback" }).click();
      await expect(page).toHaveURL(new RegExp(`/feedback\\?orderId=${order!.id}$`));
      // The form says which order it is about; the signed-in guest is not asked for contact details.
      await expect(page.getByRole("region", { name: "The order this feedback is about" })).toContainText(`About order ${order!.reference} from ${order!.restaurant.name}`);
      await expect(page.getByLabel("Email (optional)")).toHaveCount(0);
      const text = `Cold pizza, soggy crust and a rude driver. Terrible evening ${Date.now()}.`;
      await page.getByTestId("rating-1").click();
      await page.getByTestId("select-category").selectOption("food-quality");
      await page.getByTestId("input-feedback-text").fill(text);
      await page.getByTestId("button-submit-feedback").click();
      await expect(page.getByTestId("feedback-thank-you")).toContainText(`Your feedback about order ${order!.reference} is with ${order!.restaurant.name}.`);

      // The dashboard hears of it on its order stream: no reload.
      const alert = panel.getByRole("listitem").filter({ hasText: text });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText("1 · Poor");
      await expect(alert).toContainText("Negative");
      await expect(alert).toContainText("Alex");
      await expect(staffPage.getByTestId("announcement-feedback-alerts")).toContainText("New feedback alert: Alex rated order");
      await expectNoSeriousA11yViolations(staffPage);

      await alert.getByRole("button", { name: "Grant points" }).click();
      await alert.getByText("500 points", { exact: true }).click();
      await expect(alert.getByRole("radio", { name: "500 points" })).toBeChecked();
      const granted = staffPage.waitForResponse((r) => r.url().endsWith("/recovery-credit") && r.request().method() === "POST");
      await alert.getByRole("button", { name: "Grant 500 points" }).click();
      baseExpect((await granted).status()).toBe(200);
      await expect(alert).toHaveCount(0);

      // The guest's ledger shows the credit, spendable at once.
      const account = (await (await page.request.get("/api/loyalty/account")).json()) as { history: Array<{ kind: string; points: number; orderId: string | null; pending: boolean }> };
      baseExpect(account.history.filter((h) => h.kind === "adjust" && h.orderId === order!.id)).toEqual([
        baseExpect.objectContaining({ points: 500, pending: false }),
      ]);

      await staffPage.goto("/customer-feedback");
      const item = staffPage.getByRole("list", { name: "Feedback" }).getByRole("listitem").filter({ hasText: text });
      await expect(item.getByTestId("text-recovery-points")).toHaveText("500 points granted");
      await expect(item.getByTestId("badge-alert-state")).toHaveText("Alert resolved");
      await item.getByLabel("Reply to the guest").fill("We are so sorry, Alex — 500 points are on your account.");
      await item.getByRole("button", { name: "Send reply" }).click();
      await expect(item.getByRole("button", { name: "Update reply" })).toBeVisible();
    } finally {
      await staff.close();
    }
  });
});

import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";
import { addBelliniDishes, fillCheckout, ORDER_ID } from "./ordering-steps";

type Order = { id: string; reference: string; status: string; payment: { status: string; last4: string } | null };

/** Marks the page's document; if the page reloads or navigates, the mark is gone. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __journeyMark?: boolean }).__journeyMark = true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __journeyMark?: boolean }).__journeyMark)).toBe(true);
}

test.describe("ordering journey", () => {
  test("a customer orders and pays; the kitchen sees it arrive live, accepts and readies it; tracking follows live; my orders and Reorder", async ({
    browser,
  }) => {
    // Two browsers, two live streams and a dozen round trips: give it more than a one-page test's time.
    test.slow();
    const customerContext = await browser.newContext();
    const kitchenContext = await browser.newContext();
    try {
      const customer = await customerContext.newPage();
      const kitchen = await kitchenContext.newPage();
      await signInAs(customer, "customer");
      await signInAs(kitchen, "restaurant_staff");

      // The kitchen is watching before the order exists.
      await kitchen.goto("/restaurant-dashboard");
      await expect(kitchen.getByRole("heading", { level: 1, name: "Trattoria Bellini" })).toBeVisible();
      await expect(kitchen.getByTestId("status-live")).toHaveAttribute("data-state", "live");
      await markDocument(kitchen);

      // The customer fills a cart, checks out with delivery and a card, and lands on the order's tracking page.
      await addBelliniDishes(customer);
      await customer.getByRole("link", { name: "Proceed to Checkout" }).click();
      await fillCheckout(customer, "4242 4242 4242 4242");
      await customer.getByTestId("button-place-order").click();
      await expect(customer).toHaveURL(ORDER_ID);
      const orderId = ORDER_ID.exec(customer.url())![1]!;
      const order = (await (await customerContext.request.get(`/api/orders/${orderId}`)).json()) as Order;
      expect(order).toMatchObject({ status: "placed", payment: { status: "authorized", last4: "4242" } });

      // The customer follows it.
      await expect(customer.getByTestId("text-order-reference")).toContainText(order.reference);
      await expect(customer.getByTestId("timeline-step-placed")).toHaveAttribute("aria-current", "step");
      await markDocument(customer);

      // It arrives on the dashboard by itself, flagged as new and announced.
      const card = kitchen.getByTestId(`card-order-${order.reference}`);
      await expect(kitchen.getByTestId("queue-section-new").getByTestId(`card-order-${order.reference}`)).toBeVisible();
      await expect(card.getByTestId("badge-new-order")).toBeVisible();
      await expect(card).toContainText("Margherita DOP");
      await expect(kitchen.getByTestId("live-announcement")).toHaveText(`New order ${order.reference}`);

      // Accept with a preset delay.
      await card.getByRole("button", { name: "Accept", exact: true }).click();
      const dialog = kitchen.getByRole("dialog", { name: `Accept ${order.reference}` });
      await dialog.getByRole("button", { name: "+10 min" }).click();
      await dialog.getByRole("button", { name: "Accept order" }).click();
      await expect(dialog).toBeHidden();
      await expect(kitchen.getByTestId("queue-section-kitchen").getByTestId(`card-order-${order.reference}`)).toBeVisible();
      await expect(customer.getByTestId("timeline-step-accepted")).toHaveAttribute("aria-current", "step");

      // Into the kitchen, then ready.
      await card.getByRole("button", { name: "Start preparing" }).click();
      await expect(card).toHaveAttribute("data-status", "preparing");
      await expect(customer.getByTestId("timeline-step-preparing")).toHaveAttribute("aria-current", "step");

      await card.getByRole("button", { name: "Mark ready" }).click();
      await expect(kitchen.getByTestId("queue-section-ready").getByTestId(`card-order-${order.reference}`)).toBeVisible();
      await expect(customer.getByTestId("timeline-step-ready")).toHaveAttribute("aria-current", "step");

      // Neither screen was reloaded for any of it.
      await expectSameDocument(kitchen);
      await expectSameDocument(customer);

      // The customer's history lists it, and Reorder fills the cart with the same dishes.
      await customer.goto("/my-orders");
      const historyCard = customer.getByTestId(`card-order-${order.id}`);
      await expect(historyCard).toContainText(order.reference);
      await historyCard.getByRole("button", { name: "Reorder" }).click();
      await expect(customer).toHaveURL(/\/order\?restaurant=/);
      await expect(customer.getByTestId("text-cart-count")).toHaveText("3 items");
      await expect(customer.getByTestId("list-cart-lines")).toContainText("Margherita DOP");
    } finally {
      await customerContext.close();
      await kitchenContext.close();
    }
  });
});

import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";

type Restaurant = { id: string; slug: string; name: string };
type MenuItem = { id: string; name: string; available: boolean };
type Order = { id: string; reference: string; status: string };

/** Marks the page's document; if the page reloads or navigates, the mark is gone. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __journeyMark?: boolean }).__journeyMark = true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __journeyMark?: boolean }).__journeyMark)).toBe(true);
}

test.describe("ordering journey", () => {
  test("an order placed by a customer reaches the kitchen live, and the kitchen's progress reaches the customer live", async ({
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

      // The customer places a pickup order through the API (sandbox card token, then the order).
      const api = customerContext.request;
      const restaurants = (await (await api.get("/api/restaurants")).json()) as Restaurant[];
      const bellini = restaurants.find((r) => r.slug === "trattoria-bellini");
      expect(bellini, "Trattoria Bellini is listed").toBeTruthy();
      const menu = (await (await api.get(`/api/restaurants/${bellini!.id}/menu`)).json()) as { items: MenuItem[] };
      const dish = menu.items.find((i) => i.name === "Margherita DOP" && i.available) ?? menu.items.find((i) => i.available);
      expect(dish, "an available dish").toBeTruthy();
      const tokenRes = await api.post("/api/payments/sandbox/tokens", {
        data: { cardNumber: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" },
      });
      expect(tokenRes.ok(), await tokenRes.text()).toBeTruthy();
      const { token } = (await tokenRes.json()) as { token: string };
      const placed = await api.post("/api/orders", {
        headers: { "Idempotency-Key": randomUUID() },
        data: { restaurantId: bellini!.id, items: [{ menuItemId: dish!.id, quantity: 1 }], fulfilment: "pickup", paymentToken: token },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const order = (await placed.json()) as Order;
      expect(order.status).toBe("placed");

      // The customer follows it.
      await customer.goto(`/order-tracking/${order.id}`);
      await expect(customer.getByTestId("text-order-reference")).toContainText(order.reference);
      await expect(customer.getByTestId("timeline-step-placed")).toHaveAttribute("aria-current", "step");
      await markDocument(customer);

      // It arrives on the dashboard by itself, flagged as new and announced.
      const card = kitchen.getByTestId(`card-order-${order.reference}`);
      await expect(kitchen.getByTestId("queue-section-new").getByTestId(`card-order-${order.reference}`)).toBeVisible();
      await expect(card.getByTestId("badge-new-order")).toBeVisible();
      await expect(card).toContainText(dish!.name);
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

      // The customer's history lists it.
      await customer.goto("/my-orders");
      await expect(customer.getByText(order.reference).first()).toBeVisible();
    } finally {
      await customerContext.close();
      await kitchenContext.close();
    }
  });
});

import type { Page } from "@playwright/test";
import { expect as baseExpect, expectNoSeriousA11yViolations, signInAs, test, useTheme } from "./fixtures";
import { addBelliniDishes, fillCheckout, ORDER_ID, placeBelliniOrderViaApi } from "./ordering-steps";

// Screens are lazy chunks and every quote is a server round trip; a busy 2-core machine needs the slack.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** A delivery order placed through the API (as the screens do), for the history checks. */
const placeOrderViaApi = (page: Page) =>
  placeBelliniOrderViaApi(page.context().request, {
    dishes: [["Margherita DOP", 1], ["Tiramisù", 2]],
    fulfilment: "delivery",
    address: { line1: "120 Mulberry St", city: "New York", country: "US", lat: 40.7191, lng: -73.9973 },
  });

test.describe("online ordering (customer)", () => {
  test("cart survives a reload; checkout with delivery and a card lands on live tracking", async ({ page }) => {
    await signInAs(page, "customer");
    await addBelliniDishes(page);
    await page.reload();
    await expect(page.getByTestId("text-cart-count")).toHaveText("3 items");
    await expect(page.getByTestId("panel-cart").getByText("Subtotal")).toBeVisible();

    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await fillCheckout(page, "4242 4242 4242 4242");

    const placed = page.waitForRequest((r) => r.url().endsWith("/api/orders") && r.method() === "POST");
    await page.getByTestId("button-place-order").click();
    const request = await placed;
    expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.postData()).not.toContain("4242424242424242");
    expect(request.postDataJSON()).toMatchObject({ fulfilment: "delivery", address: { city: "New York", country: "US" } });

    await expect(page).toHaveURL(ORDER_ID);
    await expect(page.getByTestId("badge-order-status")).toHaveText("Placed");
    await expect(page.getByTestId("timeline-step-placed")).toHaveAttribute("aria-current", "step");
    await expect(page.getByTestId("timeline-step-delivered")).toHaveAttribute("data-state", "upcoming");
    await expect(page.getByTestId("text-eta")).toBeVisible();
    await expect(page.getByTestId("order-payment")).toContainText("•••• 4242");
    await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-state", "live");
    await expect(page.getByRole("button", { name: "Cancel order" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The cart was emptied by the successful order: the list offers no cart, the menu's cart is empty.
    await page.goto("/order");
    await expect(page.getByTestId("list-browse-restaurants")).toBeVisible();
    await expect(page.getByTestId("banner-cart")).toHaveCount(0);
    await page.getByTestId("link-restaurant-trattoria-bellini").click();
    await expect(page.getByTestId("panel-cart").getByText("Your cart is empty")).toBeVisible();
  });

  test("a declined card shows the decline and keeps the customer on checkout", async ({ page }) => {
    await signInAs(page, "customer");
    await addBelliniDishes(page);
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await fillCheckout(page, "4000 0000 0000 0002");
    await page.getByTestId("button-place-order").click();
    await expect(page.getByTestId("error-payment")).toHaveText("Your card was declined.");
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId("button-place-order")).toBeEnabled();
  });

  test("my orders lists the order; Cancel cancels it and Reorder fills the cart", async ({ page }) => {
    await signInAs(page, "customer");
    const { order, restaurantId } = await placeOrderViaApi(page);

    await page.goto("/my-orders");
    const card = page.getByTestId(`card-order-${order.id}`);
    await expect(card).toContainText(order.reference);
    await expect(card.getByTestId("badge-order-status")).toHaveText("Placed");
    await card.getByRole("button", { name: "Details" }).click();
    await expect(card.getByTestId("order-details")).toContainText("2× Tiramisù");
    await expectNoSeriousA11yViolations(page);

    await card.getByRole("button", { name: "Cancel order" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel order" }).click();
    await expect(card.getByTestId("badge-order-status")).toHaveText("Cancelled");
    await expect(card.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    // Seeded history shows the spec's colours.
    await expect(page.getByTestId("badge-order-status").filter({ hasText: "Delivered" }).first()).toHaveAttribute("data-tone", "green");

    await card.getByRole("button", { name: "Reorder" }).click();
    await expect(page).toHaveURL(`/order?restaurant=${restaurantId}`);
    await expect(page.getByTestId("text-cart-count")).toHaveText("3 items");
    await expect(page.getByTestId("list-cart-lines")).toContainText("Tiramisù");
  });

  test("order tracking without an id lists active orders", async ({ page }) => {
    await signInAs(page, "customer");
    const { order } = await placeOrderViaApi(page);
    await page.goto("/order-tracking");
    await page.getByTestId(`link-order-${order.id}`).click();
    await expect(page).toHaveURL(`/order-tracking/${order.id}`);
    await expect(page.getByTestId("text-order-reference")).toContainText(order.reference);
  });

  test("signed out, the menu is open but checkout asks to sign in first", async ({ page }) => {
    await addBelliniDishes(page);
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`/order and /checkout have no serious accessibility violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await signInAs(page, "customer");
      await addBelliniDishes(page);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("link", { name: "Proceed to Checkout" }).click();
      // The kitchen's times wait behind "Schedule for later" (issue 16); opened, they are checked too.
      await page.getByTestId("button-schedule-later").click();
      await expect(page.getByTestId("select-schedule")).toBeVisible();
      // With an address the server's quote (fees, ETA, provider) is on screen too.
      await page.getByTestId("input-line1").fill("120 Mulberry St");
      await expect(page.getByTestId("text-quote-provider")).toBeVisible();
      // The totals are dimmed while a new quote is on its way; check them settled.
      await expect(page.getByTestId("panel-order-summary").locator("[aria-busy=true]")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

import type { Page } from "@playwright/test";
import { expect as baseExpect, expectNoSeriousA11yViolations, signInAs, test } from "./fixtures";
import { ORDER_ID } from "./ordering-steps";

// Issue 16: a returning customer orders a usual dish again from the home screen in at most 4 taps, typing
// nothing (saved address, saved card, name and phone prefilled); a late order says so on tracking.
const expect = baseExpect.configure({ timeout: 15_000 });

type Order = { id: string; status: string; address: { line1: string } | null; payment: { brand: string; last4: string; status: string } | null; contact: { name: string } | null; etaLatest: string | null };

/**
 * Counts what the person did on the page: trusted clicks (taps) and keys pressed or text typed into a
 * field. Installed before any page loads, so it survives the app's in-page navigation.
 */
async function countInteractions(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __taps: number; __typed: number };
    w.__taps = 0;
    w.__typed = 0;
    const textLike = (t: EventTarget | null) =>
      t instanceof HTMLTextAreaElement || (t instanceof HTMLInputElement && !["radio", "checkbox", "button", "submit"].includes(t.type));
    document.addEventListener("click", (e) => e.isTrusted && w.__taps++, true);
    document.addEventListener("keydown", (e) => e.isTrusted && w.__typed++, true);
    document.addEventListener("input", (e) => e.isTrusted && textLike(e.target) && w.__typed++, true);
  });
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __taps: number; __typed: number };
      return { taps: w.__taps, typed: w.__typed };
    });
}

/**
 * Home → Reorder on the latest order no longer under way. Journeys of other specs on this worker's database
 * may have placed orders as the demo customer since the seed; those still `placed` are cancelled first (the
 * customer may), so Recent Orders (the latest 5) always holds one to reorder.
 */
async function reorderFromHome(page: Page) {
  const mine = (await (await page.context().request.get("/api/orders?scope=active")).json()) as Order[];
  for (const o of mine.filter((x) => x.status === "placed")) {
    const res = await page.context().request.post(`/api/orders/${o.id}/cancel`, { data: {} });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  await page.goto("/");
  await expect(page.getByTestId("text-greeting")).toContainText("Welcome back, Alex");
  await page.getByTestId("list-recent-orders").getByRole("button", { name: /^Reorder from / }).first().click();
  await expect(page).toHaveURL(/\/order\?restaurant=/);
  await expect(page.getByTestId("text-cart-count")).not.toHaveText("0 items");
}

/** No element makes the page wider than the viewport. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, "page wider than the viewport").toBeLessThanOrEqual(client);
}

for (const device of [
  { name: "desktop", viewport: { width: 1280, height: 900 }, placeOrder: "button-place-order" },
  { name: "phone", viewport: { width: 390, height: 844 }, placeOrder: "button-place-order-bar" },
] as const) {
  test(`returning customer (${device.name}): home → Reorder → Proceed to Checkout → Place order, ≤ 4 taps and nothing typed`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(device.viewport);
    const interactions = await countInteractions(page);
    await signInAs(page, "customer");
    const [lastAddress] = (await (await page.context().request.get("/api/orders/addresses")).json()) as Array<{ line1: string }>;

    // Tap 1: Reorder on an order in Recent Orders.
    await reorderFromHome(page);

    // Tap 2: the cart's Proceed to Checkout.
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    // Checkout opens at its top, not as far down as the menu was scrolled.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Everything is already chosen: the last used address and card, name and phone.
    await expect(page.getByTestId("choice-saved-address-0").getByRole("radio")).toBeChecked();
    await expect(page.getByTestId("input-line1")).toHaveValue(lastAddress!.line1);
    await expect(page.getByRole("radio", { name: /Visa ending 4242/ })).toBeChecked();
    await expect(page.getByTestId("input-card-number")).toHaveCount(0);
    await expect(page.getByTestId("input-contact-name")).toHaveValue("Alex Rivera");
    await expect(page.getByTestId("input-contact-phone")).toHaveValue("+1 212-555-0187");
    await expect(page.getByTestId("schedule-asap")).toBeVisible();
    await expect(page.getByTestId("panel-order-summary").getByTestId("row-total")).toContainText("$");
    await expectNoHorizontalOverflow(page);

    // Tap 3: Place order (on phones, in the sticky bar).
    const placed = page.waitForRequest((r) => r.url().endsWith("/api/orders") && r.method() === "POST");
    await page.getByTestId(device.placeOrder).click();
    const body = (await placed).postDataJSON() as Record<string, unknown>;
    expect(body).toHaveProperty("savedCardId");
    expect(body).not.toHaveProperty("paymentToken");
    await expect(page).toHaveURL(ORDER_ID);

    const orderId = ORDER_ID.exec(page.url())![1]!;
    const order = (await (await page.context().request.get(`/api/orders/${orderId}`)).json()) as Order;
    expect(order).toMatchObject({
      status: "placed",
      address: { line1: lastAddress!.line1 },
      payment: { brand: "visa", last4: "4242", status: "authorized" },
      contact: { name: "Alex Rivera" },
    });
    await expect(page.getByTestId("badge-order-status")).toHaveText("Placed");

    const { taps, typed } = await interactions();
    expect(taps).toBeLessThanOrEqual(4);
    expect(taps).toBe(3);
    expect(typed).toBe(0);
  });
}

test("a first order's card can be saved, offered next time, and deleted", async ({ page }) => {
  test.slow();
  await signInAs(page, "customer");
  await reorderFromHome(page);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page.getByTestId("fields-payment")).toHaveAttribute("data-saved-cards", "ready");
  await page.getByRole("radio", { name: /A new card/ }).click();
  await page.getByTestId("input-card-number").fill("5555 5555 5555 4444");
  await page.getByTestId("select-exp-month").selectOption("12");
  await page.getByTestId("select-exp-year").selectOption(String(new Date().getFullYear() + 2));
  await page.getByTestId("input-cvc").fill("123");
  await page.getByRole("checkbox", { name: "Save this card" }).check();
  await expect(page.getByTestId("panel-order-summary").getByTestId("row-total")).toContainText("$");
  await page.getByTestId("button-place-order").click();
  await expect(page).toHaveURL(ORDER_ID);

  // Next checkout: the new card is the last used one.
  await reorderFromHome(page);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("radio", { name: /Mastercard ending 4444/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Visa ending 4242/ })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Delete Mastercard ending 4444" }).click();
  await expect(page.getByRole("radio", { name: /Mastercard ending 4444/ })).toHaveCount(0);
  await expect(page.getByRole("radio", { name: /Visa ending 4242/ })).toBeChecked();
  const cards = (await (await page.context().request.get("/api/payments/cards")).json()) as Array<{ last4: string }>;
  expect(cards.map((c) => c.last4)).toEqual(["4242"]);
});

test("tracking: the demo's order on the way, past its window, is late with a new estimate, the restaurant's phone and help; fits 360 px", async ({ page }) => {
  await signInAs(page, "customer");
  const active = (await (await page.context().request.get("/api/orders?scope=active")).json()) as Order[];
  // Two of the demo's deliveries are on the way: this one past its window, and Lena's live run (seed-courier-live.ts).
  const onTheWay = active.find((o) => o.status === "out_for_delivery" && o.etaLatest !== null && Date.parse(o.etaLatest) < Date.now())!;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/order-tracking/${onTheWay.id}`);
    const notice = page.getByRole("region", { name: "Running late — we're sorry" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("past its arrival window");
    await expect(notice.getByTestId("text-new-estimate")).toContainText("New estimated arrival:");
    await expect(notice.getByRole("link", { name: /^Call Sakura House · \+1 212-555-0102/ })).toHaveAttribute("href", "tel:+12125550102");
    await expect(notice.getByRole("link", { name: "Get help" })).toHaveAttribute("href", "/help-center");
    await expect(page.getByTestId("text-eta")).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
  }
  await expectNoSeriousA11yViolations(page);
});

test("checkout fits 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, "customer");
  await reorderFromHome(page);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page.getByTestId("fields-payment")).toHaveAttribute("data-saved-cards", "ready");
  await expectNoHorizontalOverflow(page);
  await page.getByRole("radio", { name: /A new card/ }).click();
  await page.getByTestId("button-schedule-later").click();
  await expect(page.getByTestId("select-schedule")).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

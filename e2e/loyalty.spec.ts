import type { APIRequestContext } from "@playwright/test";
import { expect as baseExpect, expectNoSeriousA11yViolations, signInAs, test, uniqueEmail } from "./fixtures";
import { addBelliniDishes, fillCheckout, ORDER_ID } from "./ordering-steps";

// Lazy screens, server quotes and a 20-second refund window on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

type Order = { id: string; reference: string; subtotalCents: number; status: string; voucher?: { id: string; title: string } | null };

/** The kitchen's side, through the staff member's own session (the dashboard's API). */
async function deliver(staff: APIRequestContext, orderId: string) {
  for (const to of ["accepted", "preparing", "ready", "out_for_delivery", "delivered"]) {
    const res = await staff.post(`/api/restaurant/orders/${orderId}/transition`, { data: { to } });
    expect(res.ok(), `${to}: ${await res.text()}`).toBeTruthy();
  }
}

test.describe("loyalty", () => {
  test("an order's points are pending, then spendable after the refund window; Free Delivery is redeemed and used once at checkout", async ({ browser }) => {
    // Two orders, a 20-second refund window and a redemption: well past a one-page test's time.
    test.setTimeout(180_000);
    const customerContext = await browser.newContext();
    const kitchenContext = await browser.newContext();
    try {
      const customer = await customerContext.newPage();
      const kitchen = await kitchenContext.newPage();
      // A new customer, so the figures are this journey's alone (first-order bonus included).
      const registered = await customerContext.request.post("/api/auth/register", {
        data: { email: uniqueEmail("loyal"), password: "a long enough password", firstName: "Lea", lastName: "Tester" },
      });
      expect(registered.ok(), await registered.text()).toBeTruthy();
      await signInAs(kitchen, "restaurant_staff");

      // The customer orders from Trattoria Bellini.
      await addBelliniDishes(customer);
      await customer.getByRole("link", { name: "Proceed to Checkout" }).click();
      await fillCheckout(customer, "4242 4242 4242 4242");
      await expect(customer.getByTestId("empty-vouchers")).toContainText("No loyalty vouchers yet.");
      await customer.getByTestId("button-place-order").click();
      await expect(customer).toHaveURL(ORDER_ID);
      const orderId = ORDER_ID.exec(customer.url())![1]!;
      const first = (await (await customerContext.request.get(`/api/orders/${orderId}`)).json()) as Order;
      // 10 points per whole dollar of food, plus the first-order bonus.
      const earned = Math.floor(first.subtotalCents / 100) * 10 + 250;
      expect(earned).toBeGreaterThanOrEqual(500);

      // The restaurant takes it all the way to the door.
      await deliver(kitchen.context().request, orderId);

      // Right after delivery the points are pending: shown, not spendable.
      await customer.goto("/loyalty");
      await expect(customer.getByRole("heading", { level: 1, name: "Loyalty Rewards" })).toBeVisible();
      await expect(customer.getByTestId("text-points-pending")).toContainText(`${earned.toLocaleString("en-US")} pending points`);
      await expect(customer.getByTestId("text-points-pending")).toContainText("Pending until");
      await expect(customer.getByTestId("text-points-available")).toHaveText("0 points to spend");
      await expect(customer.getByTestId("list-points-history")).toContainText("(pending)");
      await expect(customer.getByRole("button", { name: "Redeem Free Delivery" })).toBeDisabled();
      await expect(customer.getByRole("button", { name: "VIP Status: Locked" })).toBeDisabled();

      // Once the refund window (20 s in this server) has passed they are spendable.
      await expect(async () => {
        await customer.reload();
        await expect(customer.getByTestId("text-points-available")).toHaveText(`${earned.toLocaleString("en-US")} points to spend`, { timeout: 3_000 });
      }).toPass({ timeout: 60_000, intervals: [2_000] });
      await expect(customer.getByTestId("text-points-pending")).toHaveCount(0);
      await expect(customer.getByTestId("list-points-history")).not.toContainText("(pending)");
      await expect(customer.getByTestId("list-points-history")).toContainText(`+${Math.floor(first.subtotalCents / 100) * 10}`);

      // Redeem Free Delivery (500 points).
      await customer.getByRole("button", { name: "Redeem Free Delivery" }).click();
      const dialog = customer.getByRole("dialog", { name: "Redeem Free Delivery?" });
      await dialog.getByRole("button", { name: "Redeem" }).click();
      await expect(dialog).toBeHidden();
      await expect(customer.getByTestId("text-redeem-status")).toHaveText("Voucher added: Free Delivery.");
      await expect(customer.getByTestId("text-points-available")).toHaveText(`${(earned - 500).toLocaleString("en-US")} points to spend`);
      const vouchers = customer.getByTestId("list-vouchers");
      await expect(vouchers).toContainText("Free Delivery");
      await expect(vouchers.getByRole("link", { name: "Use at checkout" })).toHaveAttribute("href", "/order");

      // At checkout the voucher takes the delivery fee off.
      await addBelliniDishes(customer);
      await customer.getByRole("link", { name: "Proceed to Checkout" }).click();
      await fillCheckout(customer, "4242 4242 4242 4242");
      const picker = customer.getByLabel("Loyalty voucher");
      const option = picker.getByRole("option", { name: /^Free Delivery · valid until/ });
      await picker.selectOption({ label: (await option.textContent())! });
      const summary = customer.getByTestId("panel-order-summary");
      await expect(summary.getByTestId("row-discount-VOUCHER")).toContainText("Free Delivery");
      await expect(summary.getByTestId("row-discount-VOUCHER")).toContainText("$1.99");
      await customer.getByTestId("button-place-order").click();
      await expect(customer).toHaveURL(ORDER_ID);
      const secondId = ORDER_ID.exec(customer.url())![1]!;
      expect(secondId).not.toBe(orderId);

      // The order records the voucher, and the voucher is spent.
      await expect(customer.getByTestId("text-order-voucher")).toContainText("Free Delivery");
      const second = (await (await customerContext.request.get(`/api/orders/${secondId}`)).json()) as Order;
      expect(second.voucher?.title).toBe("Free Delivery");
      const usable = (await (await customerContext.request.get("/api/loyalty/vouchers?usable=true")).json()) as unknown[];
      expect(usable).toEqual([]);

      await addBelliniDishes(customer);
      await customer.getByRole("link", { name: "Proceed to Checkout" }).click();
      await expect(customer.getByTestId("empty-vouchers")).toContainText("No loyalty vouchers yet.");

      await customer.goto("/loyalty-advanced");
      const used = customer.getByTestId("panel-vouchers").getByTestId(`voucher-${second.voucher!.id}`);
      await expect(used).toHaveAttribute("data-state", "used");
      await expect(used.getByRole("link", { name: "View the order" })).toHaveAttribute("href", `/order-tracking/${secondId}`);
    } finally {
      await customerContext.close();
      await kitchenContext.close();
    }
  });

  test("/loyalty explains the programme to visitors and has no serious axe violations", async ({ page }) => {
    await page.goto("/loyalty");
    await expect(page.getByRole("heading", { level: 1, name: "Loyalty Rewards" })).toBeVisible();
    await expect(page.getByTestId("loyalty-overview")).toContainText("10 points per dollar");
    await expect(page.getByTestId("loyalty-overview").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?next=%2Floyalty");
    await expectNoSeriousA11yViolations(page);
  });

  test("/loyalty and /loyalty-advanced have no serious axe violations for a member", async ({ page }) => {
    await signInAs(page, "customer");
    await page.goto("/loyalty");
    await expect(page.getByTestId("grid-rewards")).toBeVisible();
    await expect(page.getByRole("button", { name: "VIP Status: Locked" })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await page.goto("/loyalty-advanced");
    await expect(page.getByRole("heading", { level: 1, name: "Loyalty Dashboard" })).toBeVisible();
    await expect(page.getByTestId("table-points-history")).toBeVisible();
    await expect(page.getByTestId("chart-points")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

import type { Page } from "@playwright/test";
import { expect as baseExpect, seriousA11yViolations, signInAs, test, WCAG22_AA_TAGS } from "./fixtures";
import { placeBelliniOrderViaApi } from "./ordering-steps";
import { smallTapTargets } from "./tap-targets";

// Lazy screens, live streams and server quotes on a busy 2-core machine: the slack the other journeys use.
const expect = baseExpect.configure({ timeout: 15_000 });
const PHONE = { width: 360, height: 740 };
// Not the first starter (other journeys add "the first starter"), and not in any other journey.
const DISH = "Fritto Misto";

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
}

test.describe("inventory: the 86 everywhere at once", () => {
  test("the owner sets a dish's stock to 1 → a customer orders it → an open /order shows it sold out without a reload → checkout refuses it", async ({ page, browser, baseURL }) => {
    // Three browsers (owner, guest, buyer) and a checkout on a shared 2-core machine.
    test.setTimeout(180_000);
    // The owner, on a phone.
    await page.setViewportSize(PHONE);
    await signInAs(page, "restaurant_owner");
    await page.goto("/inventory-management");
    await expect(page.getByRole("heading", { level: 1, name: "Inventory Management" })).toBeVisible();
    await expect(page.getByText("Stock levels and supplier orders.")).toBeVisible();
    await expect(page.getByTestId("text-inventory-live")).toHaveText("Live: sales take stock as they happen");
    // The seeded demo is alive: basil and sea bass under their levels.
    await expect(page.getByTestId("text-low-stock")).toContainText("Basil");
    await fitsThePhone(page);

    const row = page.getByTestId(`dish-stock-${DISH}`);
    await row.getByTestId("input-portions").fill("1");
    await row.getByTestId("button-set-portions").click();
    await expect(row.getByTestId("badge-dish-makes")).toHaveText("1 more portion");

    // A guest has the menu open, with the dish in the cart, in another browser.
    const guestContext = await browser.newContext({ baseURL });
    const guest = await guestContext.newPage();
    await signInAs(guest, "customer");
    await guest.goto("/order?restaurant=trattoria-bellini");
    await guest.getByRole("tab", { name: "Starters" }).click();
    const card = guest.getByRole("tabpanel").getByRole("article").filter({ hasText: DISH });
    await card.getByRole("button", { name: `Add ${DISH}` }).click();
    await expect(guest.getByTestId("text-cart-count")).toHaveText("1 item");

    // Another customer orders the last one.
    const buyerContext = await browser.newContext({ baseURL });
    const buyer = await buyerContext.newPage();
    await signInAs(buyer, "customer");
    await placeBelliniOrderViaApi(buyerContext.request, { dishes: [[DISH, 1]], fulfilment: "pickup" });

    // The guest's open menu says so, without a reload; so does the owner's screen.
    await expect(card.getByTestId("badge-sold-out")).toHaveText("Sold out");
    await expect(card.getByRole("button", { name: `Add ${DISH}` })).toHaveCount(0);
    await expect(row.getByTestId("badge-dish-sold-out")).toHaveText("Sold out");
    await expect(page.getByTestId("text-sold-out")).toContainText(DISH);
    await page.getByTestId("tab-history").click();
    await expect(page.getByTestId("movement-list").getByRole("listitem").first()).toContainText(`${DISH} · Sold`);

    // Checkout of the dish still in the guest's cart is refused, naming it.
    // (The demo customer's last address and saved card are filled in; the live quote already says why.)
    await guest.getByRole("link", { name: "Proceed to Checkout" }).click();
    await expect(guest.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(guest.getByTestId("error-checkout")).toContainText(`${DISH} is sold out`);
    await guest.getByTestId("button-place-order").click();
    await expect(guest).toHaveURL(/\/checkout$/);
    await expect(guest.getByTestId("error-checkout")).toContainText(`${DISH} is sold out`);

    // Restocked: the owner stops counting it and it is back on the guest's menu.
    await page.getByTestId("tab-dishes").click();
    await row.getByRole("button", { name: `Stop counting ${DISH}` }).click();
    await expect(row.getByTestId("badge-dish-sold-out")).toHaveCount(0);
    await guest.goto("/order?restaurant=trattoria-bellini");
    await guest.getByRole("tab", { name: "Starters" }).click();
    await expect(guest.getByRole("tabpanel").getByRole("article").filter({ hasText: DISH }).getByTestId("badge-sold-out")).toHaveCount(0);
    await guestContext.close();
    await buyerContext.close();
  });

  test("a count with a reason lands in the history; staff are told the screen is for owners and managers", async ({ page, browser, baseURL }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, "restaurant_owner");
    await page.goto("/inventory-management");
    await page.getByTestId("tab-ingredients").click();
    const basil = page.getByTestId("ingredient-Basil");
    await basil.getByTestId("button-adjust-stock").click();
    const form = page.getByTestId("form-adjust-stock");
    await form.getByTestId("select-adjust-kind").selectOption("received");
    await form.getByTestId("input-adjust-quantity").fill("500");
    await form.getByTestId("button-save-adjustment").click();
    await expect(form.getByText("Give a reason")).toBeVisible();
    await fitsThePhone(page);
    await form.getByTestId("input-adjust-reason").fill("Greenmarket delivery");
    await form.getByTestId("button-save-adjustment").click();
    await expect(form).toHaveCount(0);
    await expect(basil.getByTestId("badge-low-stock")).toHaveCount(0);
    await page.getByTestId("tab-history").click();
    await expect(page.getByTestId("movement-list").getByRole("listitem").first()).toContainText("Greenmarket delivery");

    const staffContext = await browser.newContext({ baseURL });
    const staff = await staffContext.newPage();
    await signInAs(staff, "restaurant_staff");
    await staff.goto("/inventory-management");
    await expect(staff.getByTestId("state-not-manager")).toContainText("For restaurant owners and managers");
    await staffContext.close();
  });
});

import type { Page } from "@playwright/test";
import { expect as baseExpect, seriousA11yViolations, signInAs, test, uniqueEmail, WCAG22_AA_TAGS } from "./fixtures";
import { fillCheckout, ORDER_ID } from "./ordering-steps";
import { smallTapTargets } from "./tap-targets";

const expect = baseExpect.configure({ timeout: 15_000 });
const PHONE = { width: 360, height: 740 };

async function accessible(page: Page) {
  expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
}
async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await smallTapTargets(page)).toEqual([]);
  await accessible(page);
}

test.describe("restaurant operations", () => {
  test("apply as a new restaurant → an executive approves → the owner adds a dish with a Size option → a customer orders it with options", async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const name = `Forno ${Date.now().toString(36)}`;

    // The owner: an account, then the wizard's steps (each saved), at 360 px.
    await page.setViewportSize(PHONE);
    await page.goto("/restaurant-onboarding");
    await expect(page.getByRole("heading", { name: "Restaurant Onboarding", level: 1 })).toBeVisible();
    await expect(page.getByTestId("text-step")).toHaveText("Step 1 of 6");
    await page.getByTestId("input-first-name").fill("Marco");
    await page.getByTestId("input-last-name").fill("Rossi");
    await page.getByTestId("input-email").fill(uniqueEmail("restaurant-owner"));
    await page.getByTestId("input-password").fill("a long owner passphrase 42");
    await page.getByTestId("button-create-account").click();

    await expect(page.getByRole("heading", { name: "Restaurant Information" })).toBeVisible();
    await fitsPhone(page);
    await page.getByTestId("input-restaurant-name").fill(name);
    await page.getByTestId("select-cuisine").selectOption("italian");
    await page.getByTestId("button-next").click();

    await expect(page.getByRole("heading", { name: "Location & Contact" })).toBeVisible();
    await page.getByTestId("button-next").click();
    await expect(page.getByText("Full address is required")).toBeVisible();
    await page.getByTestId("input-address").fill("200 Centre St, New York, NY 10013");
    await page.getByTestId("select-city").selectOption("New York|US");
    await page.getByTestId("input-phone").fill("+1 212 555 0177");
    await page.getByTestId("input-email").fill("hello@forno.example.com");
    await page.getByTestId("input-capacity").fill("40");
    await fitsPhone(page);
    await page.getByTestId("button-next").click();

    // Resume: a reload comes back at the first unsaved step.
    await expect(page.getByRole("heading", { name: "Operating Hours" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Operating Hours" })).toBeVisible();
    await fitsPhone(page);
    await page.getByTestId("button-next").click();
    await expect(page.getByRole("heading", { name: "Services & Payment" })).toBeVisible();
    await page.getByTestId("checkbox-service-Delivery").check();
    await page.getByTestId("checkbox-payment-Credit Cards").check();
    await page.getByTestId("button-next").click();
    await expect(page.getByRole("heading", { name: "Tables & Tax" })).toBeVisible();
    await fitsPhone(page);
    await page.getByTestId("button-next").click();
    await expect(page.getByTestId("text-application-status")).toHaveText("Waiting for review");

    // A super admin approves it from the queue.
    const admin = await browser.newContext({ baseURL });
    const adminPage = await admin.newPage();
    await signInAs(adminPage, "super_admin");
    await adminPage.goto("/admin/restaurants");
    await expect(adminPage.getByRole("heading", { name: "Restaurant applications", level: 1 })).toBeVisible();
    await adminPage.getByTestId(`application-${name}`).click();
    await expect(adminPage.getByTestId("application-review")).toContainText("Marco Rossi");
    await accessible(adminPage);
    await adminPage.getByTestId("button-approve").click();
    await expect(adminPage.getByTestId(`application-${name}`)).toHaveCount(0);
    await admin.close();

    // The owner is live: the dashboard's Menu tab, a pizza with a Size group.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(page.getByTestId("text-application-status")).toHaveText("Approved");
    await page.getByRole("link", { name: "Open your dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.getByTestId("tab-menu").click();
    await page.getByTestId("button-add-dish-Main Courses").click();
    const form = page.getByTestId("dialog-dish-form");
    await form.getByTestId("input-dish-name").fill("Pizza Rossa");
    await form.getByTestId("input-dish-price").fill("15");
    await form.getByTestId("button-add-size-group").click();
    await accessible(page);
    await form.getByTestId("button-save-dish").click();
    await expect(page.getByTestId("category-Main Courses")).toContainText("Pizza Rossa");
    await expect(page.getByTestId("category-Main Courses")).toContainText("Size: choose 1");
    await accessible(page);
    // The Menu tab and the dish form on a phone (the "added" toast dismissed first: its close button is the shared toast's).
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByText("Pizza Rossa added to the menu")).toBeHidden();
    await page.setViewportSize(PHONE);
    await fitsPhone(page);
    await page.getByRole("button", { name: "Edit Pizza Rossa" }).click();
    await expect(page.getByTestId("dialog-dish-form")).toBeVisible();
    await fitsPhone(page);
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 900 });

    // A customer orders it, Large, through checkout; the order keeps the option.
    const customerContext = await browser.newContext({ baseURL });
    const customer = await customerContext.newPage();
    await signInAs(customer, "customer");
    await customer.goto("/order");
    const restaurants = (await (await customerContext.request.get("/api/restaurants")).json()) as Array<{ id: string; name: string }>;
    const mine = restaurants.find((r) => r.name === name)!;
    await customer.goto(`/order?restaurant=${mine.id}`);
    await customer.getByRole("tab", { name: "Main Courses" }).click();
    await customer.getByRole("button", { name: /Choose options/ }).click();
    const dialog = customer.getByTestId("dialog-dish-options");
    await customer.setViewportSize(PHONE);
    await dialog.getByRole("radio", { name: /Large/ }).check();
    await fitsPhone(customer);
    await expect(dialog.getByTestId("button-add-with-options")).toHaveText("Add to cart · $18.00");
    await accessible(customer);
    await dialog.getByTestId("button-add-with-options").click();
    await customer.setViewportSize({ width: 1280, height: 900 });
    await expect(customer.getByTestId("text-line-options")).toHaveText("Large");
    await customer.getByRole("link", { name: "Proceed to Checkout" }).click();
    await fillCheckout(customer, "4242 4242 4242 4242");
    await customer.getByTestId("button-place-order").click();
    await expect(customer).toHaveURL(ORDER_ID);
    const orderId = ORDER_ID.exec(customer.url())![1]!;
    const order = (await (await customerContext.request.get(`/api/orders/${orderId}`)).json()) as { items: Array<{ name: string; unitPriceCents: number; modifiers: Array<{ name: string }> }> };
    expect(order.items).toEqual([expect.objectContaining({ name: "Pizza Rossa", unitPriceCents: 1800, modifiers: [expect.objectContaining({ name: "Large" })] })]);

    // The restaurant's board shows the option under the dish.
    await page.getByTestId("tab-orders").click();
    await expect(page.getByTestId("text-line-options").first()).toHaveText("Large");
    await customerContext.close();
  });
});

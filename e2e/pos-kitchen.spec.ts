import type { Page } from "@playwright/test";
import { expect as baseExpect, expectNoSeriousA11yViolations, signInAs, test } from "./fixtures";
import { smallTapTargets } from "./tap-targets";

// Two lazy workspace screens and a live stream on a busy 2-core machine: the slack is for loading, not for the stream.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("a POS ticket sent to the kitchen appears on the kitchen display without a reload; bump → gone, Recall → back; paid half card, half cash with change", async ({ page }) => {
  await signInAs(page, "restaurant_staff");
  const kds = page;
  await kds.goto("/restaurant-dashboard/kitchen");
  await expect(kds.getByRole("heading", { name: "Kitchen display", level: 1 })).toBeVisible();
  await expect(kds.getByTestId("text-kitchen-connection")).toHaveText("Live");
  // The seeded tickets are there, each colour with its words.
  await expect(kds.locator("[data-colour]").first()).toBeVisible();
  await expectNoSeriousA11yViolations(kds);

  const pos = await page.context().newPage();
  await pos.goto("/pos-system");
  await expect(pos.getByRole("heading", { name: "Point of Sale", level: 1 })).toBeVisible();
  await expect(pos.getByText("Take orders and payments at the counter.")).toBeVisible();
  await pos.getByTestId("button-pos-takeaway").click();
  // A dish with options opens the /order options dialog (Size is preselected); then a dessert, twice.
  await pos.getByRole("button", { name: /Pizza Quattro Formaggi/ }).click();
  const dialog = pos.getByTestId("dialog-dish-options");
  await dialog.getByRole("checkbox", { name: /Prosciutto/ }).check();
  await dialog.getByTestId("button-add-with-options").click();
  await pos.getByRole("tab", { name: "Desserts" }).click();
  const dessert = pos.locator("[data-testid^=button-pos-dish-]").first();
  await dessert.click();
  await dessert.click();
  await expect(pos.getByTestId("row-pos-line")).toHaveCount(2);
  await pos.getByRole("textbox", { name: /Note for Pizza Quattro Formaggi/ }).fill("extra crispy");
  await expectNoSeriousA11yViolations(pos);
  await pos.getByTestId("button-send-to-kitchen").click();
  const sent = pos.getByTestId("panel-pos-sent");
  await expect(sent).toBeVisible();
  const heading = (await sent.getByRole("heading").first().textContent())!;
  const reference = heading.split("·")[1]!.trim();

  // The kitchen display shows it, live: no reload.
  const ticket = kds.locator("article", { hasText: reference });
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText("Takeaway");
  await expect(ticket).toContainText("Prosciutto");
  await expect(ticket).toContainText("Note: extra crispy");
  await expect(ticket).toContainText(/Fire now|Start at/);
  await expect(ticket).toContainText("On time");
  await expect(kds.getByTestId("list-all-day")).toContainText("Pizza Quattro Formaggi");
  await ticket.getByRole("button", { name: "Bump ticket" }).click();
  await expect(ticket).toHaveCount(0);
  await kds.getByTestId("button-recall").click();
  await expect(kds.locator("article", { hasText: reference })).toBeVisible();
  // The bump bar is a keyboard: the first ticket chosen with 1, R recalls what B bumped.
  await kds.locator("body").click({ position: { x: 2, y: 2 } });
  const firstRef = await kds.locator("article").first().locator("p").first().textContent();
  await kds.keyboard.press("1");
  await kds.keyboard.press("b");
  await expect(kds.locator("article", { hasText: firstRef!.split("·")[0]!.trim() })).toHaveCount(0);
  await kds.keyboard.press("r");
  await expect(kds.locator("article", { hasText: firstRef!.split("·")[0]!.trim() })).toBeVisible();

  // Payment, split evenly two ways: half by card (the sandbox), the rest in cash; the server gives the change.
  const total = (await pos.getByTestId("text-pos-total").textContent())!;
  const cents = Math.round(Number(total.replace(/[$,]/g, "")) * 100);
  const half = Math.ceil(cents / 2);
  await pos.getByTestId("button-take-payment").click();
  const pay = pos.getByTestId("dialog-pos-payment");
  await pay.getByTestId("button-split-even").click();
  await pay.getByLabel("Card number").fill("4242 4242 4242 4242");
  await pay.getByLabel("Expiry month").selectOption({ index: 12 });
  await pay.getByLabel("Expiry year").selectOption({ index: 2 });
  await pay.getByLabel("CVC").fill("123");
  await expectNoSeriousA11yViolations(pos);
  await expect(pay.getByTestId("button-charge")).toHaveText(`Charge card $${(half / 100).toFixed(2)}`);
  await pay.getByTestId("button-charge").click();
  await expect(pos.getByTestId("text-pos-remaining")).toHaveText(`$${((cents - half) / 100).toFixed(2)}`);
  await pos.getByTestId("button-take-payment").click();
  await pay.getByTestId("button-tender-cash").click();
  await pay.getByTestId("input-cash-received").fill("100");
  await pay.getByTestId("button-charge").click();
  await expect(pos.getByTestId("text-pos-change")).toHaveText(`Change due: $${((10_000 - (cents - half)) / 100).toFixed(2)}`);
  await expect(pos.getByTestId("text-pos-paid")).toBeVisible();
  await expect(pos.getByRole("list", { name: "Payments" })).toContainText("4242");
});

test("the point of sale and the kitchen display at 360 px: no sideways scroll, tap targets of 44 px", async ({ page }) => {
  await signInAs(page, "restaurant_owner");
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, heading] of [["/pos-system", "Point of Sale"], ["/restaurant-dashboard/kitchen", "Kitchen display"]] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await overflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await smallTapTargets(page), path).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  }
});

test("a customer is told the point of sale is for restaurant teams", async ({ page }) => {
  await signInAs(page, "customer");
  await page.goto("/pos-system");
  await expect(page.getByRole("heading", { name: "The point of sale is for restaurant teams" })).toBeVisible();
});

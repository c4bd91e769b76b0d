import type { Page } from "@playwright/test";
import { expect as baseExpect, expectNoSeriousA11yViolations, signInAs, test } from "./fixtures";
import { smallTapTargets } from "./tap-targets";

// Issue 19's POS remainders at a phone's 360 px: two dishes of a paid ticket refunded by dish (the drawer and the
// receipt show it), and a staff member's discount approved by the owner from a second browser, the staff screen
// following live. Lazy screens on a busy 2-core machine: the slack is for loading.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

const centsOf = (text: string | null) => Math.round(Number((text ?? "").replace(/[^0-9.]/g, "")) * 100);
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const phone = { width: 360, height: 800 };

/** A takeaway ticket of two different desserts (the first twice), sent to the kitchen; its panel. */
async function sendTicket(page: Page) {
  await page.getByTestId("button-pos-takeaway").click();
  await page.getByRole("tab", { name: "Desserts" }).click();
  const dishes = page.locator("[data-testid^=button-pos-dish-]:not([disabled])");
  await dishes.nth(0).click();
  await dishes.nth(0).click();
  await dishes.nth(1).click();
  await page.getByTestId("button-send-to-kitchen").click();
  const sent = page.getByTestId("panel-pos-sent");
  await expect(sent.getByTestId("text-pos-total")).toBeVisible();
  return sent;
}

/** The person's shift, open (one is opened on a till of its own when there is none). */
async function ensureShift(page: Page, till: string) {
  const shift = page.getByTestId("panel-pos-shift");
  await expect(shift.getByTestId("button-open-shift").or(shift.getByTestId("button-close-shift"))).toBeVisible();
  if (await shift.getByTestId("button-open-shift").isVisible()) {
    await shift.getByTestId("input-shift-terminal").fill(till);
    await shift.getByTestId("button-open-shift").click();
    await expect(shift.getByTestId("button-close-shift")).toBeVisible();
  }
  return shift;
}

test("refund two dishes of a paid cash ticket: priced by the server, out of the drawer, on the receipt (360 px)", async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAs(page, "restaurant_staff");
  await page.goto("/pos-system");
  const shift = await ensureShift(page, "Till 7");
  await shift.getByTestId("button-close-shift").click();
  const refundsBefore = centsOf(await page.getByTestId("dialog-close-shift").getByTestId("text-shift-cash-refunds").textContent());
  await page.keyboard.press("Escape");

  const sent = await sendTicket(page);
  await sent.getByTestId("button-take-payment").click();
  const pay = page.getByTestId("dialog-pos-payment");
  await pay.getByTestId("button-tender-cash").click();
  await pay.getByTestId("input-cash-received").fill("100");
  await pay.getByTestId("button-charge").click();
  await expect(sent.getByTestId("text-pos-paid")).toBeVisible();

  await sent.getByTestId("button-pos-refund").click();
  const dialog = page.getByTestId("dialog-pos-refund");
  await expect(dialog.getByTestId("button-refund")).toHaveText("Choose dishes to refund");
  const rows = dialog.locator("[data-testid^=row-refund-line-]");
  await expect(rows).toHaveCount(2);
  // One of the two of the first dessert, and the other dessert.
  await rows.nth(0).locator("[data-testid^=button-refund-more-]").click();
  await rows.nth(1).locator("[data-testid^=button-refund-more-]").click();
  await expect(rows.nth(1).locator("[data-testid^=button-refund-more-]")).toBeDisabled();
  await dialog.getByTestId("input-refund-reason").fill("Sent back cold");
  if (phone.width === 360) expect(await smallTapTargets(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  const label = await dialog.getByTestId("button-refund").textContent();
  const refunded = centsOf(label);
  expect(refunded).toBeGreaterThan(0);
  await dialog.getByTestId("button-refund").click();
  await expect(page.getByText("in cash from the drawer").first()).toBeVisible();
  const row = sent.locator("[data-testid^=row-pos-refund-]");
  await expect(row).toContainText("1 ×");
  await expect(row).toContainText("cash · Sent back cold");
  await expect(row).toContainText(`−$${(refunded / 100).toFixed(2)}`);

  // An amount over what is left on the payment: the server refuses it and the dialog says why.
  await sent.getByTestId("button-pos-refund").click();
  await dialog.getByTestId("button-refund-mode-amount").click();
  await dialog.getByTestId("input-refund-amount").fill("500");
  await dialog.getByTestId("input-refund-reason").fill("Too much");
  await dialog.getByTestId("button-refund").click();
  await expect(dialog.getByText(/At most \$[0-9.]+ can be refunded on this payment/)).toBeVisible();
  await page.keyboard.press("Escape");

  // The close-out counts the cash refund leaving the drawer.
  await shift.getByTestId("button-close-shift").click();
  const cashRefunds = page.getByTestId("dialog-close-shift").getByTestId("text-shift-cash-refunds");
  await expect(async () => expect(centsOf(await cashRefunds.textContent())).toBe(refundsBefore + refunded)).toPass();
  await page.keyboard.press("Escape");

  // The printed receipt lists the refund with its dishes.
  const href = await sent.getByTestId("link-print-receipt").getAttribute("href");
  await page.goto(href!);
  await expect(page.getByText(/Refund 1 × .+, 1 × .+ \(Sent back cold, cash\)/)).toBeVisible();
  // …and ends with what was refunded and the net paid (the server's figures: paid − refunded).
  await expect(page.getByTestId("text-receipt-refunded")).toHaveText(`-$${(refunded / 100).toFixed(2)}`);
  const total = centsOf(await page.getByTestId("text-receipt-total").textContent());
  await expect(page.getByTestId("text-receipt-net-paid")).toHaveText(`$${((total - refunded) / 100).toFixed(2)}`);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/pos-refund-receipt-360.png", fullPage: true });
});

test("a staff discount over 10 % is approved by the owner on their own screen; the staff screen updates live (360 px)", async ({ page, browser, baseURL }) => {
  await page.setViewportSize(phone);
  await signInAs(page, "restaurant_staff");
  await page.goto("/pos-system");
  const sent = await sendTicket(page);
  const total = centsOf(await sent.getByTestId("text-pos-total").textContent());

  const ownerContext = await browser.newContext({ baseURL, viewport: phone });
  const owner = await ownerContext.newPage();
  await signInAs(owner, "restaurant_owner");
  await owner.goto("/pos-system");
  await expect(owner.getByRole("heading", { name: "Point of Sale", level: 1 })).toBeVisible();

  await sent.getByTestId("button-pos-discount").click();
  const dialog = page.getByTestId("dialog-pos-discount");
  await dialog.getByTestId("input-discount-value").fill("25");
  await dialog.getByTestId("input-discount-reason").fill("Birthday table");
  await dialog.getByTestId("button-apply-discount").click();
  await expect(dialog.getByTestId("input-approver-pin")).toBeVisible();
  await dialog.getByTestId("button-ask-manager").click();
  await expect(dialog.getByTestId("text-approval-status")).toContainText("Waiting for a manager…");
  await expectNoSeriousA11yViolations(page);

  // The owner's till shows the request without a reload; they approve it.
  const panel = owner.getByTestId("panel-pos-approvals");
  const request = panel.locator("[data-testid^=row-approval-]").filter({ hasText: "Birthday table" });
  await expect(request).toBeVisible();
  await expect(request).toContainText("25 % off the ticket");
  if (phone.width === 360) expect(await smallTapTargets(owner)).toEqual([]);
  await expectNoSeriousA11yViolations(owner);
  await owner.screenshot({ path: "test-results/pos-approvals-owner-360.png", fullPage: true });
  await request.locator("[data-testid^=button-approve-]").click();
  await expect(request).toHaveCount(0);

  // The staff screen follows: the dialog closes, the ticket shows the approved discount and the new total.
  await expect(page.getByText("Discount approved").first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(sent).toContainText("Discount · Birthday table");
  await expect(sent).toContainText("(approved by");
  const discount = Math.floor((total * 25 + 50) / 100);
  await expect(sent.getByTestId("text-pos-total")).toHaveText(`$${((total - discount) / 100).toFixed(2)}`);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/pos-approval-staff-360.png", fullPage: true });
  await ownerContext.close();
});

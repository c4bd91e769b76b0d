import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect as baseExpect, seriousA11yViolations, signInAs, test, WCAG22_AA_TAGS } from "./fixtures";
import { smallTapTargets } from "./tap-targets";

// Lazy screens and image resizing on a busy 2-core machine: the slack the other journeys use.
const expect = baseExpect.configure({ timeout: 15_000 });
const PHONE = { width: 360, height: 740 };
// Not asserted by any other journey (front-door checks the drawings of the pizza, pasta and fish).
const DISH = "Arancini";

async function fitsThePhone(page: Page) {
  await dismissToast(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
}

/** The shared toast's close button is the toaster's own (24 px): dismissed before a tap-target check, as other journeys do. */
async function dismissToast(page: Page) {
  const close = page.getByRole("region", { name: /Notifications/ }).getByRole("button", { name: "Close" });
  if ((await close.count()) > 0) {
    await close.first().click();
    await expect(close).toHaveCount(0);
  }
}

test.describe("restaurant operations: dish photos and purchasing", () => {
  test("the owner uploads a dish photo on a phone → /order shows it in its reserved box, lazily, from the WebP variants; a non-image is refused in words", async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await signInAs(page, "restaurant_owner");
    await page.goto("/restaurant-dashboard");
    await page.getByTestId("tab-menu").click();
    // The dish's own row (the innermost list item holding its Edit button; its category's item holds it too).
    const row = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: `Edit ${DISH}` }) }).last();
    await expect(row.getByText("Add photo")).toBeVisible();
    await fitsThePhone(page);

    // A text file named like a photo: the server reads its bytes and says what it wants.
    await row.getByTestId("input-dish-photo").setInputFiles({ name: "arancini.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture at all") });
    await expect(row.getByTestId("text-photo-error")).toHaveText("The photo must be a JPEG, PNG or WebP image");

    // A real photo (a wide JPEG with camera metadata): cropped to 4:3 and stored.
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#d35400" } }).jpeg().withExif({ IFD0: { Make: "TavolaCam" } }).toBuffer();
    await row.getByTestId("input-dish-photo").setInputFiles({ name: "arancini.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(row.getByText("Change photo")).toBeVisible();
    await expect(row.getByTestId("text-photo-error")).toHaveCount(0);
    await expect(row.getByTestId("img-dish-photo")).toHaveAttribute("src", /^\/api\/menu-photos\/[0-9a-f]{24}\/480\.jpg$/);
    await fitsThePhone(page);

    // A guest on /order, on a phone: the card shows the photo in its 88 px box (no shift when it arrives).
    const guestContext = await browser.newContext({ baseURL, viewport: PHONE });
    const guest = await guestContext.newPage();
    await guest.goto("/order?restaurant=trattoria-bellini");
    await guest.getByRole("tab", { name: "Starters" }).click();
    const card = guest.getByRole("tabpanel").getByRole("article").filter({ hasText: DISH });
    const img = card.getByTestId("img-dish-photo");
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", "88");
    await expect(img).toHaveAttribute("height", "88");
    await expect(card.locator("source[type='image/webp']")).toHaveAttribute("srcset", /160\.webp 160w, .*480\.webp 480w, .*960\.webp 960w/);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.currentSrc : ""))).toMatch(/\.webp$/);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth * 3 === el.naturalHeight * 4)).toBe(true);
    const response = await guestContext.request.get((await img.getAttribute("src"))!);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    await guestContext.close();
  });

  test("purchasing on a phone: a new order from the low stock (to par) → sent by mail → a delivery received into stock → closed; the print view", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await signInAs(page, "restaurant_owner");
    // Basil counted low first: other journeys on this server sell and restock it, so its stock is set here.
    const workspace = (await (await page.request.get("/api/restaurant/workspace")).json()) as { restaurant: { id: string } };
    const base = `/api/restaurants/${workspace.restaurant.id}/inventory`;
    type Stock = { ingredients: Array<{ id: string; name: string; onHand: number; parLevel: number; supplier: string }> };
    const before = ((await (await page.request.get(base)).json()) as Stock).ingredients;
    const basil = before.find((i) => i.name === "Basil")!;
    const seaBass = before.find((i) => i.name === "Sea bass")!;
    expect(basil.supplier).toBe("Greenmarket Farms");
    const counted = await page.request.post(`${base}/ingredients/${basil.id}/adjustments`, { data: { kind: "count", quantity: 240, reason: "Evening count" } });
    expect(counted.ok(), await counted.text()).toBeTruthy();
    const toPar = basil.parLevel - 240;
    const total = `$${((toPar * 5) / 100).toFixed(2)}`;
    await page.goto("/inventory-management");
    await page.getByTestId("tab-purchase-orders").click();
    // The seeded order for sea bass, sent yesterday, waits for its delivery.
    const seeded = page.getByTestId("po-PO-1");
    await expect(seeded.getByTestId("badge-po-status")).toHaveText("Sent");
    await expect(seeded).toContainText("Blue Harbor Fish");
    await fitsThePhone(page);

    // A new order from Greenmarket Farms' low stock: basil, to its par level.
    await page.getByTestId("button-new-po").click();
    const form = page.getByTestId("form-purchase-order");
    await form.getByTestId("select-po-suggestion").selectOption("Greenmarket Farms");
    await expect(form.getByTestId("input-po-supplier")).toHaveValue("Greenmarket Farms");
    await expect(form.getByTestId("po-line-0").getByTestId("input-po-quantity")).toHaveValue(String(toPar));
    await form.getByTestId("button-save-po").click();
    await expect(form.getByText("Enter a cost like 0.45")).toBeVisible();
    await expect(form.getByText("Enter the supplier's email address")).toBeVisible();
    await form.getByTestId("input-po-email").fill("orders@greenmarket.example");
    await form.getByTestId("po-line-0").getByTestId("input-po-cost").fill("0.05");
    await expect(form.getByTestId("text-po-total")).toHaveText(`Total ${total}`);
    await fitsThePhone(page);
    await form.getByTestId("button-save-po").click();
    const mine = page.getByTestId("po-PO-2");
    await expect(mine.getByTestId("badge-po-status")).toHaveText("Draft");
    await dismissToast(page);
    await mine.getByTestId("button-send-po").click();
    await expect(mine.getByTestId("badge-po-status")).toHaveText("Sent");
    await expect(mine).toContainText("sent");
    await dismissToast(page);

    // The seeded sea bass arrives, 12 of 12: stock grows and the order is received in full.
    await seeded.getByTestId("button-receive-po").click();
    const receive = page.getByTestId("form-receive");
    await expect(receive.getByTestId("input-receive-Sea bass")).toHaveValue("12");
    await fitsThePhone(page);
    await receive.getByTestId("button-save-receipt").click();
    await expect(seeded.getByTestId("badge-po-status")).toHaveText("Received");
    await seeded.getByTestId("button-close-po").click();
    await expect(seeded.getByTestId("badge-po-status")).toHaveText("Closed");
    await page.getByTestId("tab-ingredients").click();
    await expect(page.getByTestId("ingredient-Sea bass").getByTestId("text-on-hand")).toHaveText(`${seaBass.onHand + 12} pcs`);
    await page.getByTestId("tab-history").click();
    await expect(page.getByTestId("movement-list")).toContainText("PO-1 from Blue Harbor Fish");

    // The print view of the new order.
    await page.getByTestId("tab-purchase-orders").click();
    await mine.getByTestId("link-print-po").click();
    await expect(page.getByRole("heading", { name: "Purchase order PO-2" })).toBeVisible();
    await expect(page.getByTestId("text-po-print-total")).toHaveText(total);
    await fitsThePhone(page);
  });
});

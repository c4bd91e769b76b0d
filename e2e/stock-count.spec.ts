import type { Page } from "@playwright/test";
import { expect as baseExpect, seriousA11yViolations, signInAs, test, WCAG22_AA_TAGS } from "./fixtures";
import { smallTapTargets } from "./tap-targets";

// Lazy screens and server round trips on a busy 2-core machine: the slack the other journeys use.
const expect = baseExpect.configure({ timeout: 15_000 });
const PHONE = { width: 360, height: 740 };
// Ragù goes only into Tagliatelle al Ragù, which no other journey orders; sea bass is typed and cleared (never submitted).
const DISH = "Tagliatelle al Ragù";

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
}
const expectedOf = async (page: Page, name: string) =>
  Number((await page.getByTestId(`count-row-${name}`).getByText(/^Expected /).textContent())!.replace(/[^0-9]/g, ""));
const menuDish = async (page: Page) =>
  ((await (await page.request.get("/api/restaurants/trattoria-bellini/menu")).json()) as { items: Array<{ name: string; soldOut: boolean }> }).items.find((i) => i.name === DISH)!;

test.describe("inventory: the bulk stock count", () => {
  test("on a phone the owner counts from one sheet (search, Enter to the next row, variance and its value), submits once, and the count 86es and restores a dish", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await signInAs(page, "restaurant_owner");
    await page.goto("/inventory-management");
    await page.getByTestId("tab-count").click();
    await page.getByTestId("button-start-count").click();
    const sheet = page.getByTestId("count-sheet");
    await expect(sheet.getByRole("heading", { name: "Stock count" })).toBeVisible();
    // Grouped by supplier, "No supplier" last.
    await expect(sheet.getByRole("heading", { level: 4 }).first()).toHaveText("Blue Harbor Fish");
    await expect(sheet.getByRole("heading", { level: 4 }).last()).toHaveText("No supplier");
    await fitsThePhone(page);

    // Sea bass has a last price ($14.50 each): one short shows its value; cleared, the row is not counted.
    const seaBass = page.getByTestId("input-count-Sea bass");
    await expect(seaBass).toHaveAttribute("inputmode", "numeric");
    await seaBass.fill(String((await expectedOf(page, "Sea bass")) - 1));
    await expect(page.getByTestId("variance-Sea bass")).toHaveText("Variance −1 pcs");
    await expect(page.getByTestId("value-Sea bass")).toHaveText("-$14.50");
    await expect(page.getByTestId("text-count-summary")).toContainText("1 of");
    await seaBass.fill("");
    await expect(page.getByTestId("variance-Sea bass")).toHaveText("Not counted");

    // Search narrows the sheet; Enter moves to the next row shown.
    await page.getByTestId("input-count-search").fill("ra");
    await expect(page.getByTestId("count-row-Basil")).toHaveCount(0);
    const ragu = page.getByTestId(`input-count-Ragù`);
    const raguExpected = await expectedOf(page, "Ragù");
    await ragu.click();
    await page.keyboard.type("0");
    await expect(page.getByTestId("variance-Ragù")).toHaveText(`Variance −${raguExpected.toLocaleString("en-US")} g`);
    await expect(page.getByTestId("value-Ragù")).toHaveText("No price yet");
    await page.getByTestId("input-count-search").fill("");
    await ragu.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("input-count-Tagliatelle")).toBeFocused();

    await page.getByTestId("button-submit-count").click();
    const result = page.getByTestId("count-result");
    await expect(result).toContainText("1 counted, 1 changed");
    await expect(page.getByTestId("text-count-86")).toHaveText(`86'd on every menu: ${DISH}`);
    expect(await menuDish(page)).toMatchObject({ soldOut: true });
    await fitsThePhone(page);

    // A second count puts the ragù back: the dish returns on every menu.
    await result.getByRole("button", { name: "Start another count" }).click();
    await expect(page.getByTestId("input-count-Ragù")).toBeVisible();
    expect(await expectedOf(page, "Ragù")).toBe(0);
    await page.getByTestId("input-count-Ragù").fill(String(raguExpected));
    await page.getByTestId("button-submit-count").click();
    await expect(page.getByTestId("text-count-restored")).toHaveText(`Back on the menu: ${DISH}`);
    expect(await menuDish(page)).toMatchObject({ soldOut: false });
    await page.getByTestId("tab-history").click();
    await expect(page.getByTestId("movement-list").getByRole("listitem").first()).toContainText("Ragù");
  });
});

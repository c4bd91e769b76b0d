import type { Page } from "@playwright/test";
import { expect as baseExpect, expectNoSeriousA11yViolations, test, useTheme } from "./fixtures";

// Screens are lazy chunks and availability is a server round trip; a busy 2-core machine needs the slack.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** `YYYY-MM-DD` n days from today in the browser's calendar (the date input's own). */
async function browserDateIn(page: Page, days: number): Promise<string> {
  return page.evaluate((n) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  }, days);
}

/**
 * /tables on the featured restaurant (Trattoria Bellini) for a party of 2, from tomorrow on to the first
 * day with free tables ("Try the next day" when the restaurant is closed or full).
 */
async function showFreeTables(page: Page, restaurant: { slug: string; name: RegExp } = { slug: "", name: /Trattoria Bellini/ }) {
  await page.goto(restaurant.slug ? `/tables?restaurant=${restaurant.slug}` : "/tables");
  await expect(page.getByRole("heading", { level: 1, name: "Reserve a Table" })).toBeVisible();
  await expect(page.getByTestId("select-restaurant").locator("option:checked")).toHaveText(restaurant.name);
  await expect(page.getByRole("button", { name: "Confirm Reservation" })).toBeDisabled();
  await page.getByLabel(/^Date\*?$/).fill(await browserDateIn(page, 1));
  await page.getByLabel(/^Party size\*?$/).selectOption("2");
  const tables = page.getByRole("radio");
  for (let tries = 0; tries < 7; tries++) {
    await expect(tables.first().or(page.getByTestId("empty-tables"))).toBeVisible();
    if (await tables.count()) return;
    await page.getByTestId("button-next-day").click();
  }
  await expect(tables.first()).toBeVisible();
}

test.describe("reserve a table", () => {
  test("books the first free table, then views and cancels it through the confirmation link", async ({ page }) => {
    await showFreeTables(page);
    await expect(page.getByLabel(/^Name\*?$/)).toHaveCount(0);
    await page.getByRole("radio").first().check();
    const times = page.getByTestId("group-times").getByRole("button");
    await expect(times.first()).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/);
    const time = (await times.first().textContent()) ?? "";
    await times.first().click();
    await expect(times.first()).toHaveAttribute("aria-pressed", "true");

    const summary = page.getByTestId("panel-reservation-summary");
    await expect(summary.getByTestId("summary-time")).toHaveText(time);
    await expect(summary.getByTestId("summary-table")).toHaveText(/^Tables? \d/);
    await expect(summary.getByTestId("summary-party-size")).toHaveText("2 guests");
    const confirm = page.getByRole("button", { name: "Confirm Reservation" });
    await expect(confirm).toBeDisabled();

    await page.getByLabel(/^Name\*?$/).fill("Ada Lovelace");
    await page.getByLabel(/^Email\*?$/).fill("ada@example.com");
    await page.getByLabel(/^Phone\*?$/).fill("+1 212 555 0100");
    await page.getByLabel("Notes (optional)").fill("A quiet corner, please");
    await expect(confirm).toBeEnabled();
    const posted = page.waitForResponse((r) => r.url().endsWith("/api/reservations") && r.request().method() === "POST");
    await confirm.click();
    expect((await posted).status()).toBe(201);

    const confirmed = page.getByTestId("panel-reservation-confirmed");
    await expect(confirmed.getByRole("heading", { name: "Reservation confirmed" })).toBeFocused();
    const reference = (await confirmed.getByTestId("text-reservation-reference").textContent()) ?? "";
    expect(reference).toMatch(/^R-[0-9A-Z]{8}$/);
    await expect(confirmed.getByTestId("confirmed-time")).toHaveText(time);
    await expect(confirmed.getByTestId("confirmed-party-size")).toHaveText("2 guests");
    await expectNoSeriousA11yViolations(page);

    await confirmed.getByRole("link", { name: "View or cancel your reservation" }).click();
    await expect(page).toHaveURL(new RegExp(`/reservations/${reference}\\?token=[^&]{16,}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Your Reservation" })).toBeVisible();
    const panel = page.getByTestId("panel-reservation");
    await expect(panel.getByTestId("text-reservation-reference")).toHaveText(reference);
    await expect(panel.getByTestId("badge-reservation-status")).toHaveText("Booked");
    await expect(panel.getByTestId("reservation-restaurant")).toHaveText("Trattoria Bellini");
    await expect(panel.getByTestId("reservation-time")).toContainText(time);
    await expect(panel.getByTestId("reservation-name")).toHaveText("Ada Lovelace");
    await expect(panel.getByText("A quiet corner, please")).toBeVisible();

    await page.getByRole("button", { name: "Cancel reservation" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel ${reference}?` });
    await dialog.getByRole("button", { name: "Cancel reservation" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(panel.getByTestId("badge-reservation-status")).toHaveText("Cancelled");
    await expect(page.getByRole("button", { name: "Cancel reservation" })).toHaveCount(0);

    // The link still opens it after a reload; a wrong token does not.
    await page.reload();
    await expect(page.getByTestId("badge-reservation-status")).toHaveText("Cancelled");
    await page.goto(`/reservations/${reference}?token=${"x".repeat(43)}`);
    await expect(page.getByText("We couldn't find that reservation")).toBeVisible();
  });

  test("a booking at Maison Lumière holds a card, shown on the reservation page", async ({ page }) => {
    await showFreeTables(page, { slug: "maison-lumiere", name: /Maison Lumière/ });
    await expect(page.getByTestId("text-hold-policy")).toContainText("$25.00 per guest");
    await page.getByRole("radio").first().check();
    await page.getByTestId("group-times").getByRole("button").first().click();
    await page.getByLabel(/^Name\*?$/).fill("Marie Curie");
    await page.getByLabel(/^Email\*?$/).fill("marie@example.com");
    await page.getByLabel(/^Phone\*?$/).fill("+33 1 23 45 67 89");
    await expect(page.getByTestId("text-cancellation-window")).toContainText("You can cancel online until");
    await expect(page.getByTestId("text-hold-notice")).toHaveText(
      "A card hold of $50.00 ($25.00 per guest) is required to book this table. It is charged only if you do not come; released otherwise.",
    );

    // Without a card the form says so beside the card fields, and nothing is sent.
    await page.getByRole("button", { name: "Confirm Reservation" }).click();
    await expect(page.getByTestId("fields-card-hold").getByText("Card number is invalid")).toBeVisible();

    await page.getByTestId("input-card-number").fill("4242424242424242");
    await page.getByTestId("select-exp-month").selectOption("12");
    await page.getByTestId("select-exp-year").selectOption(String(new Date().getFullYear() + 2));
    await page.getByTestId("input-cvc").fill("123");
    const posted = page.waitForResponse((r) => r.url().endsWith("/api/reservations") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Confirm Reservation" }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ holdPaymentToken: expect.any(String) });
    expect(JSON.stringify(response.request().postDataJSON())).not.toContain("4242424242424242");

    const confirmed = page.getByTestId("panel-reservation-confirmed");
    await confirmed.getByRole("link", { name: "View or cancel your reservation" }).click();
    await expect(page.getByTestId("reservation-hold")).toHaveText("$50.00 held · •••• 4242");
    await expect(page.getByTestId("text-hold-explainer")).toContainText("charged only if you do not come");
  });

  test("past days can't be picked and 8+ asks for the party size in the notes", async ({ page }) => {
    await page.goto("/tables");
    const date = page.getByLabel(/^Date\*?$/);
    await expect(date).toHaveAttribute("min", await browserDateIn(page, 0));
    await date.fill(await browserDateIn(page, -1));
    await expect(page.getByText("Choose today or a later date", { exact: true })).toBeVisible();
    await page.getByLabel(/^Party size\*?$/).selectOption("8+");
    await expect(page.getByText(/For a larger party, tell us how many in the notes/)).toBeVisible();
  });

  test.describe("on a 360 px phone", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("fits the screen with the tables and contact details showing", async ({ page }) => {
      await showFreeTables(page);
      await page.getByRole("radio").first().check();
      await page.getByTestId("group-times").getByRole("button").first().click();
      await expect(page.getByLabel(/^Name\*?$/)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  for (const theme of ["light", "dark"] as const) {
    test(`has no serious accessibility violations in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await showFreeTables(page);
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("radio").first().check();
      await page.getByTestId("group-times").getByRole("button").first().click();
      await expect(page.getByLabel(/^Name\*?$/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

import type { Page } from "@playwright/test";
import { expect as baseExpect, expectNoSeriousA11yViolations, signInAs, test, useTheme } from "./fixtures";

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

/** The free start times shown (any table, or the chosen table's). */
const timeButtons = (page: Page) => page.getByTestId("group-times").getByRole("button");

/**
 * /tables on the featured restaurant (Trattoria Bellini) for a party of 2, from tomorrow on to the first
 * day with free times ("Try the next day" when the restaurant is closed or full).
 */
async function showFreeTimes(page: Page, restaurant: { slug: string; name: RegExp } = { slug: "", name: /Trattoria Bellini/ }) {
  await page.goto(restaurant.slug ? `/tables?restaurant=${restaurant.slug}` : "/tables");
  await expect(page.getByRole("heading", { level: 1, name: "Reserve a Table" })).toBeVisible();
  await expect(page.getByTestId("select-restaurant").locator("option:checked")).toHaveText(restaurant.name);
  await expect(page.getByRole("button", { name: "Confirm Reservation" })).toBeDisabled();
  await page.getByLabel(/^Date\*?$/).fill(await browserDateIn(page, 1));
  await page.getByLabel(/^Party size\*?$/).selectOption("2");
  for (let tries = 0; tries < 7; tries++) {
    await expect(timeButtons(page).first().or(page.getByTestId("empty-tables"))).toBeVisible();
    if (await timeButtons(page).count()) return;
    await page.getByTestId("button-next-day").click();
  }
  await expect(timeButtons(page).first()).toBeVisible();
}

test.describe("reserve a table", () => {
  test("books the first free table, then views and cancels it through the confirmation link", async ({ page }) => {
    await showFreeTimes(page);
    await expect(page.getByLabel(/^Name\*?$/)).toHaveCount(0);
    await page.getByRole("radio", { name: "Choose a table" }).check();
    await page.getByRole("radio", { name: /^Tables? \d/ }).first().check();
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
    await showFreeTimes(page, { slug: "maison-lumiere", name: /Maison Lumière/ });
    await expect(page.getByTestId("text-hold-policy")).toContainText("$25.00 per guest");
    await timeButtons(page).first().click();
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

  // The browser in the restaurant's zone (New York, the demo restaurants'): "past" is the restaurant's, and east of
  // it (CI on UTC between 00:00 and 05:00) the browser's yesterday is still its today. Zones apart are unit-tested
  // (reserve-table-by-time.test.tsx).
  test.describe("in the restaurant's time zone", () => {
    test.use({ timezoneId: "America/New_York" });

    test("past days can't be picked and 8+ asks for the party size in the notes", async ({ page }) => {
      await page.goto("/tables");
      const date = page.getByLabel(/^Date\*?$/);
      await expect(date).toHaveAttribute("min", await browserDateIn(page, 0));
      await date.fill(await browserDateIn(page, -1));
      await expect(page.getByText("Choose today or a later date", { exact: true })).toBeVisible();
      await page.getByLabel(/^Party size\*?$/).selectOption("8+");
      await expect(page.getByText(/For a larger party, tell us how many in the notes/)).toBeVisible();
    });
  });

  test.describe("on a 360 px phone", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("fits the screen with the times, the tables and the contact details showing", async ({ page }) => {
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await showFreeTimes(page);
      await timeButtons(page).first().click();
      await expect(page.getByLabel(/^Name\*?$/)).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.getByRole("radio", { name: "Choose a table" }).check();
      await page.getByRole("radio", { name: /^Tables? \d/ }).first().check();
      await timeButtons(page).first().click();
      await expect(page.getByLabel(/^Name\*?$/)).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  });

  for (const theme of ["light", "dark"] as const) {
    test(`has no serious accessibility violations in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await showFreeTimes(page);
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expectNoSeriousA11yViolations(page);
      await timeButtons(page).first().click();
      await expect(page.getByLabel(/^Name\*?$/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("radio", { name: "Choose a table" }).check();
      await expect(page.getByRole("radio", { name: /^Tables? \d/ }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe("booking by time", () => {
  /** Every trusted click the page receives, counted in the page itself (a tap on a phone is one). */
  async function countTaps(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { __taps: number };
      w.__taps = 0;
      document.addEventListener("click", (e) => e.isTrusted && w.__taps++, true);
    });
    return () => page.evaluate(() => (window as unknown as { __taps: number }).__taps);
  }

  // Desktop, then a phone (where 'Confirm Reservation' is in a bar at the bottom of the screen). The demo
  // customer may hold two bookings at one restaurant a day: these are those two.
  for (const [device, viewport] of [["desktop", { width: 1280, height: 900 }], ["phone", { width: 390, height: 844 }]] as const) {
    test(`a signed-in guest books tonight (or tomorrow) for two in at most 4 taps from /tables, typing nothing (${device})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInAs(page, "customer");
      const taps = await countTaps(page);
      await page.goto("/tables");
      await expect(page.getByRole("heading", { level: 1, name: "Reserve a Table" })).toBeVisible();
      // The defaults: the featured restaurant, today, two guests, any table.
      await expect(page.getByTestId("select-restaurant").locator("option:checked")).toHaveText(/Trattoria Bellini/);
      await expect(page.getByRole("button", { name: "Tonight" })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByLabel(/^Party size\*?$/)).toHaveValue("2");
      await expect(timeButtons(page).first().or(page.getByTestId("empty-tables"))).toBeVisible();
      // Late at night nothing may be left today: tomorrow is one tap.
      if ((await timeButtons(page).count()) === 0) await page.getByRole("button", { name: "Tomorrow" }).click();
      // "Any table" is chosen among the day's options (a day with nothing left shows none).
      await expect(page.getByRole("radio", { name: "Any table" })).toBeChecked();

      const time = timeButtons(page).first();
      const label = (await time.textContent()) ?? "";
      await time.click();
      // Prefilled: the account's name and email, the phone from the guest's last booking (seeded dinner).
      await expect(page.getByLabel(/^Name\*?$/)).toHaveValue("Alex Rivera");
      await expect(page.getByLabel(/^Email\*?$/)).toHaveValue("customer@demo.tavola.app");
      await expect(page.getByLabel(/^Phone\*?$/)).toHaveValue("+1 212 555 0147");
      const summary = page.getByTestId("panel-reservation-summary");
      await expect(summary.getByTestId("summary-table")).toHaveText("Any table");
      await expect(summary.getByTestId("summary-time")).toHaveText(label);
      if (device === "phone") {
        await expect(page.getByTestId("bar-confirm-reservation")).toContainText(label);
        await expectNoSeriousA11yViolations(page);
      }
      await expect(page.getByRole("button", { name: "Confirm Reservation" })).toBeInViewport();

      const posted = page.waitForResponse((r) => r.url().endsWith("/api/reservations") && r.request().method() === "POST");
      await page.getByRole("button", { name: "Confirm Reservation" }).click();
      const response = await posted;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).not.toHaveProperty("tableIds");

      const confirmed = page.getByTestId("panel-reservation-confirmed");
      await expect(confirmed.getByRole("heading", { name: "Reservation confirmed" })).toBeVisible();
      await expect(confirmed.getByTestId("confirmed-time")).toHaveText(label);
      // The server chose the table: a two-top is the best fit for two.
      await expect(confirmed.getByTestId("confirmed-table")).toHaveText(/^Table [12]$/);
      await expect(confirmed.getByTestId("confirmed-party-size")).toHaveText("2 guests");

      const tapped = await taps();
      test.info().annotations.push({ type: "taps", description: String(tapped) });
      console.log(`booking by time (${device}): ${tapped} taps from /tables to a confirmed booking`);
      expect(tapped).toBeLessThanOrEqual(4);
      // It is theirs: on the account's list of reservations.
      const mine = (await (await page.context().request.get("/api/reservations")).json()) as Array<{ reference: string; status: string }>;
      const reference = (await confirmed.getByTestId("text-reservation-reference").textContent()) ?? "";
      expect(mine.map((r) => r.reference)).toContain(reference);
      // …and on their "My reservations" page, from the account menu.
      await page.getByTestId("button-account-menu").click();
      await page.getByRole("link", { name: "Reservations", exact: true }).click();
      await expect(page).toHaveURL(/\/my-reservations$/);
      await expect(page.getByRole("heading", { level: 1, name: "My reservations" })).toBeVisible();
      const booked = page.getByRole("region", { name: "Upcoming" }).getByTestId(`my-reservation-${reference}`);
      await expect(booked).toContainText("Trattoria Bellini");
      await expect(booked).toContainText(label);
      await expect(booked).toContainText("2 guests");
      await expect(booked).toContainText("Booked");
      // The card opens the booking without the email's link: the signed-in guest who made it is let in.
      await booked.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/reservations/${reference}$`));
      const panel = page.getByTestId("panel-reservation");
      await expect(panel.getByTestId("text-reservation-reference")).toHaveText(reference);
      await expect(panel.getByTestId("reservation-time")).toContainText(label);
      // Cancelling online closes shortly before the time (a booking in the next hour or two may be past it).
      const cancel = page.getByTestId("button-cancel-reservation");
      await expect(cancel.or(page.getByTestId("text-cancel-closed"))).toBeVisible();
      if (await cancel.isVisible()) {
        await cancel.click();
        await page.getByRole("dialog").getByRole("button", { name: "Cancel reservation" }).click();
        await expect(page.getByTestId("badge-reservation-status")).toHaveText("Cancelled");
        await page.goBack();
        await expect(page.getByRole("region", { name: "Past and cancelled" }).getByTestId(`my-reservation-${reference}`)).toContainText("Cancelled");
      }
    });
  }
});

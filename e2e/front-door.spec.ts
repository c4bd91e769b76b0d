import type { Page } from "@playwright/test";
import { expect as baseExpect, expectNoSeriousA11yViolations, signInAs, test } from "./fixtures";

// Issue 16: the front door (landing search and primary actions), browsable restaurants, the account menu.
// Lazy screens on a busy 2-core machine need the slack.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** Counts the guest's taps (clicks), the way the issue compares journeys with Uber Eats and DoorDash. */
async function countTaps(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __taps: number }).__taps = 0;
    window.addEventListener("click", (e) => e.isTrusted && ((window as unknown as { __taps: number }).__taps += 1), true);
  });
  return () => page.evaluate(() => (window as unknown as { __taps: number }).__taps);
}

/** No element sticks out sideways: the page is no wider than the viewport. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, `page is ${scroll}px wide in a ${client}px viewport`).toBeLessThanOrEqual(client);
}

test.describe("front door and browsable restaurants", () => {
  test("from the landing: search a cuisine → a restaurant card → its menu → add a dish, in 4 taps", async ({ page }) => {
    const taps = await countTaps(page);
    await page.goto("/");
    await page.getByTestId("input-hero-search").click(); // 1
    await page.keyboard.type("japanese");
    await page.getByTestId("button-hero-search").click(); // 2
    await expect(page).toHaveURL(/\/order\?q=japanese$/);
    await expect(page.getByTestId("input-browse-search")).toHaveValue("japanese");
    const results = page.locator("[data-testid^=card-browse-restaurant-]");
    await expect(results).toHaveCount(1);
    const card = page.getByTestId("card-browse-restaurant-sakura-house");
    await expect(card).toContainText("Japanese");
    await expect(card.getByTestId("badge-open-now")).toBeVisible();
    await expect(card.getByTestId("text-delivery-time")).toHaveText(/\d+–\d+ min/);
    await expect(card.getByTestId("text-delivery-fee")).toContainText("delivery");

    await card.click(); // 3 — anywhere on the card opens the menu
    await expect(page).toHaveURL(/\/order\?restaurant=[0-9a-f-]{36}$/);
    await expect(page.getByTestId("text-restaurant-name")).toHaveText("Sakura House");
    await expect(page.getByRole("tab", { name: "Starters" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tabpanel").getByRole("button", { name: "Add Gyoza" }).click(); // 4
    await expect(page.getByTestId("text-cart-count")).toHaveText("1 item");
    expect(await taps()).toBe(4);
  });

  test("the hero's primary actions and the audience cards lead somewhere real", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("link-hero-order")).toHaveAttribute("href", "/order");
    await expect(page.getByTestId("link-hero-book")).toHaveAttribute("href", "/tables");
    await expect(page.getByTestId("link-hero-checkin")).toHaveAttribute("href", "/checkin");
    await expect(page.getByTestId("card-audience-customers").getByRole("link")).toHaveAttribute("href", "/order");
    await expect(page.getByTestId("card-audience-restaurants").getByRole("link")).toHaveAttribute("href", "/pricing");
    await expect(page.getByTestId("card-audience-couriers").getByRole("link")).toHaveAttribute("href", "/courier-onboarding");
    await page.getByTestId("link-hero-book").click();
    await expect(page).toHaveURL(/\/tables$/);
    await page.goBack();
    await page.getByTestId("card-audience-couriers").click();
    await expect(page).toHaveURL(/\/courier-onboarding$/);
  });

  test("/order browses with filters kept in the URL; a deep link still opens a menu", async ({ page }) => {
    // Every listed restaurant: the eight seeded, and any another journey on this server has onboarded since.
    const listed = (await (await page.request.get("/api/restaurants")).json()) as Array<{ cuisine: string }>;
    expect(listed.length).toBeGreaterThanOrEqual(8);
    await page.goto("/order");
    const list = page.locator("[data-testid^=card-browse-restaurant-]");
    await expect(list).toHaveCount(listed.length);
    await page.getByTestId("chip-cuisine-Mexican").click();
    await expect(list).toHaveCount(listed.filter((r) => r.cuisine.toLowerCase() === "mexican").length);
    await expect(page).toHaveURL(/\/order\?cuisine=Mexican$/);
    await page.getByTestId("chip-cuisine-Mexican").click();
    await page.getByTestId("chip-diet-Vegan").click();
    await expect(page).toHaveURL(/\/order\?diet=Vegan$/);
    await expect(list.first()).toContainText("Vegan");
    await page.getByTestId("input-browse-search").fill("nothing-like-this");
    await expect(page.getByTestId("empty-browse")).toContainText("No restaurants match");
    await expectNoSeriousA11yViolations(page);

    await page.goto("/order?restaurant=trattoria-bellini");
    await expect(page.getByTestId("text-restaurant-name")).toHaveText("Trattoria Bellini");
    await page.getByRole("tab", { name: "Main Courses" }).click();
    // Each dish its own picture: the Margherita is drawn as a pizza, the ragù as pasta.
    const picture = (name: string) => page.getByRole("tabpanel").getByRole("article", { name }).locator("img");
    await expect(picture("Margherita DOP")).toHaveAttribute("src", "/illustrations/dish-pizza.webp");
    await expect(picture("Tagliatelle al Ragù")).toHaveAttribute("src", "/illustrations/dish-pasta.webp");
    await expect(picture("Branzino al Forno")).toHaveAttribute("src", "/illustrations/dish-fish.webp");
    await expect.poll(() => picture("Margherita DOP").evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await page.getByTestId("link-all-restaurants").click();
    await expect(page).toHaveURL(/\/order$/);
  });

  test("signed in: the home's recommendations open their menus; the account menu reaches My Orders", async ({ page }) => {
    await signInAs(page, "customer");
    await page.goto("/home");
    const first = page.getByTestId("grid-recommendations").getByRole("listitem").first();
    const name = (await first.getByTestId("text-restaurant-name").textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/order\?restaurant=[0-9a-f-]{36}$/);
    await expect(page.getByTestId("card-restaurant-summary").getByTestId("text-restaurant-name")).toHaveText(name);
    // The guest's usual address is known: the cards show distances.
    await page.goto("/order");
    await expect(page.getByTestId("list-browse-restaurants").getByTestId("text-distance").first()).toHaveText(/\d+\.\d km/);

    const header = page.getByRole("banner");
    await expect(header.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveCount(6);
    await header.getByRole("button", { name: /^Account menu for / }).click();
    const menu = page.getByRole("navigation", { name: "Account menu" });
    await expect(menu.getByRole("link")).toHaveText(["My Orders", "Reservations", "Loyalty", "My catering requests"]);
    await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole("link", { name: "My Orders" }).click();
    await expect(page).toHaveURL(/\/my-orders$/);
    await expect(page.getByRole("navigation", { name: "Account menu" })).toHaveCount(0);
  });

  test("fits a 360 px phone: landing, restaurant list, menu and the open account menu", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expect(page.getByTestId("form-hero-search")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.goto("/order");
    await expect(page.getByTestId("list-browse-restaurants")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    const chip = page.getByTestId("chip-open-now");
    expect((await chip.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.goto("/order?restaurant=trattoria-bellini");
    await expect(page.getByTestId("text-restaurant-name")).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await signInAs(page, "ceo");
    await page.goto("/order");
    await page.getByRole("button", { name: /^Account menu for / }).click();
    const panel = page.getByTestId("panel-account-menu");
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await expectNoHorizontalOverflow(page);
  });
});

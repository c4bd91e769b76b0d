import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signInAs, test, useTheme } from "./fixtures";

type MenuItem = { id: string; name: string; available: boolean };
type Workspace = { restaurant: { id: string; slotCapacity: number } };

/** The public menu, as customers see it (the dashboard's switches must reach it). */
async function publicMenuItem(request: APIRequestContext, restaurantId: string, name: string): Promise<MenuItem> {
  const res = await request.get(`/api/restaurants/${restaurantId}/menu`);
  expect(res.ok()).toBeTruthy();
  const menu = (await res.json()) as { items: MenuItem[] };
  const item = menu.items.find((i) => i.name === name);
  expect(item, `${name} on the menu`).toBeTruthy();
  return item!;
}

/** Signs in as Bellini staff and opens the dashboard once it is live; answers the workspace as the API gives it. */
async function openDashboard(page: Page): Promise<Workspace> {
  await signInAs(page, "restaurant_staff");
  const workspace = (await (await page.request.get("/api/restaurant/workspace")).json()) as Workspace;
  await page.goto("/restaurant-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Trattoria Bellini" })).toBeVisible();
  await expect(page.getByTestId("status-live")).toHaveAttribute("data-state", "live");
  return workspace;
}

test.describe("restaurant dashboard", () => {
  test("staff see the live queue in its four stages", async ({ page }) => {
    await openDashboard(page);
    for (const title of ["New", "In the kitchen", "Ready", "Out for delivery"]) {
      await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    }
    // The seed leaves one Bellini order in the kitchen.
    const ticket = page.getByTestId("queue-section-kitchen").getByRole("article").first();
    await expect(ticket).toBeVisible();
    await expect(ticket).toContainText("Tiramisù");
    await expect(ticket.getByRole("button", { name: "Mark ready" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("staff change the kitchen capacity within the allowed range", async ({ page }) => {
    const { restaurant } = await openDashboard(page);
    await page.getByTestId("tab-settings").click();
    const capacity = page.getByLabel("Kitchen capacity");
    await capacity.fill("500");
    await page.getByTestId("button-save-capacity").click();
    await expect(page.getByTestId("error-slot-capacity")).toHaveText("Capacity must be 1 to 200 orders per slot");

    const next = restaurant.slotCapacity === 24 ? 25 : 24;
    await capacity.fill(String(next));
    const saved = page.waitForResponse((r) => r.url().includes("/api/restaurant/settings") && r.request().method() === "PATCH");
    await page.getByTestId("button-save-capacity").click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText(`Capacity saved: ${next} orders per 15-minute slot`).first()).toBeVisible();
    await page.reload();
    await page.getByTestId("tab-settings").click();
    await expect(page.getByLabel("Kitchen capacity")).toHaveValue(String(next));

    // Put it back, so other journeys on this database see the seeded kitchen.
    await page.getByLabel("Kitchen capacity").fill(String(restaurant.slotCapacity));
    await page.getByTestId("button-save-capacity").click();
    await expect(page.getByText(`Capacity saved: ${restaurant.slotCapacity} orders per 15-minute slot`).first()).toBeVisible();
  });

  test("staff mark a dish sold out and back, and customers' menu follows", async ({ page }) => {
    const { restaurant } = await openDashboard(page);
    await page.getByTestId("tab-menu").click();
    await expect(page.getByRole("heading", { name: "Desserts" })).toBeVisible();
    const pannaCotta = page.getByRole("switch", { name: "Panna Cotta" });
    await expect(pannaCotta).toHaveAttribute("aria-checked", "true");
    await pannaCotta.click();
    await expect(pannaCotta).toHaveAttribute("aria-checked", "false");
    await expect.poll(async () => (await publicMenuItem(page.request, restaurant.id, "Panna Cotta")).available).toBe(false);
    await expect(page.getByTestId("tab-menu")).toContainText("1 sold out");
    await expectNoSeriousA11yViolations(page);
    await pannaCotta.click();
    await expect(pannaCotta).toHaveAttribute("aria-checked", "true");
    await expect.poll(async () => (await publicMenuItem(page.request, restaurant.id, "Panna Cotta")).available).toBe(true);
  });

  test("the owner's dashboard is accessible in the light theme too", async ({ page }) => {
    await useTheme(page, "light");
    await signInAs(page, "restaurant_owner");
    await page.goto("/restaurant-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Trattoria Bellini" })).toBeVisible();
    await expect(page.getByTestId("queue-section-kitchen").getByRole("article").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("someone without a restaurant is told the dashboard is for restaurant teams", async ({ page }) => {
    await signInAs(page, "courier");
    await page.goto("/restaurant-dashboard");
    await expect(page.getByRole("heading", { name: "This dashboard is for restaurant teams" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Order food instead" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("signed-out visitors go to sign in first", async ({ page }) => {
    await page.goto("/restaurant-dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Frestaurant-dashboard/);
  });
});

import type { Page } from "@playwright/test";
import { expect as baseExpect, signInAs, test, uniqueEmail, expectNoSeriousA11yViolations, useTheme } from "./fixtures";

// Screens are lazy chunks; on a busy CI machine the first paint after a navigation can take a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

async function registerFreshCustomer(page: Page, firstName: string) {
  const res = await page.context().request.post("/api/auth/register", {
    data: { email: uniqueEmail("home"), password: "a long enough password", firstName, lastName: "Tester" },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test.describe("home (signed in)", () => {
  test("a new customer sees the greeting, quick actions and the empty states", async ({ page }) => {
    await registerFreshCustomer(page, "Nova");
    await page.goto("/");
    await expect(page.getByTestId("text-greeting")).toHaveText("Welcome back, Nova!");
    await expect(page.getByTestId("text-tagline")).toContainText("culinary journey");

    for (const [href, title] of [["/order", "Order Now"], ["/catering", "Catering"], ["/loyalty", "Rewards"]] as const) {
      const card = page.getByTestId(`link-quick-action-${href.slice(1)}`);
      await expect(card).toHaveAttribute("href", href);
      await expect(card).toContainText(title);
    }
    await expect(page.getByTestId("card-ceo-access")).toContainText("CEO Access Available");
    await expect(page.getByRole("button", { name: "Grant CEO Access" })).toBeEnabled();

    const orders = page.getByTestId("panel-recent-orders");
    await expect(orders.getByText("No recent orders yet")).toBeVisible();
    await expect(orders.getByRole("link", { name: "Place Your First Order" })).toHaveAttribute("href", "/order");

    // A brand-new account has no points and no history yet: the spec's invitation to join.
    const loyalty = page.getByTestId("panel-loyalty");
    await expect(loyalty.getByText("Join our loyalty program")).toBeVisible();
    await expect(loyalty.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/loyalty");

    const grid = page.getByTestId("grid-recommendations");
    await expect(grid.getByRole("listitem").first()).toBeVisible();
    await expect(page.getByTestId("empty-recommendations")).toHaveCount(0);
  });

  test("a seasoned customer sees orders with coloured statuses, the gold ring and recommendations", async ({ page }) => {
    await signInAs(page, "customer");
    await page.goto("/home");
    await expect(page.getByTestId("text-greeting")).toHaveText("Welcome back, Alex!");
    await expect(page.getByRole("banner").getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    const list = page.getByTestId("list-recent-orders");
    await expect(list.getByRole("listitem").first()).toBeVisible();
    expect(await list.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    // Each order names its restaurant; the seeded history is Bellini's (other specs may have ordered elsewhere since,
    // so the newest need not be: a full run once put a Maison Lumière order first).
    await expect(list.getByTestId("text-order-restaurant").filter({ hasText: "Trattoria Bellini" }).first()).toBeVisible();
    // Each badge's colour is its status's (other specs order as Alex too, so which statuses are among the recent
    // few varies: a full run once had no delivered order left in the list).
    const TONES: Record<string, string> = { Delivered: "green", Preparing: "amber", "On the Way": "blue" };
    const badges = list.getByTestId("badge-order-status");
    const shown = await badges.count();
    expect(shown).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < shown; i++) {
      const text = (await badges.nth(i).textContent())!.trim();
      await expect(badges.nth(i)).toHaveAttribute("data-tone", TONES[text] ?? "neutral");
    }
    for (const total of await list.getByTestId("text-order-total").allTextContents()) expect(total).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(list.getByRole("listitem").first()).toContainText(", ");

    const ring = page.getByRole("progressbar");
    await expect(ring).toHaveAttribute("data-tier", "gold");
    await expect(ring).toHaveAttribute("aria-valuemin", "0");
    await expect(ring).toHaveAttribute("aria-valuemax", "100");
    const points = Number((await page.getByTestId("text-loyalty-points").textContent())?.replace(/[^\d]/g, ""));
    expect(points).toBeGreaterThan(0);
    // The spec's formula on the server's figures: progress = points / nextTierPoints, and nextTierPoints − points is
    // what is left to earn for Platinum (3,000 points earned in a rolling year).
    const info = (await (await page.request.get("/api/loyalty/info")).json()) as { points: number; nextTierPoints: number };
    const account = (await (await page.request.get("/api/loyalty/account")).json()) as { pointsEarnedInYear: number };
    expect(info.points).toBe(points);
    expect(info.nextTierPoints - info.points).toBe(3000 - account.pointsEarnedInYear);
    const remaining = `${(info.nextTierPoints - points).toLocaleString("en-US")} points to next tier`;
    await expect(ring).toHaveAttribute("aria-valuenow", String(Math.round((points / info.nextTierPoints) * 100)));
    await expect(ring).toHaveAttribute("aria-valuetext", remaining);
    await expect(page.getByTestId("text-points-to-next")).toHaveText(remaining);
    await expect(ring.locator("svg").first()).toHaveAttribute("width", "120");
    await expect(ring.locator("circle").nth(1)).toHaveAttribute("stroke-width", "8");

    const cards = page.getByTestId("grid-recommendations").getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    const img = cards.first().getByRole("img");
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("src", /^\/illustrations\/[a-z]+\.webp$/);
    await expect(img).toHaveAttribute("alt", /cuisine/);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  });

  test("shows 3 skeletons while loading, and empty states when the reads answer 401 or nothing", async ({ page }) => {
    await signInAs(page, "customer");
    let releaseOrders: () => void = () => undefined;
    const ordersHeld = new Promise<void>((resolve) => (releaseOrders = resolve));
    await page.route("**/api/orders/recent", async (route) => {
      await ordersHeld;
      await route.fulfill({ status: 401, contentType: "application/json", body: '{"message":"Unauthorized"}' });
    });
    await page.route("**/api/loyalty/info", (route) =>
      route.fulfill({ status: 401, contentType: "application/json", body: '{"message":"Unauthorized"}' }),
    );
    await page.route("**/api/restaurants/recommended", (route) => route.fulfill({ json: [] }));
    await page.goto("/home");
    await expect(page.getByTestId("skeleton-orders").getByRole("listitem")).toHaveCount(3);
    await expect(page.getByTestId("panel-recent-orders")).toHaveAttribute("aria-busy", "true");
    releaseOrders();
    await expect(page.getByText("No recent orders yet")).toBeVisible();
    await expect(page.getByText("Join our loyalty program")).toBeVisible();
    await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/loyalty");
    await expect(page.getByText("No recommendations available")).toBeVisible();
  });

  test("Grant CEO Access is local only: pending, toast, dashboard card, gone after a reload", async ({ page }) => {
    await signInAs(page, "customer");
    const writes: string[] = [];
    page.on("request", (req) => {
      if (req.method() !== "GET") writes.push(`${req.method()} ${req.url()}`);
    });
    await page.goto("/");
    const grant = page.getByTestId("button-grant-ceo");
    await grant.click();
    // The pending state lasts 800 ms: label and disabled are checked together, in one poll, so a busy machine
    // cannot spend the window between two separate checks.
    await expect(grant.and(page.locator(":disabled"))).toHaveText("Granting Access...");
    await expect(page.getByText("CEO Access Granted").first()).toBeVisible();
    await expect(page.getByText("You now have CEO privileges. You can access the CEO dashboard.").first()).toBeVisible();
    const dashboard = page.getByTestId("card-ceo-dashboard");
    await expect(dashboard.getByRole("heading", { name: "CEO Executive Dashboard" })).toBeVisible();
    await expect(dashboard.getByRole("link", { name: "Open CEO Dashboard" })).toHaveAttribute("href", "/ceo-dashboard");
    await expect(page.getByTestId("card-ceo-access")).toHaveCount(0);
    expect(writes).toEqual([]);

    const me = await (await page.context().request.get("/api/auth/user")).json();
    expect(me.role).toBe("customer");
    await page.reload();
    await expect(page.getByTestId("card-ceo-access")).toContainText("CEO Access Available");
    await expect(page.getByTestId("card-ceo-dashboard")).toHaveCount(0);
  });

  test("a ceo sees the CEO Executive Dashboard card", async ({ page }) => {
    await signInAs(page, "ceo");
    await page.goto("/home");
    const dashboard = page.getByTestId("card-ceo-dashboard");
    await expect(dashboard).toContainText("Executive analytics, financial oversight, organizational metrics and system administration");
    await dashboard.getByRole("link", { name: "Open CEO Dashboard" }).click();
    await expect(page).toHaveURL(/\/ceo-dashboard$/);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`has no serious or critical axe violations in the ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await signInAs(page, "customer");
      await page.goto("/home");
      await expect(page.getByTestId("list-recent-orders")).toBeVisible();
      await expect(page.getByRole("progressbar")).toBeVisible();
      await expect(page.getByTestId("grid-recommendations")).toBeVisible();
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expectNoSeriousA11yViolations(page);
    });
  }
});

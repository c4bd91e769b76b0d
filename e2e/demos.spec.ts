import type { Page } from "@playwright/test";
import { expect, test, expectNoSeriousA11yViolations, useTheme } from "./fixtures";

/** Collects every non-GET call to the API, so a test can prove a demo sent nothing. */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/") && r.method() !== "GET") writes.push(`${r.method()} ${r.url()}`);
  });
  return writes;
}

test.describe("demo hub (/demos)", () => {
  test("shows four personas with their onboarding and dashboard links, shortcuts and footer", async ({ page }) => {
    await page.goto("/demos");
    await expect(page.getByRole("heading", { level: 1, name: "Experience Tavola" })).toBeVisible();
    const personas = [
      ["restaurant", "Restaurant Partner", "/demo/restaurant/onboarding", "/demo/restaurant/dashboard"],
      ["customer", "End User Customer", "/demo/user/onboarding", "/demo/user/dashboard"],
      ["courier", "Courier Driver", "/demo/courier/onboarding", "/demo/courier/dashboard"],
      ["enterprise", "Enterprise Client", "/catering", "/catering/crm"],
    ] as const;
    for (const [id, title, onboarding, dashboard] of personas) {
      const card = page.getByTestId(`card-persona-${id}`);
      await expect(card.getByRole("heading", { level: 2, name: title })).toBeVisible();
      await expect(card.getByRole("link", { name: "Start Onboarding" })).toHaveAttribute("href", onboarding);
      await expect(card.getByRole("link", { name: "View Dashboard" })).toHaveAttribute("href", dashboard);
    }
    const shortcuts = page.getByRole("region", { name: "Feature Shortcuts" }).getByRole("link");
    await expect(shortcuts).toHaveCount(6);
    for (const href of ["/order", "/tables", "/checkin", "/loyalty", "/feedback", "/catering"]) {
      await expect(page.getByTestId(`link-feature-${href.slice(1)}`)).toHaveAttribute("href", href);
    }
    const footer = page.getByRole("navigation", { name: "More of Tavola" });
    await expect(footer.getByRole("link", { name: "CEO Login" })).toHaveAttribute("href", "/ceo/login");
    await expect(footer.getByRole("link", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");
    await expect(footer.getByRole("link", { name: "Investors" })).toHaveAttribute("href", "/investors");
    await expect(footer.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

    await page.getByTestId("link-restaurant-onboarding").click();
    await expect(page).toHaveURL(/\/demo\/restaurant\/onboarding$/);
    await expect(page.getByTestId("text-wizard-step")).toHaveText("Step 1 of 4");
  });

  for (const theme of ["light", "dark"] as const) {
    test(`has no serious accessibility violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto("/demos");
      await expect(page.getByTestId("card-persona-courier")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe("restaurant onboarding wizard", () => {
  test("walks four steps without enforcing anything, keeps values and finishes on the dashboard", async ({ page }) => {
    const writes = recordWrites(page);
    await page.goto("/demo/restaurant/onboarding");
    const step = page.getByTestId("text-wizard-step");
    const progress = page.getByRole("progressbar", { name: "Step 1 of 4" });
    await expect(step).toHaveText("Step 1 of 4");
    await expect(progress).toHaveAttribute("aria-valuenow", "1");
    await expect(progress).toHaveAttribute("aria-valuemax", "4");
    await expect(page.getByTestId("text-step-title")).toHaveText("Restaurant Information");
    await expect(page.getByTestId("button-wizard-previous")).toBeDisabled();
    await expect(page.getByText("Restaurant Name*")).toBeVisible();
    const cuisine = page.getByTestId("select-cuisine");
    await expect(cuisine.locator("option:not([value=''])")).toHaveText([
      "Italian", "Mexican", "Asian", "American", "Mediterranean", "French", "Indian", "Other",
    ]);
    await page.getByTestId("input-restaurant-name").fill("Trattoria Demo");
    await cuisine.selectOption("french");

    await page.getByTestId("button-wizard-next").click();
    await expect(step).toHaveText("Step 2 of 4");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    await expect(page.getByTestId("text-step-title")).toHaveText("Location & Contact");
    await expect(page.getByTestId("button-wizard-previous")).toBeEnabled();
    await expect(page.getByTestId("input-email")).toHaveAttribute("type", "email");
    await expect(page.getByTestId("input-capacity")).toHaveAttribute("type", "number");
    await expect(page.getByLabel("Full Address")).toHaveAttribute("aria-required", "true");

    // Required fields are left empty on purpose: Next still advances.
    await page.getByTestId("button-wizard-next").click();
    await expect(step).toHaveText("Step 3 of 4");
    await expect(page.getByTestId("text-step-title")).toHaveText("Operating Hours");
    await expect(page.locator("input[type=time]")).toHaveCount(14);
    await expect(page.getByLabel("Monday opening time")).toBeVisible();
    await expect(page.getByLabel("Sunday closing time")).toBeVisible();
    await page.getByTestId("input-friday-close").fill("23:30");

    await page.getByTestId("button-wizard-next").click();
    await expect(step).toHaveText("Step 4 of 4");
    await expect(page.getByTestId("text-step-title")).toHaveText("Services & Payment");
    await expect(page.getByRole("group", { name: "Services Offered" }).getByRole("checkbox")).toHaveCount(8);
    await expect(page.getByRole("group", { name: "Payment Methods Accepted" }).getByRole("checkbox")).toHaveCount(8);
    await page.getByLabel("Private Events").check();
    await page.getByLabel("Apple Pay").check();
    await expect(page.getByTestId("button-wizard-next")).toHaveCount(0);
    await expect(page.getByTestId("button-wizard-finish")).toHaveText("Complete Setup");

    // Back to the start: every value is still there.
    await page.getByTestId("button-wizard-previous").click();
    await expect(page.getByTestId("input-friday-close")).toHaveValue("23:30");
    await page.getByTestId("button-wizard-previous").click();
    await page.getByTestId("button-wizard-previous").click();
    await expect(step).toHaveText("Step 1 of 4");
    await expect(page.getByTestId("input-restaurant-name")).toHaveValue("Trattoria Demo");
    await expect(cuisine).toHaveValue("french");
    await expect(page.getByTestId("button-wizard-previous")).toBeDisabled();
    for (let i = 0; i < 3; i++) await page.getByTestId("button-wizard-next").click();
    await expect(page.getByLabel("Private Events")).toBeChecked();
    await expect(page.getByLabel("Apple Pay")).toBeChecked();

    await page.getByRole("button", { name: "Complete Setup" }).click();
    await expect(page).toHaveURL(/\/demo\/restaurant\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Restaurant Dashboard" })).toBeVisible();
    expect(writes).toEqual([]);
  });

  test("is also mounted at /demo/restaurant-onboarding and is accessible in light mode", async ({ page }) => {
    await useTheme(page, "light");
    await page.goto("/demo/restaurant-onboarding");
    await expect(page.getByTestId("text-wizard-step")).toHaveText("Step 1 of 4");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("customer onboarding wizard", () => {
  test("three steps, defaults on, welcome benefits, Start Exploring goes to the dashboard", async ({ page }) => {
    const writes = recordWrites(page);
    await page.goto("/demo/user/onboarding");
    const step = page.getByTestId("text-wizard-step");
    await expect(step).toHaveText("Step 1 of 3");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuemax", "3");
    await expect(page.getByTestId("text-step-title")).toHaveText("Personal Information");
    await expect(page.getByTestId("button-wizard-previous")).toBeDisabled();
    for (const label of ["First Name*", "Last Name*", "Email Address*"]) await expect(page.getByText(label)).toBeVisible();
    await page.getByTestId("input-first-name").fill("Robin");

    await page.getByTestId("button-wizard-next").click();
    await expect(step).toHaveText("Step 2 of 3");
    await expect(page.getByTestId("text-step-title")).toHaveText("Food Preferences");
    await expect(page.getByRole("group", { name: "Dietary Restrictions" }).getByRole("checkbox")).toHaveCount(8);
    await expect(page.getByRole("group", { name: "Favorite Cuisines" }).getByRole("checkbox")).toHaveCount(8);
    await page.getByTestId("checkbox-dietary-gluten-free").check();
    await page.getByTestId("checkbox-cuisine-thai").check();

    await page.getByTestId("button-wizard-next").click();
    await expect(step).toHaveText("Step 3 of 3");
    await expect(page.getByTestId("text-step-title")).toHaveText("Notification Preferences");
    for (const key of ["notifications", "promotions", "recommendations"]) {
      await expect(page.getByTestId(`switch-${key}`)).toHaveAttribute("aria-checked", "true");
    }
    await page.getByRole("switch", { name: "Promotions & Offers" }).click();
    await expect(page.getByTestId("switch-promotions")).toHaveAttribute("aria-checked", "false");
    const benefits = page.getByTestId("box-welcome-benefits");
    await expect(benefits.getByRole("heading", { name: "Welcome Benefits" })).toBeVisible();
    await expect(benefits.getByRole("listitem")).toHaveText([
      "20% off your first order",
      "Free delivery on orders over $25",
      "Loyalty programme with instant points",
    ]);

    await page.getByTestId("button-wizard-previous").click();
    await expect(page.getByTestId("checkbox-dietary-gluten-free")).toBeChecked();
    await expect(page.getByTestId("checkbox-cuisine-thai")).toBeChecked();
    await page.getByTestId("button-wizard-previous").click();
    await expect(page.getByTestId("input-first-name")).toHaveValue("Robin");
    await page.getByTestId("button-wizard-next").click();
    await page.getByTestId("button-wizard-next").click();
    await expect(page.getByTestId("switch-promotions")).toHaveAttribute("aria-checked", "false");

    await page.getByRole("button", { name: "Start Exploring" }).click();
    await expect(page).toHaveURL(/\/demo\/user\/dashboard$/);
    await expect(page.getByTestId("page-demo-customer-dashboard")).toBeVisible();
    expect(writes).toEqual([]);
  });

  test("is also mounted at /demo/customer-onboarding", async ({ page }) => {
    await page.goto("/demo/customer-onboarding");
    await expect(page.getByTestId("text-step-title")).toHaveText("Personal Information");
  });
});

test.describe("courier onboarding wizard", () => {
  // /courier-onboarding is the real application now (courier-onboarding.spec.ts); the demo keeps its two paths.
  for (const path of ["/demo/courier/onboarding", "/demo/courier-onboarding"]) {
    test(`three steps at ${path}, Start Delivering goes to the courier dashboard`, async ({ page }) => {
      await page.goto(path);
      const step = page.getByTestId("text-wizard-step");
      await expect(step).toHaveText("Step 1 of 3");
      await expect(page.getByTestId("button-wizard-previous")).toBeDisabled();
      await expect(page.getByTestId("text-step-title")).toHaveText("Personal Details");
      await page.getByTestId("input-full-name").fill("Sam Rider");
      await page.getByTestId("button-wizard-next").click();
      await expect(step).toHaveText("Step 2 of 3");
      await expect(page.getByTestId("text-step-title")).toHaveText("Vehicle & Availability");
      await page.getByTestId("select-vehicle-type").selectOption("E-bike");
      await page.getByTestId("button-wizard-next").click();
      await expect(step).toHaveText("Step 3 of 3");
      await expect(page.getByTestId("text-step-title")).toHaveText("Payouts & Agreement");
      await expect(page.getByTestId("box-courier-terms")).toContainText("8% commission per successful delivery");
      await expect(page.getByTestId("box-courier-terms")).toContainText("Weekly payouts");
      await page.getByTestId("button-wizard-previous").click();
      await expect(page.getByTestId("select-vehicle-type")).toHaveValue("E-bike");
      await page.getByTestId("button-wizard-previous").click();
      await expect(page.getByTestId("input-full-name")).toHaveValue("Sam Rider");
      await page.getByTestId("button-wizard-next").click();
      await page.getByTestId("button-wizard-next").click();
      await page.getByRole("button", { name: "Start Delivering" }).click();
      await expect(page).toHaveURL(/\/demo\/courier\/dashboard$/);
      await expect(page.getByRole("heading", { level: 1, name: "Courier Dashboard Demo" })).toBeVisible();
    });
  }
});

test.describe("restaurant dashboard demo", () => {
  test("shows today's figures and every tab's content", async ({ page }) => {
    await page.goto("/demo/restaurant/dashboard");
    await expect(page.getByTestId("stat-todays-orders")).toContainText("Today's Orders");
    await expect(page.getByTestId("stat-todays-orders-value")).toHaveText("47");
    await expect(page.getByTestId("stat-todays-revenue-value")).toHaveText("$1,842.50");
    await expect(page.getByTestId("stat-average-rating-value")).toHaveText("4.8");
    await expect(page.getByTestId("stat-peak-hours")).toContainText("Peak Hours");

    const tabs = page.getByRole("tablist", { name: "Restaurant tools" }).getByRole("tab");
    await expect(tabs).toHaveText(["Live Orders", "Analytics", "Menu Management", "Customers"]);
    await expect(page.getByRole("tab", { name: "Live Orders" })).toHaveAttribute("aria-selected", "true");
    const live = page.getByRole("tabpanel", { name: "Live Orders" });
    await expect(live.getByTestId("badge-order-status")).toHaveText(["Preparing", "Ready", "Delivered", "Delivered"]);
    await expect(live.getByTestId("badge-order-status").first()).toHaveAttribute("data-tone", "amber");
    await expect(live.getByTestId("row-restaurant-order-ORD-1047")).toContainText("$43.98");
    await expect(live.getByTestId("row-restaurant-order-ORD-1046")).toContainText("$38.98");
    await expect(live.getByRole("progressbar", { name: "Pending Orders" })).toHaveAttribute("aria-valuenow", "8");
    await expect(live.getByRole("progressbar", { name: "Completed Orders" })).toHaveAttribute("aria-valuenow", "39");
    await live.getByRole("button", { name: "View All Notifications" }).click();
    await expect(page.getByText("This is a demo with sample data, so nothing was changed or sent.").first()).toBeVisible();

    await page.getByRole("tab", { name: "Analytics" }).click();
    const analytics = page.getByRole("tabpanel", { name: "Analytics" });
    await expect(analytics.getByRole("heading", { name: "Revenue" })).toBeVisible();
    await expect(analytics.locator(".recharts-bar-rectangle")).toHaveCount(7);
    await expect(analytics.getByRole("table", { name: "Revenue per day" })).toContainText("$2,382.00");
    await expect(analytics.getByTestId("list-popular-items").getByRole("listitem")).toHaveCount(4);
    await expect(analytics.getByTestId("list-popular-items")).toContainText("Truffle Risotto");
    await expect(analytics.getByTestId("list-popular-items")).toContainText("$9.99");

    // Keyboard: the arrow keys move between tabs.
    await page.getByRole("tab", { name: "Analytics" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Menu Management" })).toBeFocused();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("tabpanel", { name: "Menu Management" });
    await expect(menu.getByRole("button", { name: "Add New Item" })).toBeVisible();

    await page.getByRole("tab", { name: "Customers" }).click();
    const customers = page.getByRole("tabpanel", { name: "Customers" });
    await expect(customers.getByRole("heading", { name: "Customer Insights" })).toBeVisible();
    await expect(customers.getByRole("button", { name: "View Customer Insights" })).toBeVisible();
  });

  test("has no serious accessibility violations on the chart tab (dark)", async ({ page }) => {
    await useTheme(page, "dark");
    await page.goto("/demo/restaurant/dashboard");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("tab", { name: "Analytics" }).click();
    await expect(page.locator(".recharts-bar-rectangle")).toHaveCount(7);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("customer dashboard demo", () => {
  test("shows the profile figures, loyalty progress, history, rewards rules and picks", async ({ page }) => {
    await page.goto("/demo/user/dashboard");
    await expect(page.getByTestId("stat-loyalty-points-value")).toHaveText("850");
    await expect(page.getByTestId("badge-tier")).toHaveText("Silver Member");
    await expect(page.getByTestId("stat-orders-completed-value")).toHaveText("23");
    await expect(page.getByTestId("stat-total-savings-value")).toHaveText("$127.50");
    await expect(page.getByTestId("stat-favorite-restaurant-value")).toHaveText("Bella Italia");

    const tabs = page.getByRole("tablist", { name: "Your activity" }).getByRole("tab");
    await expect(tabs).toHaveText(["Overview", "Order History", "Rewards", "For You"]);
    const overview = page.getByRole("tabpanel", { name: "Overview" });
    await expect(overview.getByTestId("list-recent-orders").getByRole("listitem")).toHaveCount(3);
    const badges = overview.getByTestId("badge-order-status");
    await expect(badges).toHaveText(["Preparing", "On the Way", "Delivered"]);
    await expect(badges.nth(0)).toHaveAttribute("data-tone", "amber");
    await expect(badges.nth(1)).toHaveAttribute("data-tone", "blue");
    await expect(badges.nth(2)).toHaveAttribute("data-tone", "green");
    const progress = overview.getByRole("progressbar", { name: "Progress to Platinum" });
    await expect(progress).toHaveAttribute("aria-valuenow", "850");
    await expect(progress).toHaveAttribute("aria-valuemax", "3000");
    await expect(overview.getByTestId("text-loyalty-progress")).toHaveText("850 / 3,000 points");
    await expect(overview.getByTestId("text-points-to-platinum")).toHaveText("2,150 points to Platinum");

    await page.getByRole("tab", { name: "Order History" }).click();
    const history = page.getByRole("tabpanel", { name: "Order History" });
    const reorders = history.getByRole("link", { name: /^Reorder/ });
    await expect(reorders).toHaveCount(5);
    await expect(reorders.first()).toHaveAttribute("href", "/order");
    await expect(history.getByTestId("row-customer-order-ORD-2318")).toContainText("$38.98");

    await page.getByRole("tab", { name: "Rewards" }).click();
    const rewards = page.getByRole("tabpanel", { name: "Rewards" });
    const card = (id: string) => rewards.getByTestId(`card-reward-${id}`);
    await expect(card("free-delivery")).toContainText("Free Delivery");
    await expect(card("free-delivery")).toContainText("500 pts");
    await expect(card("free-delivery").getByRole("button", { name: "Redeem" })).toBeEnabled();
    await expect(card("free-appetizer")).toContainText("750 pts");
    await expect(card("free-appetizer").getByRole("button", { name: "Redeem" })).toBeEnabled();
    // 20% Off costs 1,000 points: more than the 850 held, so it cannot be redeemed yet.
    await expect(card("twenty-off")).toContainText("1,000 pts");
    await expect(card("twenty-off").getByRole("button", { name: "Redeem" })).toBeDisabled();
    await expect(card("twenty-off")).toContainText("150 more points needed");
    await expect(card("vip-status")).toContainText("5,000 pts");
    await expect(card("vip-status").getByRole("button", { name: "Locked" })).toBeDisabled();
    await card("free-delivery").getByRole("button", { name: "Redeem" }).click();
    await expect(page.getByText("Free Delivery redeemed").first()).toBeVisible();

    await page.getByRole("tab", { name: "For You" }).click();
    const forYou = page.getByRole("tabpanel", { name: "For You" });
    const orderNow = forYou.getByRole("link", { name: /^Order Now/ });
    await expect(orderNow).toHaveCount(3);
    await expect(forYou).toContainText("Le Petit Bistro");
    await orderNow.first().click();
    await expect(page).toHaveURL(/\/order$/);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`has no serious accessibility violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto("/demo/user/dashboard");
      await expect(page.getByTestId("list-recent-orders")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("tab", { name: "Rewards" }).click();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

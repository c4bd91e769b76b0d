import { expect as baseExpect, expectNoSeriousA11yViolations, signInAs, test, useTheme } from "./fixtures";

// Screens are lazy chunks; on a busy CI machine the first paint can take longer than the 5 s default.
const expect = baseExpect.configure({ timeout: 10_000 });

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe("catering CRM (/catering-crm)", () => {
  test("a premium request reaches the restaurant's board as New with its SLA and moves to Contacted by keyboard", async ({ page }) => {
    const company = `Journey Foods ${suffix()}`;
    await page.goto("/catering-request?restaurant=trattoria-bellini");
    await expect(page.getByTestId("text-catering-restaurant")).toHaveText("Your request goes to Trattoria Bellini's catering team.");
    const form = page.getByTestId("form-premium-catering");
    await form.getByTestId("input-company-name").fill(company);
    await form.getByTestId("input-contact-person").fill("Maria Jensen");
    await form.getByTestId("input-email").fill(`maria-${suffix()}@example.com`);
    await form.getByTestId("input-phone").fill("+45 12 34 56 78");
    await form.getByTestId("input-delivery-address").fill("Vesterbrogade 10, 1620 Copenhagen");
    await form.getByTestId("input-event-date").fill("2030-06-15");
    await form.getByTestId("input-event-time").fill("12:30");
    await form.getByTestId("input-headcount").fill("40");
    await form.getByTestId("select-service-type").selectOption({ label: "Buffet Setup" });
    await form.getByTestId("select-budget-range").selectOption({ label: "$2,500-$5,000" });
    await form.getByTestId("button-submit-premium-catering").click();
    await expect(page.getByRole("heading", { name: "Request Submitted", exact: true })).toBeVisible();

    await signInAs(page, "restaurant_owner");
    await page.goto("/catering-crm");
    await expect(page.getByRole("heading", { level: 1, name: "Catering CRM" })).toBeVisible();
    await page.getByLabel("Search").fill(company);
    const newColumn = page.getByRole("region", { name: /^New/ });
    const card = newColumn.getByTestId("lead-card").filter({ hasText: company });
    await expect(card).toBeVisible();
    await expect(card).toContainText("$2,500.00");
    await expect(card.getByTestId("badge-sla")).toHaveText(/^(Call|Contact) (due in|overdue)/);

    // Keyboard drag: Space picks the card up, the right arrow carries it to the next stage, Space drops it; each
    // step is awaited through what a screen reader hears (dnd-kit's live region), as a person would wait for it.
    const heard = page.locator("[id^=DndLiveRegion]");
    await card.getByRole("button", { name: `Move ${company} · Buffet Setup` }).focus();
    await page.keyboard.press("Space");
    await expect(heard).toContainText(`${company} · Buffet Setup is over New.`);
    await page.keyboard.press("ArrowRight");
    await expect(heard).toContainText(`${company} · Buffet Setup is over Contacted.`);
    await page.keyboard.press("Space");
    await expect(heard).toContainText("Dropped on Contacted.");
    const contacted = page.getByRole("region", { name: /^Contacted/ }).getByTestId("lead-card").filter({ hasText: company });
    await expect(contacted).toBeVisible();
    await expect(contacted.getByTestId("badge-sla")).toHaveText("Contacted");
    await expect(newColumn.getByTestId("lead-card").filter({ hasText: company })).toHaveCount(0);

    // Live: a second request from the same company lands on the open board without a reload.
    const restaurants = (await (await page.request.get("/api/restaurants")).json()) as Array<{ id: string; slug: string }>;
    const again = await page.request.post("/api/catering/request", {
      data: {
        orderType: "company", companyName: company, contactPerson: "Maria Jensen", email: `maria-${suffix()}@example.com`, phone: "+45 12 34 56 78",
        deliveryAddress: "Vesterbrogade 10, 1620 Copenhagen", eventDate: "2030-07-01", eventTime: "18:00", headcount: 25, serviceType: "plated",
        budgetRange: "1000-2500", restaurantId: restaurants.find((r) => r.slug === "trattoria-bellini")!.id,
      },
    });
    expect(again.status()).toBe(201);
    await expect(newColumn.getByTestId("lead-card").filter({ hasText: `${company} · Plated Service` })).toBeVisible();

    await page.getByLabel("Search").fill("");
    await expect(page.getByRole("region", { name: /^Quoted/ }).getByTestId("lead-card").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a signed-in customer's request moves on the board and My Requests shows Confirmed; the board fits a phone", async ({ page, browser }) => {
    const event = `Team Dinner ${suffix()}`;
    await signInAs(page, "customer");
    await page.goto("/catering?restaurant=trattoria-bellini");
    await expect(page.getByText("For Trattoria Bellini's catering team.")).toBeVisible();
    await page.getByTestId("input-event-name").fill(event);
    await page.getByTestId("input-event-date").fill("2030-06-15");
    await page.getByTestId("select-guest-count").selectOption("26-50 people");
    await page.getByTestId("button-submit-catering").click();
    const mine = page.locator(`[data-testid^="card-catering-request-"]`).filter({ hasText: event }).getByTestId("badge-catering-status");
    await expect(mine).toHaveText("Pending");

    // The restaurant team, in a browser of its own, at a phone's width.
    const team = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const staff = await team.newPage();
    await signInAs(staff, "restaurant_staff");
    await staff.goto("/catering-crm");
    await staff.getByLabel("Search").fill(event);
    await staff.getByRole("region", { name: /^New/ }).getByRole("button", { name: event, exact: true }).click();
    const drawer = staff.getByTestId("lead-drawer");
    await expect(drawer.getByRole("heading", { name: event })).toBeVisible();
    for (const [button, stage] of [["Move to Contacted", "Contacted"], ["Move to Quoted", "Quoted"], ["Move to Confirmed", "Confirmed"]] as const) {
      await drawer.getByRole("button", { name: button }).click();
      await expect(drawer.getByTestId("lead-stage")).toHaveText(stage);
    }
    await expect(drawer.getByTestId("lead-timeline")).toContainText("Quoted → Confirmed");
    await expectNoSeriousA11yViolations(staff);
    await drawer.getByRole("button", { name: "Close" }).click();
    await expect(staff.getByRole("region", { name: /^Confirmed/ }).getByTestId("lead-card").filter({ hasText: event })).toBeVisible();
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await team.close();

    await page.reload();
    await expect(page.locator(`[data-testid^="card-catering-request-"]`).filter({ hasText: event }).getByTestId("badge-catering-status")).toHaveText("Confirmed");
  });

  test("the board with the seed's leads (overdue, due, duplicates) passes axe in the light theme too", async ({ page }) => {
    await useTheme(page, "light");
    await signInAs(page, "restaurant_staff");
    await page.goto("/catering-requests-crm");
    await expect(page.getByRole("heading", { level: 1, name: "Catering Requests CRM" })).toBeVisible();
    await expect(page.locator('[data-testid="badge-sla"][data-tone="overdue"]').first()).toBeVisible();
    await expect(page.locator('[data-testid="badge-sla"][data-tone="due"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

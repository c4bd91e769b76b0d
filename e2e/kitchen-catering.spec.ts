import type { Browser, Page } from "@playwright/test";
import { expect as baseExpect, seriousA11yViolations, signInAs, test, WCAG22_AA_TAGS } from "./fixtures";

// Lazy screens and the live stream on a busy 2-core machine: the slack the other journeys use.
const expect = baseExpect.configure({ timeout: 15_000 });
const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PACKAGE = "Tuscan buffet package";

/** Local "YYYY-MM-DD" and "HH:MM" in New York (Bellini's zone) of an instant. */
function newYork(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * A catering event confirmed the way a client confirms one: the owner quotes a buffet package for 30 and a dish of
 * the menu cooked at another station, the client accepts and pays the deposit. It starts in 50 minutes, so it is on
 * the pass now (catering shows 30 minutes before its first line must start; the package takes an hour).
 */
async function confirmedEvent(owner: Page, browser: Browser, baseURL: string | undefined, company: string, dish: string) {
  const bellini = (await (await owner.request.get("/api/restaurants/trattoria-bellini")).json()) as { id: string };
  const at = newYork(new Date(Date.now() + 50 * 60_000));
  const created = await owner.request.post("/api/catering/request", {
    // Its own client address: the anonymous form allows five an hour per address, and other journeys on this server
    // send theirs from 127.0.0.1 (playwright.config.ts trusts the loopback proxy).
    headers: { "x-forwarded-for": `198.51.100.${1 + Math.floor(Math.random() * 250)}` },
    data: {
      orderType: "company", companyName: company, contactPerson: "Ada Lind", email: `ada-${suffix()}@example.com`, phone: "+1 212 555 0101",
      deliveryAddress: "200 Park Avenue, New York, NY 10166", eventDate: at.date, eventTime: at.time, headcount: 30, serviceType: "buffet",
      budgetRange: "2500-5000", restaurantId: bellini.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const board = (await (await owner.request.get(`/api/catering/crm/leads?q=${encodeURIComponent(company)}`)).json()) as { columns: { leads: { id: string }[] }[] };
  const leadId = board.columns.flatMap((c) => c.leads)[0]!.id;
  const draft = await owner.request.put(`/api/catering/crm/leads/${leadId}/quote`, {
    data: {
      serviceType: "buffet",
      lines: [
        { kind: "package", description: PACKAGE, quantity: 30, unitPriceCents: 3_400 },
        { kind: "menu_item", description: dish, quantity: 8, unitPriceCents: 1_899, dietaryNote: "2 without basil" },
        { kind: "staffing", description: "Service staff (hours)", quantity: 4, unitPriceCents: 4_500 },
      ],
      deposits: [{ kind: "percent", ppm: 300_000, dueAt: new Date(Date.now() + 20 * 60_000).toISOString() }],
    },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  const versionId = ((await draft.json()) as { versions: { id: string }[] }).versions[0]!.id;
  const sent = await owner.request.post(`/api/catering/crm/leads/${leadId}/quote/send`, { data: { versionId } });
  expect(sent.status(), await sent.text()).toBe(200);
  const client = await browser.newContext({ baseURL });
  const cp = await client.newPage();
  await cp.goto(((await sent.json()) as { clientPath: string }).clientPath);
  await cp.getByRole("textbox", { name: /Your full name/ }).fill("Ada Lind");
  await cp.getByRole("button", { name: "Accept quote" }).click();
  await cp.getByRole("link", { name: "Pay the deposit" }).click();
  await cp.getByTestId("input-card-number").fill("4242 4242 4242 4242");
  await cp.getByTestId("select-exp-month").selectOption("12");
  await cp.getByTestId("select-exp-year").selectOption(String(new Date().getFullYear() + 2));
  await cp.getByTestId("input-cvc").fill("123");
  await cp.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(cp.getByText("Your booking is confirmed. The balance is due after delivery.")).toBeVisible();
  await client.close();
}

test.describe("kitchen display: confirmed catering", () => {
  test("a confirmed event's lines reach the display routed by station, with its headcount (staffing is not food); Bump takes a line off its station, Recall brings it back", async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000);
    await signInAs(page, "restaurant_owner");
    const menu = (await (await page.request.get("/api/restaurants/trattoria-bellini/menu")).json()) as { items: Array<{ name: string; station: string; available: boolean }> };
    const dish = menu.items.find((i) => i.available && i.station !== "kitchen")!;
    const company = `Kitchen Journey ${suffix()}`;
    await confirmedEvent(page, browser, baseURL, company, dish.name);

    await page.goto("/restaurant-dashboard/kitchen");
    await expect(page.getByTestId("text-kitchen-connection")).toHaveText("Live");
    const ticket = page.locator("article", { hasText: company });
    await expect(ticket).toBeVisible();
    await expect(ticket.getByRole("heading", { level: 3 })).toHaveText("Catering");
    await expect(ticket.getByTestId("text-catering-headcount")).toHaveText(/^30 guests · delivery at \d{1,2}:\d{2} [AP]M$/);
    // The expediter's view: both food lines, each with its station; staffing is not on the pass.
    const lines = ticket.getByRole("listitem");
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: PACKAGE })).toContainText(/30 × Tuscan buffet package[\s\S]*Kitchen · /);
    const dishLine = lines.filter({ hasText: dish.name });
    await expect(dishLine).toContainText(`8 × ${dish.name}`);
    await expect(dishLine).toContainText("Note: 2 without basil");
    await expect(ticket).not.toContainText("Service staff");
    await expect(page.getByTestId("list-all-day")).toContainText(PACKAGE);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);

    // Routed by station: the dish's station sees only the dish; the kitchen's sees only the package.
    await page.getByTestId(`button-view-${dish.station}`).click();
    const atStation = page.locator("article", { hasText: company });
    await expect(atStation.getByRole("listitem")).toHaveCount(1);
    await expect(atStation).toContainText(dish.name);
    await expect(atStation).not.toContainText(PACKAGE);
    await page.getByTestId("button-view-kitchen").click();
    await expect(page.locator("article", { hasText: company }).getByRole("listitem")).toHaveCount(1);
    await expect(page.locator("article", { hasText: company })).toContainText(PACKAGE);

    // Bump the dish at its station: its only line there, so the ticket leaves that screen; Recall brings it back.
    await page.getByTestId(`button-view-${dish.station}`).click();
    await page.locator("article", { hasText: company }).getByRole("button", { name: `Bump 8 ${dish.name}, Catering` }).click();
    await expect(page.locator("article", { hasText: company })).toHaveCount(0);
    await page.getByTestId("button-recall").click();
    await expect(page.getByTestId("text-kitchen-announcement")).toContainText("recalled");
    await expect(page.locator("article", { hasText: company }).getByRole("button", { name: `Bump 8 ${dish.name}, Catering` })).toBeVisible();

    // At 360 px the catering ticket reads the same, with nothing sideways and no serious axe findings.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.locator("article", { hasText: company }).getByTestId("text-catering-headcount")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
  });
});

import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { approvedCourier, ok } from "./courier-steps";
import { expect as baseExpect, seriousA11yViolations, signInAs, test, uniqueEmail, WCAG22_AA_TAGS } from "./fixtures";
import { EXP_YEAR } from "./ordering-steps";
import { smallTapTargets } from "./tap-targets";

// Automatic assignment runs from the jobs' award at their window's end and from the per-minute dispatch sweep
// (queued jobs, polled every 2 s): the slack covers one sweep.
const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 360, height: 740 };

/**
 * Two new restaurants in Harlem 0.6 km apart (batching's rule 1: restaurants within 1 km), far from every courier
 * the other journeys put online downtown, so nobody takes either order alone while both wait. The two doors lie
 * north, the first on the way to the second: the route "pick up 1, pick up 2, drop 1, drop 2" is about a third
 * shorter than two separate runs.
 */
const PLACES = [
  { name: "Lenox Noodle Bar", address: "2100 Frederick Douglass Blvd, New York, NY 10026", lat: 40.804, lng: -73.955 },
  { name: "Harlem Hearth", address: "2240 Frederick Douglass Blvd, New York, NY 10027", lat: 40.8094, lng: -73.953 },
];
const DOORS = [
  { line1: "300 W 135th St", city: "New York", postalCode: "10030", country: "US", lat: 40.818, lng: -73.947 },
  { line1: "555 Edgecombe Ave", city: "New York", postalCode: "10032", country: "US", lat: 40.823, lng: -73.943 },
];
const TIPS = [300, 175];
const ALL_DAY = { open: "00:00", close: "23:59", closed: false };
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A new restaurant through the real application and an executive's approval, with one dish; its owner signed in on `ctx`. */
async function approvedRestaurant(ctx: BrowserContext, admin: APIRequestContext, place: (typeof PLACES)[number]) {
  const api = ctx.request;
  const name = `${place.name} ${Date.now().toString(36)}`;
  await ok(api.post("/api/auth/register", { data: { email: uniqueEmail("batch-owner"), password: "a long owner passphrase 42", firstName: "Ola", lastName: "Reyes" } }));
  const steps = {
    info: { restaurantName: name, cuisine: "asian", description: "Noodles and rice bowls." },
    location: { address: place.address, city: "New York", country: "US", lat: place.lat, lng: place.lng, timeZone: "America/New_York", phone: "+1 212 555 0175", email: "hello@example.com", capacity: 30 },
    hours: { operatingHours: Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, ALL_DAY])) },
    services: { services: ["Delivery"], paymentMethods: ["Credit Cards"] },
    tables: { taxRatePpm: 88_750, tables: [{ number: 1, capacity: 2, location: "Window" }] },
  };
  for (const [step, body] of Object.entries(steps)) await ok(api.put(`/api/restaurant-onboarding/${step}`, { data: body }));
  const submitted = (await (await ok(api.post("/api/restaurant-onboarding/submit"))).json()) as { id: string };
  const approved = (await (await ok(admin.post(`/api/admin/restaurant-applications/${submitted.id}/review`, { data: { decision: "approve" } }))).json()) as { restaurantId: string };
  const menu = (await (await ok(api.get(`/api/restaurants/${approved.restaurantId}/menu-admin`))).json()) as { categories: Array<{ id: string; course: string }> };
  const mains = menu.categories.find((c) => c.course === "mains") ?? menu.categories[0]!;
  const dish = (await (await ok(api.post(`/api/restaurants/${approved.restaurantId}/menu-admin/items`, { data: { categoryId: mains.id, name: "Dan Dan Noodles", priceCents: 1650, prepMinutes: 10, station: "kitchen" } }))).json()) as { id: string };
  return { id: approved.restaurantId, name, dishId: dish.id };
}

/** A new customer who orders one dish for delivery to `door`, paying with a sandbox card; the order's id and reference. */
async function customerOrder(ctx: BrowserContext, restaurant: { id: string; dishId: string }, door: (typeof DOORS)[number], tipCents: number) {
  const api = ctx.request;
  await ok(api.post("/api/auth/register", { data: { email: uniqueEmail("batch-customer"), password: "a long customer passphrase 42", firstName: "Iris", lastName: "Okoro" } }));
  const token = (await (await ok(api.post("/api/payments/sandbox/tokens", { data: { cardNumber: "4242424242424242", expMonth: 12, expYear: Number(EXP_YEAR), cvc: "123" } }))).json()) as { token: string };
  const res = await api.post("/api/orders", {
    headers: { "Idempotency-Key": randomUUID() },
    data: { restaurantId: restaurant.id, items: [{ menuItemId: restaurant.dishId, quantity: 1 }], fulfilment: "delivery", address: door, tipCents, paymentToken: token.token },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; reference: string };
}

const contextAt = (browser: Browser, baseURL: string | undefined, at: { lat: number; lng: number }) =>
  browser.newContext({ baseURL, viewport: PHONE, geolocation: { latitude: at.lat, longitude: at.lng }, permissions: ["geolocation"] });

async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
}

test.describe("courier batch", () => {
  test("two orders from restaurants 0.6 km apart wait for a courier; the sweep plans them as one batch: stops in order, both picked up, each delivered with its own code, each customer follows the courier, earnings fee − 8 % + tip each (360 px, axe)", async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const adminCtx = await browser.newContext({ baseURL });
    const ownerCtxs = [await browser.newContext({ baseURL }), await browser.newContext({ baseURL })];
    const customerCtxs = [await browser.newContext({ baseURL, viewport: PHONE }), await browser.newContext({ baseURL, viewport: PHONE })];
    // The courier's phone is at the first restaurant when she goes online.
    const courierCtx = await contextAt(browser, baseURL, PLACES[0]!);
    const all = [adminCtx, ...ownerCtxs, ...customerCtxs, courierCtx];
    try {
      const admin = await adminCtx.newPage();
      await signInAs(admin, "super_admin");
      const restaurants = [await approvedRestaurant(ownerCtxs[0]!, adminCtx.request, PLACES[0]!), await approvedRestaurant(ownerCtxs[1]!, adminCtx.request, PLACES[1]!)];
      await approvedCourier(courierCtx, adminCtx.request, "Nia");
      const courier = await courierCtx.newPage();
      await courier.goto("/courier-dashboard");
      await expect(courier.getByTestId("switch-online")).toHaveAttribute("aria-checked", "false");

      // Each customer orders from one restaurant; each restaurant accepts (a delivery job opens for bids) and cooks.
      const orders: Array<{ id: string; reference: string }> = [];
      for (const i of [0, 1]) orders.push(await customerOrder(customerCtxs[i]!, restaurants[i]!, DOORS[i]!, TIPS[i]!));
      for (const i of [0, 1]) {
        for (const to of ["accepted", "preparing", "ready"]) await ok(ownerCtxs[i]!.request.post(`/api/restaurant/orders/${orders[i]!.id}/transition`, { data: { to } }));
      }
      const acceptedBy = Date.now();
      const customers = await Promise.all(customerCtxs.map((c) => c.newPage()));
      for (const i of [0, 1]) {
        await customers[i]!.goto(`/order-tracking/${orders[i]!.id}`);
        await expect(customers[i]!.getByTestId("text-courier-headline")).toHaveText("Finding a courier");
      }

      // Nobody bids and no courier is in range: both windows close and both jobs wait. Only then does Nia come online,
      // so the planner sees the two together (the server's bid window, read from her board).
      const { bidWindowSeconds } = (await (await ok(courierCtx.request.get("/api/dispatch/board"))).json()) as { bidWindowSeconds: number };
      await expect.poll(() => Date.now(), { message: "both bid windows have closed", timeout: (bidWindowSeconds + 15) * 1000 }).toBeGreaterThan(acceptedBy + bidWindowSeconds * 1000 + 1000);
      for (const i of [0, 1]) await expect(customers[i]!.getByTestId("text-courier-headline")).toHaveText("Finding a courier");
      await courier.getByTestId("switch-online").click();
      await expect(courier.getByTestId("switch-online")).toHaveAttribute("aria-checked", "true");

      // The next dispatch sweep gives her both as one batch, live: the stops in the route's order.
      const route = courier.getByTestId("batch-route");
      await expect(route).toBeVisible({ timeout: 90_000 });
      await expect(route).toContainText("Batch · 2 orders on one route");
      await expect(courier.getByTestId("batch-stop")).toHaveText([
        `1. Pick up ${orders[0]!.reference} · ${restaurants[0]!.name}`,
        `2. Pick up ${orders[1]!.reference} · ${restaurants[1]!.name}`,
        `3. Drop ${orders[0]!.reference} · ${DOORS[0]!.line1}`,
        `4. Drop ${orders[1]!.reference} · ${DOORS[1]!.line1}`,
      ]);
      await expect(courier.getByTestId("batch-stop").first()).toHaveAttribute("aria-current", "step");
      const cards = orders.map((o) => courier.getByTestId("card-active-run").filter({ hasText: `Active delivery · ${o.reference}` }));
      for (const card of cards) await expect(card.getByTestId("text-run-explanation")).toHaveText(/^Assigned to you automatically at \$\d+\.\d\d in a batch of 2 \([\d.]+ km instead of [\d.]+ km\)$/);
      await fitsPhone(courier);
      await courier.screenshot({ path: test.info().outputPath("courier-batch.png"), fullPage: true });

      // Each customer's tracking page now names the courier coming for their order.
      for (const i of [0, 1]) await expect(customers[i]!.getByTestId("text-courier-headline")).toHaveText(`Nia is on the way to ${restaurants[i]!.name}`);

      // Both picked up, in the route's order; the customers see her on the way, with the ETA and the map marker.
      for (const card of cards) await card.getByTestId("button-picked-up").click();
      await expect(courier.getByTestId("batch-stop").nth(2)).toHaveAttribute("aria-current", "step");
      const codes: string[] = [];
      for (const i of [0, 1]) {
        const page = customers[i]!;
        await expect(page.getByTestId("text-courier-headline")).toHaveText("Nia is on the way to you");
        await expect(page.getByTestId("text-courier-eta")).toHaveText(/^Arriving \d{1,2}:\d{2}.*\d{1,2}:\d{2}/);
        await expect(page.getByTestId("map-marker-courier")).toBeVisible();
        codes.push((await page.getByTestId("text-handover-code").locator(".font-mono").textContent())!.trim());
        expect(codes[i]).toMatch(/^\d{4}$/);
      }
      await fitsPhone(customers[1]!);
      await customers[1]!.screenshot({ path: test.info().outputPath("tracking-batch.png"), fullPage: true });

      // Each door with its own code: the other customer's code does not open this one.
      if (codes[0] !== codes[1]) {
        await cards[0]!.getByTestId("input-handover-code").fill(codes[1]!);
        await cards[0]!.getByTestId("button-delivered").click();
        await expect(cards[0]!.getByRole("alert")).toHaveText("That code does not match");
      }
      for (const i of [0, 1]) {
        await cards[i]!.getByTestId("input-handover-code").fill(codes[i]!);
        await cards[i]!.getByTestId("button-delivered").click();
        await expect(customers[i]!.getByTestId("timeline-step-delivered")).toHaveAttribute("aria-current", "step");
      }
      await expect(route).toBeHidden();

      // Earnings: each order its own fee (the band's cap, automatic assignment) − 8 % commission + its whole tip.
      type Earnings = { deliveries: Array<{ jobId: string; orderReference: string; feeCents: number }> };
      const ledger = ((await (await ok(courierCtx.request.get("/api/dispatch/earnings"))).json()) as Earnings).deliveries;
      let net = 0;
      for (const i of [0, 1]) {
        const line = ledger.find((d) => d.orderReference === orders[i]!.reference)!;
        expect(line).toBeTruthy();
        const commission = Math.round((line.feeCents * 8) / 100);
        net += line.feeCents - commission + TIPS[i]!;
        const shown = courier.getByTestId(`earning-${line.jobId}`);
        await expect(shown).toContainText(`fee ${money(line.feeCents)}`);
        await expect(shown).toContainText(`commission ${money(commission)} + tip ${money(TIPS[i]!)}`);
        await expect(shown).toContainText(money(line.feeCents - commission + TIPS[i]!));
      }
      await expect(courier.getByTestId("earnings-today")).toContainText(money(net));
      await expect(courier.getByTestId("earnings-today")).toContainText("2 deliveries");
      await courier.screenshot({ path: test.info().outputPath("courier-batch-earnings.png"), fullPage: true });
    } finally {
      await Promise.all(all.map((c) => c.close()));
    }
  });

  test("the demo courier opens on his seeded batch: two orders, the stops in order, both picked up (axe)", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInAs(page, "courier");
    await page.goto("/courier-dashboard");
    await expect(page.getByTestId("batch-route")).toContainText("Batch · 2 orders on one route");
    await expect(page.getByTestId("batch-stop")).toHaveText([/^1\. Pick up .+ · Maison Lumière/, /^2\. Pick up .+ · Maison Lumière/, /^3\. Drop /, /^4\. Drop /]);
    await expect(page.getByTestId("batch-stop").nth(2)).toHaveAttribute("aria-current", "step");
    await expect(page.getByTestId("card-active-run")).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
  });
});

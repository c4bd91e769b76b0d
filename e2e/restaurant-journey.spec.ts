import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect, seriousA11yViolations, signInAs, test, uniqueEmail, WCAG22_AA_TAGS } from "./fixtures";

// Issue 19's journey, the part the onboarding journey (restaurant-onboarding.spec.ts: the wizard in the browser, the
// approval, a dish with a Size option ordered through checkout) leaves out: the owner's own category, the dish's
// recipe, the kitchen display showing the options and bumping them, stock falling, and the last portions selling
// while a guest's /order is open. Applying and approving go through the API here (the other journey drives them).
const expect = baseExpect.configure({ timeout: 15_000 });
const EXP_YEAR = new Date().getFullYear() + 3;

async function accessible(page: Page) {
  expect(await seriousA11yViolations(page, { tags: WCAG22_AA_TAGS })).toEqual([]);
}

const STEPS = (name: string) => ({
  info: { restaurantName: name, cuisine: "italian", description: "Wood-fired pizza." },
  location: { address: "12 Orchard St, New York, NY 10002", city: "New York", country: "US", lat: 40.7155, lng: -73.9911, timeZone: "America/New_York", phone: "+1 212 555 0142", email: "hello@example.com", capacity: 40 },
  hours: { operatingHours: Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, { open: "00:00", close: "23:59", closed: false }])) },
  services: { services: ["Dine-in", "Delivery"], paymentMethods: ["Credit Cards"] },
  tables: { taxRatePpm: 88_750, tables: [{ number: 1, capacity: 4, location: "Main Floor" }] },
});

async function order(api: APIRequestContext, restaurantId: string, menuItemId: string, optionId: string, quantity: number) {
  const token = await api.post("/api/payments/sandbox/tokens", { data: { cardNumber: "4242424242424242", expMonth: 12, expYear: EXP_YEAR, cvc: "123" } });
  const res = await api.post("/api/orders", {
    headers: { "Idempotency-Key": randomUUID() },
    data: { restaurantId, items: [{ menuItemId, quantity, modifierOptionIds: [optionId] }], fulfilment: "pickup", tipCents: 0, paymentToken: ((await token.json()) as { token: string }).token },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; reference: string };
}

test("a new restaurant's own category and recipe → an order with options on the kitchen display, bumped → stock falls → the last portions sell and /order shows it sold out without a reload", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const name = `Forno ${Date.now().toString(36)}`;
  // The owner applies (API) and a super admin approves (API).
  const reg = await page.context().request.post("/api/auth/register", { data: { email: uniqueEmail("journey-owner"), password: "a long owner passphrase 42", firstName: "Lia", lastName: "Conti" } });
  expect(reg.ok(), await reg.text()).toBeTruthy();
  for (const [step, body] of Object.entries(STEPS(name))) {
    const res = await page.context().request.put(`/api/restaurant-onboarding/${step}`, { data: body });
    expect(res.ok(), `${step}: ${await res.text()}`).toBeTruthy();
  }
  const submitted = await page.context().request.post("/api/restaurant-onboarding/submit");
  expect(submitted.ok(), await submitted.text()).toBeTruthy();
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signInAs(adminPage, "super_admin");
  const review = await admin.request.post(`/api/admin/restaurant-applications/${((await submitted.json()) as { id: string }).id}/review`, { data: { decision: "approve" } });
  expect(review.ok(), await review.text()).toBeTruthy();
  const restaurantId = ((await review.json()) as { restaurantId: string }).restaurantId;
  await admin.close();

  // The owner adds a category of their own and a dish in it with a Size group.
  await page.goto("/restaurant-dashboard");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByTestId("tab-menu").click();
  await page.getByRole("textbox", { name: "New category name" }).fill("Pizze");
  await page.getByRole("button", { name: /Add category/ }).click();
  await expect(page.getByTestId("category-Pizze")).toBeVisible();
  await page.getByTestId("button-add-dish-Pizze").click();
  const form = page.getByTestId("dialog-dish-form");
  await form.getByTestId("input-dish-name").fill("Pizza Diavola");
  await form.getByTestId("input-dish-price").fill("16");
  await form.getByTestId("button-add-size-group").click();
  await form.getByTestId("button-save-dish").click();
  await expect(page.getByTestId("category-Pizze")).toContainText("Pizza Diavola");

  // Its recipe: one dough ball a portion, three in stock.
  await page.goto("/inventory-management");
  await page.getByTestId("tab-ingredients").click();
  await page.getByTestId("button-add-ingredient").click();
  await page.getByTestId("input-ingredient-name").fill("Dough ball");
  await page.getByRole("dialog").getByRole("combobox", { name: "Unit" }).selectOption("each");
  await page.getByTestId("input-ingredient-stock").fill("3");
  await page.getByTestId("input-ingredient-low").fill("1");
  await page.getByTestId("button-save-ingredient").click();
  await expect(page.getByTestId("ingredient-Dough ball").getByTestId("text-on-hand")).toHaveText("3 pcs");
  await page.getByTestId("tab-dishes").click();
  await page.getByTestId("dish-stock-Pizza Diavola").getByTestId("button-edit-recipe").click();
  const recipe = page.getByTestId("form-recipe");
  await recipe.getByTestId("recipe-lines").getByRole("button", { name: "Add an ingredient" }).click();
  await recipe.getByRole("combobox", { name: "One portion: ingredient 1" }).selectOption({ label: "Dough ball" });
  await recipe.getByRole("textbox", { name: /One portion: quantity 1/ }).fill("1");
  await accessible(page);
  await recipe.getByTestId("button-save-recipe").click();
  await expect(page.getByTestId("dish-stock-Pizza Diavola").getByTestId("badge-dish-makes")).toContainText("3");

  // A customer orders it Large; the owner accepts; the kitchen display shows the option, and the cook bumps it.
  const menu = (await (await page.context().request.get(`/api/restaurants/${restaurantId}/menu`)).json()) as { items: Array<{ id: string; name: string; modifierGroups: Array<{ options: Array<{ id: string; name: string }> }> }> };
  const dish = menu.items.find((i) => i.name === "Pizza Diavola")!;
  const large = dish.modifierGroups[0]!.options.find((o) => o.name === "Large")!.id;
  const customer = await browser.newContext({ baseURL });
  await signInAs(await customer.newPage(), "customer");
  const first = await order(customer.request, restaurantId, dish.id, large, 1);
  const accepted = await page.context().request.post(`/api/restaurant/orders/${first.id}/transition`, { data: { to: "accepted" } });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  await page.goto("/restaurant-dashboard/kitchen");
  const ticket = page.locator("article", { hasText: first.reference });
  await expect(ticket).toContainText("Pizza Diavola");
  await expect(ticket).toContainText("Large");
  await accessible(page);
  await ticket.getByRole("button", { name: "Bump ticket" }).click();
  await expect(ticket).toHaveCount(0);

  // Stock fell by the portion sold.
  await page.goto("/inventory-management");
  await page.getByTestId("tab-ingredients").click();
  await expect(page.getByTestId("ingredient-Dough ball").getByTestId("text-on-hand")).toHaveText("2 pcs");

  // A guest has the menu open; the last two portions sell; the card says so without a reload.
  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  await guest.goto(`/order?restaurant=${restaurantId}`);
  await guest.getByRole("tab", { name: "Main Courses" }).click();
  const card = guest.getByRole("tabpanel").getByRole("article").filter({ hasText: "Pizza Diavola" });
  await expect(card.getByRole("button", { name: /Choose options/ })).toBeVisible();
  await order(customer.request, restaurantId, dish.id, large, 2);
  await expect(card.getByTestId("badge-sold-out")).toHaveText("Sold out");
  await expect(card.getByRole("button", { name: /Choose options/ })).toHaveCount(0);
  await accessible(guest);
  // One more is refused, naming the dish.
  const token = await customer.request.post("/api/payments/sandbox/tokens", { data: { cardNumber: "4242424242424242", expMonth: 12, expYear: EXP_YEAR, cvc: "123" } });
  const refused = await customer.request.post("/api/orders", {
    headers: { "Idempotency-Key": randomUUID() },
    data: { restaurantId, items: [{ menuItemId: dish.id, quantity: 1, modifierOptionIds: [large] }], fulfilment: "pickup", tipCents: 0, paymentToken: ((await token.json()) as { token: string }).token },
  });
  expect(refused.status()).toBe(409);
  await guestContext.close();
  await customer.close();
});

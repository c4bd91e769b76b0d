import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect } from "./fixtures";

// The customer's ordering steps, shared by the ordering specs (a spec file must not import another spec).
// Screens are lazy chunks and every quote is a server round trip; a busy 2-core machine needs the slack.
const expect = baseExpect.configure({ timeout: 15_000 });

export const EXP_YEAR = String(new Date().getFullYear() + 2);
export const ORDER_ID = /\/order-tracking\/([0-9a-f-]{36})$/;

type ApiOrder = {
  /** Dishes of Trattoria Bellini's menu by name, with their quantities. */
  dishes: ReadonlyArray<readonly [name: string, quantity: number]>;
  fulfilment: "delivery" | "pickup";
  /** The customer's tip in cents (none unless given). */
  tipCents?: number;
  address?: Record<string, unknown>;
};

/** Places an order at Trattoria Bellini through the API as checkout sends it (a sandbox card token, tip 0). */
export async function placeBelliniOrderViaApi(api: APIRequestContext, { dishes, fulfilment, address, tipCents = 0 }: ApiOrder) {
  const restaurants = (await (await api.get("/api/restaurants")).json()) as Array<{ id: string; slug: string }>;
  const bellini = restaurants.find((r) => r.slug === "trattoria-bellini")!;
  const menu = (await (await api.get(`/api/restaurants/${bellini.id}/menu`)).json()) as { items: Array<{ id: string; name: string }> };
  const items = dishes.map(([name, quantity]) => ({ menuItemId: menu.items.find((i) => i.name === name)!.id, quantity }));
  const token = await api.post("/api/payments/sandbox/tokens", { data: { cardNumber: "4242424242424242", expMonth: 12, expYear: Number(EXP_YEAR), cvc: "123" } });
  expect(token.ok(), await token.text()).toBeTruthy();
  const res = await api.post("/api/orders", {
    headers: { "Idempotency-Key": randomUUID() },
    data: { restaurantId: bellini.id, items, fulfilment, ...(address ? { address } : {}), tipCents, paymentToken: ((await token.json()) as { token: string }).token },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { order: (await res.json()) as { id: string; reference: string }, restaurantId: bellini.id };
}

/** From the restaurant cards of /order to Trattoria Bellini's menu, then three dishes into the cart. */
export async function addBelliniDishes(page: Page) {
  await page.goto("/order");
  await expect(page.getByRole("heading", { level: 1, name: "Order Online" })).toBeVisible();
  await page.getByTestId("link-restaurant-trattoria-bellini").click();
  await expect(page.getByTestId("text-restaurant-name")).toHaveText("Trattoria Bellini");
  await page.getByRole("tab", { name: "Main Courses" }).click();
  // The cart's lines have the same buttons; the dish cards are the open tab's.
  const margherita = page.getByRole("tabpanel").getByRole("button", { name: "Add Margherita DOP" });
  await margherita.click();
  await margherita.click();
  await page.getByRole("tab", { name: "Starters" }).click();
  await page.getByRole("tabpanel").getByRole("button", { name: /^Add / }).first().click();
  await expect(page.getByTestId("text-cart-count")).toHaveText("3 items");
}

/** Delivery to Little Italy (a few blocks from the restaurant) with a card; waits for the server's quote. */
export async function fillCheckout(page: Page, cardNumber: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await page.getByTestId("input-line1").fill("120 Mulberry St");
  await page.getByTestId("input-postal-code").fill("10013");
  await page.getByTestId("select-location").selectOption({ label: "Little Italy" });
  // A customer with saved cards starts on the last used one: these steps pay with a new card.
  await expect(page.getByTestId("fields-payment")).toHaveAttribute("data-saved-cards", "ready");
  const newCard = page.getByTestId("choice-new-card");
  if (await newCard.count()) await newCard.click();
  await page.getByTestId("input-card-number").fill(cardNumber);
  await page.getByTestId("select-exp-month").selectOption("12");
  await page.getByTestId("select-exp-year").selectOption(EXP_YEAR);
  await page.getByTestId("input-cvc").fill("123");
  const summary = page.getByTestId("panel-order-summary");
  await expect(summary.getByTestId("row-delivery-fee")).toContainText("$1.99");
  await expect(summary.getByTestId("text-quote-provider")).toContainText("Tavola Card (global)");
  await expect(summary.getByTestId("row-total")).toContainText("$");
}


import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedbackAlertListSchema, feedbackViewSchema, loyaltyAccountSchema, type FeedbackAlert } from "@tavola/contracts";
import { openSse } from "../../test/sse-client.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";

/**
 * Negative feedback about an order drives the restaurant's work: an alert on its dashboard (live), resolved
 * by a reply, a dismissal or a recovery credit in loyalty points (once per order).
 */
let t: TestApp;
let base: string;
let customer: string;
let owner: string;
let ceo: string;
let bellini: string;
let nordhavn: string;
/** The demo customer's delivered orders: two at Bellini (the owner's restaurant), one at Maison Lumière. */
let belliniOrders: Array<{ id: string; reference: string }>;
let maisonOrder: string;

type OrderRow = { id: string; reference: string; status: string; restaurant: { id: string; name: string } };

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  customer = await signInAs(t.app, "customer");
  owner = await signInAs(t.app, "restaurant_owner");
  ceo = await signInAs(t.app, "ceo");
  const restaurants = (await t.app.inject({ method: "GET", url: "/api/restaurants" })).json() as Array<{ id: string; slug: string }>;
  bellini = restaurants.find((r) => r.slug === "trattoria-bellini")!.id;
  nordhavn = restaurants.find((r) => r.slug === "nordhavn-kitchen")!.id;
  const orders = (await t.app.inject({ method: "GET", url: "/api/orders", headers: { cookie: customer } })).json() as OrderRow[];
  const delivered = orders.filter((o) => o.status === "delivered");
  belliniOrders = delivered.filter((o) => o.restaurant.id === bellini).map((o) => ({ id: o.id, reference: o.reference }));
  maisonOrder = delivered.find((o) => o.restaurant.name === "Maison Lumière")!.id;
  expect(belliniOrders).toHaveLength(2);
});
afterAll(async () => t?.close());

const NEGATIVE = "The pasta was cold and the delivery was terribly late. Really disappointing.";

async function submit(body: Record<string, unknown>, cookie?: string) {
  const res = await t.app.inject({ method: "POST", url: "/api/feedback", payload: body, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(201);
  return feedbackViewSchema.parse(res.json());
}
const alerts = (cookie: string | null, restaurant = bellini) =>
  t.app.inject({ method: "GET", url: `/api/restaurants/${restaurant}/feedback/alerts`, headers: cookie ? { cookie } : {} });
const openAlerts = async (): Promise<FeedbackAlert[]> => {
  const res = await alerts(owner);
  expect(res.statusCode).toBe(200);
  return feedbackAlertListSchema.parse(res.json());
};
const act = (path: string, cookie: string | null, payload?: unknown, restaurant = bellini) =>
  t.app.inject({ method: "POST", url: `/api/restaurants/${restaurant}/feedback/${path}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const account = async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/loyalty/account", headers: { cookie: customer } });
  expect(res.statusCode).toBe(200);
  return loyaltyAccountSchema.parse(res.json());
};

describe("alerts from negative feedback", () => {
  it("opens an alert for negative feedback about an order and tells the restaurant's stream", async () => {
    const sse = await openSse(`${base}/api/restaurant/orders/events?restaurantId=${bellini}`, owner);
    expect(sse.status).toBe(200);
    const order = belliniOrders[0]!;
    const f = await submit({ rating: 1, category: "food-quality", text: NEGATIVE, orderId: order.id }, customer);
    expect(f).toMatchObject({ alertState: "open", recoveryPoints: null, sentimentLabel: "negative" });

    const heard = await sse.waitFor<{ type: string; order: { id: string } }>((e) => e.data.type === "feedback_alert");
    expect(heard.data.order.id).toBe(order.id);
    await sse.close();

    const list = await openAlerts();
    expect(list[0]).toMatchObject({
      id: f.id, orderId: order.id, orderReference: order.reference, rating: 1, category: "food-quality",
      excerpt: NEGATIVE, sentimentLabel: "negative", customerFirstName: "Alex", recoveryPoints: null,
    });
  });

  it("opens one for a low rating even when the words read neutral", async () => {
    const f = await submit({ rating: 2, category: "speed", text: "It arrived.", orderId: belliniOrders[1]!.id }, customer);
    expect(f.alertState).toBe("open");
    expect((await openAlerts()).map((a) => a.id)).toContain(f.id);
  });

  it("opens none for positive feedback, or for negative feedback that names no order", async () => {
    const before = (await openAlerts()).length;
    const happy = await submit({ rating: 5, category: "food-quality", text: "Absolutely delicious, lovely staff!", orderId: belliniOrders[0]!.id }, customer);
    const noOrder = await submit({ rating: 1, category: "cleanliness", text: "Dirty tables and rude staff. Awful.", restaurantId: bellini });
    expect(happy.alertState).toBeNull();
    expect(noOrder).toMatchObject({ alertState: null, sentimentLabel: "negative" });
    expect(await openAlerts()).toHaveLength(before);
  });

  it("lists alerts newest first, to executives too, and only the restaurant's own", async () => {
    const elsewhere = await submit({ rating: 1, category: "service", text: NEGATIVE, orderId: maisonOrder }, customer);
    const mine = await openAlerts();
    expect(mine.map((a) => a.id)).not.toContain(elsewhere.id);
    const times = mine.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const maison = await t.app.inject({ method: "GET", url: "/api/restaurants/maison-lumiere/feedback/alerts", headers: { cookie: ceo } });
    expect(maison.statusCode).toBe(200);
    expect(feedbackAlertListSchema.parse(maison.json()).map((a) => a.id)).toEqual([elsewhere.id]);
  });

  it("is forbidden to other restaurants' staff and to guests, and needs a session", async () => {
    expect((await alerts(owner, nordhavn)).statusCode).toBe(403);
    expect((await alerts(customer)).statusCode).toBe(403);
    expect((await alerts(null)).statusCode).toBe(401);
    const elsewhere = (await t.app.inject({ method: "GET", url: "/api/restaurants/maison-lumiere/feedback/alerts", headers: { cookie: ceo } })).json() as FeedbackAlert[];
    // Another restaurant's feedback through Bellini's path does not exist for Bellini's owner.
    const id = elsewhere[0]!.id;
    expect((await act(`${id}/alert/resolve`, owner)).statusCode).toBe(404);
    expect((await act(`${id}/recovery-credit`, owner, { points: 100 })).statusCode).toBe(404);
    expect((await act(`${id}/alert/resolve`, customer)).statusCode).toBe(403);
    expect((await act(`${id}/recovery-credit`, customer, { points: 100 })).statusCode).toBe(403);
    expect((await act(`${id}/alert/resolve`, null)).statusCode).toBe(401);
    expect((await act("not-a-uuid/alert/resolve", owner)).statusCode).toBe(400);
  });
});

describe("resolving alerts", () => {
  it("dismisses an alert, and dismissing again changes nothing", async () => {
    const f = await submit({ rating: 1, category: "staff", text: NEGATIVE, orderId: belliniOrders[0]!.id }, customer);
    const res = await act(`${f.id}/alert/resolve`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: f.id, alertState: "resolved" });
    expect((await openAlerts()).map((a) => a.id)).not.toContain(f.id);
    const again = await act(`${f.id}/alert/resolve`, owner);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alertState: "resolved" });
  });

  it("a reply resolves the alert", async () => {
    const f = await submit({ rating: 2, category: "value", text: NEGATIVE, orderId: belliniOrders[1]!.id }, customer);
    expect((await openAlerts()).map((a) => a.id)).toContain(f.id);
    const res = await act(`${f.id}/reply`, owner, { reply: "We are so sorry — the next one is on us." });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ alertState: "resolved", reply: "We are so sorry — the next one is on us." });
    expect((await openAlerts()).map((a) => a.id)).not.toContain(f.id);
  });

  it("dismissing feedback that raised no alert leaves it without one", async () => {
    const happy = await submit({ rating: 5, category: "ambiance", text: "Lovely evening", orderId: belliniOrders[0]!.id }, customer);
    const res = await act(`${happy.id}/alert/resolve`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().alertState).toBeNull();
  });
});

describe("recovery credits", () => {
  it("grants points once per order: one adjust row in the guest's ledger, then 409", async () => {
    const order = belliniOrders[1]!.id;
    const first = await submit({ rating: 1, category: "speed", text: NEGATIVE, orderId: order }, customer);
    const second = await submit({ rating: 1, category: "service", text: "Still upset about the cold food.", orderId: order }, customer);
    const before = await account();

    const res = await act(`${first.id}/recovery-credit`, owner, { points: 250 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first.id, recoveryPoints: 250, alertState: "resolved" });
    expect((await openAlerts()).map((a) => a.id)).not.toContain(first.id);

    const again = await act(`${first.id}/recovery-credit`, owner, { points: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This order already received a recovery credit");
    // Another feedback about the same order cannot earn a second credit either, and stays open.
    const other = await act(`${second.id}/recovery-credit`, ceo, { points: 500 });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe("This order already received a recovery credit");
    expect((await openAlerts()).find((a) => a.id === second.id)?.recoveryPoints).toBeNull();

    const after = await account();
    const adjusts = after.history.filter((h) => h.kind === "adjust" && h.orderId === order);
    expect(adjusts).toHaveLength(1);
    expect(adjusts[0]).toMatchObject({ points: 250, pending: false });
    expect(after.points - before.points).toBe(250);
  });

  it("answers 400 with the field's message for points off the menu", async () => {
    const f = await submit({ rating: 1, category: "other", text: NEGATIVE, orderId: belliniOrders[0]!.id }, customer);
    for (const points of [300, 0, -100, 250.5, "250"]) {
      const res = await act(`${f.id}/recovery-credit`, owner, { points });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ points: ["Choose 100, 250 or 500 points"] });
    }
    expect((await openAlerts()).find((a) => a.id === f.id)).toMatchObject({ recoveryPoints: null });
  });

  it("answers 422 for feedback that is not about an order", async () => {
    const f = await submit({ rating: 1, category: "cleanliness", text: "Dirty tables. Awful.", restaurantId: bellini }, customer);
    const res = await act(`${f.id}/recovery-credit`, owner, { points: 100 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Points can only be granted for feedback about an order from a signed-in guest");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedbackListSchema, feedbackViewSchema } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";

let t: TestApp;
let customer: string;
let owner: string;
let bellini: string;
let nordhavn: string;
let ownOrder: { id: string; restaurantId: string };
beforeAll(async () => {
  t = await createTestApp();
  customer = await signInAs(t.app, "customer");
  owner = await signInAs(t.app, "restaurant_owner");
  const list = (await t.app.inject({ method: "GET", url: "/api/restaurants" })).json() as Array<{ id: string; slug: string }>;
  bellini = list.find((r) => r.slug === "trattoria-bellini")!.id;
  nordhavn = list.find((r) => r.slug === "nordhavn-kitchen")!.id;
  const orders = (await t.app.inject({ method: "GET", url: "/api/orders", headers: { cookie: customer } })).json() as Array<{ id: string; restaurant: { id: string } }>;
  const o = orders.find((x) => x.restaurant.id === bellini)!;
  ownOrder = { id: o.id, restaurantId: o.restaurant.id };
});
afterAll(async () => t?.close());

const submit = (body: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: "POST", url: "/api/feedback", payload: body, headers: cookie ? { cookie } : {} });
const list = (query: string, cookie: string, id = bellini) =>
  t.app.inject({ method: "GET", url: `/api/restaurants/${id}/feedback${query}`, headers: { cookie } });

describe("POST /api/feedback", () => {
  it("stores anonymous feedback with its sentiment, language and key phrases", async () => {
    const res = await submit({ rating: 5, category: "food-quality", text: "Absolutely delicious pasta and lovely staff!", restaurantId: bellini });
    expect(res.statusCode).toBe(201);
    const v = feedbackViewSchema.parse(res.json());
    expect(v).toMatchObject({ rating: 5, category: "food-quality", restaurantId: bellini, orderId: null, sentimentLabel: "positive", language: "en", reply: null });
    expect(v.sentimentScore).toBeGreaterThan(0);
    expect(v.keyPhrases.join(" ")).toContain("delicious");
  });

  it("links the signed-in guest's own order and takes the restaurant from it", async () => {
    const res = await submit(
      { rating: 1, category: "service", text: "La comida estaba fría y el mesero fue muy grosero.", orderId: ownOrder.id, email: "alex@example.com", phone: "+1 555 0100" },
      customer,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ orderId: ownOrder.id, restaurantId: ownOrder.restaurantId, sentimentLabel: "negative", language: "es", email: "alex@example.com" });
  });

  it("404s an order that is not the caller's, and any order for an anonymous caller", async () => {
    const body = { rating: 3, category: "other", text: "Fine", orderId: ownOrder.id };
    expect((await submit(body)).statusCode).toBe(404);
    const other = await signInAs(t.app, "enterprise_client");
    const res = await submit(body, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: "Order not found" });
    expect((await submit({ ...body, orderId: "00000000-0000-4000-8000-000000000000" }, customer)).statusCode).toBe(404);
  });

  it("answers 400 with each field's message", async () => {
    const res = await submit({ text: "   ", email: "not-an-email" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      rating: ["Please choose a rating"],
      category: ["Please choose a category"],
      text: ["Please tell us about your experience"],
      email: ["Enter a valid email"],
    });
    const bad = (await submit({ rating: 6, category: "music", text: "x" })).json();
    expect(bad.fieldErrors).toMatchObject({ rating: ["Please choose a rating"], category: ["Please choose a category"] });
  });
});

describe("staff feedback", () => {
  it("lists the restaurant's feedback with contact details, filters and the summary", async () => {
    await submit({ rating: 2, category: "cleanliness", text: "Dirty tables and sticky floors. Really disappointing.", restaurantId: bellini, email: "g@example.com" });
    await submit({ rating: 4, category: "ambiance", text: "Lovely evening", restaurantId: nordhavn });
    const res = await list("", owner);
    expect(res.statusCode).toBe(200);
    const body = feedbackListSchema.parse(res.json());
    expect(body.items.every((i) => i.restaurantId === bellini)).toBe(true);
    expect(body.items.find((i) => i.category === "cleanliness")).toMatchObject({ email: "g@example.com", sentimentLabel: "negative" });
    expect(body.summary.bySentiment).toEqual({ positive: 1, neutral: 0, negative: 2 });
    // Ties keep the spec's category order.
    expect(body.summary.complaints).toEqual([{ category: "service", count: 1 }, { category: "cleanliness", count: 1 }]);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.summary.trend).toEqual([{ day: today, positive: 1, neutral: 0, negative: 2 }]);

    const neg = feedbackListSchema.parse((await list("?sentiment=negative&category=service", owner)).json());
    expect(neg.items.map((i) => i.category)).toEqual(["service"]);
    expect((await list("?rating=5", owner)).json().items).toHaveLength(1);
    expect((await list(`?from=${today}&to=${today}`, owner)).json().summary.total).toBe(3);
    expect((await list("?to=2000-01-01", owner)).json().summary.total).toBe(0);
    expect((await list("?rating=9&sentiment=happy&from=yesterday", owner)).json().fieldErrors).toMatchObject({
      rating: ["Rating must be 1 to 5"], sentiment: ["Unknown sentiment"], from: ["Enter a date as YYYY-MM-DD"],
    });
  });

  it("replies to the guest; the reply is stored and shown", async () => {
    const item = (await list("?category=cleanliness", owner)).json().items[0];
    const url = `/api/restaurants/${bellini}/feedback/${item.id}/reply`;
    const res = await t.app.inject({ method: "POST", url, payload: { reply: "We are sorry — we have retrained the evening team." }, headers: { cookie: owner } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: item.id, reply: "We are sorry — we have retrained the evening team." });
    expect(res.json().repliedAt).toBeTruthy();
    expect((await list("?category=cleanliness", owner)).json().items[0].reply).toContain("retrained");
    const empty = await t.app.inject({ method: "POST", url, payload: { reply: " " }, headers: { cookie: owner } });
    expect(empty.json()).toMatchObject({ fieldErrors: { reply: ["Write a reply"] } });
  });

  it("is forbidden to guests and other restaurants, and needs a session", async () => {
    expect((await list("", customer)).statusCode).toBe(403);
    expect((await list("", owner, nordhavn)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/restaurants/${bellini}/feedback` })).statusCode).toBe(401);
    const other = (await list("", await signInAs(t.app, "ceo"), nordhavn)).json();
    const id = other.items[0].id;
    // Bellini's owner cannot reply to Nordhavn's feedback, even through Bellini's path.
    const res = await t.app.inject({ method: "POST", url: `/api/restaurants/${bellini}/feedback/${id}/reply`, payload: { reply: "Hi" }, headers: { cookie: owner } });
    expect(res.statusCode).toBe(404);
    const asGuest = await t.app.inject({ method: "POST", url: `/api/restaurants/${bellini}/feedback/${id}/reply`, payload: { reply: "Hi" }, headers: { cookie: customer } });
    expect(asGuest.statusCode).toBe(403);
  });

  it("lets executives read any restaurant's feedback", async () => {
    const ceo = await signInAs(t.app, "ceo");
    const res = await list("", ceo, nordhavn);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { text: string }) => i.text)).toEqual(["Lovely evening"]);
  });
});

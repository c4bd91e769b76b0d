import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.js";
import { expectLimited, postFrom, type Answer } from "../../test/limit-kit.js";
import { FEEDBACK_LIMITED_MESSAGE, FEEDBACK_LIMITS } from "./feedback-limits.js";

// Issue 13, item 5: anonymous feedback could skew a rival's sentiment figures without limit.
let t: TestApp;
let bellini: string;
let nordhavn: string;
beforeAll(async () => {
  t = await createTestApp();
  post = postFrom(t.app);
  const id = async (slug: string) => (await t.app.inject({ method: "GET", url: `/api/restaurants/${slug}` })).json().id as string;
  bellini = await id("trattoria-bellini");
  nordhavn = await id("nordhavn-kitchen");
});
afterAll(async () => t?.close());

let post: ReturnType<typeof postFrom>;
const submit = (remoteAddress: string, extra: Record<string, unknown> = {}) =>
  post("/api/feedback", { rating: 1, category: "service", text: "Cold food and a rude waiter.", ...extra }, remoteAddress);
const expectFeedbackLimited = (res: Answer, maxWait: number) => expectLimited(res, FEEDBACK_LIMITED_MESSAGE, maxWait);

describe("POST /api/feedback: limits", () => {
  it(`takes ${FEEDBACK_LIMITS.perAddressAndRestaurant.limit} a day about one restaurant from one address, then 429; other restaurants and addresses are unaffected`, async () => {
    for (let i = 0; i < FEEDBACK_LIMITS.perAddressAndRestaurant.limit; i++) expect((await submit("203.0.113.20", { restaurantId: bellini })).status).toBe(201);
    // The uuid's letters in upper case name the same restaurant.
    expectFeedbackLimited(await submit("203.0.113.20", { restaurantId: bellini.toUpperCase() }), 86_400);
    expect((await submit("203.0.113.20", { restaurantId: nordhavn })).status).toBe(201);
    expect((await submit("203.0.113.21", { restaurantId: bellini })).status).toBe(201);
  });

  it(`takes ${FEEDBACK_LIMITS.perEmail.limit} a day per email, then 429`, async () => {
    for (let i = 0; i < FEEDBACK_LIMITS.perEmail.limit; i++) expect((await submit(`203.0.113.${30 + i}`, { email: "critic@example.com" })).status).toBe(201);
    expectFeedbackLimited(await submit("203.0.113.39", { email: "Critic@Example.com" }), 86_400);
    expect((await submit("203.0.113.39", { email: "someone.else@example.com" })).status).toBe(201);
  });

  it(`takes ${FEEDBACK_LIMITS.perAddress.limit} an hour per address, then 429; another address is unaffected`, async () => {
    for (let i = 0; i < FEEDBACK_LIMITS.perAddress.limit; i++) expect((await submit("203.0.113.40")).status).toBe(201);
    expectFeedbackLimited(await submit("203.0.113.40"), 3600);
    expect((await submit("203.0.113.41")).status).toBe(201);
  });

  it("counts an IPv6 client by its /64", async () => {
    for (let i = 0; i < FEEDBACK_LIMITS.perAddress.limit; i++) expect((await submit(`2001:db8:1:2::${(i + 1).toString(16)}`)).status).toBe(201);
    expectFeedbackLimited(await submit("2001:db8:1:2:ffff::1"), 3600);
    expect((await submit("2001:db8:1:3::1")).status).toBe(201);
  });
});

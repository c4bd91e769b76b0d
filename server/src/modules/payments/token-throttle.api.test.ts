import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CARDS } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { ANONYMOUS_TOKENS_MESSAGE, ANONYMOUS_TOKENS_PER_WINDOW, TOKEN_WINDOW_MINUTES } from "./token-throttle.js";

// Issue 13, item 5: the card vault's limit for guests who are not signed in had a mechanism of its own
// (counting stored tokens); it is now the shared rate limiter.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = async (url: string, payload: unknown, remoteAddress: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress, headers });
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, retryAfter: Number(res.headers["retry-after"]) };
};
const rows = async <T>(query: string) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

function expectLimited(res: Awaited<ReturnType<typeof post>>) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ code: "rate_limited", message: ANONYMOUS_TOKENS_MESSAGE, requestId: expect.any(String) });
  expect(res.retryAfter).toBeGreaterThan(0);
  expect(res.retryAfter).toBeLessThanOrEqual(TOKEN_WINDOW_MINUTES * 60);
}

describe("card tokens for guests who are not signed in (the shared limiter)", () => {
  it("counts attempts on the rate limiter, not the stored tokens; keeps the requester tag as a record", async () => {
    const body = { cardNumber: SANDBOX_CARDS.visaSuccess, expMonth: 12, expYear: 2040, cvc: "123" };
    for (let i = 0; i < ANONYMOUS_TOKENS_PER_WINDOW; i++) expect((await post("/api/payments/sandbox/tokens", body, "203.0.113.130")).status).toBe(201);
    const tagged = await rows<{ n: number }>("select count(*)::int as n from sandbox_card_tokens where requester_tag is not null");
    expect(Number(tagged[0]!.n)).toBeGreaterThanOrEqual(ANONYMOUS_TOKENS_PER_WINDOW);
    // Forgetting the tokens does not reset the count.
    await t.database.db.execute("delete from sandbox_card_tokens where requester_tag is not null");
    expectLimited(await post("/api/payments/sandbox/tokens", body, "203.0.113.130"));
    // Card numbers that fail count too: the limit is on trying cards.
    for (let i = 0; i < ANONYMOUS_TOKENS_PER_WINDOW; i++) expect((await post("/api/payments/sandbox/tokens", { ...body, cardNumber: "4242424242424241" }, "203.0.113.131")).status).toBe(400);
    expectLimited(await post("/api/payments/sandbox/tokens", body, "203.0.113.131"));
    const customer = await signInAs(t.app, "customer");
    expect((await post("/api/payments/sandbox/tokens", body, "203.0.113.130", { cookie: customer })).status).toBe(201);
  });
});

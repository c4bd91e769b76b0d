import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CARDS } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { expectLimited, postFrom, type Answer } from "../../test/limit-kit.js";
import { ANONYMOUS_TOKENS_MESSAGE, ANONYMOUS_TOKENS_PER_WINDOW, TOKEN_WINDOW_MINUTES } from "./token-throttle.js";

// Issue 13, item 5: the card vault's limit for guests who are not signed in had a mechanism of its own
// (counting stored tokens); it is now the shared rate limiter.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  post = postFrom(t.app);
});
afterAll(async () => t?.close());

let post: ReturnType<typeof postFrom>;
const rows = async <T>(query: string) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const expectTokensLimited = (res: Answer) => expectLimited(res, ANONYMOUS_TOKENS_MESSAGE, TOKEN_WINDOW_MINUTES * 60);

describe("card tokens for guests who are not signed in (the shared limiter)", () => {
  it("counts attempts on the rate limiter, not the stored tokens; keeps the requester tag as a record", async () => {
    const body = { cardNumber: SANDBOX_CARDS.visaSuccess, expMonth: 12, expYear: 2040, cvc: "123" };
    for (let i = 0; i < ANONYMOUS_TOKENS_PER_WINDOW; i++) expect((await post("/api/payments/sandbox/tokens", body, "203.0.113.130")).status).toBe(201);
    const tagged = await rows<{ n: number }>("select count(*)::int as n from sandbox_card_tokens where requester_tag is not null");
    expect(Number(tagged[0]!.n)).toBeGreaterThanOrEqual(ANONYMOUS_TOKENS_PER_WINDOW);
    // Forgetting the tokens does not reset the count.
    await t.database.db.execute("delete from sandbox_card_tokens where requester_tag is not null");
    expectTokensLimited(await post("/api/payments/sandbox/tokens", body, "203.0.113.130"));
    // Card numbers that fail count too: the limit is on trying cards.
    for (let i = 0; i < ANONYMOUS_TOKENS_PER_WINDOW; i++) expect((await post("/api/payments/sandbox/tokens", { ...body, cardNumber: "4242424242424241" }, "203.0.113.131")).status).toBe(400);
    expectTokensLimited(await post("/api/payments/sandbox/tokens", body, "203.0.113.131"));
    const customer = await signInAs(t.app, "customer");
    expect((await post("/api/payments/sandbox/tokens", body, "203.0.113.130", { cookie: customer })).status).toBe(201);
  });
});

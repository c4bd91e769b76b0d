import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedbackViewSchema } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";

// One recovery credit per order, however many staff click at once on however many feedbacks about it. On
// in-memory PGlite requests serialise; the Postgres run (TEST_DATABASE_URL) is the proof: racing transactions,
// with the row lock on each feedback and loyalty's unique dedupe key as the last word.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const count = async (query: string) => {
  const res = (await t.database.db.execute(query)) as unknown as { rows: Array<{ n: number }> };
  return Number(res.rows[0]!.n);
};

describe(`concurrent recovery credits (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("40 grants racing over four feedbacks about one order credit it once; the rest get 409 and write nothing", async () => {
    const customer = await signInAs(t.app, "customer");
    const owner = await signInAs(t.app, "restaurant_owner");
    const ceo = await signInAs(t.app, "ceo");
    const orders = (await t.app.inject({ method: "GET", url: "/api/orders", headers: { cookie: customer } })).json() as Array<{
      id: string;
      status: string;
      restaurant: { slug?: string; name: string };
    }>;
    const order = orders.find((o) => o.status === "delivered" && o.restaurant.name === "Trattoria Bellini")!;
    const feedbackIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/feedback",
        headers: { cookie: customer },
        payload: { rating: 1, category: "service", text: `Cold food and a rude driver, complaint ${i}.`, orderId: order.id },
      });
      feedbackIds.push(feedbackViewSchema.parse(res.json()).id);
    }
    const restaurantId = (await t.app.inject({ method: "GET", url: "/api/restaurants/trattoria-bellini" })).json().id as string;

    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: `/api/restaurants/${restaurantId}/feedback/${feedbackIds[i % 4]}/recovery-credit`,
          headers: { cookie: i % 2 ? owner : ceo },
          payload: { points: [100, 250, 500][i % 3] },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    const winner = feedbackViewSchema.parse(results.find((r) => r.statusCode === 200)!.json());

    expect(await count(`select count(*)::int as n from loyalty_ledger where order_id = '${order.id}' and kind = 'adjust'`)).toBe(1);
    expect(await count(`select coalesce(sum(points), 0)::int as n from loyalty_ledger where order_id = '${order.id}' and kind = 'adjust'`)).toBe(
      winner.recoveryPoints,
    );
    // Only the feedback that won records the credit; the others are still open alerts.
    expect(await count(`select count(*)::int as n from feedback where order_id = '${order.id}' and recovery_points is not null`)).toBe(1);
  });
});

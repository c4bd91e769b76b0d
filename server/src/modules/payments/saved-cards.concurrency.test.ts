import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, freshClientAddress, sessionCookie, type TestApp } from "../../test/test-app.js";
import { orderingKit } from "../../test/ordering-kit.js";

// Saving a card under concurrency: on in-memory PGlite requests serialise; the Postgres run is the real proof.
let t: TestApp;
let k: ReturnType<typeof orderingKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
});
afterAll(async () => t?.close());

const count = async (query: string) => {
  const res = (await t.database.db.execute(query)) as unknown as { rows: Array<{ n: number }> };
  return Number(res.rows[0]!.n);
};

describe(`saving cards concurrently (${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"})`, () => {
  it("20 concurrent checkouts saving the same card: 20 orders, one saved card, one live token behind it", async () => {
    const cookie = sessionCookie(
      await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: freshClientAddress(),
        payload: { email: `race-${randomUUID()}@example.com`, password: "correct horse battery", firstName: "Ada", lastName: "Race" },
      }),
    );
    // Spread over every restaurant: checkouts into one kitchen slot queue on its row, these must not.
    const menus = await Promise.all((await k.restaurants()).map((r) => k.menu(r.slug)));
    const tokens = await Promise.all(Array.from({ length: 20 }, () => k.token(cookie)));
    const results = await Promise.all(
      tokens.map((paymentToken, i) => {
        const menu = menus[i % menus.length]!;
        const item = menu.items.find((x) => x.available)!;
        return k.place(cookie, { restaurantId: menu.restaurant.id, items: [{ menuItemId: item.id, quantity: 1 }], fulfilment: "pickup", paymentToken, saveCard: true });
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const userId = results[0]!.body.customerId!;
    expect(await count(`select count(*)::int as n from saved_cards where user_id = '${userId}'`)).toBe(1);
    expect(await count(`select count(*)::int as n from sandbox_card_tokens where owner_user_id = '${userId}' and expires_at > now()`)).toBe(1);
    expect(
      await count(`select count(*)::int as n from saved_cards c join sandbox_card_tokens v on v.token = c.token where c.user_id = '${userId}' and v.expires_at > now()`),
    ).toBe(1);
  });
});

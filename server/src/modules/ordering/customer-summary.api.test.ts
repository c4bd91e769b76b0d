import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomerOrderSummary } from "@tavola/contracts";
import { queryRows } from "../../platform/database.js";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";

/** /customer-dashboard's cards: the signed-in customer's own figures, recounted here from their orders. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const summary = (cookie?: string) => t.app.inject({ method: "GET", url: "/api/orders/summary", headers: cookie ? { cookie } : {} });

describe("GET /api/orders/summary", () => {
  it("401 signed out; the demo customer's figures equal counts over their own orders", async () => {
    expect((await summary()).statusCode).toBe(401);
    const res = await summary(await signInAs(t.app, "customer"));
    expect(res.statusCode).toBe(200);
    const s = res.json<CustomerOrderSummary>();
    const orders = await queryRows<{ status: string; discount_cents: number; restaurant_id: string; name: string; placed_at: Date }>(
      t.database.db,
      sql`select o.status, o.discount_cents, o.restaurant_id::text as restaurant_id, r.name, o.placed_at
            from orders o join restaurants r on r.id = o.restaurant_id join users u on u.id = o.customer_id
           where u.email = 'customer@demo.tavola.app'`,
    );
    const counted = orders.filter((o) => !["rejected", "cancelled"].includes(o.status));
    expect(s.ordersCompleted).toBe(orders.filter((o) => ["delivered", "picked_up", "served"].includes(o.status)).length);
    expect(s.ordersCompleted).toBeGreaterThan(0);
    expect(s.savingsCents).toBe(counted.reduce((a, o) => a + Number(o.discount_cents), 0));
    const perRestaurant = new Map<string, number>();
    for (const o of counted) perRestaurant.set(o.restaurant_id, (perRestaurant.get(o.restaurant_id) ?? 0) + 1);
    const most = Math.max(...perRestaurant.values());
    expect(s.favoriteRestaurant!.orders).toBe(most);
    expect(perRestaurant.get(s.favoriteRestaurant!.id)).toBe(most);
  });

  it("a customer with no orders gets zeros and no favourite", async () => {
    const fresh = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "new-customer@demo.tavola.app", password: "tavola-demo-2024" },
      remoteAddress: "10.7.7.7",
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const cookie = fresh.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    expect((await summary(cookie)).json()).toEqual({ ordersCompleted: 0, savingsCents: 0, favoriteRestaurant: null });
  });
});

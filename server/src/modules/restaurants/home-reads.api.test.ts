import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loyaltyInfoSchema, recentOrderSchema, recommendedRestaurantSchema } from "@tavola/contracts";
import { createTestApp, sessionCookie, signInAs, type TestApp } from "../../test/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const READS = ["/api/orders/recent", "/api/loyalty/info", "/api/restaurants/recommended"];
const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("the home's reads", () => {
  it("answer 401 Unauthorized without a session", async () => {
    for (const url of READS) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe("Unauthorized");
    }
  });

  it("show a seasoned customer's real orders, newest first, in dollars", async () => {
    const cookie = await signInAs(t.app, "customer");
    const orders = recentOrderSchema.array().parse((await get("/api/orders/recent", cookie)).json());
    expect(orders.length).toBe(5);
    expect(orders[0]).toMatchObject({ restaurantName: "Trattoria Bellini", status: "preparing" });
    expect(orders[1]!.status).toBe("on the way");
    const dates = orders.map((o) => Date.parse(o.orderDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const o of orders) expect(o.total).toBeCloseTo(o.totalCents / 100, 5);
  });

  it("compute loyalty from the ledger", async () => {
    const cookie = await signInAs(t.app, "customer");
    const info = loyaltyInfoSchema.parse((await get("/api/loyalty/info", cookie)).json());
    expect(info.tier).toBe("gold");
    expect(info.nextTierPoints).toBe(3000);
    expect(info.points).toBeGreaterThan(0);
    expect(info.recentEarnings[0]).toEqual({ description: expect.stringMatching(/^Order from /), points: expect.any(Number) });
    const user = (await get("/api/auth/user", cookie)).json();
    expect(user.totalPoints).toBe(info.points);
    expect(user.tier).toBe(info.tier);
  });

  it("rank recommendations by favourite cuisines, rating and distance", async () => {
    const cookie = await signInAs(t.app, "customer");
    const recs = recommendedRestaurantSchema.array().parse((await get("/api/restaurants/recommended", cookie)).json());
    expect(recs.length).toBeGreaterThanOrEqual(3);
    // Alex's favourites are Italian and Japanese, both nearby: they lead; Copenhagen is far down or absent.
    expect(recs.slice(0, 2).map((r) => r.cuisine).sort()).toEqual(["Italian", "Japanese"]);
    expect(recs.map((r) => r.name)).not.toContain("Nordhavn Kitchen");
  });

  it("give a new customer empty orders, bronze with no earnings, and still some recommendations", async () => {
    const reg = await t.app.inject({
      method: "POST", url: "/api/auth/register",
      payload: { email: "fresh@example.com", password: "a long password", firstName: "F", lastName: "R" },
    });
    const cookie = sessionCookie(reg);
    expect((await get("/api/orders/recent", cookie)).json()).toEqual([]);
    expect((await get("/api/loyalty/info", cookie)).json()).toEqual({ tier: "bronze", points: 0, nextTierPoints: 500, recentEarnings: [] });
    const recs = (await get("/api/restaurants/recommended", cookie)).json();
    expect(recs[0].rating).toBeGreaterThanOrEqual(recs[recs.length - 1].rating - 1);
  });
});

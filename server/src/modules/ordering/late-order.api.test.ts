import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { orderingKit } from "../../test/ordering-kit.js";

// Issue 16, tracking: an order past its window says so, with the server's new window and whom to call.
let t: TestApp;
let k: ReturnType<typeof orderingKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
});
afterAll(async () => t?.close());

describe("a late order's view", () => {
  it("the demo's order on the way, past its window, carries how late it is, a new window from now and the restaurant's phone", async () => {
    const cookie = await signInAs(t.app, "customer");
    const active = (await k.json<Order[]>("GET", "/api/orders?scope=active", cookie)).body;
    const before = Date.now();
    // The demo has two deliveries on the way: this one past its window, and Lena's on time (seed-courier-live.ts).
    const onTheWay = active.find((o) => o.status === "out_for_delivery" && o.etaLatest !== null && Date.parse(o.etaLatest) < before)!;
    const res = await k.json<Order>("GET", `/api/orders/${onTheWay.id}`, cookie);
    expect(res.status).toBe(200);
    const { late, etaLatest, restaurant } = res.body;
    expect(late).toBeTruthy();
    expect(late!.minutesLate).toBeGreaterThan(0);
    expect(new Date(etaLatest!).getTime()).toBeLessThan(before);
    // The new window starts after now and is the promised 10 minutes wide.
    expect(new Date(late!.etaEarliest).getTime()).toBeGreaterThan(before);
    expect(new Date(late!.etaLatest).getTime() - new Date(late!.etaEarliest).getTime()).toBe(10 * 60_000);
    expect(restaurant.phone).toMatch(/555/);
  });

  it("an order just placed is on time", async () => {
    const cookie = await signInAs(t.app, "customer");
    const res = await k.simpleOrder(cookie);
    expect(res.status).toBe(201);
    expect(res.body.late).toBeNull();
  });
});

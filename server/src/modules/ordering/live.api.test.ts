import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveOrderEvent } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { orderingKit } from "../../test/ordering-kit.js";
import { openSse } from "../../test/sse-client.js";

let t: TestApp;
let base: string;
let k: ReturnType<typeof orderingKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = orderingKit(t.app);
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => t?.close());

type Live = LiveOrderEvent;

describe("live order events (SSE over LISTEN/NOTIFY)", () => {
  it("streams the order now, then each state change, to its customer", async () => {
    const customer = await signInAs(t.app, "customer");
    const staff = await signInAs(t.app, "restaurant_staff");
    const order = (await k.simpleOrder(customer)).body;
    const sse = await openSse(`${base}/api/orders/${order.id}/events`, customer);
    expect(sse.status).toBe(200);
    expect(sse.contentType).toMatch(/^text\/event-stream/);
    const first = await sse.waitFor<Live>((e) => e.event === "order");
    expect(first.data).toMatchObject({ type: "snapshot", order: { id: order.id, status: "placed" } });
    await k.json("POST", `/api/restaurant/orders/${order.id}/transition`, staff, { to: "accepted" });
    const accepted = await sse.waitFor<Live>((e) => e.data.order?.status === "accepted");
    expect(accepted.data.type).toBe("status");
    expect(accepted.data.order.payment?.status).toBe("captured");
    await sse.close();
  });

  it("tells the restaurant's queue of new orders", async () => {
    const customer = await signInAs(t.app, "customer");
    const owner = await signInAs(t.app, "restaurant_owner");
    const sse = await openSse(`${base}/api/restaurant/orders/events`, owner);
    expect(sse.status).toBe(200);
    const order = (await k.simpleOrder(customer)).body;
    const placed = await sse.waitFor<Live>((e) => e.data.order?.id === order.id);
    expect(placed.data.type).toBe("placed");
    // Another restaurant's orders do not reach this queue.
    const elsewhere = (await k.simpleOrder(customer, "spice-route")).body;
    const later = (await k.simpleOrder(customer)).body;
    await sse.waitFor<Live>((e) => e.data.order?.id === later.id);
    expect(sse.events.some((e) => (e.data as Live).order?.id === elsewhere.id)).toBe(false);
    await sse.close();
  });

  it("is refused to anyone who may not see the order", async () => {
    const customer = await signInAs(t.app, "customer");
    const order = (await k.simpleOrder(customer)).body;
    const courier = await signInAs(t.app, "courier");
    expect((await fetch(`${base}/api/orders/${order.id}/events`, { headers: { cookie: courier } })).status).toBe(404);
    expect((await fetch(`${base}/api/orders/${order.id}/events`)).status).toBe(401);
    expect((await fetch(`${base}/api/restaurant/orders/events`, { headers: { cookie: customer } })).status).toBe(403);
  });
});

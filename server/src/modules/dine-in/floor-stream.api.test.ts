import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveFloorEvent } from "@tavola/contracts";
import { liveFloorEventSchema } from "@tavola/contracts";
import { createTestApp, signInAs, type TestApp } from "../../test/test-app.js";
import { dineInKit } from "../../test/dine-in-kit.js";
import { openSse } from "../../test/sse-client.js";

let t: TestApp;
let base: string;
let k: ReturnType<typeof dineInKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = dineInKit(t.app, t.database.db);
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => t?.close());

describe("the restaurant's live floor (SSE over LISTEN/NOTIFY)", () => {
  it("tells staff of check-ins, calls, table orders and paid bills at their restaurant only", async () => {
    const owner = await signInAs(t.app, "restaurant_owner");
    const sse = await openSse(`${base}/api/restaurants/trattoria-bellini/floor/stream`, owner);
    expect(sse.status).toBe(200);
    expect(sse.contentType).toMatch(/^text\/event-stream/);

    const guest = await k.seat("trattoria-bellini", 3);
    const opened = await sse.waitFor<LiveFloorEvent>((e) => e.event === "floor" && e.data.type === "session_opened");
    expect(liveFloorEventSchema.parse(opened.data)).toMatchObject({ tableNumber: 3, sessionId: guest.session.id });

    const call = (await k.callServer(guest.guestToken)).body;
    const paged = await sse.waitFor<LiveFloorEvent>((e) => e.data.type === "service_call");
    expect(paged.data.serviceCall).toMatchObject({ id: call.id, status: "open", tableNumber: 3 });

    const [dish] = await k.dishes("trattoria-bellini");
    await k.order(guest.guestToken, [{ menuItemId: dish.id, quantity: 1 }]);
    await sse.waitFor<LiveFloorEvent>((e) => e.data.type === "table_order" && e.data.sessionId === guest.session.id);

    await k.pay(guest.guestToken, { split: "full", paymentToken: await k.cardToken(owner) });
    await sse.waitFor<LiveFloorEvent>((e) => e.data.type === "bill_paid");
    await sse.waitFor<LiveFloorEvent>((e) => e.data.type === "session_closed" && e.data.sessionId === guest.session.id);

    // Another restaurant's floor does not reach this stream.
    const elsewhere = await k.seat("spice-route", 1);
    const later = await k.seat("trattoria-bellini", 9);
    await sse.waitFor<LiveFloorEvent>((e) => e.data.sessionId === later.session.id);
    expect(sse.events.some((e) => (e.data as LiveFloorEvent).sessionId === elsewhere.session.id)).toBe(false);
    await sse.close();
  });

  it("is refused to anyone outside the restaurant's team", async () => {
    const customer = await signInAs(t.app, "customer");
    expect((await fetch(`${base}/api/restaurants/trattoria-bellini/floor/stream`, { headers: { cookie: customer } })).status).toBe(403);
    expect((await fetch(`${base}/api/restaurants/trattoria-bellini/floor/stream`)).status).toBe(401);
  });
});

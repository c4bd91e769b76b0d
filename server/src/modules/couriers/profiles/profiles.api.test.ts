import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourierProfile, CourierTracking } from "@tavola/contracts";
import { dispatchKit, NEAR_BELLINI } from "../../../test/dispatch-kit.js";
import { createTestApp, registerCustomer, signInAs, type TestApp } from "../../../test/test-app.js";
import { closeBidding } from "../dispatch/award.service.js";

let t: TestApp;
let d: ReturnType<typeof dispatchKit>;
let customer: string;
let owner: string;
let ceo: string;
beforeAll(async () => {
  t = await createTestApp();
  d = dispatchKit(t);
  [customer, owner, ceo] = await Promise.all([signInAs(t.app, "customer"), signInAs(t.app, "restaurant_owner"), signInAs(t.app, "ceo")]);
});
afterAll(async () => t?.close());

/** A new courier, approved (an application row), who delivers one order for the demo customer. */
async function deliveredBy(firstName: string) {
  const c = await d.courier(NEAR_BELLINI, firstName);
  await t.database.db.execute(sql`insert into courier_applications (user_id, status, vehicle, zones, reviewed_at) values (${c.userId}, 'approved', 'e-bike', '["Lower Manhattan"]'::jsonb, now())`);
  await t.database.db.execute(sql`update courier_presence set online = false where user_id <> ${c.userId}`);
  const { job, order } = await d.acceptedOrder(customer, owner);
  expect((await d.k.json("POST", `/api/dispatch/jobs/${job!.id}/bids`, c.cookie, { amountCents: job!.fee_floor_cents })).status).toBe(200);
  await d.endWindow(job!.id);
  expect(await closeBidding(t.database.db, job!.id)).toBe("awarded");
  await t.database.db.execute(sql`update orders set status = 'ready' where id = ${order.id}`);
  expect((await d.k.json("POST", `/api/dispatch/runs/${job!.id}/pickup`, c.cookie)).status).toBe(200);
  // On the way the customer follows the courier's position…
  expect((await d.k.json("POST", `/api/dispatch/runs/${job!.id}/positions`, c.cookie, { lat: 40.716, lng: -74.003 })).status).toBe(200);
  expect((await d.k.json<CourierTracking>("GET", `/api/orders/${order.id}/courier`, customer)).body.position).toMatchObject({ lat: 40.716, lng: -74.003 });
  const code = (await d.k.json<{ handoverCode: string }>("GET", `/api/orders/${order.id}`, customer)).body.handoverCode;
  expect((await d.k.json("POST", `/api/dispatch/runs/${job!.id}/deliver`, c.cookie, { code })).status).toBe(200);
  return { courier: c, order, job: job! };
}

const rate = (cookie: string, orderId: string, stars: unknown) => d.k.json<{ stars: number }>("POST", `/api/orders/${orderId}/courier-rating`, cookie, { stars });

describe("courier ratings and public profiles", () => {
  it("the order's customer rates the courier once after delivery; others cannot; bad stars are 400", async () => {
    const { courier, order } = await deliveredBy("Nia");
    // …and once it is delivered, no longer: only while the order is carried.
    expect((await d.k.json<CourierTracking>("GET", `/api/orders/${order.id}/courier`, customer)).body).toMatchObject({ state: "finished", canRate: true, myRating: null, courier: { firstName: "Nia" }, position: null, trail: [], eta: null });
    const bad = await rate(customer, order.id, 6);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.stars).toEqual(["Choose 1 to 5 stars"]);
    expect((await rate(customer, order.id, 4.5)).status).toBe(400);
    expect((await rate((await registerCustomer(t.app)).cookie, order.id, 5)).status).toBe(404);
    expect((await rate(courier.cookie, order.id, 5)).status).toBe(404);
    expect((await rate("", order.id, 5)).status).toBe(401);
    expect((await rate(customer, order.id, 4)).body).toEqual({ stars: 4 });
    const again = await rate(customer, order.id, 5);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("You have already rated this courier");
    expect((await d.k.json<CourierTracking>("GET", `/api/orders/${order.id}/courier`, customer)).body).toMatchObject({ canRate: false, myRating: 4 });
    // The restaurant sees the finished run, but it is not theirs to rate.
    expect((await d.k.json<CourierTracking>("GET", `/api/orders/${order.id}/courier`, owner)).body).toMatchObject({ state: "finished", canRate: false, myRating: null });
  });

  it("before delivery there is nothing to rate (409)", async () => {
    const { order } = await d.acceptedOrder(customer, owner);
    const early = await rate(customer, order.id, 5);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("You can rate your courier once they have delivered the order");
  });

  it("executives and restaurants read every approved courier's profile; a courier reads and edits only their own", async () => {
    const { courier, order } = await deliveredBy("Omar");
    expect((await rate(customer, order.id, 5)).status).toBe(200);
    for (const who of [ceo, owner]) {
      const list = await d.k.json<CourierProfile[]>("GET", "/api/courier-profiles", who);
      expect(list.status).toBe(200);
      expect(list.body.find((p) => p.userId === courier.userId)).toMatchObject({ firstName: "Omar", vehicle: "e-bike", deliveries: 1, onTimeRate: 1, rating: 5, ratings: 1, bio: "" });
      // Approved couriers only; nothing private travels (no email, phone or bank).
      expect(JSON.stringify(list.body)).not.toMatch(/@|bank|phone/i);
    }
    expect((await d.k.json("GET", "/api/courier-profiles", customer)).status).toBe(403);
    expect((await d.k.json("GET", "/api/courier-profiles", courier.cookie)).status).toBe(403);
    expect((await d.k.json("GET", "/api/courier-profiles", "")).status).toBe(401);

    const edited = await d.k.json<CourierProfile>("PUT", "/api/courier-profiles/me", courier.cookie, { bio: "  Fast on the East Side, careful with soups.  " });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ userId: courier.userId, bio: "Fast on the East Side, careful with soups.", rating: 5 });
    expect((await d.k.json<CourierProfile>("GET", "/api/courier-profiles/me", courier.cookie)).body.bio).toBe("Fast on the East Side, careful with soups.");
    const long = await d.k.json("PUT", "/api/courier-profiles/me", courier.cookie, { bio: "x".repeat(281) });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors?.bio).toEqual(["At most 280 characters"]);
    expect((await d.k.json("PUT", "/api/courier-profiles/me", customer, { bio: "hi" })).status).toBe(403);
    expect((await d.k.json("PUT", "/api/courier-profiles/me", owner, { bio: "hi" })).status).toBe(403);
  });
});

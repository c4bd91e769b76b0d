import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CourierBoard, CourierTracking } from "@tavola/contracts";
import { queryRows } from "../../../platform/database.js";
import { type DispatchKit, NEAR_BELLINI, useDispatchApp } from "../../../test/dispatch-kit.js";
import type { TestApp } from "../../../test/test-app.js";
import { autoAssign, closeBidding } from "./award.service.js";
import { courierRecords } from "./dispatch.repository.js";
import { DISPATCH_AWARD_JOB } from "./dispatch-jobs.js";

let t: TestApp;
let d: DispatchKit;
let customer: string;
let owner: string;
useDispatchApp((c) => ({ t, d, customer, owner } = c));

const drop = (cookie: string, jobId: string, body: unknown) => d.k.json("POST", `/api/dispatch/runs/${jobId}/drop`, cookie, body);
const board = async (cookie: string) => (await d.k.json<CourierBoard>("GET", "/api/dispatch/board", cookie)).body;

async function awardedTo(courier: { cookie: string }) {
  const { job, order } = await d.acceptedOrder(customer, owner);
  expect((await d.k.json("POST", `/api/dispatch/jobs/${job!.id}/bids`, courier.cookie, { amountCents: job!.fee_floor_cents })).status).toBe(200);
  await d.endWindow(job!.id);
  expect(await closeBidding(t.database.db, job!.id)).toBe("awarded");
  return { job: job!, order };
}

describe("re-dispatch when a courier drops a run", () => {
  it("validates the reason (list + bounded note), only the run's courier, only before pickup", async () => {
    const sam = await d.courier(NEAR_BELLINI, "Sam");
    const lee = await d.courier(NEAR_BELLINI, "Lee");
    const { job, order } = await awardedTo(sam);
    const bad = await drop(sam.cookie, job.id, { reason: "bored" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.reason).toEqual(["Choose a reason"]);
    const long = await drop(sam.cookie, job.id, { reason: "vehicle_problem", note: "x".repeat(301) });
    expect(long.body.fieldErrors?.note).toEqual(["At most 300 characters"]);
    const other = await drop(sam.cookie, job.id, { reason: "other" });
    expect(other.status).toBe(400);
    expect(other.body.fieldErrors?.note).toEqual(["Tell us what happened"]);
    expect((await drop(lee.cookie, job.id, { reason: "vehicle_problem" })).status).toBe(404);
    expect((await drop(customer, job.id, { reason: "vehicle_problem" })).status).toBe(403);
    expect((await drop("", job.id, { reason: "vehicle_problem" })).status).toBe(401);

    await t.database.db.execute(sql`update orders set status = 'ready' where id = ${order.id}`);
    expect((await d.k.json("POST", `/api/dispatch/runs/${job.id}/pickup`, sam.cookie)).status).toBe(200);
    const after = await drop(sam.cookie, job.id, { reason: "vehicle_problem" });
    expect(after.status).toBe(409);
    expect(after.body.message).toBe("You have the order with you: deliver it, or call support");
  });

  it("puts the job back to bidding with a fresh window, records the drop, tells the customer, and never re-offers it to the dropper", async () => {
    const sam = await d.courier(NEAR_BELLINI, "Sam");
    const lee = await d.courier({ lat: 40.722, lng: -73.995 }, "Lee");
    const { job, order } = await awardedTo(sam);
    const before = (await courierRecords(t.database.db, [sam.userId])).get(sam.userId)!;
    expect((await drop(sam.cookie, job.id, { reason: "vehicle_problem", note: "  Flat tyre on Canal St  " })).status).toBe(200);
    expect(await d.jobRow(job.id)).toMatchObject({ status: "open", courier_id: null, fee_cents: null, award_method: null });
    const [recorded] = await queryRows<{ reason: string; note: string; courier_id: string }>(t.database.db, sql`select reason, note, courier_id from delivery_job_drops where job_id = ${job.id}`);
    expect(recorded).toEqual({ reason: "vehicle_problem", note: "Flat tyre on Canal St", courier_id: sam.userId });
    const [window] = await queryRows<{ closes: Date }>(t.database.db, sql`select bid_closes_at as closes from delivery_jobs where id = ${job.id}`);
    expect(new Date(window!.closes).getTime()).toBeGreaterThan(Date.now());

    // The customer reads "Finding a new courier" (no courier, no position).
    const seen = (await d.k.json<CourierTracking>("GET", `/api/orders/${order.id}/courier`, customer)).body;
    expect(seen).toMatchObject({ state: "finding", redispatched: true, courier: null, position: null });

    // The drop counts against Sam's record as a delivery that was not on time.
    const after = (await courierRecords(t.database.db, [sam.userId])).get(sam.userId)!;
    expect(after.deliveries).toBe(before.deliveries + 1);
    expect(after.onTime).toBe(before.onTime);

    // Sam is free for other work, but not offered this job again; a bid from him is refused.
    expect((await board(sam.cookie)).run).toBeNull();
    expect((await board(sam.cookie)).jobs.some((j) => j.id === job.id)).toBe(false);
    const rebid = await d.k.json("POST", `/api/dispatch/jobs/${job.id}/bids`, sam.cookie, { amountCents: job.fee_floor_cents });
    expect(rebid.status).toBe(409);
    expect((await board(lee.cookie)).jobs.some((j) => j.id === job.id)).toBe(true);

    // Nobody bids again in time: automatic assignment gives it to Lee, never back to Sam (who is nearer).
    await d.endWindow(job.id);
    await t.database.db.execute(sql`update courier_presence set lat = ${NEAR_BELLINI.lat}, lng = ${NEAR_BELLINI.lng} where user_id = ${sam.userId}`);
    expect(await closeBidding(t.database.db, job.id)).toBe("no_bids");
    await autoAssign(t.database.db);
    expect(await d.jobRow(job.id)).toMatchObject({ status: "assigned", courier_id: lee.userId, award_method: "auto" });
    expect((await d.k.json<CourierTracking>("GET", `/api/orders/${order.id}/courier`, customer)).body).toMatchObject({ state: "to_restaurant", courier: { firstName: "Lee" } });
  });

  it("a job withdrawn after a drop (the team sends its own driver) reads as the restaurant delivering, not as finished", async () => {
    const sam = await d.courier(NEAR_BELLINI, "Sam");
    const { job, order } = await awardedTo(sam);
    expect((await drop(sam.cookie, job.id, { reason: "vehicle_problem" })).status).toBe(200);
    const tracking = async () => (await d.k.json<CourierTracking>("GET", `/api/orders/${order.id}/courier`, customer)).body;
    expect(await tracking()).toMatchObject({ state: "finding", redispatched: true });
    for (const to of ["preparing", "ready", "out_for_delivery"]) {
      const moved = await d.k.json("POST", `/api/restaurant/orders/${order.id}/transition`, owner, { to });
      expect(moved.status, `${to}: ${JSON.stringify(moved.body)}`).toBe(200);
    }
    expect(await d.jobRow(job.id)).toMatchObject({ status: "cancelled" });
    // The order is still on its way, now with the restaurant's own driver: that is what the customer reads.
    expect(await tracking()).toMatchObject({ state: "restaurant_driver", redispatched: true, courier: null, position: null, eta: null });
    // Once the driver delivers it, it is over.
    expect((await d.k.json("POST", `/api/restaurant/orders/${order.id}/transition`, owner, { to: "delivered" })).status).toBe(200);
    expect(await tracking()).toMatchObject({ state: "finished", canRate: false });
  });

  it("queues the award job at the new window's end", async () => {
    const sam = await d.courier(NEAR_BELLINI, "Sam");
    const lee = await d.courier(NEAR_BELLINI, "Lee");
    const { job } = await awardedTo(sam);
    expect((await drop(sam.cookie, job.id, { reason: "personal_emergency" })).status).toBe(200);
    expect((await d.k.json("POST", `/api/dispatch/jobs/${job.id}/bids`, lee.cookie, { amountCents: job.fee_cap_cents })).status).toBe(200);
    // Not due yet: the queued award waits for the window.
    await t.app.jobs.drain([DISPATCH_AWARD_JOB]);
    expect((await d.jobRow(job.id)).status).toBe("open");
    await d.endWindow(job.id);
    // Only this job's award is brought forward: another test's job whose award ran now would find no bids and
    // auto-assign Lee (idle, near Bellini) to it first, and this award could no longer go to him.
    await t.database.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${DISPATCH_AWARD_JOB} and state = 'created' and data->>'jobId' = ${job.id}`);
    await t.app.jobs.drain([DISPATCH_AWARD_JOB]);
    expect(await d.jobRow(job.id)).toMatchObject({ status: "assigned", courier_id: lee.userId, award_method: "bid" });
  });
});

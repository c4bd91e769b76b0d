import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CourierTracking } from "@tavola/contracts";
import { queryRows } from "../../../platform/database.js";
import { dispatchKit, NEAR_BELLINI } from "../../../test/dispatch-kit.js";
import { openSse } from "../../../test/sse-client.js";
import { createTestApp, registerCustomer, signInAs, type TestApp } from "../../../test/test-app.js";
import { closeBidding } from "../dispatch/award.service.js";
import { POSITIONS_RETENTION_JOB, prunePositions } from "./tracking-jobs.js";

let t: TestApp;
let d: ReturnType<typeof dispatchKit>;
let base: string;
let customer: string;
let otherCustomer: string;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  d = dispatchKit(t);
  [customer, owner] = await Promise.all([signInAs(t.app, "customer"), signInAs(t.app, "restaurant_owner")]);
  otherCustomer = (await registerCustomer(t.app)).cookie;
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.database.db.execute(sql`update courier_presence set online = false`);
  await t.database.db.execute(sql`update delivery_jobs set status = 'cancelled', cancel_reason = 'Closed between tests' where status = 'open'`);
});

const post = (cookie: string, jobId: string, body: unknown) => d.k.json<{ recordedAt: string }>("POST", `/api/dispatch/runs/${jobId}/positions`, cookie, body);
const tracking = (cookie: string, orderId: string) => d.k.json<CourierTracking>("GET", `/api/orders/${orderId}/courier`, cookie);
/** Positions a few seconds apart (the server keeps one per 2 s per run): moved back in time after each post. */
const age = (jobId: string, seconds: number) => t.database.db.execute(sql`update courier_positions set recorded_at = recorded_at - make_interval(secs => ${seconds}) where job_id = ${jobId}`);

/** A run held by a new courier (won by bid): the order, the job and the courier. */
async function run(firstName = "Sam") {
  const courier = await d.courier(NEAR_BELLINI, firstName);
  const { job, order } = await d.acceptedOrder(customer, owner);
  expect((await d.k.json("POST", `/api/dispatch/jobs/${job!.id}/bids`, courier.cookie, { amountCents: job!.fee_floor_cents })).status).toBe(200);
  await d.endWindow(job!.id);
  expect(await closeBidding(t.database.db, job!.id)).toBe("awarded");
  return { courier, job: job!, order };
}

describe("live location during a run", () => {
  it("only the run's courier posts, only while it runs; out-of-range is 400 with the field's message", async () => {
    const before = await d.courier(NEAR_BELLINI, "Lee");
    const { courier, job, order } = await run();
    // Before the award (another job, still open), and for another courier's run: as if it did not exist.
    const { job: open } = await d.acceptedOrder(customer, owner);
    expect((await post(courier.cookie, open!.id, NEAR_BELLINI)).status).toBe(404);
    expect((await post(before.cookie, job.id, NEAR_BELLINI)).status).toBe(404);
    expect((await post(customer, job.id, NEAR_BELLINI)).status).toBe(403);
    expect((await post("", job.id, NEAR_BELLINI)).status).toBe(401);

    const lat = await post(courier.cookie, job.id, { lat: 91, lng: 0 });
    expect(lat.status).toBe(400);
    expect(lat.body.fieldErrors?.lat).toEqual(["Latitude must be a number between -90 and 90"]);
    const lng = await post(courier.cookie, job.id, { lat: 40, lng: -180.5 });
    expect(lng.status).toBe(400);
    expect(lng.body.fieldErrors?.lng).toEqual(["Longitude must be a number between -180 and 180"]);
    expect((await post(courier.cookie, job.id, { lat: "40", lng: 0 })).status).toBe(400);
    expect((await post(courier.cookie, job.id, { ...NEAR_BELLINI, accuracyM: 20_000 })).body.fieldErrors?.accuracyM).toEqual(["Accuracy must be between 0 and 10,000 metres"]);
    expect((await post(courier.cookie, "not-a-job", NEAR_BELLINI)).status).toBe(400);

    expect((await post(courier.cookie, job.id, { ...NEAR_BELLINI, accuracyM: 12 })).status).toBe(200);
    // The courier's presence follows: automatic assignment plans from the newest position.
    const [presence] = await queryRows<{ lat: number; lng: number }>(t.database.db, sql`select lat, lng from courier_presence where user_id = ${courier.userId}`);
    expect(presence).toEqual(NEAR_BELLINI);

    // Delivered: no more positions.
    await t.database.db.execute(sql`update orders set status = 'ready' where id = ${order.id}`);
    expect((await d.k.json("POST", `/api/dispatch/runs/${job.id}/pickup`, courier.cookie)).status).toBe(200);
    const code = (await d.k.json<{ handoverCode: string }>("GET", `/api/orders/${order.id}`, customer)).body.handoverCode;
    expect((await d.k.json("POST", `/api/dispatch/runs/${job.id}/deliver`, courier.cookie, { code })).status).toBe(200);
    const after = await post(courier.cookie, job.id, NEAR_BELLINI);
    expect(after.status).toBe(409);
    expect(after.body.message).toBe("This delivery is finished: your position is no longer shared");
  });

  it("keeps one position per 2 s and refuses a flood with 429", async () => {
    const { courier, job } = await run();
    expect((await post(courier.cookie, job.id, NEAR_BELLINI)).status).toBe(200);
    expect((await post(courier.cookie, job.id, { lat: 40.721, lng: -73.995 })).status).toBe(200);
    const [stored] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from courier_positions where job_id = ${job.id}`);
    expect(Number(stored!.n)).toBe(1);
    let last = 200;
    for (let i = 0; i < 30 && last === 200; i++) last = (await post(courier.cookie, job.id, NEAR_BELLINI)).status;
    expect(last).toBe(429);
  });

  it("shows the order's customer (and restaurant) the courier, trail, distance and ETA range; nobody else", async () => {
    const { courier, job, order } = await run("Sam");
    const none = (await tracking(customer, order.id)).body;
    expect(none).toMatchObject({ state: "to_restaurant", courier: { firstName: "Sam" }, position: null, eta: null, trail: [] });
    expect(none.destination).toEqual({ lat: order.address!.lat, lng: order.address!.lng });

    const path = [NEAR_BELLINI, { lat: 40.7185, lng: -74.0 }, { lat: 40.716, lng: -74.003 }];
    for (const p of path) {
      expect((await post(courier.cookie, job.id, p)).status).toBe(200);
      await age(job.id, 5);
    }
    const seen = (await tracking(customer, order.id)).body;
    expect(seen.trail).toEqual(path);
    expect(seen.position).toMatchObject(path[2]!);
    expect(seen.distanceKm).toBeGreaterThan(0);
    expect(seen.distanceKm).toBeLessThan(1);
    const earliest = Date.parse(seen.eta!.earliest);
    const latest = Date.parse(seen.eta!.latest);
    expect(earliest).toBeGreaterThan(Date.now());
    expect(latest).toBeGreaterThan(earliest);
    expect(latest - earliest).toBeLessThanOrEqual(15 * 60_000);
    expect(seen.eta!.stale).toBe(false);
    expect((await tracking(owner, order.id)).body.position).toMatchObject(path[2]!);

    // Another customer, a courier (even the one carrying it) and the signed-out: not theirs to see.
    expect((await tracking(otherCustomer, order.id)).status).toBe(404);
    expect((await tracking(courier.cookie, order.id)).status).toBe(404);
    expect((await tracking("", order.id)).status).toBe(401);
    expect((await tracking(customer, "nope")).status).toBe(400);

    // An older position gives a wider range.
    await age(job.id, 600);
    const old = (await tracking(customer, order.id)).body;
    expect(Date.parse(old.eta!.latest) - Date.parse(old.eta!.earliest)).toBeGreaterThan(latest - earliest);
  });

  it("streams each new position to the tracking page; another customer's stream is refused", async () => {
    const { courier, job, order } = await run();
    expect((await fetch(`${base}/api/orders/${order.id}/courier/events`, { headers: { cookie: otherCustomer } })).status).toBe(404);
    const sse = await openSse(`${base}/api/orders/${order.id}/courier/events`, customer);
    expect(sse.status).toBe(200);
    await sse.waitFor<CourierTracking>((e) => e.event === "courier" && e.data.state === "to_restaurant" && e.data.position === null);
    expect((await post(courier.cookie, job.id, { lat: 40.7185, lng: -74.0 })).status).toBe(200);
    const moved = await sse.waitFor<CourierTracking>((e) => e.event === "courier" && e.data.position?.lat === 40.7185);
    expect(moved.data.eta).not.toBeNull();
    await sse.close();
  });
});

describe("positions retention", () => {
  it("the daily job deletes positions older than 30 days and is idempotent", async () => {
    const { courier, job } = await run();
    expect((await post(courier.cookie, job.id, NEAR_BELLINI)).status).toBe(200);
    await age(job.id, 31 * 24 * 3600);
    await t.database.db.execute(sql`update delivery_jobs set status = 'delivered', delivered_at = now() where id = ${job.id}`);
    await t.database.db.execute(
      sql`insert into courier_positions (job_id, courier_id, lat, lng, recorded_at) values (${job.id}, ${courier.userId}, 40.72, -73.99, now() - interval '29 days')`,
    );
    const count = async () => Number((await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from courier_positions where job_id = ${job.id}`))[0]!.n);
    expect(await count()).toBe(2);
    await t.app.jobs.send(POSITIONS_RETENTION_JOB, {}, { db: t.database.db });
    expect(await t.app.jobs.drain([POSITIONS_RETENTION_JOB])).toMatchObject({ completed: 1, failed: 0 });
    expect(await count()).toBe(1);
    expect(await prunePositions({ db: t.database.db })).toBe(0);
    expect(await count()).toBe(1);
    const schedules = await t.app.jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([POSITIONS_RETENTION_JOB, "47 3 * * *"]);
  });
});

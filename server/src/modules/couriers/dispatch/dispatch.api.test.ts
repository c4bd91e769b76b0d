import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { commissionCents, expectedRideMinutes, feeBand, haversineKm, type CourierBoard, type CourierEarnings, type MyBid, type Order } from "@tavola/contracts";
import { queryRows } from "../../../platform/database.js";
import { type DispatchKit, FAR_AWAY, NEAR_BELLINI, useDispatchApp } from "../../../test/dispatch-kit.js";
import { signInAs, type TestApp } from "../../../test/test-app.js";
import { autoAssign, closeBidding } from "./award.service.js";
import { DISPATCH_AWARD_JOB, DISPATCH_SWEEP_JOB } from "./dispatch-jobs.js";

let t: TestApp;
let d: DispatchKit;
let customer: string;
let owner: string;
// Each test starts with nobody else on shift and no job of an earlier test still open, so awards and automatic
// assignment see only its own couriers and jobs.
useDispatchApp((c) => ({ t, d, customer, owner } = c));

const board = async (cookie: string) => (await d.k.json<CourierBoard>("GET", "/api/dispatch/board", cookie)).body;
const bid = (cookie: string, jobId: string, amountCents: unknown) => d.k.json<MyBid>("POST", `/api/dispatch/jobs/${jobId}/bids`, cookie, { amountCents });
const move = (id: string, to: string, who = owner) => d.k.json<Order>("POST", `/api/restaurant/orders/${id}/transition`, who, { to });

describe("presence", () => {
  it("goes online with a position and offline keeping it; bad input is 400 with the field's message", async () => {
    const { cookie } = await d.courier(null);
    const noPosition = await d.k.json("PUT", "/api/dispatch/presence", cookie, { online: true });
    expect(noPosition.status).toBe(400);
    expect(noPosition.body.fieldErrors?.lat).toEqual(["Share your location to go online"]);
    const badLat = await d.k.json("PUT", "/api/dispatch/presence", cookie, { online: true, lat: 123, lng: 0 });
    expect(badLat.status).toBe(400);
    const on = await d.k.json("PUT", "/api/dispatch/presence", cookie, { online: true, ...NEAR_BELLINI });
    expect(on.body).toMatchObject({ online: true, ...NEAR_BELLINI });
    const off = await d.k.json("PUT", "/api/dispatch/presence", cookie, { online: false });
    expect(off.body).toMatchObject({ online: false, ...NEAR_BELLINI });
  });

  it("is for couriers only: signed out 401, a customer or a restaurant owner 403 on every endpoint", async () => {
    const job = "00000000-0000-4000-8000-000000000000";
    const calls: Array<[string, string, unknown?]> = [
      ["PUT", "/api/dispatch/presence", { online: false }],
      ["GET", "/api/dispatch/board"],
      ["POST", `/api/dispatch/jobs/${job}/bids`, { amountCents: 500 }],
      ["POST", `/api/dispatch/runs/${job}/pickup`],
      ["POST", `/api/dispatch/runs/${job}/deliver`, { code: "1234" }],
      ["GET", "/api/dispatch/earnings"],
      ["GET", "/api/dispatch/payouts"],
      ["GET", `/api/dispatch/payouts/${job}/statement.csv`],
      ["GET", "/api/dispatch/stream"],
    ];
    for (const [method, url, payload] of calls) {
      const signedOut = await d.k.json(method as "GET", url, "", payload);
      expect(signedOut.status, `${method} ${url}`).toBe(401);
      expect(signedOut.body.message, `${method} ${url}`).toBeTruthy();
      for (const who of [customer, owner]) {
        const refused = await d.k.json(method as "GET", url, who, payload);
        expect(refused.status, `${method} ${url}`).toBe(403);
        expect(refused.body.message, `${method} ${url}`).toBe("Only approved couriers can use dispatch");
      }
    }
    // The PDF statement is also open to executives, so its refusal names them; the CEO passes the role check (an unknown payout is 404).
    const pdf = `/api/dispatch/payouts/${job}/statement.pdf`;
    expect((await d.k.json("GET", pdf, "")).status).toBe(401);
    for (const who of [customer, owner]) {
      const refused = await d.k.json("GET", pdf, who);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("Only the courier and executives can read payout statements");
    }
    expect((await d.k.json("GET", pdf, await signInAs(t.app, "ceo"))).status).toBe(404);
  });
});

describe("publishing and bidding", () => {
  it("an accepted delivery order publishes one job with the published fee band; a restaurant with its own drivers publishes none", async () => {
    const { job, order } = await d.acceptedOrder(customer, owner);
    expect(job).not.toBeNull();
    const [r] = await queryRows<{ distance_km: number; expected_minutes: number; night: boolean; rain: boolean; peak: boolean }>(
      t.database.db,
      sql`select distance_km, expected_minutes, night, rain, peak from delivery_jobs where id = ${job!.id}`,
    );
    // Restaurant to door, as checkout measured it (Bellini, 112 Mulberry St, to 1 Centre St).
    expect(r!.distance_km).toBeCloseTo(haversineKm({ lat: 40.7193, lng: -73.9973 }, order.address!), 1);
    expect(r!.expected_minutes).toBe(expectedRideMinutes(r!.distance_km));
    expect({ floorCents: job!.fee_floor_cents, capCents: job!.fee_cap_cents }).toEqual(feeBand({ distanceKm: r!.distance_km, expectedMinutes: r!.expected_minutes, night: r!.night, rain: r!.rain, peak: r!.peak }));

    // The owner switches to their own drivers (the dashboard's setting): no job, and the team's manual steps stay.
    const off = await d.k.json<{ usesPlatformCouriers: boolean }>("PATCH", "/api/restaurant/settings", owner, { usesPlatformCouriers: false });
    expect(off.body.usesPlatformCouriers).toBe(false);
    expect((await d.k.json("PATCH", "/api/restaurant/settings", owner, { usesPlatformCouriers: "yes" })).status).toBe(400);
    expect((await d.k.json("PATCH", "/api/restaurant/settings", customer, { usesPlatformCouriers: true })).status).toBe(403);
    try {
      const manual = await d.acceptedOrder(customer, owner);
      expect(manual.job).toBeNull();
      for (const to of ["preparing", "ready", "out_for_delivery", "delivered"]) expect((await move(manual.order.id, to)).status, to).toBe(200);
    } finally {
      expect((await d.k.json("PATCH", "/api/restaurant/settings", owner, { usesPlatformCouriers: true })).status).toBe(200);
    }
  });

  it("shows open jobs to online couriers within range only, with band, areas, distance and closing time", async () => {
    const near = await d.courier(NEAR_BELLINI);
    const far = await d.courier(FAR_AWAY);
    const offline = await d.courier(NEAR_BELLINI);
    await d.k.json("PUT", "/api/dispatch/presence", offline.cookie, { online: false });
    const { job } = await d.acceptedOrder(customer, owner);
    const seen = (await board(near.cookie)).jobs.find((j) => j.id === job!.id)!;
    expect(seen).toMatchObject({ restaurantName: "Trattoria Bellini", band: { floorCents: job!.fee_floor_cents, capCents: job!.fee_cap_cents }, myBidCents: null });
    expect(seen.pickupArea).toContain("Mulberry");
    expect(seen.dropoffArea).toBe("10007 New York");
    expect(seen.toPickupKm).toBeLessThan(1);
    expect(new Date(seen.bidClosesAt).getTime()).toBeGreaterThan(Date.now());
    expect((await board(far.cookie)).jobs.some((j) => j.id === job!.id)).toBe(false);
    expect((await board(offline.cookie)).jobs).toEqual([]);
  });

  it("takes bids inside the band only, from couriers in range and online; each courier sees only their own bid", async () => {
    const a = await d.courier(NEAR_BELLINI);
    const b = await d.courier(NEAR_BELLINI);
    const far = await d.courier(FAR_AWAY);
    const { job } = await d.acceptedOrder(customer, owner);
    const { fee_floor_cents: floor, fee_cap_cents: cap } = job!;
    const low = await bid(a.cookie, job!.id, floor - 5);
    expect(low.status).toBe(400);
    const band = `Bid between $${(floor / 100).toFixed(2)} and $${(cap / 100).toFixed(2)}`;
    expect(low.body.fieldErrors?.amountCents).toEqual([band]);
    expect((await bid(a.cookie, job!.id, cap + 5)).status).toBe(400);
    expect((await bid(a.cookie, job!.id, "lots")).status).toBe(400);
    expect((await bid(a.cookie, job!.id, 512.5)).status).toBe(400);
    expect((await bid(far.cookie, job!.id, floor)).status).toBe(403);
    expect((await bid(a.cookie, "not-a-job", floor)).status).toBe(400);
    expect((await bid(a.cookie, "00000000-0000-4000-8000-000000000000", floor)).status).toBe(404);

    expect((await bid(a.cookie, job!.id, cap)).body).toMatchObject({ jobId: job!.id, amountCents: cap, outcome: "pending" });
    expect((await bid(a.cookie, job!.id, floor + 10)).body.amountCents).toBe(floor + 10); // bidding again replaces
    expect((await bid(b.cookie, job!.id, floor)).status).toBe(200);
    const boardA = await board(a.cookie);
    const boardB = await board(b.cookie);
    expect(boardA.bids.filter((x) => x.jobId === job!.id).map((x) => x.amountCents)).toEqual([floor + 10]);
    expect(boardB.bids.filter((x) => x.jobId === job!.id).map((x) => x.amountCents)).toEqual([floor]);
    expect(boardA.jobs.find((j) => j.id === job!.id)!.myBidCents).toBe(floor + 10);
    expect(JSON.stringify(boardB)).not.toContain(String(floor + 10));

    await d.k.json("PUT", "/api/dispatch/presence", b.cookie, { online: false });
    const offline = await bid(b.cookie, job!.id, floor);
    expect(offline.status).toBe(409);
    expect(offline.body.message).toBe("Go online to bid on jobs");
  });
});

describe("award, run and earnings", () => {
  it("awards by score at window close, explains it to every bidder, then pickup → delivered with the code → earnings", async () => {
    const sam = await d.courier(NEAR_BELLINI, "Sam");
    const lee = await d.courier({ lat: 40.735, lng: -73.99 }, "Lee"); // further from the restaurant, and dearer
    const { job, order } = await d.acceptedOrder(customer, owner, 450);
    expect((await bid(sam.cookie, job!.id, job!.fee_floor_cents + 20)).status).toBe(200);
    expect((await bid(lee.cookie, job!.id, job!.fee_cap_cents)).status).toBe(200);
    expect(await closeBidding(t.database.db, job!.id)).toBe("not_due");
    await d.endWindow(job!.id);
    const late = await bid(lee.cookie, job!.id, job!.fee_floor_cents);
    expect(late.status).toBe(409);
    expect(await closeBidding(t.database.db, job!.id)).toBe("awarded");
    expect(await closeBidding(t.database.db, job!.id)).toBe("not_open");
    expect(await d.jobRow(job!.id)).toMatchObject({ status: "assigned", courier_id: sam.userId, fee_cents: job!.fee_floor_cents + 20, award_method: "bid" });

    const samBoard = await board(sam.cookie);
    const fee = `$${((job!.fee_floor_cents + 20) / 100).toFixed(2)}`;
    expect(samBoard.run).toMatchObject({ jobId: job!.id, status: "assigned", feeCents: job!.fee_floor_cents + 20, tipCents: 450, orderReady: false });
    expect(samBoard.run!.explanation).toMatch(new RegExp(`^You won: fee \\${fee}, pickup in \\d+ min, score 0\\.\\d\\d$`));
    expect(samBoard.jobs).toEqual([]); // one run at a time: no more offers
    const leeBid = (await board(lee.cookie)).bids.find((x) => x.jobId === job!.id)!;
    expect(leeBid.outcome).toBe("lost");
    expect(leeBid.explanation).toMatch(new RegExp(`^Won by Sam: fee \\${fee}, pickup in \\d+ min, score 0\\.\\d\\d vs your 0\\.\\d\\d$`));
    expect(JSON.stringify(await board(lee.cookie))).not.toContain(String(job!.fee_cap_cents + 1));

    // The team cannot mark a courier's order out for delivery; the courier cannot pick up before it is ready.
    for (const to of ["preparing", "ready"]) expect((await move(order.id, to)).status).toBe(200);
    await t.database.db.execute(sql`update orders set status = 'preparing' where id = ${order.id}`);
    expect((await d.k.json("POST", `/api/dispatch/runs/${job!.id}/pickup`, sam.cookie)).status).toBe(409);
    await t.database.db.execute(sql`update orders set status = 'ready' where id = ${order.id}`);
    const byTeam = await move(order.id, "out_for_delivery");
    expect(byTeam.status).toBe(409);
    expect(byTeam.body.message).toBe("A Tavola courier is carrying this order: the courier marks pickup and delivery");

    expect((await d.k.json("POST", `/api/dispatch/runs/${job!.id}/pickup`, lee.cookie)).status).toBe(404); // not Lee's run
    expect((await d.k.json("POST", `/api/dispatch/runs/${job!.id}/pickup`, sam.cookie)).status).toBe(200);
    const tracking = await d.k.json<Order>("GET", `/api/orders/${order.id}`, customer);
    expect(tracking.body.status).toBe("out_for_delivery");
    const code = tracking.body.handoverCode!;
    expect(code).toMatch(/^\d{4}$/);
    expect((await d.k.json<Order>("GET", `/api/orders/${order.id}`, owner)).body.handoverCode ?? null).toBeNull();

    const wrong = await d.k.json("POST", `/api/dispatch/runs/${job!.id}/deliver`, sam.cookie, { code: code === "0000" ? "1111" : "0000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors?.code).toEqual(["That code does not match"]);
    expect((await d.k.json("POST", `/api/dispatch/runs/${job!.id}/deliver`, sam.cookie, { code: "12a4" })).status).toBe(400);
    expect((await d.k.json("POST", `/api/dispatch/runs/${job!.id}/deliver`, lee.cookie, { code })).status).toBe(404);
    expect((await d.k.json("POST", `/api/dispatch/runs/${job!.id}/deliver`, sam.cookie, { code })).status).toBe(200);
    expect((await d.k.json("POST", `/api/dispatch/runs/${job!.id}/deliver`, sam.cookie, { code })).status).toBe(409);
    const done = (await d.k.json<Order>("GET", `/api/orders/${order.id}`, customer)).body;
    expect(done.status).toBe("delivered");
    expect(done.events.at(-1)).toMatchObject({ status: "delivered", actorRole: "courier" });

    const feeCents = job!.fee_floor_cents + 20;
    const earnings = (await d.k.json<CourierEarnings>("GET", "/api/dispatch/earnings", sam.cookie)).body;
    expect(earnings.deliveries).toEqual([
      expect.objectContaining({ jobId: job!.id, orderReference: order.reference, feeCents, commissionCents: commissionCents(feeCents), tipCents: 450, netCents: feeCents - commissionCents(feeCents) + 450 }),
    ]);
    expect(earnings.today).toEqual({ deliveries: 1, feeCents, commissionCents: commissionCents(feeCents), tipCents: 450, netCents: feeCents - commissionCents(feeCents) + 450 });
    // Another courier never reads it: their earnings are their own (none).
    expect((await d.k.json<CourierEarnings>("GET", "/api/dispatch/earnings", lee.cookie)).body.deliveries).toEqual([]);
    // The ledger is append-only.
    await expect(t.database.db.execute(sql`update courier_earnings set amount_cents = 1 where job_id = ${job!.id}`)).rejects.toThrow();
    // Free again: Sam sees open jobs once more.
    expect((await board(sam.cookie)).run).toBeNull();
  });

  it("no bids: automatic assignment at the cap fee, nearest idle courier per job (rectangular solver)", async () => {
    const near = await d.courier(NEAR_BELLINI, "Near");
    const far = await d.courier(FAR_AWAY, "Far");
    const { job } = await d.acceptedOrder(customer, owner);
    await d.endWindow(job!.id);
    expect(await closeBidding(t.database.db, job!.id)).toBe("no_bids");
    const result = await autoAssign(t.database.db);
    expect(result.assigned).toBeGreaterThanOrEqual(1);
    expect(await d.jobRow(job!.id)).toMatchObject({ status: "assigned", courier_id: near.userId, fee_cents: job!.fee_cap_cents, award_method: "auto" });
    expect((await board(near.cookie)).run!.explanation).toBe(`Assigned to you automatically at $${(job!.fee_cap_cents / 100).toFixed(2)}`);
    expect((await board(far.cookie)).run).toBeNull(); // beyond the range: never assigned
  });

  it("the award job runs at window close from the queue", async () => {
    const c = await d.courier(NEAR_BELLINI);
    const { job } = await d.acceptedOrder(customer, owner);
    expect((await bid(c.cookie, job!.id, job!.fee_floor_cents)).status).toBe(200);
    await d.endWindow(job!.id);
    await t.app.jobs.send(DISPATCH_AWARD_JOB, { jobId: job!.id }, { db: t.database.db });
    expect(await t.app.jobs.drain([DISPATCH_AWARD_JOB])).toMatchObject({ failed: 0 });
    expect(await d.jobRow(job!.id)).toMatchObject({ status: "assigned", courier_id: c.userId });
  });

  it("the minute sweep closes windows whose award has not run and assigns waiting jobs; it is scheduled every minute", async () => {
    const bidder = await d.courier(NEAR_BELLINI, "Bidder");
    const idle = await d.courier(NEAR_BELLINI, "Idle");
    const withBid = (await d.acceptedOrder(customer, owner)).job!;
    const bidless = (await d.acceptedOrder(customer, owner)).job!;
    expect((await bid(bidder.cookie, withBid.id, withBid.fee_cap_cents)).status).toBe(200);
    await d.endWindow(withBid.id);
    await d.endWindow(bidless.id);
    await t.app.jobs.send(DISPATCH_SWEEP_JOB, {}, { db: t.database.db });
    expect(await t.app.jobs.drain([DISPATCH_SWEEP_JOB])).toMatchObject({ completed: 1, failed: 0 });
    expect(await d.jobRow(withBid.id)).toMatchObject({ status: "assigned", courier_id: bidder.userId, award_method: "bid", fee_cents: withBid.fee_cap_cents });
    expect(await d.jobRow(bidless.id)).toMatchObject({ status: "assigned", courier_id: idle.userId, award_method: "auto", fee_cents: bidless.fee_cap_cents });
    const schedules = await t.app.jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([DISPATCH_SWEEP_JOB, "* * * * *"]);
  });

  it("the team may still send its own driver before anyone is assigned: the job is withdrawn", async () => {
    const c = await d.courier(NEAR_BELLINI);
    const { job, order } = await d.acceptedOrder(customer, owner);
    expect((await bid(c.cookie, job!.id, job!.fee_floor_cents)).status).toBe(200);
    for (const to of ["preparing", "ready", "out_for_delivery"]) expect((await move(order.id, to)).status, to).toBe(200);
    expect((await d.jobRow(job!.id)).status).toBe("cancelled");
    const mine = (await board(c.cookie)).bids.find((x) => x.jobId === job!.id)!;
    expect(mine).toMatchObject({ outcome: "cancelled", explanation: "The restaurant sent its own driver" });
  });
});

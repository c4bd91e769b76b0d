import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { commissionCents, type CourierBoard, type CourierEarnings, type CourierTracking, type Order } from "@tavola/contracts";
import { queryRows } from "../../../platform/database.js";
import { NEAR_BELLINI, useDispatchApp, type DispatchTestContext } from "../../../test/dispatch-kit.js";
import { autoAssign } from "./award.service.js";

let c: DispatchTestContext;
useDispatchApp((ctx) => (c = ctx), ["open", "assigned"]);

const board = async (cookie: string) => (await c.d.k.json<CourierBoard>("GET", "/api/dispatch/board", cookie)).body;
const move = (id: string, to: string) => c.d.k.json<Order>("POST", `/api/restaurant/orders/${id}/transition`, c.owner, { to });
/** Two bidless delivery orders at Bellini for the same street: a batch saves half the riding. */
const PHONE = "+1 212 555 0188";
async function twoBidlessOrders(tips: [number, number] = [300, 150]) {
  const a = await c.d.acceptedOrder(c.customer, c.owner, tips[0], { contact: { name: "Alex Morgan", phone: PHONE } });
  const b = await c.d.acceptedOrder(c.customer, c.owner, tips[1]);
  for (const x of [a, b]) await c.d.endWindow(x.job!.id);
  return [a, b] as const;
}

describe("batching in automatic assignment (API)", () => {
  it("gives one idle courier both orders as a batch: stops in order, each order's steps and code, each pays its own fee", async () => {
    const sam = await c.d.courier(NEAR_BELLINI, "Sam");
    const [a, b] = await twoBidlessOrders();
    const result = await autoAssign(c.t.database.db);
    expect(result).toMatchObject({ assigned: 2, batches: 1 });
    const rows = await queryRows<{ id: string; courier_id: string; fee_cents: number; fee_cap_cents: number; batch_id: string | null }>(
      c.t.database.db,
      sql`select id, courier_id, fee_cents, fee_cap_cents, batch_id from delivery_jobs where id in (${a.job!.id}, ${b.job!.id})`,
    );
    expect(rows.every((r) => r.courier_id === sam.userId && r.fee_cents === r.fee_cap_cents)).toBe(true);
    expect(new Set(rows.map((r) => r.batch_id)).size).toBe(1);
    expect(rows[0]!.batch_id).not.toBeNull();

    const seen = await board(sam.cookie);
    expect(seen.jobs).toEqual([]);
    expect(seen.batch!.runs.map((r) => r.jobId)).toEqual([a.job!.id, b.job!.id]);
    expect(seen.batch!.stops.map((s) => `${s.kind}:${s.orderReference}`)).toEqual([
      `pickup:${a.order.reference}`, `pickup:${b.order.reference}`, `dropoff:${a.order.reference}`, `dropoff:${b.order.reference}`,
    ]);
    expect(seen.batch!.routeKm).toBeLessThan(seen.batch!.separateKm);
    expect(seen.run!.jobId).toBe(a.job!.id);
    expect(seen.run!.explanation).toMatch(/^Assigned to you automatically at \$\d+\.\d\d in a batch of 2 \([\d.]+ km instead of [\d.]+ km\)$/);
    // Holding a batch, the courier bids on nothing.
    const third = await c.d.acceptedOrder(c.customer, c.owner);
    expect((await c.d.k.json("POST", `/api/dispatch/jobs/${third.job!.id}/bids`, sam.cookie, { amountCents: third.job!.fee_floor_cents })).status).toBe(409);

    // Each customer's tracking page follows the courier for their own order.
    for (const x of [a, b]) {
      const tr = await c.d.k.json<CourierTracking>("GET", `/api/orders/${x.order.id}/courier`, c.customer);
      expect(tr.status).toBe(200);
      expect(tr.body.courier).toMatchObject({ firstName: "Sam" });
    }

    for (const x of [a, b]) for (const to of ["preparing", "ready"]) expect((await move(x.order.id, to)).status).toBe(200);
    expect((await c.d.k.json("POST", `/api/dispatch/runs/${a.job!.id}/pickup`, sam.cookie)).status).toBe(200);
    const afterOne = await board(sam.cookie);
    expect(afterOne.batch!.stops.map((s) => s.done)).toEqual([true, false, false, false]);
    expect(afterOne.run!.jobId).toBe(b.job!.id);
    expect((await c.d.k.json("POST", `/api/dispatch/runs/${b.job!.id}/pickup`, sam.cookie)).status).toBe(200);
    // The courier's phone shares positions on its current run only; both customers follow them, and the second
    // door's range counts the first door on the way (its leg and the minutes there).
    expect((await c.d.k.json("POST", `/api/dispatch/runs/${a.job!.id}/positions`, sam.cookie, NEAR_BELLINI)).status).toBe(200);
    const [trA, trB] = await Promise.all([a, b].map(async (x) => (await c.d.k.json<CourierTracking>("GET", `/api/orders/${x.order.id}/courier`, c.customer)).body));
    expect(trB!.position).toMatchObject(NEAR_BELLINI);
    expect(trA!.eta && trB!.eta).toBeTruthy();
    expect(new Date(trB!.eta!.latest).getTime() - new Date(trA!.eta!.latest).getTime()).toBeGreaterThanOrEqual(60_000);
    for (const x of [a, b]) {
      const code = (await c.d.k.json<Order>("GET", `/api/orders/${x.order.id}`, c.customer)).body.handoverCode!;
      expect((await c.d.k.json("POST", `/api/dispatch/runs/${x.job!.id}/deliver`, sam.cookie, { code })).status).toBe(200);
    }
    const done = await board(sam.cookie);
    expect(done.batch ?? null).toBeNull();
    expect(done.run).toBeNull();
    // The customer's phone never reaches the courier's screens, during the run or after delivery.
    expect(JSON.stringify(seen)).not.toContain("555 0188");
    expect(JSON.stringify(done)).not.toContain("555 0188");

    const earnings = (await c.d.k.json<CourierEarnings>("GET", "/api/dispatch/earnings", sam.cookie)).body;
    expect(JSON.stringify(earnings)).not.toContain("555 0188");
    expect((await c.d.k.json<Order>("GET", `/api/orders/${a.order.id}`, c.customer)).body.contact?.phone).toBe(PHONE);
    for (const [x, tip] of [[a, 300], [b, 150]] as const) {
      const fee = x.job!.fee_cap_cents;
      expect(earnings.deliveries).toContainEqual(
        expect.objectContaining({ jobId: x.job!.id, feeCents: fee, commissionCents: commissionCents(fee), tipCents: tip, netCents: fee - commissionCents(fee) + tip }),
      );
    }
  });

  it("the database refuses a run beside a batch and a fourth order in a batch", async () => {
    const lee = await c.d.courier(NEAR_BELLINI, "Lee");
    await twoBidlessOrders();
    expect((await autoAssign(c.t.database.db)).batches).toBe(1);
    const batch_id = (await queryRows<{ batch_id: string }>(c.t.database.db, sql`select batch_id from delivery_jobs where courier_id = ${lee.userId} and status = 'assigned' limit 1`))[0]!.batch_id;
    const extra = [await c.d.acceptedOrder(c.customer, c.owner), await c.d.acceptedOrder(c.customer, c.owner)].map((x) => x.job!.id);
    const give = (id: string, batch: string | null) =>
      c.t.database.db.execute(sql`update delivery_jobs set status = 'assigned', courier_id = ${lee.userId}, fee_cents = fee_cap_cents, award_method = 'auto', batch_id = ${batch} where id = ${id}`);
    await expect(give(extra[0]!, null)).rejects.toThrow();
    // A third order may join the same batch, a fourth may not.
    await give(extra[0]!, batch_id);
    await expect(give(extra[1]!, batch_id)).rejects.toThrow();
  });

  it("a courier who drops one order of a batch keeps the other; the dropped one is open again without its batch", async () => {
    const sam = await c.d.courier(NEAR_BELLINI, "Sam");
    const [a, b] = await twoBidlessOrders();
    expect((await autoAssign(c.t.database.db)).batches).toBe(1);
    expect((await c.d.k.json("POST", `/api/dispatch/runs/${a.job!.id}/drop`, sam.cookie, { reason: "restaurant_delay" })).status).toBe(200);
    const [row] = await queryRows<{ status: string; batch_id: string | null }>(c.t.database.db, sql`select status, batch_id from delivery_jobs where id = ${a.job!.id}`);
    expect(row).toEqual({ status: "open", batch_id: null });
    const seen = await board(sam.cookie);
    expect(seen.run!.jobId).toBe(b.job!.id);
    expect(seen.batch!.stops.map((s) => s.kind)).toEqual(["pickup", "dropoff"]);
  });
});

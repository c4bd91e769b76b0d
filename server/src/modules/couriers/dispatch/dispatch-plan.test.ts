import { describe, expect, it } from "vitest";
import { BATCH_MAX_ORDERS, batchCandidate, haversineKm } from "@tavola/contracts";
import { chooseBatches, planDispatch, type PlanJob } from "./dispatch-plan.js";

const R = { lat: 40.72, lng: -73.996 };
const KM_LAT = 1 / 111.195;
const north = (km: number, from = R) => ({ lat: from.lat + km * KM_LAT, lng: from.lng });
const NOW = Date.UTC(2026, 10, 27, 12, 0);
const job = (id: string, dropKm: number, dueMin: number | null = 60, pickup = R): PlanJob => ({ id, pickup, dropoff: north(dropKm, R), dueBy: dueMin === null ? null : NOW + dueMin * 60_000 });
const courier = (id: string, kmSouth: number) => ({ id, ...north(-kmSouth) });
const none = new Set<string>();

describe("automatic assignment with batching", () => {
  it("gives one idle courier a batch of two orders from the same restaurant along one route", () => {
    const plan = planDispatch([courier("near", 0.2), courier("far", 2)], [job("A", 2), job("B", 4)], none, NOW);
    expect(plan).toHaveLength(1);
    expect(plan[0]).toMatchObject({ courierId: "near", jobIds: ["A", "B"] });
    expect(plan[0]!.batch!.stops.map((s) => `${s.kind}:${s.jobId}`)).toEqual(["pickup:A", "pickup:B", "dropoff:A", "dropoff:B"]);
    expect(plan[0]!.batch!.separateKm - plan[0]!.batch!.routeKm).toBeCloseTo(2, 2);
  });

  it("without batching (the bench's comparison) each order takes its own courier", () => {
    const plan = planDispatch([courier("near", 0.2), courier("far", 2)], [job("A", 2), job("B", 4)], none, NOW, { batching: false });
    expect(plan.map((u) => u.jobIds.length)).toEqual([1, 1]);
    expect(plan.every((u) => u.batch === null)).toBe(true);
  });

  it("keeps orders apart when a batch would break a promise, and still gives each a courier", () => {
    const plan = planDispatch([courier("c1", 0.2), courier("c2", 0.4)], [job("A", 2, 60), job("B", 4, 19)], none, NOW);
    expect(plan).toHaveLength(2);
    expect(plan.every((u) => u.jobIds.length === 1)).toBe(true);
  });

  it("a batch no courier can take in time goes out one by one to the couriers left", () => {
    // Only a courier 3 km away: the batch's last drop would be 33 min out, its promise is 30; alone 26 min.
    const plan = planDispatch([courier("c1", 3)], [job("A", 2, 60), job("B", 4, 30)], none, NOW);
    expect(plan).toHaveLength(1);
    expect(plan[0]!.jobIds).toHaveLength(1);
    expect(plan[0]!.batch).toBeNull();
  });

  it("never more than 3 orders to one courier: five orders on one street make a triple and a pair", () => {
    const jobs = [1, 2, 3, 4, 5].map((k) => job(`J${k}`, k, null));
    const batches = chooseBatches(jobs.map((j) => ({ ...j, dueBy: NOW + 90 * 60_000 })));
    expect(batches.every((b) => b.jobs.length <= 3)).toBe(true);
    expect(batches.flatMap((b) => b.jobs.map((j) => j.id)).sort()).toEqual(["J1", "J2", "J3", "J4", "J5"]);
    const plan = planDispatch([courier("c1", 0.1), courier("c2", 0.3), courier("c3", 0.5)], jobs.map((j) => ({ ...j, dueBy: NOW + 90 * 60_000 })), none, NOW);
    expect(plan.every((u) => u.jobIds.length <= 3)).toBe(true);
    expect(plan.flatMap((u) => u.jobIds).sort()).toEqual(["J1", "J2", "J3", "J4", "J5"]);
  });

  it("a courier who gave one of the orders back is not given the batch", () => {
    const plan = planDispatch([courier("dropper", 0.1), courier("other", 1)], [job("A", 2), job("B", 4)], new Set(["A:dropper"]), NOW);
    const batch = plan.find((u) => u.batch);
    expect(batch?.courierId).toBe("other");
  });

  it("orders without a drop-off position are never batched", () => {
    const plan = planDispatch([courier("c1", 0.1), courier("c2", 0.2)], [{ ...job("A", 2), dropoff: null }, job("B", 4)], none, NOW);
    expect(plan.every((u) => u.batch === null)).toBe(true);
  });

  it("on a crowded street (80 orders within 1.5 km) every chosen batch keeps rules 1–2, no order twice, partners found across the grid's cells", () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const east = (km: number, from: { lat: number; lng: number }) => ({ lat: from.lat, lng: from.lng + km / (111.195 * Math.cos((from.lat * Math.PI) / 180)) });
    const jobs: PlanJob[] = Array.from({ length: 80 }, (_, i) => {
      const pickup = east(next() * 1.5, north(next() * 1.5));
      return { id: `S${i}`, pickup, dropoff: east(next() * 3 - 1.5, north(1 + next() * 2, pickup)), dueBy: null };
    });
    const batches = chooseBatches(jobs);
    expect(batches.length).toBeGreaterThan(10);
    const ids = batches.flatMap((b) => b.jobs.map((j) => j.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const b of batches) {
      expect(b.jobs.length).toBeLessThanOrEqual(BATCH_MAX_ORDERS);
      const again = batchCandidate(b.jobs);
      expect(again).not.toBeNull();
      expect(b.route.routeKm).toBeCloseTo(again!.routeKm, 9);
    }
    // Two restaurants 0.95 km apart either side of a kilometre line still pair up; 1.05 km apart never.
    const west = east(-0.475, R);
    const pair = (km: number) => chooseBatches([job("W", 2, null, west), { ...job("E", 2.2, null, east(km, west)), dropoff: north(2.2, east(km, west)) }]);
    expect(haversineKm(west, east(0.95, west))).toBeLessThan(1);
    expect(pair(0.95)).toHaveLength(1);
    expect(pair(1.05)).toHaveLength(0);
  });
});


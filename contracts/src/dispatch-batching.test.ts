import { describe, expect, it } from "vitest";
import {
  BATCH_MIN_SAVING,
  batchCandidate,
  batchKeepsPromises,
  bestBatchRoute,
  dropoffMinutes,
  separateKm,
  type BatchJob,
} from "./dispatch-batching.js";
import { haversineKm } from "./dispatch-rules.js";

// Points on one meridian in Manhattan: `north(km)` is that many kilometres north of the restaurant.
const R = { lat: 40.72, lng: -73.996 };
const KM_LAT = 1 / 111.195;
const north = (km: number) => ({ lat: R.lat + km * KM_LAT, lng: R.lng });
const job = (id: string, dropKm: number, dueBy: number | null = null, pickup = R): BatchJob => ({ id, pickup, dropoff: north(dropKm), dueBy });
const NOW = Date.UTC(2026, 10, 27, 12, 0);
const min = (m: number) => NOW + m * 60_000;

describe("batch route", () => {
  it("picks everything up first, then drops in the order along the route (pick up A, pick up B, drop A, drop B)", () => {
    const route = bestBatchRoute([job("B", 4), job("A", 2)]);
    expect(route.stops.filter((s) => s.kind === "dropoff").map((s) => s.jobId)).toEqual(["A", "B"]);
    expect(route.stops.slice(0, 2).every((s) => s.kind === "pickup")).toBe(true);
    expect(route.routeKm).toBeCloseTo(4, 2);
    expect(route.separateKm).toBeCloseTo(6, 2);
    expect(route.saving).toBeCloseTo(1 / 3, 3);
  });

  it("orders the pickups too when the restaurants differ", () => {
    const second = north(0.5);
    const route = bestBatchRoute([job("A", 2), job("B", 4, null, second)]);
    expect(route.stops.map((s) => `${s.kind}:${s.jobId}`)).toEqual(["pickup:A", "pickup:B", "dropoff:A", "dropoff:B"]);
    expect(route.routeKm).toBeCloseTo(4, 2);
    expect(route.separateKm).toBeCloseTo(2 + 3.5, 2);
  });

  it("computes the saving against the separate runs (Σ restaurant → door)", () => {
    const jobs = [job("A", 1), job("B", 2), job("C", 3)];
    expect(separateKm(jobs)).toBeCloseTo(6, 2);
    const route = bestBatchRoute(jobs);
    expect(route.routeKm).toBeCloseTo(3, 2);
    expect(route.saving).toBeCloseTo(0.5, 3);
    expect(route.stops.filter((s) => s.kind === "dropoff").map((s) => s.jobId)).toEqual(["A", "B", "C"]);
  });
});

describe("when a batch is worth riding", () => {
  it("not when the drop-offs lie in opposite directions (the route is longer than separate runs)", () => {
    const south = { lat: R.lat - 2 * KM_LAT, lng: R.lng };
    expect(batchCandidate([job("A", 2), { id: "B", pickup: R, dropoff: south, dueBy: null }])).toBeNull();
  });
  it("not when the saving is under the published margin", () => {
    // Drops 2 km north and 2 km east: route 2 + 2.83 = 4.83 km vs 4 km apart.
    const east = { lat: R.lat, lng: R.lng + 2 / (111.195 * Math.cos((R.lat * Math.PI) / 180)) };
    expect(batchCandidate([job("A", 2), { id: "B", pickup: R, dropoff: east, dueBy: null }])).toBeNull();
    const route = batchCandidate([job("A", 3), job("B", 4)]);
    expect(route!.saving).toBeGreaterThanOrEqual(BATCH_MIN_SAVING);
  });
  it("not when the restaurants are more than 1 km apart", () => {
    expect(batchCandidate([job("A", 3), job("B", 4, null, north(1.2))])).toBeNull();
    expect(haversineKm(R, north(1.2))).toBeGreaterThan(1);
  });
  it("never more than 3 orders", () => {
    const four = [job("A", 1), job("B", 2), job("C", 3), job("D", 4)];
    expect(batchCandidate(four)).toBeNull();
    expect(() => bestBatchRoute(four)).toThrow(RangeError);
    expect(batchCandidate(four.slice(0, 3))).not.toBeNull();
    expect(batchCandidate(four.slice(0, 1))).toBeNull();
  });
});

describe("the time-window rule: no order's promise broken", () => {
  const route = bestBatchRoute([job("A", 2), job("B", 4)]);
  it("times each drop-off along the route: 3 min/km, 5 min per pickup made, 2 min per earlier door", () => {
    const m = dropoffMinutes([job("A", 2), job("B", 4)], route.stops, 1);
    expect(m.get("A")).toBeCloseTo(3 * 3 + 10, 1);
    expect(m.get("B")).toBeCloseTo(3 * 5 + 10 + 2, 1);
  });
  it("refuses a batch that gets an order to its door after its promised time", () => {
    // Courier at the restaurant: B arrives after 24 min in the batch (17 alone).
    expect(batchKeepsPromises([job("A", 2, min(60)), job("B", 4, min(20))], route.stops, 0, NOW)).toBe(false);
    expect(batchKeepsPromises([job("A", 2, min(60)), job("B", 4, min(25))], route.stops, 0, NOW)).toBe(true);
    // A tight promise for A (16 min in the batch, 11 alone).
    expect(batchKeepsPromises([job("A", 2, min(15)), job("B", 4, min(60))], route.stops, 0, NOW)).toBe(false);
  });
  it("without a promise: at most 10 minutes later than alone", () => {
    expect(batchKeepsPromises([job("A", 2), job("B", 4)], route.stops, 0, NOW)).toBe(true);
    // Far from the restaurant the batch still adds the same minutes; a 3-order route adds more than 10 for the last.
    const three = [job("A", 2), job("B", 3), job("C", 4)];
    const r3 = bestBatchRoute(three);
    expect(dropoffMinutes(three, r3.stops, 0).get("C")! - (3 * 4 + 5)).toBeGreaterThan(10);
    expect(batchKeepsPromises(three, r3.stops, 0, NOW)).toBe(false);
  });
  it("the ride to the first pickup counts: a promise kept from nearby is broken from 4 km away", () => {
    const jobs = [job("A", 2, min(30)), job("B", 4, min(30))];
    expect(batchKeepsPromises(jobs, route.stops, 0, NOW)).toBe(true);
    expect(batchKeepsPromises(jobs, route.stops, 4, NOW)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { COURIER_SPEED_KMH, courierEtaRange, DOOR_MINUTES, ETA_MAX_WIDTH_MINUTES, formatCourierDistance, ROUTE_FACTOR, type EtaInput } from "./courier-eta.js";
import { COURIER_HANDOVER_MINUTES, haversineKm } from "./dispatch-rules.js";

const now = new Date("2026-11-27T12:00:00Z");
const restaurant = { lat: 40.7193, lng: -73.9973 };
const destination = { lat: 40.7128, lng: -74.006 };
const input = (over: Partial<EtaInput> = {}): EtaInput => ({
  stage: "picked_up",
  vehicle: "bike",
  position: { ...restaurant, recordedAt: now },
  restaurant,
  destination,
  now,
  ...over,
});

describe("courier ETA range", () => {
  it("carrying the order: ride from the position to the door at the vehicle's speed, ±15 %, plus the door minutes", () => {
    const km = haversineKm(restaurant, destination);
    const expected = ((km * ROUTE_FACTOR) / COURIER_SPEED_KMH.bike) * 60 + DOOR_MINUTES;
    const r = courierEtaRange(input());
    expect(r.lowMinutes).toBe(Math.floor(expected * 0.85));
    expect(r.highMinutes).toBe(Math.ceil(expected * 1.15 + 1));
    expect(r.earliest.getTime() - now.getTime()).toBe(r.lowMinutes * 60_000);
    expect(r.latest.getTime() - now.getTime()).toBe(r.highMinutes * 60_000);
    expect(r.distanceKm).toBeCloseTo(km, 1);
  });

  it("on a batch: a route of only its own remaining stops gives the same range as a run alone", () => {
    const courier = { lat: 40.725, lng: -73.99, recordedAt: now };
    expect(courierEtaRange(input({ position: courier, stopsBefore: [] }))).toEqual(courierEtaRange(input({ position: courier })));
    expect(courierEtaRange(input({ stage: "assigned", position: courier, stopsBefore: [{ ...restaurant, kind: "pickup" }] }))).toEqual(
      courierEtaRange(input({ stage: "assigned", position: courier })),
    );
  });

  it("on a batch: another order's door before this one adds its leg and its door minutes", () => {
    const otherDoor = { lat: 40.7161, lng: -74.0 };
    const alone = courierEtaRange(input());
    const second = courierEtaRange(input({ stopsBefore: [{ ...otherDoor, kind: "dropoff" }] }));
    const km = haversineKm(restaurant, otherDoor) + haversineKm(otherDoor, destination);
    const expected = ((km * ROUTE_FACTOR) / COURIER_SPEED_KMH.bike) * 60 + DOOR_MINUTES * 2;
    expect(second.highMinutes).toBe(Math.ceil(expected * 1.15 + 1));
    expect(second.highMinutes).toBeGreaterThan(alone.highMinutes);
    // Another pickup on the way costs the handover as well.
    const twoPickups = courierEtaRange(input({ stage: "assigned", stopsBefore: [{ ...restaurant, kind: "pickup" }, { ...otherDoor, kind: "pickup" }] }));
    const viaBoth = ((haversineKm(restaurant, otherDoor) + haversineKm(otherDoor, destination)) * ROUTE_FACTOR * 60) / COURIER_SPEED_KMH.bike;
    expect(twoPickups.highMinutes).toBe(Math.ceil((viaBoth + DOOR_MINUTES + 2 * COURIER_HANDOVER_MINUTES) * 1.15 + 1));
  });

  it("on the way to the restaurant it adds the leg to the restaurant and the pickup handover", () => {
    const courier = { lat: 40.725, lng: -73.99 };
    const toDoor = courierEtaRange(input({ position: { ...courier, recordedAt: now } }));
    const viaRestaurant = courierEtaRange(input({ stage: "assigned", position: { ...courier, recordedAt: now } }));
    const leg = ((haversineKm(courier, restaurant) + haversineKm(restaurant, destination)) * ROUTE_FACTOR * 60) / COURIER_SPEED_KMH.bike;
    expect(viaRestaurant.highMinutes).toBe(Math.ceil((leg + DOOR_MINUTES + COURIER_HANDOVER_MINUTES) * 1.15 + 1));
    expect(viaRestaurant.highMinutes).toBeGreaterThan(toDoor.highMinutes);
    // The distance shown is still the courier's to the door.
    expect(viaRestaurant.distanceKm).toBe(toDoor.distanceKm);
  });

  it("a faster vehicle arrives sooner; an unknown vehicle is timed as a bike", () => {
    const far = { lat: 40.75, lng: -73.98, recordedAt: now };
    const bike = courierEtaRange(input({ position: far }));
    expect(courierEtaRange(input({ position: far, vehicle: "scooter" })).highMinutes).toBeLessThan(bike.highMinutes);
    expect(courierEtaRange(input({ position: far, vehicle: null }))).toEqual(bike);
  });

  it("widens with the age of the last position: earlier start, later end", () => {
    const courier = { lat: 40.73, lng: -73.99 };
    const fresh = courierEtaRange(input({ position: { ...courier, recordedAt: now } }));
    const old = courierEtaRange(input({ position: { ...courier, recordedAt: new Date(now.getTime() - 4 * 60_000) } }));
    expect(old.ageMinutes).toBe(4);
    expect(old.lowMinutes).toBeLessThan(fresh.lowMinutes);
    expect(old.highMinutes).toBe(fresh.highMinutes + 2);
    expect(old.highMinutes - old.lowMinutes).toBeGreaterThan(fresh.highMinutes - fresh.lowMinutes);
  });

  it("is never wider than 15 minutes, starts at least a minute away and ends after it starts", () => {
    for (const minutesOld of [0, 3, 10, 19, 60, 600]) {
      for (const where of [destination, restaurant, { lat: 40.8, lng: -73.95 }]) {
        const r = courierEtaRange(input({ stage: "assigned", position: { ...where, recordedAt: new Date(now.getTime() - minutesOld * 60_000) } }));
        expect(r.highMinutes - r.lowMinutes).toBeLessThanOrEqual(ETA_MAX_WIDTH_MINUTES);
        expect(r.highMinutes).toBeGreaterThan(r.lowMinutes);
        expect(r.lowMinutes).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it("at the door: a minute or two away", () => {
    const r = courierEtaRange(input({ position: { ...destination, recordedAt: now } }));
    expect(r.lowMinutes).toBe(1);
    expect(r.highMinutes).toBe(Math.ceil(DOOR_MINUTES * 1.15 + 1));
    expect(r.distanceKm).toBe(0);
  });

  it("says distances in metres under a kilometre", () => {
    expect(formatCourierDistance(1.23)).toBe("1.2 km");
    expect(formatCourierDistance(0.34)).toBe("350 m");
    expect(formatCourierDistance(0)).toBe("50 m");
  });
});

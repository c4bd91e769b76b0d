import { COURIER_HANDOVER_MINUTES, haversineKm } from "./dispatch-rules.js";
import type { CourierVehicle } from "./couriers.js";

/**
 * The customer's ETA range from the courier's live position (issue 18), published like the fee band: pure, shared by
 * the server (which computes it) and the docs.
 *
 *   remaining km = (on the way to the restaurant) courier → restaurant + restaurant → door, or (carrying) courier → door
 *   ride minutes = remaining km × 1.3 (streets are not straight lines) ÷ the vehicle's city speed × 60
 *   expected     = ride + 2 min at the door (+ 5 min pickup and handover at the restaurant while not yet picked up)
 *   on a batch   = the ride along the stops still before this door (the route's order), + 5 min at each pickup and
 *                  2 min at each other door on the way
 *   range        = [expected − 15 % − age, expected + 15 % + 1 min + age ÷ 2], age = minutes since the position
 *                  (the courier has most likely moved on since, but may have stopped), at least 1 minute away,
 *                  never wider than 15 minutes (the earliest end moves up), whole minutes (earliest down, latest up).
 */
export const COURIER_SPEED_KMH: Record<CourierVehicle, number> = { bike: 14, "e-bike": 18, scooter: 22, car: 20 };
export const ROUTE_FACTOR = 1.3;
export const DOOR_MINUTES = 2;
export const ETA_SPREAD = 0.15;
export const ETA_MAX_WIDTH_MINUTES = 15;
/** Older positions are not trusted to widen further: the range stops growing (and says so) past this. */
export const POSITION_MAX_AGE_MINUTES = 20;

export type LatLng = { lat: number; lng: number };
export type EtaInput = {
  /** assigned: riding to the restaurant; picked_up: carrying the order to the door. */
  stage: "assigned" | "picked_up";
  vehicle: CourierVehicle | null;
  position: LatLng & { recordedAt: Date };
  restaurant: LatLng;
  destination: LatLng;
  now: Date;
  /**
   * On a batch (issue 18): the stops still to make before this order's door, in the route's order — the other
   * orders' pickups and drop-offs, and this order's own pickup while not yet picked up. Each pickup costs the
   * handover minutes, each other door the door minutes. Without it the run is this order's alone.
   */
  stopsBefore?: ReadonlyArray<LatLng & { kind: "pickup" | "dropoff" }>;
};
export type EtaRange = {
  earliest: Date;
  latest: Date;
  /** Minutes from now, as the range was computed. */
  lowMinutes: number;
  highMinutes: number;
  /** Straight-line distance from the courier to the door. */
  distanceKm: number;
  ageMinutes: number;
};

export function courierEtaRange(i: EtaInput): EtaRange {
  const speed = COURIER_SPEED_KMH[i.vehicle ?? "bike"];
  const toDoor = haversineKm(i.position, i.destination);
  let remainingKm: number;
  let stopMinutes: number;
  if (i.stopsBefore) {
    // Along the batch's route: position → each remaining stop → this door.
    let from: LatLng = i.position;
    remainingKm = 0;
    stopMinutes = 0;
    for (const stop of i.stopsBefore) {
      remainingKm += haversineKm(from, stop);
      stopMinutes += stop.kind === "pickup" ? COURIER_HANDOVER_MINUTES : DOOR_MINUTES;
      from = stop;
    }
    remainingKm += haversineKm(from, i.destination);
  } else {
    remainingKm = i.stage === "picked_up" ? toDoor : haversineKm(i.position, i.restaurant) + haversineKm(i.restaurant, i.destination);
    stopMinutes = i.stage === "assigned" ? COURIER_HANDOVER_MINUTES : 0;
  }
  const ride = ((remainingKm * ROUTE_FACTOR) / speed) * 60;
  const expected = ride + DOOR_MINUTES + stopMinutes;
  const ageMinutes = Math.min(POSITION_MAX_AGE_MINUTES, Math.max(0, (i.now.getTime() - i.position.recordedAt.getTime()) / 60_000));
  const high = Math.ceil(expected * (1 + ETA_SPREAD) + 1 + ageMinutes / 2);
  let low = Math.floor(Math.max(1, expected * (1 - ETA_SPREAD) - ageMinutes));
  low = Math.min(Math.max(low, high - ETA_MAX_WIDTH_MINUTES), high - 1);
  const at = (minutes: number) => new Date(i.now.getTime() + minutes * 60_000);
  return { earliest: at(low), latest: at(high), lowMinutes: low, highMinutes: high, distanceKm: Math.round(toDoor * 10) / 10, ageMinutes };
}

/** "1.2 km" / "350 m": what the tracking page says besides the map. */
export const formatCourierDistance = (km: number) => (km < 1 ? `${Math.max(50, Math.round((km * 1000) / 50) * 50)} m` : `${km.toFixed(1)} km`);

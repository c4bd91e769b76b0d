import { COURIER_COMMISSION_PERCENT } from "./constants.js";

/**
 * Regulated bidding (issue 18), the published rules: every courier can read how a delivery's fee band is set and
 * how a winner is chosen. Pure functions shared by the server (which decides) and the dashboard (which explains).
 */

/** A job is shown to, and may be bid on by, online couriers within this distance of the pickup (Fleetbase's 6 km pings). */
export const DISPATCH_RANGE_KM = 6;
/** The default bid window; the server's DISPATCH_BID_WINDOW_SECONDS overrides it. */
export const DEFAULT_BID_WINDOW_SECONDS = 30;
/** Minutes a courier needs per kilometre in a city, and the fixed pickup-plus-handover time (as ordering's ETA). */
export const COURIER_MINUTES_PER_KM = 3;
export const COURIER_HANDOVER_MINUTES = 5;

/**
 * The fee band's formula, in cents:
 *   base  = 250 + 90 × km + 12 × expected minutes
 *   floor = base × (1 + 20 % at night (22:00–06:00 local) + 25 % in rain + 15 % at peak (11:30–14:00, 18:00–21:00 local))
 *   cap   = floor × 1.5
 * both rounded to the nearest 5 cents. A bid must lie inside [floor, cap]; without bids the job is assigned at the cap.
 */
export const FEE_BASE_CENTS = 250;
export const FEE_PER_KM_CENTS = 90;
export const FEE_PER_MINUTE_CENTS = 12;
export const FEE_NIGHT_UPLIFT = 0.2;
export const FEE_RAIN_UPLIFT = 0.25;
export const FEE_PEAK_UPLIFT = 0.15;
export const FEE_CAP_RATIO = 1.5;

export type FeeConditions = { night: boolean; rain: boolean; peak: boolean };
export type FeeBand = { floorCents: number; capCents: number };

const toFive = (cents: number) => Math.round(cents / 5) * 5;

/** Minutes from restaurant to door for a ride of `km` (handover included). */
export const expectedRideMinutes = (km: number) => Math.round(COURIER_HANDOVER_MINUTES + COURIER_MINUTES_PER_KM * Math.max(0, km));

export function feeBand(input: { distanceKm: number; expectedMinutes: number } & FeeConditions): FeeBand {
  const km = Math.max(0, input.distanceKm);
  const minutes = Math.max(0, input.expectedMinutes);
  const base = FEE_BASE_CENTS + FEE_PER_KM_CENTS * km + FEE_PER_MINUTE_CENTS * minutes;
  const uplift = 1 + (input.night ? FEE_NIGHT_UPLIFT : 0) + (input.rain ? FEE_RAIN_UPLIFT : 0) + (input.peak ? FEE_PEAK_UPLIFT : 0);
  const floorCents = toFive(base * uplift);
  return { floorCents, capCents: toFive(floorCents * FEE_CAP_RATIO) };
}

/** Night and peak from the restaurant's local clock ("HH:MM", 24 h). */
export function timeConditions(localTime: string): { night: boolean; peak: boolean } {
  const [h = 0, m = 0] = localTime.split(":").map(Number);
  const minutes = h * 60 + m;
  const within = (from: number, to: number) => minutes >= from && minutes < to;
  return {
    night: minutes >= 22 * 60 || minutes < 6 * 60,
    peak: within(11 * 60 + 30, 14 * 60) || within(18 * 60, 21 * 60),
  };
}

/** The platform keeps 8 % (the spec's constant) of the delivery fee, only when the delivery succeeds; tips go 100 % to the courier. */
export const commissionCents = (feeCents: number) => Math.round((feeCents * COURIER_COMMISSION_PERCENT) / 100);

/**
 * The award score, 0–1, higher wins:
 *   0.40 × price   ((cap − bid) / (cap − floor): 1 at the floor, 0 at the cap)
 * + 0.30 × pickup  (1 − ETA to pickup / 30 min, at least 0)
 * + 0.20 × reliability (on-time deliveries, smoothed: (on time + 4) / (deliveries + 5), so a newcomer starts at 0.8)
 * + 0.10 × fairness (1 / (1 + deliveries today ÷ 3): work spreads to couriers who have had less of it today)
 * Ties go to the lower bid, then the earlier bid.
 */
export const SCORE_WEIGHTS = { price: 0.4, pickup: 0.3, reliability: 0.2, fairness: 0.1 } as const;
export const SCORE_PICKUP_HORIZON_MINUTES = 30;

export function reliability(onTime: number, deliveries: number): number {
  return (Math.max(0, onTime) + 4) / (Math.max(0, deliveries) + 5);
}

export function fairness(deliveriesToday: number): number {
  return 1 / (1 + Math.max(0, deliveriesToday) / 3);
}

export type ScoreInput = {
  bidCents: number;
  band: FeeBand;
  pickupMinutes: number;
  onTime: number;
  deliveries: number;
  deliveriesToday: number;
};
export type ScoreParts = { price: number; pickup: number; reliability: number; fairness: number; total: number };

export function scoreBid(i: ScoreInput): ScoreParts {
  const spread = i.band.capCents - i.band.floorCents;
  const price = spread <= 0 ? 1 : Math.min(1, Math.max(0, (i.band.capCents - i.bidCents) / spread));
  const pickup = Math.max(0, 1 - Math.max(0, i.pickupMinutes) / SCORE_PICKUP_HORIZON_MINUTES);
  const rel = reliability(i.onTime, i.deliveries);
  const fair = fairness(i.deliveriesToday);
  const total = SCORE_WEIGHTS.price * price + SCORE_WEIGHTS.pickup * pickup + SCORE_WEIGHTS.reliability * rel + SCORE_WEIGHTS.fairness * fair;
  return { price, pickup, reliability: rel, fairness: fair, total: Math.round(total * 10_000) / 10_000 };
}

/** Minutes from a courier's position to the pickup at city speed (at least one). */
export const pickupMinutes = (km: number) => Math.max(1, Math.ceil(COURIER_MINUTES_PER_KM * km));

const EARTH_RADIUS_KM = 6371;
const rad = (d: number) => (d * Math.PI) / 180;
/** Great-circle distance in kilometres (haversine). */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** "won by Sam: fee $5.40, pickup in 4 min, score 0.82 vs your 0.77" — what every bidder is shown. */
export function awardExplanation(w: { firstName: string; feeCents: number; pickupMinutes: number; score: number }, yourScore: number | null, youWon: boolean): string {
  const head = youWon ? "You won" : `Won by ${w.firstName}`;
  const base = `${head}: fee ${dollars(w.feeCents)}, pickup in ${w.pickupMinutes} min, score ${w.score.toFixed(2)}`;
  return youWon || yourScore === null ? base : `${base} vs your ${yourScore.toFixed(2)}`;
}

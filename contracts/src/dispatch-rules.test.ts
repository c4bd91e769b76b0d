import { describe, expect, it } from "vitest";
import { awardExplanation, commissionCents, fairness, feeBand, reliability, scoreBid, timeConditions } from "./dispatch-rules.js";

const calm = { night: false, rain: false, peak: false };

describe("fee band", () => {
  it("follows the published formula: 250 + 90/km + 12/min, cap 1.5 × floor, to 5 cents", () => {
    // 250 + 90 × 2 + 12 × 11 = 562 → 560; cap 840
    expect(feeBand({ distanceKm: 2, expectedMinutes: 11, ...calm })).toEqual({ floorCents: 560, capCents: 840 });
  });
  it("grows with distance and expected time", () => {
    const near = feeBand({ distanceKm: 1, expectedMinutes: 8, ...calm });
    const far = feeBand({ distanceKm: 5, expectedMinutes: 8, ...calm });
    const slow = feeBand({ distanceKm: 1, expectedMinutes: 20, ...calm });
    expect(far.floorCents).toBeGreaterThan(near.floorCents);
    expect(slow.floorCents).toBeGreaterThan(near.floorCents);
  });
  it("adds 20 % at night, 25 % in rain, 15 % at peak, cumulatively", () => {
    const base = 250 + 90 * 2 + 12 * 11; // 562
    expect(feeBand({ distanceKm: 2, expectedMinutes: 11, ...calm, night: true }).floorCents).toBe(Math.round((base * 1.2) / 5) * 5);
    expect(feeBand({ distanceKm: 2, expectedMinutes: 11, ...calm, rain: true }).floorCents).toBe(Math.round((base * 1.25) / 5) * 5);
    expect(feeBand({ distanceKm: 2, expectedMinutes: 11, night: true, rain: true, peak: true }).floorCents).toBe(Math.round((base * 1.6) / 5) * 5);
  });
  it("keeps floor ≤ cap, multiples of 5, for any input", () => {
    for (let km = 0; km < 15; km += 0.7) {
      const b = feeBand({ distanceKm: km, expectedMinutes: 5 + km * 3, night: km > 7, rain: km > 10, peak: km < 3 });
      expect(b.floorCents % 5).toBe(0);
      expect(b.capCents % 5).toBe(0);
      expect(b.capCents).toBeGreaterThanOrEqual(b.floorCents);
    }
  });
  it("reads night and peak from the local clock", () => {
    expect(timeConditions("23:10")).toEqual({ night: true, peak: false });
    expect(timeConditions("05:59")).toEqual({ night: true, peak: false });
    expect(timeConditions("06:00")).toEqual({ night: false, peak: false });
    expect(timeConditions("12:00")).toEqual({ night: false, peak: true });
    expect(timeConditions("14:00")).toEqual({ night: false, peak: false });
    expect(timeConditions("19:30")).toEqual({ night: false, peak: true });
  });
});

describe("award score", () => {
  const band = { floorCents: 500, capCents: 750 };
  const bid = { band, pickupMinutes: 6, onTime: 20, deliveries: 20, deliveriesToday: 0 };
  it("prefers a lower bid, a closer courier, a more reliable one", () => {
    expect(scoreBid({ ...bid, bidCents: 500 }).total).toBeGreaterThan(scoreBid({ ...bid, bidCents: 700 }).total);
    expect(scoreBid({ ...bid, bidCents: 600, pickupMinutes: 3 }).total).toBeGreaterThan(scoreBid({ ...bid, bidCents: 600, pickupMinutes: 12 }).total);
    expect(scoreBid({ ...bid, bidCents: 600, onTime: 20 }).total).toBeGreaterThan(scoreBid({ ...bid, bidCents: 600, onTime: 10 }).total);
  });
  it("weighs 40/30/20/10 and stays within 0–1", () => {
    const best = scoreBid({ ...bid, bidCents: 500, pickupMinutes: 0, onTime: 1000, deliveries: 1000, deliveriesToday: 0 });
    expect(best.price).toBe(1);
    expect(best.total).toBeCloseTo(0.4 + 0.3 + 0.2 * (1004 / 1005) + 0.1, 3);
    const worst = scoreBid({ ...bid, bidCents: 750, pickupMinutes: 60, onTime: 0, deliveries: 1000, deliveriesToday: 1000 });
    expect(worst.total).toBeGreaterThanOrEqual(0);
    expect(worst.total).toBeLessThan(0.01);
  });
  it("fairness spreads work: fewer deliveries today score higher, 1 at none", () => {
    expect(fairness(0)).toBe(1);
    expect(fairness(3)).toBe(0.5);
    expect(fairness(1)).toBeGreaterThan(fairness(2));
    // Two equal bids: the courier with less work today wins.
    expect(scoreBid({ ...bid, bidCents: 600, deliveriesToday: 0 }).total).toBeGreaterThan(scoreBid({ ...bid, bidCents: 600, deliveriesToday: 6 }).total);
  });
  it("reliability starts newcomers at 0.8 and follows the record", () => {
    expect(reliability(0, 0)).toBe(0.8);
    expect(reliability(95, 100)).toBeCloseTo(99 / 105);
    expect(reliability(50, 100)).toBeLessThan(0.8);
  });
});

describe("money and words", () => {
  it("commission is 8 % of the fee, rounded to the cent", () => {
    expect(commissionCents(540)).toBe(43);
    expect(commissionCents(1000)).toBe(80);
    expect(commissionCents(0)).toBe(0);
  });
  it("explains the award to every bidder", () => {
    const w = { firstName: "Sam", feeCents: 540, pickupMinutes: 4, score: 0.82 };
    expect(awardExplanation(w, 0.77, false)).toBe("Won by Sam: fee $5.40, pickup in 4 min, score 0.82 vs your 0.77");
    expect(awardExplanation(w, 0.82, true)).toBe("You won: fee $5.40, pickup in 4 min, score 0.82");
  });
});

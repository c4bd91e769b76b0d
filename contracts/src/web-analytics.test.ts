import { describe, expect, it } from "vitest";
import { funnelSteps, pairMeasures, webEventsBatchSchema } from "./web-analytics.js";

describe("funnel maths", () => {
  it("each step's conversion is its count over the step before; the first has none", () => {
    const steps = funnelSteps({ menu_view: 200, cart_add: 80, checkout_start: 40, paid: 30 });
    expect(steps.map((s) => s.key)).toEqual(["menu_view", "cart_add", "checkout_start", "paid"]);
    expect(steps.map((s) => s.conversion)).toEqual([null, 0.4, 0.5, 0.75]);
  });

  it("a step after zero has no conversion (not a division by zero); counts are kept as they are", () => {
    const steps = funnelSteps({ menu_view: 0, cart_add: 0, checkout_start: 3, paid: 2 });
    expect(steps.map((s) => s.conversion)).toEqual([null, null, null, 2 / 3]);
    expect(steps.map((s) => s.count)).toEqual([0, 0, 3, 2]);
  });
});

describe("basket maths (support, confidence, lift)", () => {
  it("matches a worked example: 100 baskets, A in 20, B in 25, both in 10", () => {
    const m = pairMeasures(100, 20, 25, 10);
    expect(m.support).toBeCloseTo(0.1, 12);
    expect(m.confidenceAB).toBeCloseTo(0.5, 12); // half of A's baskets have B
    expect(m.confidenceBA).toBeCloseTo(0.4, 12);
    expect(m.lift).toBeCloseTo(2, 12); // 0.5 / 0.25: twice as likely as chance
  });

  it("independent dishes have lift 1; dishes never together lift 0; always-together lift n / count", () => {
    expect(pairMeasures(100, 50, 20, 10).lift).toBeCloseTo(1, 12);
    expect(pairMeasures(100, 50, 20, 0).lift).toBe(0);
    expect(pairMeasures(40, 8, 8, 8).lift).toBeCloseTo(5, 12);
  });

  it("lift is symmetric and equals confidence over the other dish's share", () => {
    const m = pairMeasures(250, 30, 70, 12);
    expect(pairMeasures(250, 70, 30, 12).lift).toBeCloseTo(m.lift, 12);
    expect(m.lift).toBeCloseTo(m.confidenceAB / (70 / 250), 12);
  });

  it("no baskets: all zero, no NaN", () => {
    expect(pairMeasures(0, 0, 0, 0)).toEqual({ support: 0, confidenceAB: 0, confidenceBA: 0, lift: 0 });
  });
});

describe("event batch schema", () => {
  const restaurantId = "3f1c2a44-5b6d-4e7f-8a9b-0c1d2e3f4a5b";
  it("takes a visitor id and 1–20 known events, and nothing else", () => {
    expect(webEventsBatchSchema.safeParse({ visitorId: "abcdEFGH_1234-xyz", events: [{ type: "menu_view", restaurantId }] }).success).toBe(true);
    expect(webEventsBatchSchema.safeParse({ visitorId: "abcdEFGH", events: [{ type: "paid", restaurantId }] }).success).toBe(false);
    expect(webEventsBatchSchema.safeParse({ visitorId: "a@b.example.com", events: [{ type: "menu_view", restaurantId }] }).success).toBe(false);
  });
});

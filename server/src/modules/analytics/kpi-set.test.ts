import { describe, expect, it } from "vitest";
import { kpiSetOf } from "./ceo-dashboard.service.js";
import { zeroSums, type FigureSums } from "./rollups/rollup-columns.js";

/**
 * Issue 20's "KPI definitions" on hand-made sums: each figure as contracts' KPI_DEFINITIONS words it (the sums
 * themselves are reconciled with the raw rows in ceo-dashboard.api.test.ts).
 */
const sums = (over: Partial<FigureSums>): FigureSums => ({ ...zeroSums(), ...over });
const counts = (active: number, repeaters: number) => ({ customers: { active, repeaters }, restaurants: 4, couriers: 7 });

describe("KPI definitions", () => {
  it("GMV and orders as summed; AOV is GMV / orders to the cent; net revenue is fees plus courier commission", () => {
    const k = kpiSetOf(sums({ gmv_cents: 100_001, orders: 3, service_fee_cents: 900, delivery_fee_cents: 1_497, courier_commission_cents: 250, refunds_cents: 1_234 }), counts(2, 1));
    expect(k.gmvCents).toBe(100_001);
    expect(k.orders).toBe(3);
    expect(k.averageOrderValueCents).toBe(33_334); // 33,333.67 rounded
    expect(k.netRevenueCents).toBe(900 + 1_497 + 250);
    expect(k.refundsCents).toBe(1_234);
    expect([k.activeCustomers, k.activeRestaurants, k.activeCouriers]).toEqual([2, 4, 7]);
  });

  it("repeat rate is repeaters over active customers; on-time is on-time over completed deliveries", () => {
    const k = kpiSetOf(sums({ orders: 10, deliveries: 8, on_time: 6 }), counts(5, 2));
    expect(k.repeatRate).toBe(0.4);
    expect(k.onTimeRate).toBe(0.75);
  });

  it("the feedback score is (positive − negative) / all × 100, to one decimal", () => {
    expect(kpiSetOf(sums({ feedback: 10, feedback_positive: 6, feedback_negative: 2 }), counts(0, 0)).nps).toBe(40);
    expect(kpiSetOf(sums({ feedback: 3, feedback_positive: 1, feedback_negative: 0 }), counts(0, 0)).nps).toBe(33.3);
    expect(kpiSetOf(sums({ feedback: 4, feedback_positive: 0, feedback_negative: 4 }), counts(0, 0)).nps).toBe(-100);
  });

  it("a range with nothing in it: zero money and counts, and no rate rather than a made-up 0 %", () => {
    const k = kpiSetOf(zeroSums(), counts(0, 0));
    expect(k.averageOrderValueCents).toBe(0);
    expect(k.repeatRate).toBeNull();
    expect(k.onTimeRate).toBeNull();
    expect(k.nps).toBeNull();
    expect(k.feedbackCount).toBe(0);
  });
});

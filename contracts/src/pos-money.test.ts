import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateCents, cashDifferenceCents, discountCents, discountNeedsApproval, expectedCashCents, percentOfCents, tipCents, unitRefundCents } from "./pos-money.js";

describe("tips", () => {
  it("an amount is taken as given; a percentage of the share is rounded half up", () => {
    expect(tipCents(4_250, { tipCents: 300 })).toBe(300);
    expect(tipCents(4_250, { tipPercent: 15 })).toBe(638); // 637.5 → 638
    expect(tipCents(1_001, { tipPercent: 10 })).toBe(100); // 100.1 → 100
    expect(tipCents(4_250, {})).toBe(0);
  });
  it("a percentage tip is within half a cent of the exact figure and never negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 100 }), (amount, pct) => {
        const tip = tipCents(amount, { tipPercent: pct });
        expect(tip).toBeGreaterThanOrEqual(0);
        expect(Math.abs(tip * 100 - amount * pct)).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe("discounts and their approval", () => {
  it("a discount never takes more than its base", () => {
    fc.assert(
      fc.property(fc.constantFrom("percent" as const, "amount" as const), fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 0, max: 500_000 }), (kind, value, base) => {
        const d = discountCents(kind, kind === "percent" ? Math.min(value, 100) : value, base);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(base);
      }),
    );
    expect(discountCents("percent", 10, 4_995)).toBe(percentOfCents(4_995, 10));
  });
  it("staff alone may reach 10 % of the ticket, all discounts together; owners and managers are never stopped", () => {
    expect(discountNeedsApproval({ teamRole: "staff", priorDiscountCents: 0, discountCents: 1_000, ticketTotalCents: 10_000 })).toBe(false);
    expect(discountNeedsApproval({ teamRole: "staff", priorDiscountCents: 0, discountCents: 1_001, ticketTotalCents: 10_000 })).toBe(true);
    expect(discountNeedsApproval({ teamRole: "staff", priorDiscountCents: 600, discountCents: 500, ticketTotalCents: 10_000 })).toBe(true);
    expect(discountNeedsApproval({ teamRole: null, priorDiscountCents: 0, discountCents: 1_001, ticketTotalCents: 10_000 })).toBe(true);
    for (const role of ["owner", "manager"]) expect(discountNeedsApproval({ teamRole: role, priorDiscountCents: 0, discountCents: 10_000, ticketTotalCents: 10_000 })).toBe(false);
  });
  it("no sequence of staff discounts passes 10 % without approval", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.array(fc.integer({ min: 1, max: 5_000 }), { maxLength: 30 }), (total, tries) => {
        let taken = 0;
        for (const d of tries) {
          if (!discountNeedsApproval({ teamRole: "staff", priorDiscountCents: taken, discountCents: d, ticketTotalCents: total })) taken += d;
        }
        expect(taken * 100).toBeLessThanOrEqual(total * 10);
      }),
    );
  });
});

describe("spreading a ticket discount over its dishes", () => {
  it("sums exactly, no dish gets more than its amount, and shares follow the amounts", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 2_000_000 }), (weights, cents) => {
        const parts = allocateCents(cents, weights);
        const total = weights.reduce((s, w) => s + w, 0);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(total > 0 ? Math.min(cents, total) : 0);
        parts.forEach((p, i) => {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(weights[i]!);
          if (total > 0) expect(Math.abs(p - (Math.min(cents, total) * weights[i]!) / total)).toBeLessThan(1);
        });
      }),
    );
    expect(allocateCents(100, [1000, 2000, 1000])).toEqual([25, 50, 25]);
  });
});

describe("the cash close-out", () => {
  it("expected = float + cash handed over − change − cash refunds; the difference is counted − expected", () => {
    const expected = expectedCashCents({ openingFloatCents: 15_000, cashTenderedCents: 6_000, changeCents: 1_234, cashRefundsCents: 500 });
    expect(expected).toBe(19_266);
    expect(cashDifferenceCents(19_246, expected)).toBe(-20);
    expect(cashDifferenceCents(19_266, expected)).toBe(0);
  });
  it("equals float + cash sales − cash refunds for any set of cash payments (handed over − change = the sale)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 50_000 }), change: fc.integer({ min: 0, max: 10_000 }) }), { maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 5_000 }), { maxLength: 10 }),
        (float, payments, refunds) => {
          const sales = payments.reduce((s, p) => s + p.amount, 0);
          const refunded = refunds.reduce((s, r) => s + r, 0);
          const e = expectedCashCents({
            openingFloatCents: float,
            cashTenderedCents: payments.reduce((s, p) => s + p.amount + p.change, 0),
            changeCents: payments.reduce((s, p) => s + p.change, 0),
            cashRefundsCents: refunded,
          });
          expect(e).toBe(float + sales - refunded);
          expect(cashDifferenceCents(e, e)).toBe(0);
        },
      ),
    );
  });
});

describe("refunding some units of a dish", () => {
  it("units refunded in any steps give back exactly the line's amount, each step within a cent of its share", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 1, max: 12 }), fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 12 }), (amount, quantity, steps) => {
        let already = 0;
        let total = 0;
        for (const step of steps) {
          const take = Math.min(step, quantity - already);
          if (take <= 0) break;
          const got = unitRefundCents(amount, quantity, already, take);
          expect(Math.abs(got * quantity - amount * take)).toBeLessThanOrEqual(take * quantity);
          total += got;
          already += take;
        }
        const rest = unitRefundCents(amount, quantity, already, quantity - already);
        expect(total + rest).toBe(amount);
      }),
    );
    expect(unitRefundCents(1_001, 3, 0, 2)).toBe(334 + 334);
    expect(unitRefundCents(1_001, 3, 2, 1)).toBe(333);
  });
});

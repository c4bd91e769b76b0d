import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { B2B_MONTHLY_MINIMUM_CENTS, MAX_QUOTE_CENTS, QuoteMathError, depositSchedule, monthlyInvoiceLines, quoteTotals, type DepositInput } from "./catering-quote-math.js";

const NYC_TAX = 88_750;

describe("quoteTotals", () => {
  it("prices lines × quantity, takes the discount, and taxes the full remaining total once", () => {
    // 40 guests × $24.50 lasagne, 3 staff × 4 h × $35, one delivery at $45, 10 % off, 8.875 % tax.
    const totals = quoteTotals(
      [
        { quantity: 40, unitPriceCents: 2450 },
        { quantity: 12, unitPriceCents: 3500 },
        { quantity: 1, unitPriceCents: 4500 },
      ],
      { kind: "percent", ppm: 100_000 },
      NYC_TAX,
    );
    expect(totals).toEqual({
      lineTotalsCents: [98_000, 42_000, 4_500],
      subtotalCents: 144_500,
      discountCents: 14_450,
      taxableCents: 130_050,
      taxCents: 11_542, // 130,050 × 8.875 % = 11,541.94 → 11,542
      totalCents: 141_592,
    });
  });

  it("rounds tax half up on the cent", () => {
    expect(quoteTotals([{ quantity: 1, unitPriceCents: 200 }], null, 2_500).taxCents).toBe(1); // 0.5 → 1
    expect(quoteTotals([{ quantity: 1, unitPriceCents: 199 }], null, 2_500).taxCents).toBe(0); // 0.4975 → 0
  });

  it("refuses amounts that are not whole cents, negative quantities, discounts above the quote and absurd totals", () => {
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof QuoteMathError ? e.field : "not a QuoteMathError";
      }
      return "no error";
    };
    expect(field(() => quoteTotals([{ quantity: 1, unitPriceCents: 12.5 }], null, 0))).toBe("lines.0.unitPriceCents");
    expect(field(() => quoteTotals([{ quantity: -2, unitPriceCents: 100 }], null, 0))).toBe("lines.0.quantity");
    expect(field(() => quoteTotals([{ quantity: 1, unitPriceCents: 100 }], { kind: "amount", cents: 101 }, 0))).toBe("discount");
    expect(field(() => quoteTotals([{ quantity: 1, unitPriceCents: 100 }], { kind: "percent", ppm: 1_000_001 }, 0))).toBe("discount");
    expect(field(() => quoteTotals([{ quantity: 100_000, unitPriceCents: MAX_QUOTE_CENTS }], null, 0))).toBe("lines.0");
    expect(field(() => quoteTotals([], null, -1))).toBe("taxRatePpm");
  });
});

describe("depositSchedule", () => {
  it("takes percent deposits of the taxed total, rounding down, and leaves the rest as the balance", () => {
    expect(
      depositSchedule(141_592, [
        { kind: "percent", ppm: 250_000, dueAt: "2026-12-01T17:00:00.000Z" },
        { kind: "amount", cents: 50_000, dueAt: "2026-12-10T17:00:00.000Z" },
      ]),
    ).toEqual([
      { kind: "deposit", amountCents: 35_398, dueAt: "2026-12-01T17:00:00.000Z" }, // 35,398.0
      { kind: "deposit", amountCents: 50_000, dueAt: "2026-12-10T17:00:00.000Z" },
      { kind: "balance", amountCents: 56_194, dueAt: null },
    ]);
  });

  it("has no balance row when the deposits pay everything, and one balance row when there are no deposits", () => {
    expect(depositSchedule(1_000, [{ kind: "percent", ppm: 1_000_000, dueAt: "2026-12-01T00:00:00Z" }])).toEqual([
      { kind: "deposit", amountCents: 1_000, dueAt: "2026-12-01T00:00:00Z" },
    ]);
    expect(depositSchedule(1_000, [])).toEqual([{ kind: "balance", amountCents: 1_000, dueAt: null }]);
  });

  it("refuses deposits above the total, zero deposits, missing or backwards due dates", () => {
    expect(() => depositSchedule(1_000, [{ kind: "amount", cents: 1_001, dueAt: "2026-12-01T00:00:00Z" }])).toThrow("more than the quote's total");
    expect(() =>
      depositSchedule(1_000, [
        { kind: "percent", ppm: 600_000, dueAt: "2026-12-01T00:00:00Z" },
        { kind: "percent", ppm: 500_000, dueAt: "2026-12-02T00:00:00Z" },
      ]),
    ).toThrow("more than the quote's total");
    expect(() => depositSchedule(1_000, [{ kind: "amount", cents: 0, dueAt: "2026-12-01T00:00:00Z" }])).toThrow("more than $0.00");
    expect(() => depositSchedule(1_000, [{ kind: "amount", cents: 10, dueAt: "soon" }])).toThrow("due date");
    expect(() =>
      depositSchedule(1_000, [
        { kind: "amount", cents: 10, dueAt: "2026-12-02T00:00:00Z" },
        { kind: "amount", cents: 10, dueAt: "2026-12-01T00:00:00Z" },
      ]),
    ).toThrow("in order");
  });

  it("for random quotes and schedules, the payments sum to the taxed total to the cent (fast-check)", () => {
    const line = fc.record({ quantity: fc.integer({ min: 0, max: 200 }), unitPriceCents: fc.integer({ min: 0, max: 200_000 }) });
    const discount = fc.option(
      fc.oneof(fc.record({ kind: fc.constant("percent" as const), ppm: fc.integer({ min: 0, max: 1_000_000 }) }), fc.record({ kind: fc.constant("amount" as const), cents: fc.integer({ min: 0, max: 5_000 }) })),
      { nil: null },
    );
    const share = fc.oneof(fc.record({ kind: fc.constant("percent" as const), ppm: fc.integer({ min: 1, max: 400_000 }) }), fc.record({ kind: fc.constant("amount" as const), cents: fc.integer({ min: 1, max: 20_000 }) }));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), discount, fc.integer({ min: 0, max: 300_000 }), fc.array(share, { maxLength: 4 }), (lines, d, tax, shares) => {
        const subtotal = lines.reduce((a, l) => a + l.quantity * l.unitPriceCents, 0);
        const safeDiscount = d?.kind === "amount" && d.cents > subtotal ? null : d;
        const totals = quoteTotals(lines, safeDiscount, tax);
        expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountCents + totals.taxCents);
        const deposits: DepositInput[] = shares.map((s, i) => ({ ...s, dueAt: new Date(Date.UTC(2026, 11, 1 + i)).toISOString() }));
        let payments;
        try {
          payments = depositSchedule(totals.totalCents, deposits);
        } catch (e) {
          // The only refusal for a well-formed schedule: deposits that add up to more than the total.
          expect((e as Error).message).toMatch(/more than the quote's total|more than \$0.00|at most 100 %/);
          return;
        }
        expect(payments.reduce((a, p) => a + p.amountCents, 0)).toBe(totals.totalCents);
        expect(payments.every((p) => Number.isSafeInteger(p.amountCents) && p.amountCents >= 0)).toBe(true);
        expect(payments.filter((p) => p.kind === "balance").length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});

describe("monthlyInvoiceLines", () => {
  it("subtotals per cost centre (named ones first, in order) and tops a small month up to the $500 minimum", () => {
    expect(
      monthlyInvoiceLines([
        { costCentre: "Sales", totalCents: 12_000 },
        { costCentre: null, totalCents: 3_000 },
        { costCentre: "Engineering", totalCents: 20_000 },
        { costCentre: "Sales", totalCents: 5_000 },
      ]),
    ).toEqual({
      costCentres: [
        { costCentre: "Engineering", orders: 1, subtotalCents: 20_000 },
        { costCentre: "Sales", orders: 2, subtotalCents: 17_000 },
        { costCentre: null, orders: 1, subtotalCents: 3_000 },
      ],
      cateringCents: 40_000,
      minimumTopUpCents: 10_000,
      totalCents: B2B_MONTHLY_MINIMUM_CENTS,
    });
  });

  it("adds no top-up from the minimum up, and the whole minimum in a month without orders", () => {
    expect(monthlyInvoiceLines([{ costCentre: "A", totalCents: 50_000 }]).minimumTopUpCents).toBe(0);
    expect(monthlyInvoiceLines([{ costCentre: "A", totalCents: 73_210 }]).totalCents).toBe(73_210);
    expect(monthlyInvoiceLines([])).toEqual({ costCentres: [], cateringCents: 0, minimumTopUpCents: 50_000, totalCents: 50_000 });
  });

  it("never invoices less than the minimum nor less than the orders (fast-check)", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ costCentre: fc.option(fc.constantFrom("A", "B", "C"), { nil: null }), totalCents: fc.integer({ min: 0, max: 100_000 }) })), (orders) => {
        const inv = monthlyInvoiceLines(orders);
        const sum = orders.reduce((a, o) => a + o.totalCents, 0);
        expect(inv.cateringCents).toBe(sum);
        expect(inv.totalCents).toBe(Math.max(sum, B2B_MONTHLY_MINIMUM_CENTS));
        expect(inv.costCentres.reduce((a, c) => a + c.orders, 0)).toBe(orders.length);
      }),
    );
  });
});

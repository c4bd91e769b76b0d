import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { allocateProportionally, evenShareCents, itemsShareCents, priceBillLines } from "./bill-split.js";

/** Pays a bill of `total` in N even shares, as the table would: each payer gets the share of what is left then. */
function payEvenly(total: number, ways: number): number[] {
  const paid: number[] = [];
  let remaining = total;
  for (let k = 0; k < ways; k++) {
    const share = evenShareCents(total, remaining, ways);
    paid.push(share);
    remaining -= share;
  }
  return paid;
}

describe("even split", () => {
  it("N shares sum to the total exactly, for N = 2..7 and odd cents", () => {
    for (const total of [1, 7, 100, 1001, 4999, 12_345, 99_999]) {
      for (let ways = 2; ways <= 7; ways++) {
        const shares = payEvenly(total, ways);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(total);
        // Nobody pays more than the rounded-up share, and the shares only shrink (the last payers pay what is left).
        expect(Math.max(...shares)).toBe(Math.ceil(total / ways));
        expect(shares.every((s, i) => i === 0 || s <= shares[i - 1]!)).toBe(true);
      }
    }
  });

  it("splits $10.01 two ways as $5.01 then $5.00, and $1.00 three ways as 34, 34, 32", () => {
    expect(payEvenly(1001, 2)).toEqual([501, 500]);
    expect(payEvenly(100, 3)).toEqual([34, 34, 32]);
  });

  it("holds for any total and any number of ways", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 2, max: 20 }), (total, ways) => {
        const shares = payEvenly(total, ways);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(total);
        expect(shares.every((s) => s >= 0)).toBe(true);
      }),
    );
  });

  it("never asks for more than is left", () => {
    expect(evenShareCents(1000, 120, 2)).toBe(120);
    expect(evenShareCents(1000, 0, 4)).toBe(0);
  });
});

describe("tax allocation across lines (largest remainder)", () => {
  it("sums to the order's tax exactly, in proportion to the lines", () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(177, [1999, 999])).toEqual([118, 59]);
    expect(allocateProportionally(5, [0, 0])).toEqual([3, 2]);
    expect(allocateProportionally(0, [500, 700])).toEqual([0, 0]);
    expect(allocateProportionally(9, [])).toEqual([]);
  });

  it("holds for any tax and any lines", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 40 }), (tax, weights) => {
        const parts = allocateProportionally(tax, weights);
        expect(parts.reduce((s, x) => s + x, 0)).toBe(tax);
        const sum = weights.reduce((s, x) => s + x, 0);
        // Each part is within one cent of its exact share.
        parts.forEach((p, i) => expect(Math.abs(p - (tax * weights[i]!) / sum)).toBeLessThan(1));
      }),
    );
  });
});

describe("bill lines and by-item amounts", () => {
  const orders = [
    {
      id: "o1",
      taxCents: 266, // 8.875 % of 2998
      items: [
        { id: "a", name: "Margherita", quantity: 1, unitPriceCents: 1999 },
        { id: "b", name: "Tiramisu", quantity: 1, unitPriceCents: 999 },
      ],
    },
    { id: "o2", taxCents: 89, items: [{ id: "c", name: "Espresso", quantity: 2, unitPriceCents: 500 }] },
  ];

  it("gives each line its subtotal plus its share of its order's tax; per order they sum to subtotal + tax", () => {
    const lines = priceBillLines(orders);
    expect(lines.map((l) => [l.orderItemId, l.subtotalCents, l.amountCents])).toEqual([
      ["a", 1999, 1999 + 177],
      ["b", 999, 999 + 89],
      ["c", 1000, 1089],
    ]);
    expect(lines.filter((l) => l.orderId === "o1").reduce((s, l) => s + l.amountCents, 0)).toBe(2998 + 266);
    expect(lines.reduce((s, l) => s + l.amountCents, 0)).toBe(2998 + 266 + 1000 + 89);
  });

  it("charges the chosen lines together, capped at what is left", () => {
    const lines = priceBillLines(orders);
    expect(itemsShareCents([lines[0]!.amountCents, lines[2]!.amountCents], 10_000)).toBe(2176 + 1089);
    expect(itemsShareCents([lines[0]!.amountCents], 500)).toBe(500);
  });

  it("by-item payments of every line cover the bill exactly, in any order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 1, max: 20_000 }), qty: fc.integer({ min: 1, max: 9 }) }), { minLength: 1, maxLength: 15 }),
        fc.integer({ min: 0, max: 250_000 }),
        (items, ppm) => {
          const subtotal = items.reduce((s, i) => s + i.price * i.qty, 0);
          const tax = Math.floor((subtotal * ppm + 500_000) / 1_000_000);
          const lines = priceBillLines([{ id: "o", taxCents: tax, items: items.map((i, k) => ({ id: `l${k}`, name: "x", quantity: i.qty, unitPriceCents: i.price })) }]);
          let remaining = subtotal + tax;
          for (const l of [...lines].reverse()) remaining -= itemsShareCents([l.amountCents], remaining);
          expect(remaining).toBe(0);
        },
      ),
    );
  });
});
